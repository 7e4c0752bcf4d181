// The five bank files (grade-N.json), read as the data files a reviewer edits: the core of 24 items every student of a
// grade meets and the knowledge pool, against the schema and the blueprint; and the test each board and stream draws.
import { describe, expect, it } from 'vitest'
import { BOARDS, CURRENT_STREAMS, studiesStream, type Board, type CurrentStream } from '../../../shared/constants'
import { BLUEPRINT, KNOWLEDGE_DIFFICULTIES, LATIN_SQUARES, LEGACY_BLUEPRINT, slotsFor } from '../blueprint'
import { bankFileSchema, GRADES, RIASEC, WORK_STYLES, type BankFile, type Grade, type Item, type KnowledgeItem } from '../../../shared/schemas/items'
import { drawKnowledge, formFor, parseBank, parsePool, readBankFile } from '../question-bank'

const FILES = GRADES.map((grade) => ({ grade, file: readBankFile(grade) as BankFile }))

/** Every board a student may name, and none; every stream a grade's students may state, and none. */
const BOARD_CHOICES: (Board | null)[] = [...BOARDS, null]
const isStreamGrade = studiesStream
const streamsOf = (grade: Grade): (CurrentStream | null)[] => (isStreamGrade(grade) ? [...CURRENT_STREAMS, null] : [null])
const FORMS = GRADES.flatMap((grade) =>
  BOARD_CHOICES.flatMap((board) => streamsOf(grade).map((stream) => ({ grade, board, stream, who: `grade ${grade}, board ${board ?? 'none'}, stream ${stream ?? 'none'}` }))),
)
const formsOf = (grade: Grade) => FORMS.filter((f) => f.grade === grade)
const knowledgeOf = (form: readonly Item[]) => form.filter((i): i is KnowledgeItem => 'answer' in i)

type InterestChoice = Item & { type: 'multiple_choice'; section: 'Interests' }
const isInterestChoice = (item: Item): item is InterestChoice => item.type === 'multiple_choice' && item.section === 'Interests'
const isLeast = (item: Item) => isInterestChoice(item) && item.pick === 'least'

/** A Conventional forced-choice option about money: accounts, budgets, bills, fees, prices, banking and the like. */
const MONEY =
  /₹|\b(money|accounts?|accountants?|accounting|bookkeeping|budgets?|bills?|billing|fees?|fares?|prices?|pricing|banks?|banking|invoices?|gst|tax|taxes|expenses?|finance|financial|cash|paid|pay|payments?|funds?|fundraising|costs?|receipts?|ledgers?|salary|salaries|rupees?)\b/i
/** A Realistic forced-choice option about vehicles, engines, drones or welding. */
const VEHICLES =
  /\b(vehicles?|cars?|scooters?|motorcycles?|motorbikes?|bikes?|bicycles?|cycles?|buses|trucks?|tractors?|rickshaws?|engines?|motors?|mechanics?|drones?|weld|welding|welders?)\b/i

/**
 * A board tag: the NCERT book and chapter (CBSE, and a state board following NCERT) or the CISCE syllabus topic, ICSE
 * up to Class 10 and ISC in Classes 11 and 12, e.g. 'NCERT Class 9 Science (Exploration), Ch. 4: Describing Motion
 * Around Us', 'ISC Class 11 Accounts: Bank Reconciliation Statement'.
 */
