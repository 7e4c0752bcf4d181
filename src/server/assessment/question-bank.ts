// The five grade banks, validated once at load, and the only view of them that may leave the server.
// The banks are data (banks/grade-N.json) so that a counsellor can review an item change in a pull request.
// A bank that breaks the item schema or the blueprint throws here, at start-up, naming the grade and the item,
// rather than producing a wrong score in the middle of a student's test.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { BOARDS, CURRENT_STREAMS, studiesStream, type Board, type CurrentStream } from '../../shared/constants'
import { NO_BREAK_SPACE, sameText } from '../../shared/no-break'
import { ASSESSMENT_DATA_DIR, readAssessmentJson } from '../lib/paths'
import { KNOWLEDGE_DIFFICULTIES, LATIN_SQUARES, LEGACY_BLUEPRINT, slotsFor } from './blueprint'
import { bankFileSchema, bankSchema, RATING_LABELS, type Grade, type Item, type KnowledgeItem } from '../../shared/schemas/items'
import { RATING_LABELS_HI, SECTION_NAMES_HI, type TranslatedItem } from '../../shared/schemas/translations'
import type { Locale } from '../../shared/constants'
import { parseHindiBank, readHindiBankFile, type HindiBank } from './hindi-bank'

export type Bank = readonly Item[]

