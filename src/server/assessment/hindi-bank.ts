// A grade's items in Hindi (banks/hi/grade-N.json), checked against the grade's English bank at load: the server does
// not start, and `npm run build` fails (scripts/check-data.ts), on a file that misses an item, names one the bank does
// not have, or gives an item another number of options. A grade without a file is served in English
// (docs/decisions/049-questions-in-hindi.md).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ASSESSMENT_DATA_DIR, readAssessmentJson } from '../lib/paths'
import { NO_BREAK_SPACE } from '../../shared/no-break'
import type { Grade, Item } from '../../shared/schemas/items'
import { translationFileSchema, type TranslatedItem } from '../../shared/schemas/translations'

/** A grade's items in Hindi, by id. */
export type HindiBank = ReadonlyMap<string, TranslatedItem>

/** The Hindi file of a grade relative to the assessment data folder. */
export const hindiBankFile = (grade: Grade) => path.join('banks', 'hi', `grade-${grade}.json`)

/** A grade's Hindi file as read, or undefined when the grade has none yet. */
export function readHindiBankFile(grade: Grade, dir: string = ASSESSMENT_DATA_DIR): unknown {
  return existsSync(path.join(dir, hindiBankFile(grade))) ? readAssessmentJson(hindiBankFile(grade), dir) : undefined
}

/**
 * Checks a Hindi file against the grade's items (the bank file's core and knowledge, in that order) and returns it by
 * id. Each item must be there, and only those; a choice item has as many options as in English, all different, and a
 * 'least' question the same options as its 'most' question; a rating item has none; a knowledge item (it has an
 * `answer`) has its explanation, and no other item has one.
 */
export function parseHindiBank(grade: Grade, raw: unknown, items: readonly Item[]): HindiBank {
  const invalid = (message: string) => new Error(`Hindi question bank for grade ${grade} is invalid: ${message}`)
  const parsed = translationFileSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw invalid(`${issue?.path.join('.') || 'the file'}: ${issue?.message ?? 'unknown problem'}`)
  }
  const translated = new Map(Object.entries(parsed.data))
  const known = new Set(items.map((item) => item.id))
  for (const id of translated.keys()) if (!known.has(id)) throw invalid(`${id}: no item of the grade ${grade} bank has this id`)
  items.forEach((item, index) => {
    const hindi = translated.get(item.id)
    if (!hindi) throw invalid(`${item.id}: missing`)
    const fail = (message: string): never => {
      throw invalid(`${item.id}: ${message}`)
    }
    if (item.type === 'rating_scale') {
      if (hindi.options) fail('a rating item has no options (the scale is the same for every item)')
    } else {
      const count = item.options.length
      if (hindi.options?.length !== count) fail(`${count} options in English, ${hindi.options?.length ?? 0} in Hindi`)
      const texts = hindi.options!.map((text) => text.replaceAll(NO_BREAK_SPACE, ' '))
      if (new Set(texts).size !== texts.length) fail('two options have the same text')
      if ('pick' in item && item.pick === 'least') {
        const most = translated.get(items[index - 1]?.id ?? '')
        if (JSON.stringify(most?.options) !== JSON.stringify(hindi.options)) fail(`a 'least' question offers the same options as the question before it, in the same order`)
      }
    }
    const knowledge = 'answer' in item
    if (knowledge && !hindi.explanation) fail('a knowledge item has its explanation in Hindi too')
    if (!knowledge && hindi.explanation) fail('only knowledge items have an explanation')
  })
  return translated
}
