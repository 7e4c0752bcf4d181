import { describe, expect, it } from 'vitest'
import { BOARDS, CURRENT_STREAMS, studiesStream, type Board, type CurrentStream } from '../../shared/constants'
import { GRADES, RATING_LABELS, type BankFile, type Grade, type Item, type KnowledgeItem } from '../../shared/schemas/items'
import {
  drawKnowledge,
  fitsStream,
  formFor,
  formOf,
  getBank,
  gradeItems,
  parseBank,
  parsePool,
  readBankFile,
  taughtIn,
  toPublicQuestions,
  validateAnswers,
} from './question-bank'
import { blueprintBank } from '../../../tests/assessment/fixtures'

const SECRET_KEYS = ['answer', 'weights', 'syllabus', 'boards', 'streams', 'explanation', 'difficulty', 'type', 'text', 'trait', 'pick']

/** Every board a student may name, and none; every stream a grade's students may state, and none. */
const BOARD_CHOICES: (Board | null)[] = [...BOARDS, null]
const streamsOf = (grade: Grade): (CurrentStream | null)[] => (studiesStream(grade) ? [...CURRENT_STREAMS, null] : [null])
const FORMS = GRADES.flatMap((grade) =>
  BOARD_CHOICES.flatMap((board) => streamsOf(grade).map((stream) => ({ grade, board, stream, who: `grade ${grade}, board ${board ?? 'none'}, stream ${stream ?? 'none'}` }))),
)

function cloneBank(grade: Grade): Item[] {
  return structuredClone(getBank(grade)) as Item[]
}
function cloneLegacy(grade: Grade): Item[] {
  return structuredClone(readBankFile(grade, true)) as Item[]
}
function clonePool(grade: Grade): BankFile {
  return structuredClone(readBankFile(grade)) as BankFile
}

describe('the real banks', () => {
  it.each(GRADES)('grade %i loads 30 valid items', (grade) => {
    const bank = getBank(grade)
    expect(bank).toHaveLength(30)
    expect(() => parseBank(grade, cloneBank(grade))).not.toThrow()
  })

  it.each(GRADES)('grade %i: every board and stream draws 30 items that parseBank accepts', (grade) => {
    for (const { board, stream, who } of FORMS.filter((f) => f.grade === grade)) {
      const form = formFor(grade, { board, stream })
      expect(form, who).toHaveLength(30)
      expect(() => parseBank(grade, structuredClone(form) as Item[]), who).not.toThrow()
    }
  })

  it.each(GRADES)('grade %i public questions carry no key, weight, board, stream or explanation, whatever the board and stream', (grade) => {
    for (const { board, stream, who } of FORMS.filter((f) => f.grade === grade)) {
      const form = formFor(grade, { board, stream })
      const questions = toPublicQuestions(grade, form)
      expect(questions, who).toHaveLength(30)
      expect(questions.map((q) => q.id)).toEqual(form.map((item) => item.id))
      for (const q of questions) {
        expect(Object.keys(q).sort()).toEqual(['id', 'options', 'questionText', 'questionType', 'section'])
        for (const option of q.options) expect(typeof option).toBe('string')
      }
      const json = JSON.stringify(questions)
      for (const key of SECRET_KEYS) expect(json, who).not.toContain(`"${key}"`)
      for (const item of form) {
        if (!('explanation' in item)) continue
        expect(json, item.id).not.toContain(item.explanation)
        for (const tag of Object.values(item.boards ?? {})) expect(json, item.id).not.toContain(tag)
      }
    }
  })

  it('gives rating items the five rating labels and choice items their option texts, in order', () => {
    const bank = getBank(10)
    const questions = toPublicQuestions(10)
    bank.forEach((item, i) => {
      const q = questions[i]!
      expect(q.id).toBe(item.id)
      expect(q.questionText).toBe(item.text)
      expect(q.section).toBe(item.section)
      if (item.type === 'rating_scale') expect(q.options).toEqual([...RATING_LABELS])
      else expect(q.options).toEqual(item.options.map((o) => (typeof o === 'string' ? o : o.text)))
    })
  })

  it('a mutation of the public view does not reach the bank', () => {
    const q = toPublicQuestions(9)
    q[0]!.options.push('extra')
    expect(toPublicQuestions(9)[0]!.options).not.toContain('extra')
  })
})