/** What the browser sees of a question: no answer key, weights, trait types, syllabus or explanation. */
export interface PublicQuestion {
  id: string
  questionText: string
  questionType: 'rating_scale' | 'multiple_choice'
  /** The answer values: a choice item's English option texts, whatever the language shown (a rating's labels). */
  options: string[]
  /** The same options in the reader's language, in the same order; absent when they read as `options`. */
  labels?: string[]
  /** The section's name in the reader's language. */
  section: string
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
 * within an item (answers are option texts), and the layout of the blueprint (blueprint.ts) or of the banks written
 * before it (LEGACY_BLUEPRINT), which banks/legacy keeps so that tests taken on those banks still score.
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

/** Reads a grade's bank file (banks/grade-N.json, or banks/legacy/grade-N.json with `legacy`). Exposed for the bank tests. */
export function readBankFile(grade: Grade, legacy = false): unknown {
  return readAssessmentJson(`${legacy ? 'banks/legacy' : 'banks'}/grade-${grade}.json`)
}

function readLegacyBankFile(grade: Grade): unknown {
  return existsSync(path.join(ASSESSMENT_DATA_DIR, 'banks', 'legacy', `grade-${grade}.json`)) ? readBankFile(grade, true) : undefined
}

/** Where a student's knowledge items come from: their board (none named: items both boards teach) and, in grades 11-12, stream. */
export interface FormChoice {
  board: Board | null
  stream: CurrentStream | null
}

/**
 * A grade's items: the 24 every student meets and the knowledge pool (a bank file), or a fixed test of 30 (a bank
 * written before the pools, which every board and stream met alike).
 */
export type GradeBank = { kind: 'pool'; core: Bank; knowledge: readonly KnowledgeItem[] } | { kind: 'fixed'; items: Bank }

/** May a student of this board meet the item? A state board follows the NCERT books; no board: both boards teach it. */
export function taughtIn(item: KnowledgeItem, board: Board | null): boolean {
  if (!item.boards) return board === null || board === 'cbse' || board === 'state'
  if (board === null) return item.boards.cbse !== undefined && item.boards.icse !== undefined
  return (board === 'icse' ? item.boards.icse : item.boards.cbse) !== undefined
}

/** May a student of this stream meet the item? Grades 8-10 and a student with no stream meet only items no stream needs. */
export function fitsStream(item: KnowledgeItem, stream: CurrentStream | null): boolean {
  return item.streams === undefined || (stream !== null && item.streams.includes(stream))
}

/**
 * The knowledge items of a student's test: for each aptitude section and difficulty of the blueprint, the first item of
 * the pool their board teaches by their grade and their stream allows, an item written for their stream before one no
 * stream needs. Undefined when the pool has none for a slot (parsePool refuses such a pool).
 */
export function drawKnowledge(pool: readonly KnowledgeItem[], choice: FormChoice): KnowledgeItem[] | undefined {
  const drawn: KnowledgeItem[] = []
  for (const section of ['Logical Reasoning', 'Numerical Aptitude', 'Science'] as const) {
    for (const difficulty of KNOWLEDGE_DIFFICULTIES) {
      const eligible = pool.filter((item) => item.section === section && item.difficulty === difficulty && taughtIn(item, choice.board) && fitsStream(item, choice.stream))
      const item = eligible.find((i) => i.streams !== undefined) ?? eligible[0]
      if (!item) return undefined
      drawn.push(item)
    }
  }
  return drawn
}

/** Every board a student may name, and none. */
const BOARD_CHOICES: readonly (Board | null)[] = [...BOARDS, null]

/** The streams a grade's students may state: grades 11-12 one of CURRENT_STREAMS (or none, as older attempts); else none. */
function streamChoices(grade: Grade): readonly (CurrentStream | null)[] {
  return studiesStream(grade) ? [...CURRENT_STREAMS, null] : [null]
}

/**
 * Checks a bank file of pools (bankFileSchema): the core's items and the knowledge pool, and that every board and
 * stream a student of the grade may name draws a test of 30 that meets the blueprint.
 */
export function parsePool(grade: Grade, raw: unknown): GradeBank {
  const invalid = (message: string) => new Error(`Question bank for grade ${grade} is invalid: ${message}`)
  const parsed = bankFileSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw invalid(`${issue?.path.join('.') || 'the file'}: ${issue?.message ?? 'unknown problem'}`)
  }
  const { core, knowledge } = parsed.data
  const seen = new Set<string>()
  for (const item of [...core, ...knowledge]) {
    if (seen.has(item.id)) throw invalid(`${item.id}: duplicate id`)
    seen.add(item.id)
    if (!item.id.startsWith(`g${grade}-`)) throw invalid(`${item.id}: id must start with g${grade}-`)
    const texts = optionTexts(item).map((text) => text.replaceAll(NO_BREAK_SPACE, ' '))
    if (new Set(texts).size !== texts.length) throw invalid(`${item.id}: two options have the same text`)
  }
  for (const item of knowledge) {
    if (!item.boards) throw invalid(`${item.id}: a knowledge item names the chapter where each board teaches it ("boards")`)
    if (item.streams && !studiesStream(grade)) throw invalid(`${item.id}: only grades 11-12 tag items by stream`)
  }
  for (const board of BOARD_CHOICES) {
    for (const stream of streamChoices(grade)) {
      const drawn = drawKnowledge(knowledge, { board, stream })
      const who = `board ${board ?? 'none'}${stream ? `, stream ${stream}` : ''}`
      if (!drawn) throw invalid(`the knowledge pool has no item for every section and difficulty for ${who}`)
      const problem = layoutProblem(grade, [...core, ...drawn])
      if (problem) throw invalid(`the test drawn for ${who}, position ${(problem[0] ?? 0) + 1}: ${problem[1]}`)
    }
  }
  return { kind: 'pool', core: Object.freeze(core), knowledge: Object.freeze(knowledge) }
}

/** A grade's bank file, of either kind (an array is a fixed test of 30, checked by parseBank). */
export function parseGradeBank(grade: Grade, raw: unknown): GradeBank {
  return Array.isArray(raw) ? { kind: 'fixed', items: parseBank(grade, raw) } : parsePool(grade, raw)
}

interface GradeItems {
  bank: GradeBank
  /** The bank of the items written before the current file, whose attempts and tests name no questions. */
  legacy: Bank
  /** Every item of the grade, current and legacy, by id: what a stored attempt's question ids are read against. */
  byId: ReadonlyMap<string, Item>
  all: Bank
  /** The grade's items in Hindi (banks/hi), or undefined while the grade has no Hindi file: then English is served. */
  hindi: HindiBank | undefined
}

