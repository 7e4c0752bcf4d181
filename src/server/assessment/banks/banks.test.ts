// The five bank files (grade-N.json) against the schema and the blueprint, read as the data files a reviewer edits.
import { describe, expect, it } from 'vitest'
import { LEGACY_BLUEPRINT } from '../blueprint'
import { bankSchema, GRADES, RIASEC, WORK_STYLES, type Item } from '../../../shared/schemas/items'
import { parseBank, readBankFile } from '../question-bank'

// These bank files follow the layout written before the current blueprint (blueprint.ts), which parseBank accepts until
// banks of the current blueprint replace them.
const { rows: BLUEPRINT, ratingKeys: INTEREST_RATING_KEYS, knowledgeDifficulties: KNOWLEDGE_DIFFICULTIES } = LEGACY_BLUEPRINT

const BANKS = GRADES.map((grade) => ({ grade, items: readBankFile(grade) as Item[] }))

const at = (items: Item[], from: number, to: number): Item[] => items.slice(from - 1, to)
const rows = (section: string) => BLUEPRINT.filter((r) => r.section === section)
const count = (section: string) => rows(section).reduce((s, r) => s + r.to - r.from + 1, 0)

/** A Conventional forced-choice option about money: accounts, budgets, bills, fees, prices, banking and the like. */
const MONEY =
  /₹|\b(money|accounts?|accountants?|accounting|bookkeeping|budgets?|bills?|billing|fees?|fares?|prices?|pricing|banks?|banking|invoices?|gst|tax|taxes|expenses?|finance|financial|cash|paid|pay|payments?|funds?|fundraising|costs?|receipts?|ledgers?|salary|salaries|rupees?)\b/i
/** A Realistic forced-choice option about vehicles, engines, drones or welding. */
const VEHICLES =
  /\b(vehicles?|cars?|scooters?|motorcycles?|motorbikes?|bikes?|bicycles?|cycles?|buses|trucks?|tractors?|rickshaws?|engines?|motors?|mechanics?|drones?|weld|welding|welders?)\b/i

describe('the blueprint', () => {
  it('spends exactly 30 items: 18 on interests, 3 on work style, 3 + 3 + 3 on knowledge', () => {
    expect(BLUEPRINT.reduce((s, r) => s + r.to - r.from + 1, 0)).toBe(30)
    expect(count('Interests')).toBe(18)
    expect(count('Work Style')).toBe(3)
    for (const s of ['Logical Reasoning', 'Numerical Aptitude', 'Science']) expect(count(s)).toBe(3)
  })

  it('keys the 12 interest ratings twice per type, once "enjoy" and once "dislike"', () => {
    expect(INTEREST_RATING_KEYS).toHaveLength(12)
    for (const t of RIASEC) {
      expect(INTEREST_RATING_KEYS.filter(([type, key]) => type === t && key === 1)).toHaveLength(1)
      expect(INTEREST_RATING_KEYS.filter(([type, key]) => type === t && key === -1)).toHaveLength(1)
    }
  })
})