describe('parseBank on a drawn test', () => {
  it('names the grade and the item when the schema fails', () => {
    const bank = cloneBank(8) as unknown as Record<string, unknown>[]
    delete bank[25]!.answer
    expect(() => parseBank(8, bank)).toThrow(new RegExp(`grade 8 .*item 26 \\(${String(bank[25]!.id)}\\)`))
  })

  it('rejects a duplicate id', () => {
    const bank = cloneBank(9)
    bank[5] = { ...bank[5]!, id: bank[4]!.id }
    expect(() => parseBank(9, bank)).toThrow(/grade 9 .*item 6 .*duplicate id/)
  })

  it('rejects an id of another grade', () => {
    const bank = cloneBank(11)
    bank[0] = { ...bank[0]!, id: 'g12-int-01' }
    expect(() => parseBank(11, bank)).toThrow(/must start with g11-/)
  })

  it('rejects an item outside the section the blueprint gives its position', () => {
    const bank = cloneBank(12)
    const [a, b] = [bank[20]!, bank[21]!]
    bank[20] = b
    bank[21] = a
    expect(() => parseBank(12, bank)).toThrow(/blueprint puts section 'Interests' at position 21/)
  })

  it("rejects interest ratings out of the grade's enjoy/dislike key pattern", () => {
    const bank = cloneBank(9)
    const [a, b] = [bank[8]!, bank[9]!]
    bank[8] = b
    bank[9] = a
    expect(() => parseBank(9, bank)).toThrow(/item 9 .*rating at position 9 must be keyed -realistic in grade 9/)
  })

  it('rejects a knowledge section out of the difficulty pattern', () => {
    const bank = cloneBank(11)
    const item = bank[24]!
    if (!('answer' in item)) throw new Error('fixture: expected a knowledge item')
    bank[24] = { ...item, difficulty: 2 }
    expect(() => parseBank(11, bank)).toThrow(/item 25 .*Logical Reasoning must have difficulties 1, 2/)
  })

  it('rejects two options with the same text', () => {
    const bank = cloneBank(10)
    const item = bank[26]!
    if (item.type !== 'multiple_choice' || !('answer' in item)) throw new Error('fixture: expected a knowledge item')
    bank[26] = { ...item, options: [item.options[0]!, item.options[0]!, item.options[2]!, item.options[3]!] }
    expect(() => parseBank(10, bank)).toThrow(/same text/)
  })

  it('rejects a bank of the wrong length', () => {
    expect(() => parseBank(8, cloneBank(8).slice(0, 29))).toThrow(/grade 8/)
  })
})

describe('parseBank on a legacy bank (stored attempts without question ids are scored on it)', () => {
  it.each(GRADES)('accepts the grade %i legacy bank as it is', (grade) => {
    expect(parseBank(grade, cloneLegacy(grade))).toHaveLength(30)
  })

  it('names the grade and the item when the schema fails', () => {
    const bank = cloneLegacy(8) as unknown as Record<string, unknown>[]
    delete bank[23]!.answer
    expect(() => parseBank(8, bank)).toThrow(/grade 8 .*item 24 \(g8-log-04\)/)
  })

  it('rejects an item outside the section the legacy layout gives its position', () => {
    const bank = cloneLegacy(12)
    const [a, b] = [bank[12]!, bank[18]!]
    bank[12] = b
    bank[18] = a
    expect(() => parseBank(12, bank)).toThrow(/blueprint puts section 'Interests' at position 13/)
  })

  it('rejects interest ratings out of the balanced enjoy/dislike key pattern', () => {
    const bank = cloneLegacy(9)
    const [a, b] = [bank[6]!, bank[7]!]
    bank[6] = b
    bank[7] = a
    expect(() => parseBank(9, bank)).toThrow(/interest rating 1 must be keyed \+realistic/)
  })

  it('rejects a knowledge section out of the difficulty pattern', () => {
    const bank = cloneLegacy(11)
    const item = bank[21]!
    if (!('answer' in item)) throw new Error('fixture: expected a knowledge item')
    bank[21] = { ...item, difficulty: 3 }
    expect(() => parseBank(11, bank)).toThrow(/Logical Reasoning must have difficulties 1, 2, 3/)
  })

  it('rejects two options with the same text', () => {
    const bank = cloneLegacy(10)
    const item = bank[23]!
    if (item.type !== 'multiple_choice' || !('answer' in item)) throw new Error('fixture: expected a knowledge item')
    bank[23] = { ...item, options: [item.options[0]!, item.options[0]!, item.options[2]!, item.options[3]!] }
    expect(() => parseBank(10, bank)).toThrow(/same text/)
  })
})

