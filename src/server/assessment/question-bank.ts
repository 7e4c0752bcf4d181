// The five grade banks, validated once at load, and the only view of them that may leave the server.
// The banks are data (banks/grade-N.json) so that a counsellor can review an item change in a pull request.
// A bank that breaks the item schema or the blueprint throws here, at start-up, naming the grade and the item,
// rather than producing a wrong score in the middle of a student's test.
import { NO_BREAK_SPACE, sameText } from '../../shared/no-break'
import { readAssessmentJson } from '../lib/paths'
import { KNOWLEDGE_DIFFICULTIES, LATIN_SQUARES, LEGACY_BLUEPRINT, slotsFor } from './blueprint'
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
 * Beyond the schema it insists on what scoring relies on: ids unique and carrying the grade, distinct option texts
 * within an item (answers are option texts), and the layout of the blueprint (blueprint.ts), or, until the banks of
 * that blueprint replace them, the layout of the banks written before it (LEGACY_BLUEPRINT).
 */
export function parseBank(grade: Grade, raw: unknown): Bank {
  const where = (index: number): string => {
    const candidate = Array.isArray(raw) ? (raw[index] as { id?: unknown } | undefined) : undefined
    const id = typeof candidate?.id === 'string' ? ` (${candidate.id})` : ''
    return `item ${index + 1}${id}`
  }
  const invalid = (message: string) => new Error(`Question bank for grade ${grade} is invalid: ${message}`)
  const parsed = bankSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const index = typeof issue?.path[0] === 'number' ? issue.path[0] : undefined
    const place = index === undefined ? 'the bank as a whole' : where(index)
    const field = issue && issue.path.length > 1 ? ` at ${issue.path.slice(1).join('.')}` : ''
    throw invalid(`${place}${field}: ${issue?.message ?? 'unknown problem'}`)
  }
  const items = parsed.data
  const seen = new Set<string>()
  items.forEach((item, index) => {
    const fail = (message: string): never => {
      throw invalid(`${where(index)}: ${message}`)
    }
    if (seen.has(item.id)) fail('duplicate id')
    seen.add(item.id)
    if (!item.id.startsWith(`g${grade}-`)) fail(`id must start with g${grade}-`)
    const texts = optionTexts(item).map((text) => text.replaceAll(NO_BREAK_SPACE, ' '))
    if (new Set(texts).size !== texts.length) fail('two options have the same text')
    if (item.type === 'rating_scale' && Object.values(item.weights).every((w) => !w)) fail('a rating item needs at least one non-zero weight')
  })
  const problem = layoutProblem(grade, items)
  if (problem !== undefined) {
    // A bank in the layout written before this blueprint still loads; its problem, if it has one, is the one to report
    // only when it clearly follows that layout (a rating at position 7).
    const legacy = legacyLayoutProblem(items)
    if (legacy === undefined) return Object.freeze(items)
    const followsLegacy = items[6]?.type === 'rating_scale'
    const [index, message] = followsLegacy ? legacy : problem
    throw invalid(index === undefined ? message : `${where(index)}: ${message}`)
  }
  return Object.freeze(items)
}

export type LayoutProblem = [index: number | undefined, message: string]

const RIASEC_SET = ['artistic', 'conventional', 'enterprising', 'investigative', 'realistic', 'social'].join()

/** Each option of an interest choice names a RIASEC type, the six once each. */
function offersEveryTypeOnce(item: Item): boolean {
  if (item.type !== 'multiple_choice' || item.section !== 'Interests') return false
  return item.options.map((o) => o.type).sort().join() === RIASEC_SET
}

/**
 * The first way a test of 30 items breaks the blueprint (blueprint.ts), as [item index, message], or undefined: the
 * check parseBank makes, for whatever assembles a test (a bank file, or a test drawn from pools).
 */
