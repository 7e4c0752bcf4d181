// The five grade banks, validated once at load, and the only view of them that may leave the server.
// The banks are data (banks/grade-N.json) so that a counsellor can review an item change in a pull request.
// A bank that breaks the item schema or the blueprint throws here, at start-up, naming the grade and the item,
// rather than producing a wrong score in the middle of a student's test.
import { NO_BREAK_SPACE, sameText } from '../../shared/no-break'
import { readAssessmentJson } from '../lib/paths'
import { BLUEPRINT, INTEREST_RATING_KEYS, KNOWLEDGE_DIFFICULTIES } from './blueprint'
import { bankSchema, GRADES, RATING_LABELS, type Grade, type Item, type Section } from '../../shared/schemas/items'

export type Bank = readonly Item[]

/** What the browser sees of a question: no answer key, weights, trait types, syllabus or explanation. */
export interface PublicQuestion {
  id: string
  questionText: string
  questionType: 'rating_scale' | 'multiple_choice'
  options: string[]
  section: Section
}

/** One thing wrong with a submitted answer map; `questionId` is the offending key. */
export interface AnswerProblem {
  questionId: string
  message: string
}

/** The answer strings a rating item accepts: '1' (Not at all) to '5' (Very much). */
export const RATING_VALUES = ['1', '2', '3', '4', '5'] as const

/** Option texts of a choice item, in the order the student sees them; empty for a rating item. */
export function optionTexts(item: Item): string[] {
  if (item.type === 'rating_scale') return []
  return item.options.map((option) => (typeof option === 'string' ? option : option.text))
}

/**
 * Checks a raw bank against the item schema and the blueprint and returns it typed.
 * Beyond the schema it insists on what scoring relies on: ids unique and carrying the grade, each position in the
 * section the blueprint gives it, and distinct option texts within an item (answers are option texts).
 */
export function parseBank(grade: Grade, raw: unknown): Bank {
  const where = (index: number): string => {
    const candidate = Array.isArray(raw) ? (raw[index] as { id?: unknown } | undefined) : undefined
    const id = typeof candidate?.id === 'string' ? ` (${candidate.id})` : ''
    return `item ${index + 1}${id}`
  }
  const parsed = bankSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const index = typeof issue?.path[0] === 'number' ? issue.path[0] : undefined
    const place = index === undefined ? 'the bank as a whole' : where(index)
    const field = issue && issue.path.length > 1 ? ` at ${issue.path.slice(1).join('.')}` : ''
    throw new Error(`Question bank for grade ${grade} is invalid: ${place}${field}: ${issue?.message ?? 'unknown problem'}`)
  }
  const items = parsed.data
  const seen = new Set<string>()
  items.forEach((item, index) => {
    const fail = (message: string): never => {
      throw new Error(`Question bank for grade ${grade} is invalid: ${where(index)}: ${message}`)
    }
    if (seen.has(item.id)) fail('duplicate id')
    seen.add(item.id)
    if (!item.id.startsWith(`g${grade}-`)) fail(`id must start with g${grade}-`)
    const row = BLUEPRINT.find((r) => index + 1 >= r.from && index + 1 <= r.to)
    if (row && row.section !== item.section) fail(`the blueprint puts section '${row.section}' at position ${index + 1}, found '${item.section}'`)
    const texts = optionTexts(item).map((text) => text.replaceAll(NO_BREAK_SPACE, ' '))
    if (new Set(texts).size !== texts.length) fail('two options have the same text')
    if (item.type === 'rating_scale' && Object.values(item.weights).every((w) => !w)) fail('a rating item needs at least one non-zero weight')
  })
  // The interest ratings must follow the balanced key pattern: scoring's consistency and acquiescence checks rely on it.
  const ratings = items.filter((item) => item.section === 'Interests' && item.type === 'rating_scale')
  ratings.forEach((item, i) => {
    const expected = INTEREST_RATING_KEYS[i]
    if (!expected || item.type !== 'rating_scale') return
    const [type, key] = expected
    const weights = Object.entries(item.weights).filter(([, w]) => w)
    const index = items.indexOf(item)
    if (weights.length !== 1 || weights[0]![0] !== type || Math.sign(weights[0]![1]!) !== key) {
      throw new Error(`Question bank for grade ${grade} is invalid: ${where(index)}: interest rating ${i + 1} must be keyed ${key > 0 ? '+' : '-'}${type}`)
    }
    const word = key > 0 ? 'enjoy' : 'dislike'
    if (!item.text.includes(word)) throw new Error(`Question bank for grade ${grade} is invalid: ${where(index)}: a ${key > 0 ? '' : 'reverse-'}keyed item asks how much you would ${word}`)
  })
  for (const section of ['Logical Reasoning', 'Numerical Aptitude', 'Science'] as const) {
    const difficulties = items.filter((item) => item.section === section).map((item) => ('difficulty' in item ? item.difficulty : 0))
    if (difficulties.join() !== KNOWLEDGE_DIFFICULTIES.join()) {
      throw new Error(`Question bank for grade ${grade} is invalid: ${section} must have difficulties ${KNOWLEDGE_DIFFICULTIES.join(', ')}, found ${difficulties.join(', ')}`)
    }
  }
  return Object.freeze(items)
}