function loadGrade(grade: Grade): GradeItems {
  const bank = parseGradeBank(grade, readBankFile(grade))
  const legacyRaw = readLegacyBankFile(grade)
  const current = bank.kind === 'fixed' ? bank.items : [...bank.core, ...bank.knowledge]
  const unnamed = bank.kind === 'fixed' ? bank.items : [...bank.core, ...(drawKnowledge(bank.knowledge, { board: null, stream: null }) ?? [])]
  const legacy = legacyRaw === undefined ? unnamed : parseBank(grade, legacyRaw)
  const byId = new Map<string, Item>()
  for (const item of [...legacy, ...current]) {
    const known = byId.get(item.id)
    if (known && known !== item && JSON.stringify(known) !== JSON.stringify(item)) {
      throw new Error(`Question bank for grade ${grade} is invalid: ${item.id} names two different items (current and legacy banks)`)
    }
    byId.set(item.id, item)
  }
  const hindiRaw = readHindiBankFile(grade)
  const hindi = hindiRaw === undefined ? undefined : parseHindiBank(grade, hindiRaw, current)
  return { bank, legacy, byId, all: Object.freeze([...byId.values()]), hindi }
}

const GRADE_ITEMS: Readonly<Record<Grade, GradeItems>> = {
  8: loadGrade(8),
  9: loadGrade(9),
  10: loadGrade(10),
  11: loadGrade(11),
  12: loadGrade(12),
}

const FORMS = new Map<string, Bank>()

/** The 30 items of a test for a student of this grade, board and stream, in the order the student sees them. */
export function formFor(grade: Grade, choice: FormChoice): Bank {
  const stream = studiesStream(grade) ? choice.stream : null
  const key = `${grade}|${choice.board ?? ''}|${stream ?? ''}`
  let form = FORMS.get(key)
  if (!form) {
    const { bank } = GRADE_ITEMS[grade]
    form = bank.kind === 'fixed' ? bank.items : Object.freeze([...bank.core, ...(drawKnowledge(bank.knowledge, { board: choice.board, stream }) ?? [])])
    FORMS.set(key, form)
  }
  return form
}

/** Every item of a grade, current and legacy: what an answer's question id may name at all. */
export function gradeItems(grade: Grade): Bank {
  return GRADE_ITEMS[grade].all
}

/**
 * The items of a stored attempt or test: those its question ids name, in order, or, with none (a sitting from before
 * tests were drawn), the grade's legacy bank. Undefined when an id names no item of the grade.
 */
export function formOf(grade: Grade, questionIds: readonly string[] | null | undefined): Bank | undefined {
  const { byId, legacy } = GRADE_ITEMS[grade]
  if (!questionIds) return legacy
  const items = questionIds.map((id) => byId.get(id))
  return items.every((item) => item !== undefined) ? Object.freeze(items as Item[]) : undefined
}

/**
 * The validated items of a grade's test for a student who names no board or stream, in the order the student sees
 * them. Server-side only: it holds the keys.
 */
export function getBank(grade: Grade): Bank {
  if (!GRADE_ITEMS[grade]) throw new Error(`No question bank for grade ${String(grade)}`)
  return formFor(grade, { board: null, stream: null })
}

/**
 * What the browser sees of an item; with `hindi`, its words in Hindi. The options stay the English texts either way:
 * they are the values an answer sends and stores, so an answer, and the result, never depend on the language.
 */
export function toPublicQuestion(item: Item, hindi?: TranslatedItem): PublicQuestion {
  const options = item.type === 'rating_scale' ? [...RATING_LABELS] : optionTexts(item)
  if (!hindi) return { id: item.id, questionText: item.text, questionType: item.type, options, section: item.section }
  const labels = item.type === 'rating_scale' ? [...RATING_LABELS_HI] : (hindi.options ?? options)
  return { id: item.id, questionText: hindi.text, questionType: item.type, options, labels, section: SECTION_NAMES_HI[item.section] }
}

/**
 * The 30 questions of a grade as the API sends them, in `locale` (English for a grade with no Hindi file yet). Built
 * field by field, so nothing secret can ride along.
 */
export function toPublicQuestions(grade: Grade, bank: Bank = getBank(grade), locale: Locale = 'en'): PublicQuestion[] {
  const hindi = locale === 'hi' ? GRADE_ITEMS[grade].hindi : undefined
  return bank.map((item) => toPublicQuestion(item, hindi?.get(item.id)))
}

/** Whether a grade's questions can be read in Hindi (it has a Hindi file). */
export function hasHindi(grade: Grade): boolean {
  return GRADE_ITEMS[grade].hindi !== undefined
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