const TAG = {
  cbse: /^NCERT Class (\d{1,2}) ([A-Za-z][A-Za-z0-9 ()]*?(?:, Ch\. \d{1,2})?): (\S.*)$/,
  icse: /^(ICSE|ISC) Class (\d{1,2}) ([A-Za-z][A-Za-z0-9 ()]*?): (\S.*)$/,
} as const
/** Reasoning items follow no chapter: their tags say so, in each board's words, and name the topic. */
const REASONING_TAG = {
  cbse: /^General reasoning \(no NCERT chapter\): [A-Za-z][A-Za-z -]+$/,
  icse: /^General reasoning \(no CISCE syllabus topic\): [A-Za-z][A-Za-z -]+$/,
} as const
interface Tag {
  board: 'cbse' | 'icse'
  tag: string
  grade: number
  subject: string
}
function tagsOf(item: KnowledgeItem): Tag[] {
  return (['cbse', 'icse'] as const).flatMap((board) => {
    const tag = item.boards?.[board]
    if (tag === undefined) return []
    if (REASONING_TAG[board].test(tag)) return [{ board, tag, grade: Number.NaN, subject: 'reasoning' }]
    const match = TAG[board].exec(tag)
    if (!match) throw new Error(`${item.id}: the ${board} tag '${tag}' does not name the board's syllabus, class and topic`)
    const [grade, subject] = board === 'cbse' ? [match[1]!, match[2]!] : [match[2]!, match[3]!]
    return [{ board, tag, grade: Number(grade), subject: subject.replace(/ \(.*$|, Ch\. \d+$/, '') }]
  })
}

/** The stream subjects of grades 11-12, and the streams that study each (a stream item may need any of them). */
const STREAM_SUBJECTS: readonly [RegExp, readonly CurrentStream[]][] = [
  [/^(Physics|Chemistry)$/, ['science-pcm', 'science-pcb', 'science-pcmb']],
  [/^Biology$/, ['science-pcb', 'science-pcmb']],
  [/^Mathematics$/, ['science-pcm', 'science-pcmb', 'commerce-maths']],
  [/^(Accountancy( Part I+)?|Accounts|Business Studies|Economics|Introductory (Macro|Micro)economics)$/, ['commerce', 'commerce-maths']],
]
const streamsStudying = (subject: string) => STREAM_SUBJECTS.find(([pattern]) => pattern.test(subject))?.[1]

/** Today's longest stems plus a word or two; see "keeps difficulty-1 and -2 stems short". */
const STEM_WORDS: Record<'8-10' | '11-12', Record<1 | 2, number>> = {
  '8-10': { 1: 22, 2: 32 },
  '11-12': { 1: 42, 2: 48 },
}
/** Words of the six knowledge items of a test, stems and options; today's longest is 254 (grade 11, CBSE Commerce). */
const TEST_KNOWLEDGE_WORDS = 260
const words = (text: string) => text.trim().split(/\s+/).length

describe('the legacy layout (tests stored before the pools are scored on it)', () => {
  const { rows, ratingKeys } = LEGACY_BLUEPRINT
  const count = (section: string) => rows.filter((r) => r.section === section).reduce((s, r) => s + r.to - r.from + 1, 0)

  it('spends exactly 30 items: 18 on interests, 3 on work style, 3 + 3 + 3 on knowledge', () => {
    expect(rows.reduce((s, r) => s + r.to - r.from + 1, 0)).toBe(30)
    expect(count('Interests')).toBe(18)
    expect(count('Work Style')).toBe(3)
    for (const s of ['Logical Reasoning', 'Numerical Aptitude', 'Science']) expect(count(s)).toBe(3)
  })

  it('keys the 12 interest ratings twice per type, once "enjoy" and once "dislike"', () => {
    expect(ratingKeys).toHaveLength(12)
    for (const t of RIASEC) {
      expect(ratingKeys.filter(([type, key]) => type === t && key === 1)).toHaveLength(1)
      expect(ratingKeys.filter(([type, key]) => type === t && key === -1)).toHaveLength(1)
    }
  })

  it.each(GRADES)('accepts the grade %i legacy bank file as it is', (grade) => {
    expect(() => parseBank(grade, readBankFile(grade, true))).not.toThrow()
  })
})

describe.each(FILES)('grade $grade bank file', ({ grade, file }) => {
  const slots = slotsFor(grade)
  const core = file.core
  const pool = file.knowledge
  const forms = formsOf(grade).map((f) => ({ ...f, form: formFor(grade, f) }))

  it('parses with the shared bank-file schema and the pool checks', () => {
    const result = bankFileSchema.safeParse(file)
    expect(result.success, result.success ? '' : JSON.stringify(result.error.issues.slice(0, 3))).toBe(true)
    expect(() => parsePool(grade, file)).not.toThrow()
  })

  it('puts each core item at the position BLUEPRINT gives, and every drawn test the knowledge after it', () => {
    expect(core).toHaveLength(24)
    for (const row of BLUEPRINT) {
      for (let position = row.from; position <= row.to; position++) {
        if (position <= 24) expect(core[position - 1]!.section, core[position - 1]!.id).toBe(row.section)
        for (const { form, who } of forms) expect(form[position - 1]!.section, `${who}, position ${position}`).toBe(row.section)
      }
    }
  })

  it('has interest choices with 6 options, one per RIASEC type, two Latin squares and two most-and-least pairs', () => {
    slots.forEach((slot, index) => {
      if (slot.section !== 'Interests' || slot.kind === 'rating') return
      const item = core[index]!
      if (!isInterestChoice(item)) throw new Error(`${item.id} is not an interest choice`)
      expect([...item.options.map((o) => o.type)].sort(), item.id).toEqual([...RIASEC].sort())
      expect(isLeast(item), item.id).toBe(slot.kind === 'least')
      if (slot.kind === 'least') {
        // The same options as the 'most' question just before it, in the same order, and the question says so.
        expect(item.options, item.id).toEqual((core[index - 1] as InterestChoice).options)
        expect(item.text, item.id).toMatch(/\bleast\b/i)
      } else {
        expect(item.text, item.id).not.toMatch(/\bleast\b/i)
      }
    })
    // Counterbalanced (a Latin square): a student who always taps the same position gets every type once a square, a
    // flat profile, instead of a made-up direction that could be read as a strong fit.
    for (const square of LATIN_SQUARES) {
      const orders = square.map((position) => (core[position - 1] as InterestChoice).options.map((o) => o.type))
      for (let column = 0; column < 6; column++) {
        expect(new Set(orders.map((order) => order[column])).size, `positions ${square.join(', ')}, option ${column + 1}`).toBe(6)
      }
    }
  })

  it("balances the forced-choice stimuli: of the grade's 13 interest choices, at most 2 Conventional options about money and 2 Realistic about vehicles; one activity each", () => {
    // The 'least' questions repeat their pair's options, so each option is counted once.
    const options = core.filter((i) => isInterestChoice(i) && !isLeast(i)).flatMap((i) => (i as InterestChoice).options)
    expect(options).toHaveLength(13 * 6)
    const money = options.filter((o) => o.type === 'conventional' && MONEY.test(o.text)).map((o) => o.text)
    const vehicles = options.filter((o) => o.type === 'realistic' && VEHICLES.test(o.text)).map((o) => o.text)
    expect(money.length, money.join(' | ')).toBeLessThanOrEqual(2)
    expect(vehicles.length, vehicles.join(' | ')).toBeLessThanOrEqual(2)
    // One activity per option: no "X or Y" inside an option, nor two -ing activities joined ("writing and directing").
    for (const o of options) {
      expect(o.text, o.type).not.toMatch(/ or /)
      expect(o.text, o.type).not.toMatch(/\b[a-z]+ing\b[^?]* (and|or) [a-z]+ing\b/i)
    }
  })

  it(`has one interest rating per type, keyed as the grade's pattern (three "enjoy", three "dislike"), short and single`, () => {
    const ratings = slots.flatMap((slot, index) => (slot.section === 'Interests' && slot.kind === 'rating' ? [{ slot, item: core[index]! }] : []))
    expect(ratings.map(({ slot }) => slot.type).sort()).toEqual([...RIASEC].sort())
    for (const { slot, item } of ratings) {
      if (item.type !== 'rating_scale' || slot.kind !== 'rating') throw new Error(`${item.id} is not a rating`)
      expect(item.weights, item.id).toEqual({ [slot.type]: slot.key })
      expect(item.text, item.id).toMatch(slot.key > 0 ? /^How much would you enjoy / : /^How much would you dislike /)
      expect(item.text.length, item.id).toBeLessThanOrEqual(100)
      // One activity per item: no "X, Y or Z" lists of different activities.
      expect(item.text, item.id).not.toMatch(/, [a-z]+ or /)
      // Nor two activities joined ("writing and acting", "in physics or mathematics"): one thing to rate.
      expect(item.text, item.id).not.toMatch(/ or /)
      expect(item.text, item.id).not.toMatch(/\b[a-z]+ing\b[^?]* (and|or) [a-z]+ing\b/)
      expect(item.text, item.id).not.toMatch(/\b(install|write|writing) and [a-z]+/)
    }
  })

  it('has three work-style choices, each with one option per trait', () => {
    const choices = core.filter((i) => i.section === 'Work Style')
    expect(choices).toHaveLength(3)
    for (const item of choices) {
      if (item.type !== 'multiple_choice' || item.section !== 'Work Style') throw new Error(`${item.id} is not a work-style choice`)
      expect([...item.options.map((o) => o.trait)].sort()).toEqual([...WORK_STYLES].sort())
    }
  })

  it(`has knowledge items with 4 distinct options and difficulties ${KNOWLEDGE_DIFFICULTIES.join(', ')}, each section holding both`, () => {
    for (const item of pool) {
      expect(new Set(item.options.map((o) => o.trim().toLowerCase())).size, item.id).toBe(4)
      expect(KNOWLEDGE_DIFFICULTIES as readonly number[], item.id).toContain(item.difficulty)
    }
    for (const section of ['Logical Reasoning', 'Numerical Aptitude', 'Science'] as const) {
      expect(new Set(pool.filter((i) => i.section === section).map((i) => i.difficulty)), section).toEqual(new Set(KNOWLEDGE_DIFFICULTIES))
    }
    for (const { form, who } of forms) {
      for (const section of ['Logical Reasoning', 'Numerical Aptitude', 'Science'] as const) {
        expect(knowledgeOf(form).filter((i) => i.section === section).map((i) => i.difficulty), who).toEqual([...KNOWLEDGE_DIFFICULTIES])
      }
    }
  })

  it(`tags every knowledge item for both boards or for one (board-specific), naming the board's syllabus and Class ${grade}`, () => {
    for (const item of pool) {
      expect(item.boards, item.id).toBeDefined()
      expect(item.syllabus, item.id).toBeUndefined()
      const tags = tagsOf(item)
      expect(tags.length, item.id).toBeGreaterThanOrEqual(1)
      for (const { board, tag, grade: taughtIn, subject } of tags) {
        expect(tag, item.id).not.toMatch(/mental ability|applied mathematics/i)
        if (subject === 'reasoning') {
          expect(item.section, `${item.id}: ${tag}`).toBe('Logical Reasoning')
          continue
        }
        if (board === 'icse') expect(tag.startsWith(taughtIn <= 10 ? 'ICSE ' : 'ISC '), `${item.id}: ${tag}`).toBe(true)
        // A grade's own class; in grades 11-12 an item that needs no stream subject may come from Classes 8-10, which
        // every stream has studied (a Humanities student meets Class 10 science, not Class 11 Physics).
        if (taughtIn !== grade) {
          expect(isStreamGrade(grade) && item.streams === undefined && taughtIn >= 8 && taughtIn <= 10, `${item.id}: ${tag}`).toBe(true)
        }
      }
    }
  })

  it("tags Logical Reasoning items 'General reasoning (no NCERT chapter | no CISCE syllabus topic): <topic>', which every board and stream meets", () => {
    for (const item of pool.filter((i) => i.section === 'Logical Reasoning')) {
      expect(item.boards?.cbse, item.id).toMatch(REASONING_TAG.cbse)
      expect(item.boards?.icse, item.id).toMatch(REASONING_TAG.icse)
      expect(item.streams, item.id).toBeUndefined()
    }
  })

  it.runIf(isStreamGrade(grade))('marks the items that need a stream subject with the streams that study it, and only those', () => {
    for (const item of pool) {
      const subjects = tagsOf(item).filter((t) => t.grade >= 11)
      for (const { subject, tag } of subjects) {
        const studying = streamsStudying(subject)
        if (subject === 'reasoning') continue
        // A Class 11-12 subject is a stream subject: the item is for the streams that take it.
        expect(studying, `${item.id}: ${tag}`).toBeDefined()
        expect(item.streams, `${item.id}: ${tag}`).toBeDefined()
        for (const stream of item.streams ?? []) expect(studying, `${item.id}: ${tag}`).toContain(stream)
      }
    }
  })

  it('spreads the correct answers over at least three option positions, in the pool and in every drawn test', () => {
    expect(new Set(pool.map((i) => i.answer)).size).toBeGreaterThanOrEqual(3)
    const narrow = forms
      .map(({ form, who }) => ({ who, answers: knowledgeOf(form).map((i) => `${i.id}:${i.answer}`) }))
      .filter(({ answers }) => new Set(answers.map((a) => a.split(':')[1])).size < 3)
      .map(({ who, answers }) => `${who}: ${answers.join(' ')}`)
    expect(narrow).toEqual([])
  })

  it('keeps texts short enough for a phone screen', () => {
    for (const item of [...core, ...pool]) {
      expect(item.text.length, item.id).toBeLessThanOrEqual(200)
      if ('options' in item) for (const o of item.options) expect((typeof o === 'string' ? o : o.text).length, item.id).toBeLessThanOrEqual(80)
    }
  })

  it('keeps difficulty-1 and -2 stems short: read in well under the minute each knowledge item gets', () => {
    // The blueprint gives a knowledge item about a minute. The bounds are today's longest stems plus a word or two,
    // so that no stem grows unnoticed: Classes 8-10 at most 21 and 30 words (g8-sc-01, g9-sc-03), Classes 11-12 at
    // most 40 and 47 (g11-sc-04, g12-sc-05). At a slow 100 words a minute the longest takes under half the minute to
    // read, and the six knowledge items of a test (stems and options) under three minutes of the thirty.
    const bound = STEM_WORDS[grade <= 10 ? '8-10' : '11-12']
    for (const item of pool) expect(words(item.text), `${item.id}: ${item.text}`).toBeLessThanOrEqual(bound[item.difficulty as 1 | 2])
    for (const { form, who } of forms) {
      const total = knowledgeOf(form).reduce((sum, i) => sum + words(i.text) + i.options.reduce((s, o) => s + words(o), 0), 0)
      expect(total, who).toBeLessThanOrEqual(TEST_KNOWLEDGE_WORDS)
    }
  })

  it('uses no older-NCERT chapter titles and, for grade 8, no topic dropped from the new Class 8 book', () => {
    const oldTitles = /comparing quantities|force and pressure|linear equations in one variable|heron's formula|fundamental unit of life|atoms and molecules/i
    // Only for the grade's own class: a grade 11-12 student studied Classes 8-10 in the books before the new ones, and
    // an item from those classes may name the chapter they read (g11-na-05's 'Comparing Quantities').
    for (const item of pool) {
      for (const tag of tagsOf(item)) if (tag.board === 'cbse' && tag.grade === grade) expect(tag.tag, item.id).not.toMatch(oldTitles)
    }
    // The ICSE Class 8 syllabus still teaches sound and combustion; a CBSE or state-board student no longer meets them.
    if (grade === 8) for (const item of pool) if (item.boards?.cbse) expect(`${item.boards.cbse} ${item.text}`, item.id).not.toMatch(/combustion|flame|\bsound\b/i)
  })
})

describe('the test drawn for each board and stream', () => {
  it.each(GRADES)('grade %i: every board (CBSE, ICSE, state, none) and stream draws a full test that meets the blueprint', (grade) => {
    const file = readBankFile(grade) as BankFile
    for (const { board, stream, who } of formsOf(grade)) {
      const drawn = drawKnowledge(file.knowledge, { board, stream })
      expect(drawn, who).toHaveLength(6)
      const form = formFor(grade, { board, stream })
      expect(form, who).toHaveLength(30)
      expect(new Set(form.map((i) => i.id)).size, who).toBe(30)
      slotsFor(grade).forEach((slot, index) => {
        const item = form[index]!
        expect(item.section, `${who}, position ${index + 1}`).toBe(slot.section)
        if (slot.kind === 'knowledge') expect('answer' in item && item.difficulty, `${who}, position ${index + 1}`).toBe(slot.difficulty)
      })
      expect(() => parseBank(grade, structuredClone(form) as Item[]), who).not.toThrow()
    }
  })

  it('gives a student with no board only items both boards teach', () => {
    for (const { grade, stream, who } of FORMS.filter((f) => f.board === null)) {
      for (const item of knowledgeOf(formFor(grade, { board: null, stream }))) {
        expect(item.boards?.cbse && item.boards.icse, `${who}: ${item.id}`).toBeTruthy()
      }
    }
  })

  it('gives an ICSE student no CBSE-only item, and a CBSE or state-board student no ICSE-only item', () => {
    for (const { grade, board, stream, who } of FORMS.filter((f) => f.board !== null)) {
      for (const item of knowledgeOf(formFor(grade, { board, stream }))) {
        expect(item.boards?.[board === 'icse' ? 'icse' : 'cbse'], `${who}: ${item.id}`).toBeDefined()
      }
    }
  })

  it('draws every board-specific item for some student of its board, so that no board writes its own items for nothing', () => {
    for (const grade of GRADES) {
      const file = readBankFile(grade) as BankFile
      for (const board of ['cbse', 'icse'] as const) {
        const drawn = new Set(formsOf(grade).filter((f) => f.board !== null && (f.board === 'icse') === (board === 'icse')).flatMap((f) => knowledgeOf(formFor(grade, f)).map((i) => i.id)))
        const own = file.knowledge.filter((i) => i.boards?.[board] !== undefined && Object.keys(i.boards).length === 1)
        for (const item of own) expect(drawn.has(item.id), `${item.id} (${board} only)`).toBe(true)
      }
    }
  })

  it("gives a grade 11 Humanities ISC student no item tagged for a science stream (PCM, PCB)", () => {
    const form = formFor(11, { board: 'icse', stream: 'humanities' })
    for (const item of knowledgeOf(form)) {
      expect(item.streams, item.id).toBeUndefined()
      for (const { subject, grade, tag } of tagsOf(item)) {
        if (grade >= 11) expect(subject, `${item.id}: ${tag}`).not.toMatch(/^(Physics|Chemistry|Biology|Mathematics)$/)
      }
    }
  })

  it("gives no grade 11-12 student an item whose streams leave out the student's stream", () => {
    for (const { grade, board, stream, who } of FORMS.filter((f) => isStreamGrade(f.grade))) {
      for (const item of knowledgeOf(formFor(grade, { board, stream }))) {
        if (item.streams) expect(stream !== null && item.streams.includes(stream), `${who}: ${item.id} is for ${item.streams.join(', ')}`).toBe(true)
      }
    }
  })
})