/** Reads a grade's bank file (banks/grade-N.json). Exposed for the bank tests. */
export function readBankFile(grade: Grade): unknown {
  return readAssessmentJson(`banks/grade-${grade}.json`)
}

const BANKS: Readonly<Record<Grade, Bank>> = {
  8: parseBank(8, readBankFile(8)),
  9: parseBank(9, readBankFile(9)),
  10: parseBank(10, readBankFile(10)),
  11: parseBank(11, readBankFile(11)),
  12: parseBank(12, readBankFile(12)),
}

export function isGrade(value: unknown): value is Grade {
  return typeof value === 'number' && (GRADES as readonly number[]).includes(value)
}

/** The validated items of a grade, in the order the student sees them. Server-side only: it holds the keys. */
export function getBank(grade: Grade): Bank {
  const bank = BANKS[grade]
  if (!bank) throw new Error(`No question bank for grade ${String(grade)}`)
  return bank
}

export function toPublicQuestion(item: Item): PublicQuestion {
  return {
    id: item.id,
    questionText: item.text,
    questionType: item.type,
    options: item.type === 'rating_scale' ? [...RATING_LABELS] : optionTexts(item),
    section: item.section,
  }
}

/** The 30 questions of a grade as the API sends them. Built field by field, so nothing secret can ride along. */
export function toPublicQuestions(grade: Grade, bank: Bank = getBank(grade)): PublicQuestion[] {
  return bank.map(toPublicQuestion)
}

/**
 * Problems with a submitted answer map: an id that is not a question of this grade, or a value that is not
 * '1'..'5' for a rating item or not exactly one of the option texts for a choice item. Unanswered questions are
 * not a problem (a student may submit at any time); scoring treats them as missing.
 */
export function validateAnswers(grade: Grade, answers: Record<string, string>, bank: Bank = getBank(grade)): AnswerProblem[] {
  const byId = new Map(bank.map((item) => [item.id, item]))
  const problems: AnswerProblem[] = []
  for (const [questionId, value] of Object.entries(answers)) {
    const item = byId.get(questionId)
    if (!item) {
      problems.push({ questionId, message: `'${questionId}' is not a question of the grade ${grade} test` })
      continue
    }
    if (typeof value !== 'string') {
      problems.push({ questionId, message: 'The answer must be text' })
    } else if (item.type === 'rating_scale') {
      if (!(RATING_VALUES as readonly string[]).includes(value)) {
        problems.push({ questionId, message: 'A rating answer must be one of 1, 2, 3, 4 or 5' })
      }
    } else if (!optionTexts(item).some((text) => sameText(text, value))) {
      problems.push({ questionId, message: 'The answer is not one of the options of this question' })
    }
  }
  return problems
}