describe.each(BANKS)('grade $grade bank file', ({ grade, items }) => {
  it('parses with the shared item schema and the blueprint checks', () => {
    const result = bankSchema.safeParse(items)
    expect(result.success, result.success ? '' : JSON.stringify(result.error.issues.slice(0, 3))).toBe(true)
    expect(() => parseBank(grade, items)).not.toThrow()
  })

  it('puts each section at the positions BLUEPRINT gives', () => {
    for (const row of BLUEPRINT) for (const item of at(items, row.from, row.to)) expect(item.section, item.id).toBe(row.section)
  })

  it('has interest forced choices with 6 options, one per RIASEC type, each type once in every position', () => {
    const choices = at(items, 1, 6)
    const orders = choices.map((item) => {
      if (item.type !== 'multiple_choice' || item.section !== 'Interests') throw new Error(`${item.id} is not an interest choice`)
      expect([...item.options.map((o) => o.type)].sort()).toEqual([...RIASEC].sort())
      return item.options.map((o) => o.type)
    })
    // Counterbalanced (a Latin square): a student who always taps the same position gets every type once, a flat
    // profile, instead of a made-up direction that could be read as a strong fit.
    for (let position = 0; position < 6; position++) {
      expect(new Set(orders.map((order) => order[position])).size, `position ${position + 1}`).toBe(6)
    }
  })

  it('balances the forced-choice stimuli: at most 2 Conventional options about money, 2 Realistic about vehicles; one activity each', () => {
    const options = at(items, 1, 6).flatMap((i) => (i.type === 'multiple_choice' && i.section === 'Interests' ? i.options : []))
    expect(options).toHaveLength(36)
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

  it('has balanced interest ratings: each type once as "enjoy" (+1) and once as "dislike" (-1), short and single', () => {
    const ratings = at(items, 7, 18)
    ratings.forEach((item, i) => {
      if (item.type !== 'rating_scale') throw new Error(`${item.id} is not a rating`)
      const [type, key] = INTEREST_RATING_KEYS[i]!
      expect(item.weights, item.id).toEqual({ [type]: key })
      expect(item.text, item.id).toMatch(key > 0 ? /^How much would you enjoy / : /^How much would you dislike /)
      expect(item.text.length, item.id).toBeLessThanOrEqual(100)
      // One activity per item: no "X, Y or Z" lists of different activities.
      expect(item.text, item.id).not.toMatch(/, [a-z]+ or /)
      // Nor two activities joined ("writing and acting", "in physics or mathematics"): one thing to rate.
      expect(item.text, item.id).not.toMatch(/ or /)
      expect(item.text, item.id).not.toMatch(/\b[a-z]+ing\b[^?]* (and|or) [a-z]+ing\b/)
      expect(item.text, item.id).not.toMatch(/\b(install|write|writing) and [a-z]+/)
    })
  })

  it('has three work-style choices, each with one option per trait', () => {
    for (const item of at(items, 19, 21)) {
      if (item.type !== 'multiple_choice' || item.section !== 'Work Style') throw new Error(`${item.id} is not a work-style choice`)
      expect([...item.options.map((o) => o.trait)].sort()).toEqual([...WORK_STYLES].sort())
    }
  })

  it(`has knowledge items with 4 distinct options, difficulties ${KNOWLEDGE_DIFFICULTIES.join(', ')} per section, tagged Class ${grade}`, () => {
    for (const section of ['Logical Reasoning', 'Numerical Aptitude', 'Science'] as const) {
      const slice = items.filter((i) => i.section === section)
      expect(slice.map((i) => ('difficulty' in i ? i.difficulty : 0))).toEqual([...KNOWLEDGE_DIFFICULTIES])
      for (const item of slice) {
        if (!('answer' in item)) throw new Error(`${item.id} is not a knowledge item`)
        expect(new Set(item.options.map((o) => o.trim().toLowerCase())).size).toBe(4)
        expect(item.syllabus, item.id).toMatch(new RegExp(`^Class ${grade} [A-Za-z0-9 ()]+: .+$`))
        expect(item.syllabus, item.id).not.toMatch(/mental ability/i)
      }
    }
  })

  it("tags Logical Reasoning items 'Class N Aptitude: <topic>'", () => {
    for (const item of items.filter((i) => i.section === 'Logical Reasoning')) {
      if ('syllabus' in item) expect(item.syllabus, item.id).toMatch(new RegExp(`^Class ${grade} Aptitude: [A-Za-z][A-Za-z -]+$`))
    }
  })

  it('spreads the correct answers over at least three option positions', () => {
    const answers = items.flatMap((i) => ('answer' in i ? [i.answer] : []))
    expect(answers).toHaveLength(9)
    expect(new Set(answers).size).toBeGreaterThanOrEqual(3)
  })

  it('keeps texts short enough for a phone screen', () => {
    for (const item of items) {
      expect(item.text.length, item.id).toBeLessThanOrEqual(200)
      if ('options' in item) for (const o of item.options) expect((typeof o === 'string' ? o : o.text).length, item.id).toBeLessThanOrEqual(80)
    }
  })

  it('uses no older-NCERT chapter titles and, for grade 8, no topic dropped from the new Class 8 book', () => {
    const oldTitles = /comparing quantities|force and pressure|linear equations in one variable|heron's formula|fundamental unit of life|atoms and molecules/i
    for (const item of items) if ('syllabus' in item) expect(item.syllabus, item.id).not.toMatch(oldTitles)
    if (grade === 8) for (const item of items) if ('syllabus' in item) expect(`${item.syllabus} ${item.text}`, item.id).not.toMatch(/combustion|flame|\bsound\b/i)
  })
})
