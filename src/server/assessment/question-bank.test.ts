import { describe, expect, it } from 'vitest'
import { GRADES, RATING_LABELS, type Item } from '../../shared/schemas/items'
import { getBank, parseBank, toPublicQuestions, validateAnswers } from './question-bank'
import { blueprintBank } from '../../../tests/assessment/fixtures'

const SECRET_KEYS = ['answer', 'weights', 'syllabus', 'explanation', 'difficulty', 'type', 'text', 'trait']

function cloneBank(grade: 8 | 9 | 10 | 11 | 12): Item[] {
  return structuredClone(getBank(grade)) as Item[]
}

describe('the real banks', () => {
  it.each(GRADES)('grade %i loads 30 valid items', (grade) => {
    const bank = getBank(grade)
    expect(bank).toHaveLength(30)
    expect(() => parseBank(grade, cloneBank(grade))).not.toThrow()
  })

  it.each(GRADES)('grade %i public questions carry no key, weight, syllabus or explanation', (grade) => {
    const questions = toPublicQuestions(grade)
    expect(questions).toHaveLength(30)
    for (const q of questions) {
      expect(Object.keys(q).sort()).toEqual(['id', 'options', 'questionText', 'questionType', 'section'])
      for (const option of q.options) expect(typeof option).toBe('string')
    }
    const json = JSON.stringify(questions)
    for (const key of SECRET_KEYS) expect(json).not.toContain(`"${key}"`)
    for (const item of getBank(grade)) {
      if ('explanation' in item) {
        expect(json).not.toContain(item.explanation)
        expect(json).not.toContain(item.syllabus)
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

describe('parseBank', () => {
  it('names the grade and the item when the schema fails', () => {
    const bank = cloneBank(8) as unknown as Record<string, unknown>[]
    delete bank[23]!.answer
    expect(() => parseBank(8, bank)).toThrow(/grade 8 .*item 24 \(g8-log-04\)/)
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
    const [a, b] = [bank[12]!, bank[18]!]
    bank[12] = b
    bank[18] = a
    expect(() => parseBank(12, bank)).toThrow(/blueprint puts section 'Interests' at position 13/)
  })

  it('rejects interest ratings out of the balanced enjoy/dislike key pattern', () => {
    const bank = cloneBank(9)
    const [a, b] = [bank[6]!, bank[7]!]
    bank[6] = b
    bank[7] = a
    expect(() => parseBank(9, bank)).toThrow(/interest rating 1 must be keyed \+realistic/)
  })

  it('rejects a knowledge section out of the difficulty pattern', () => {
    const bank = cloneBank(11)
    const item = bank[21]!
    if (!('answer' in item)) throw new Error('fixture: expected a knowledge item')
    bank[21] = { ...item, difficulty: 3 }
    expect(() => parseBank(11, bank)).toThrow(/Logical Reasoning must have difficulties 1, 2, 3/)
  })

  it('rejects two options with the same text', () => {
    const bank = cloneBank(10)
    const item = bank[23]!
    if (item.type !== 'multiple_choice' || !('answer' in item)) throw new Error('fixture: expected a knowledge item')
    bank[23] = { ...item, options: [item.options[0]!, item.options[0]!, item.options[2]!, item.options[3]!] }
    expect(() => parseBank(10, bank)).toThrow(/same text/)
  })

  it('rejects a bank of the wrong length', () => {
    expect(() => parseBank(8, cloneBank(8).slice(0, 29))).toThrow(/grade 8/)
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

describe('validateAnswers', () => {
  const bank = getBank(10)
  const rating = bank.find((i) => i.type === 'rating_scale')!
  const choice = bank.find((i) => i.type === 'multiple_choice' && 'answer' in i)!
  const options = toPublicQuestions(10).find((q) => q.id === choice.id)!.options

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
})