describe('parseBank on the current blueprint (blueprint.ts)', () => {
  it.each(GRADES)('accepts a grade %i bank laid out as the blueprint says', (grade) => {
    expect(() => parseBank(grade, blueprintBank(grade))).not.toThrow()
  })

  it("rejects a 'least' question whose options differ from its 'most' question's, or that does not say least", () => {
    const reordered = blueprintBank(10)
    const least = reordered[7] as Item & { type: 'multiple_choice'; section: 'Interests' }
    reordered[7] = { ...least, options: [...least.options].reverse() }
    expect(() => parseBank(10, reordered)).toThrow(/item 8 .*same options as the question before it/)
    const unsaid = blueprintBank(10)
    unsaid[17] = { ...unsaid[17]!, text: 'Of the same activities, which would you pick last?' }
    expect(() => parseBank(10, unsaid)).toThrow(/item 18 .*says "least"/)
  })

  it('rejects a single choice where a pair needs its least question', () => {
    const bank = blueprintBank(9)
    const { pick: _pick, ...single } = bank[7] as Item & { pick?: string }
    bank[7] = single as Item
    expect(() => parseBank(9, bank)).toThrow(/position 8 is the 'least' question/)
  })

  it('rejects a rating keyed the other way for the grade', () => {
    const bank = blueprintBank(8)
    bank[8] = { ...bank[8]!, text: 'How much would you dislike a realistic activity?', weights: { realistic: -1 } } as Item
    expect(() => parseBank(8, bank)).toThrow(/item 9 .*keyed \+realistic in grade 8/)
    const odd = blueprintBank(9)
    expect((odd[8] as Item & { type: 'rating_scale' }).weights).toEqual({ realistic: -1 })
  })

  it('rejects single choices that are no Latin square', () => {
    const bank = blueprintBank(11)
    const first = bank[0] as Item & { type: 'multiple_choice'; section: 'Interests'; options: { text: string; type: string }[] }
    bank[1] = { ...first, id: bank[1]!.id, options: first.options.map((o) => ({ ...o, text: `${o.text}, again` })) } as Item
    expect(() => parseBank(11, bank)).toThrow(/positions 1, 2, 3, 4, 5, 6 .*Latin square/)
  })

  it('rejects knowledge out of the easy-then-medium pattern', () => {
    const bank = blueprintBank(12)
    bank[25] = { ...bank[25]!, difficulty: 3 } as Item
    expect(() => parseBank(12, bank)).toThrow(/item 26 .*Logical Reasoning must have difficulties 1, 2/)
  })
})