export function layoutProblem(grade: Grade, items: readonly Item[]): LayoutProblem | undefined {
  const slots = slotsFor(grade)
  for (const [index, item] of items.entries()) {
    const slot = slots[index]!
    const at = (message: string): LayoutProblem => [index, message]
    if (item.section !== slot.section) return at(`the blueprint puts section '${slot.section}' at position ${index + 1}, found '${item.section}'`)
    const least = item.type === 'multiple_choice' && 'pick' in item && item.pick === 'least'
    if (slot.kind === 'choice' && slot.section === 'Interests') {
      if (!offersEveryTypeOnce(item) || least) return at(`position ${index + 1} is a single interest choice with six options, one per RIASEC type`)
    } else if (slot.kind === 'least') {
      const most = items[index - 1]!
      if (!least || !offersEveryTypeOnce(item)) return at(`position ${index + 1} is the 'least' question of a most-and-least pair ("pick": "least")`)
      const same = (x: Item) => (x.type === 'multiple_choice' ? JSON.stringify(x.options) : '')
      if (same(item) !== same(most)) return at(`a 'least' question offers the same options as the question before it, in the same order`)
      if (!/\bleast\b/i.test(item.text)) return at(`a 'least' question says "least"`)
    } else if (slot.kind === 'rating') {
      if (item.type !== 'rating_scale') return at(`position ${index + 1} is a rating of ${slot.type} interest`)
      const weights = Object.entries(item.weights).filter(([, w]) => w)
      if (weights.length !== 1 || weights[0]![0] !== slot.type || Math.sign(weights[0]![1]!) !== slot.key) {
        return at(`the rating at position ${index + 1} must be keyed ${slot.key > 0 ? '+' : '-'}${slot.type} in grade ${grade}`)
      }
      const word = slot.key > 0 ? 'enjoy' : 'dislike'
      if (!item.text.includes(word)) return at(`a ${slot.key > 0 ? '' : 'reverse-'}keyed item asks how much you would ${word}`)
    } else if (slot.kind === 'knowledge') {
      if (!('difficulty' in item) || item.difficulty !== slot.difficulty) {
        return at(`${slot.section} must have difficulties ${KNOWLEDGE_DIFFICULTIES.join(', ')}: position ${index + 1} is difficulty ${slot.difficulty}`)
      }
    }
  }
  for (const square of LATIN_SQUARES) {
    for (let column = 0; column < 6; column++) {
      const types = new Set(square.map((position) => {
        const item = items[position - 1]!
        return item.type === 'multiple_choice' && item.section === 'Interests' ? item.options[column]?.type : undefined
      }))
      if (types.size !== 6) return [square[0]! - 1, `the single choices at positions ${square.join(', ')} must show each type once in each option position (a Latin square)`]
    }
  }
  return undefined
}

/** The same for the layout written before this blueprint (LEGACY_BLUEPRINT). */
function legacyLayoutProblem(items: readonly Item[]): LayoutProblem | undefined {
  const { rows, ratingKeys, knowledgeDifficulties } = LEGACY_BLUEPRINT
  for (const [index, item] of items.entries()) {
    const row = rows.find((r) => index + 1 >= r.from && index + 1 <= r.to)
    if (row && row.section !== item.section) return [index, `the blueprint puts section '${row.section}' at position ${index + 1}, found '${item.section}'`]
  }
  const ratings = items.filter((item) => item.section === 'Interests' && item.type === 'rating_scale')
  for (const [i, item] of ratings.entries()) {
    const expected = ratingKeys[i]
    if (!expected || item.type !== 'rating_scale') continue
    const [type, key] = expected
    const weights = Object.entries(item.weights).filter(([, w]) => w)
    const index = items.indexOf(item)
    if (weights.length !== 1 || weights[0]![0] !== type || Math.sign(weights[0]![1]!) !== key) {
      return [index, `interest rating ${i + 1} must be keyed ${key > 0 ? '+' : '-'}${type}`]
    }
    const word = key > 0 ? 'enjoy' : 'dislike'
    if (!item.text.includes(word)) return [index, `a ${key > 0 ? '' : 'reverse-'}keyed item asks how much you would ${word}`]
  }
  for (const section of ['Logical Reasoning', 'Numerical Aptitude', 'Science'] as const) {
    const difficulties = items.filter((item) => item.section === section).map((item) => ('difficulty' in item ? item.difficulty : 0))
    if (difficulties.join() !== knowledgeDifficulties.join()) {
      return [undefined, `${section} must have difficulties ${knowledgeDifficulties.join(', ')}, found ${difficulties.join(', ')}`]
    }
  }
  return undefined
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