describe('parsePool', () => {
  it.each(GRADES)('accepts the grade %i bank file: 24 core items and a knowledge pool', (grade) => {
    const bank = parsePool(grade, clonePool(grade))
    if (bank.kind !== 'pool') throw new Error('expected a pool')
    expect(bank.core).toHaveLength(24)
    expect(bank.knowledge.length).toBeGreaterThanOrEqual(6)
  })

  it('names the grade and the place when the schema fails', () => {
    const file = clonePool(8) as unknown as { knowledge: Record<string, unknown>[] }
    delete file.knowledge[2]!.answer
    expect(() => parsePool(8, file)).toThrow(/grade 8 .*knowledge\.2\.answer/)
    expect(() => parsePool(8, [])).toThrow(/grade 8 .*the file/)
  })

  it('rejects a duplicate id, across the core and the pool', () => {
    const file = clonePool(9)
    file.knowledge[0] = { ...file.knowledge[0]!, id: file.core[3]!.id }
    expect(() => parsePool(9, file)).toThrow(new RegExp(`grade 9 .*${file.core[3]!.id}: duplicate id`))
  })

  it('rejects an id of another grade', () => {
    const file = clonePool(11)
    file.knowledge[1] = { ...file.knowledge[1]!, id: 'g12-sc-99' }
    expect(() => parsePool(11, file)).toThrow(/g12-sc-99: id must start with g11-/)
  })

  it('rejects two options with the same text, in the core and in the pool', () => {
    const file = clonePool(10)
    const k = file.knowledge[3]!
    file.knowledge[3] = { ...k, options: [k.options[1]!, k.options[1]!, k.options[2]!, k.options[3]!] }
    expect(() => parsePool(10, file)).toThrow(new RegExp(`${k.id}: two options have the same text`))
    const core = clonePool(10)
    const choice = core.core[0]! as Item & { type: 'multiple_choice'; section: 'Interests' }
    core.core[0] = { ...choice, options: choice.options.map((o, i) => (i === 1 ? { ...o, text: choice.options[0]!.text } : o)) }
    expect(() => parsePool(10, core)).toThrow(new RegExp(`${choice.id}: two options have the same text`))
  })

  it('rejects a knowledge item that names no board (a CBSE syllabus line instead)', () => {
    const file = clonePool(12)
    const { boards: _boards, ...untagged } = file.knowledge[0]!
    file.knowledge[0] = { ...untagged, syllabus: 'Class 12 Aptitude: Letter Series' }
    expect(() => parsePool(12, file)).toThrow(new RegExp(`${untagged.id}: a knowledge item names the chapter where each board teaches it`))
  })

  it('rejects streams on an item of grades 8 to 10', () => {
    const file = clonePool(10)
    file.knowledge[0] = { ...file.knowledge[0]!, streams: ['humanities'] }
    expect(() => parsePool(10, file)).toThrow(/only grades 11-12 tag items by stream/)
  })

  it('rejects a pool that leaves a board without an item for a section and difficulty', () => {
    const file = clonePool(9)
    file.knowledge = file.knowledge.map((k) => (k.section === 'Science' && k.difficulty === 2 ? { ...k, boards: { cbse: k.boards!.cbse! } } : k))
    expect(() => parsePool(9, file)).toThrow(/no item for every section and difficulty for board icse/)
  })

  it('rejects a pool that leaves a stream without an item for a section and difficulty', () => {
    const file = clonePool(11)
    file.knowledge = file.knowledge.map((k) => (k.section === 'Science' && k.difficulty === 1 ? { ...k, streams: ['science-pcm' as const] } : k))
    expect(() => parsePool(11, file)).toThrow(/no item for every section and difficulty for board cbse, stream science-pcb/)
  })

  it('rejects a core that breaks the blueprint, naming the test drawn and the position', () => {
    const file = clonePool(12)
    const [a, b] = [file.core[8]!, file.core[9]!]
    file.core[8] = b
    file.core[9] = a
    expect(() => parsePool(12, file)).toThrow(/the test drawn for board cbse, stream science-pcm, position 9: the rating at position 9 must be keyed \+realistic/)
  })
})

describe('drawing a test by board and stream', () => {
  const item = (fields: Partial<KnowledgeItem> & Pick<KnowledgeItem, 'id'>): KnowledgeItem => ({
    section: 'Science',
    type: 'multiple_choice',
    text: `A science question (${fields.id})`,
    options: ['one', 'two', 'three', 'four'],
    answer: 0,
    difficulty: 1,
    explanation: 'A fixture: its key is the first option.',
    boards: { cbse: 'NCERT Class 11 Physics, Ch. 1: Units', icse: 'ISC Class 11 Physics: Units' },
    ...fields,
  })
  const both = item({ id: 'g11-sc-01' })
  const cbse = item({ id: 'g11-sc-02', boards: { cbse: 'NCERT Class 11 Physics, Ch. 1: Units' } })
  const icse = item({ id: 'g11-sc-03', boards: { icse: 'ISC Class 11 Physics: Units' } })
  const untagged = item({ id: 'g11-sc-04', boards: undefined, syllabus: 'Class 11 Physics: Units' })

  it('teaches an item to a board that tags it; a state board follows the NCERT books; no board, only what both teach', () => {
    const taught = (k: KnowledgeItem) => BOARD_CHOICES.map((b) => taughtIn(k, b))
    // In the order cbse, icse, state, none.
    expect(taught(both)).toEqual([true, true, true, true])
    expect(taught(cbse)).toEqual([true, false, true, false])
    expect(taught(icse)).toEqual([false, true, false, false])
    expect(taught(untagged)).toEqual([true, false, true, true])
  })

  it('gives an item that needs stream subjects only to those streams, and one that needs none to every student', () => {
    const pcb = item({ id: 'g11-sc-05', streams: ['science-pcb', 'science-pcmb'] })
    expect(CURRENT_STREAMS.filter((s) => fitsStream(pcb, s))).toEqual(['science-pcb', 'science-pcmb'])
    expect(fitsStream(pcb, null)).toBe(false)
    expect([...CURRENT_STREAMS, null].every((s) => fitsStream(both, s))).toBe(true)
  })

  it('draws, section by section, difficulty 1 then 2, an item written for the stream before one that needs none', () => {
    const pool: KnowledgeItem[] = []
    for (const [section, code] of [['Logical Reasoning', 'lr'], ['Numerical Aptitude', 'na'], ['Science', 'sc']] as const) {
      for (const difficulty of [2, 1] as const) {
        pool.push(item({ id: `g11-${code}-${difficulty}0`, section, difficulty }))
        pool.push(item({ id: `g11-${code}-${difficulty}1`, section, difficulty, streams: ['commerce'] }))
        pool.push(item({ id: `g11-${code}-${difficulty}2`, section, difficulty, boards: { icse: 'ISC Class 11 Physics: Units' } }))
      }
    }
    const ids = (choice: Parameters<typeof drawKnowledge>[1]) => drawKnowledge(pool, choice)?.map((k) => k.id)
    expect(ids({ board: 'cbse', stream: 'humanities' })).toEqual(['g11-lr-10', 'g11-lr-20', 'g11-na-10', 'g11-na-20', 'g11-sc-10', 'g11-sc-20'])
    expect(ids({ board: 'cbse', stream: 'commerce' })).toEqual(['g11-lr-11', 'g11-lr-21', 'g11-na-11', 'g11-na-21', 'g11-sc-11', 'g11-sc-21'])
    expect(ids({ board: 'icse', stream: null })).toEqual(['g11-lr-10', 'g11-lr-20', 'g11-na-10', 'g11-na-20', 'g11-sc-10', 'g11-sc-20'])
    // No item left for a slot: nothing is drawn, and parsePool refuses such a pool.
    const noIcse = pool.map((k) => (k.id === 'g11-na-20' || k.id === 'g11-na-22' ? { ...k, boards: { cbse: 'NCERT Class 11 Physics, Ch. 1: Units' } } : k))
    expect(drawKnowledge(noIcse, { board: 'icse', stream: null })).toBeUndefined()
    expect(drawKnowledge(noIcse, { board: 'cbse', stream: null })).toHaveLength(6)
  })

  it.each(GRADES)('grade %i: formFor is the core, then the knowledge drawn for the board and stream', (grade) => {
    const file = readBankFile(grade) as BankFile
    for (const { board, stream, who } of FORMS.filter((f) => f.grade === grade)) {
      const form = formFor(grade, { board, stream })
      expect(form.slice(0, 24).map((i) => i.id), who).toEqual(file.core.map((i) => i.id))
      expect(form.slice(24).map((i) => i.id), who).toEqual(drawKnowledge(file.knowledge, { board, stream })!.map((i) => i.id))
      expect(formFor(grade, { board, stream }), who).toBe(form)
    }
    expect(getBank(grade)).toBe(formFor(grade, { board: null, stream: null }))
  })

  it('ignores a stream in grades 8 to 10', () => {
    for (const grade of [8, 9, 10] as const) {
      for (const stream of CURRENT_STREAMS) expect(formFor(grade, { board: 'icse', stream })).toBe(formFor(grade, { board: 'icse', stream: null }))
    }
  })

  it.each(GRADES)('grade %i: formOf reads a stored test back by its ids, and one with none on the legacy bank', (grade) => {
    const form = formFor(grade, { board: 'icse', stream: grade >= 11 ? 'commerce' : null })
    expect(formOf(grade, form.map((i) => i.id))).toEqual(form)
    const legacy = parseBank(grade, readBankFile(grade, true))
    expect(formOf(grade, null)).toEqual(legacy)
    expect(formOf(grade, undefined)).toEqual(legacy)
    expect(formOf(grade, legacy.map((i) => i.id))).toEqual(legacy)
    expect(formOf(grade, [form[0]!.id, `g${grade}-xx-99`])).toBeUndefined()
    const other = grade === 8 ? 9 : 8
    expect(formOf(grade, [formFor(other, { board: null, stream: null })[0]!.id])).toBeUndefined()
  })

  it.each(GRADES)('grade %i: gradeItems holds every core, pool and legacy item once', (grade) => {
    const file = readBankFile(grade) as BankFile
    const ids = gradeItems(grade).map((i) => i.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const i of [...file.core, ...file.knowledge, ...(readBankFile(grade, true) as Item[])]) expect(ids, i.id).toContain(i.id)
  })
})

describe('validateAnswers', () => {
  const bank = getBank(10)
  const rating = bank.find((i) => i.type === 'rating_scale')!
  const choice = bank.find((i) => i.type === 'multiple_choice' && 'answer' in i)!
  const options = toPublicQuestions(10).find((q) => q.id === choice.id)!.options
  const optionsOf = (item: Item) => toPublicQuestions(10, [item])[0]!.options

  it('accepts valid answers and an empty map', () => {
    expect(validateAnswers(10, {})).toEqual([])
    expect(validateAnswers(10, { [rating.id]: '1', [choice.id]: options[2]! })).toEqual([])
    for (const v of ['1', '2', '3', '4', '5']) expect(validateAnswers(10, { [rating.id]: v })).toEqual([])
  })

  it('flags an unknown question id, including one of another grade', () => {
    const problems = validateAnswers(10, { 'g10-xyz-99': '3', 'g9-int-07': '3' })
    expect(problems.map((p) => p.questionId)).toEqual(['g10-xyz-99', 'g9-int-07'])
  })

  it.each(['0', '6', '3.0', ' 3', '', 'Very much', 'five'])('flags the rating value %j', (value) => {
    expect(validateAnswers(10, { [rating.id]: value })).toEqual([{ questionId: rating.id, message: expect.stringMatching(/1, 2, 3, 4 or 5/) }])
  })

  it('flags a choice that is not exactly one of the options', () => {
    const interest = toPublicQuestions(10).find((q) => q.section === 'Interests' && q.questionType === 'multiple_choice')!
    const cases: [string, string][] = [
      [choice.id, ` ${options[0]}`],
      [choice.id, `${options[0]} `],
      [choice.id, `${options[0]}x`],
      [choice.id, ''],
      [choice.id, '0'],
      [interest.id, interest.options[0]!.toUpperCase()],
      [interest.id, 'investigative'],
    ]
    for (const [id, value] of cases) expect(validateAnswers(10, { [id]: value }), value).toHaveLength(1)
  })

  it('flags a non-string value', () => {
    expect(validateAnswers(10, { [rating.id]: 3 as unknown as string })).toHaveLength(1)
  })

  it("flags an item of the grade that is not on the student's own test", () => {
    const icse = formFor(10, { board: 'icse', stream: null })
    const cbseOnly = formFor(10, { board: 'cbse', stream: null }).find((i) => !icse.includes(i))!
    expect(validateAnswers(10, { [cbseOnly.id]: optionsOf(cbseOnly)[0]! }, icse)).toEqual([
      { questionId: cbseOnly.id, message: `'${cbseOnly.id}' is not a question of the grade 10 test` },
    ])
  })
})
