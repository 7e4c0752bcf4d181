import { describe, expect, it } from 'vitest'
import { BLUEPRINT } from '../blueprint'
import { RIASEC, WORK_STYLES, bankSchema, type Item } from '../item-schema'
import { GRADE_10_ITEMS } from './grade-10'
import { GRADE_11_ITEMS } from './grade-11'
import { GRADE_12_ITEMS } from './grade-12'

type Loose = {
  id: string
  section: string
  type: string
  text: string
  weights?: Record<string, number>
  options?: unknown[]
  answer?: number
  syllabus?: string
  difficulty?: number
}

const BANKS: { grade: 10 | 11 | 12; items: Item[] }[] = [
  { grade: 10, items: GRADE_10_ITEMS },
  { grade: 11, items: GRADE_11_ITEMS },
  { grade: 12, items: GRADE_12_ITEMS },
]

/** Items at 1-based positions from..to. */
function at(items: Item[], from: number, to: number): Loose[] {
  return items.slice(from - 1, to) as Loose[]
}

describe.each(BANKS)('grade $grade bank', ({ grade, items }) => {
  it('parses with bankSchema (exactly 30 valid items)', () => {
    const result = bankSchema.safeParse(items)
    expect(result.success, result.success ? '' : JSON.stringify(result.error.issues, null, 2)).toBe(true)
  })

  it('puts each section at the positions BLUEPRINT gives', () => {
    for (const row of BLUEPRINT) {
      for (const item of at(items, row.from, row.to)) expect(item.section, item.id).toBe(row.section)
    }
    expect(BLUEPRINT.at(-1)?.to).toBe(items.length)
  })

  it(`has unique ids prefixed g${grade}-`, () => {
    const ids = items.map((i) => i.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id.startsWith(`g${grade}-`), id).toBe(true)
  })

  it('has interest forced-choice items with 6 options, one per RIASEC type', () => {
    for (const item of at(items, 1, 6)) {
      expect(item.type, item.id).toBe('multiple_choice')
      const types = (item.options as { type: string }[]).map((o) => o.type)
      expect(types, item.id).toHaveLength(6)
      expect([...types].sort(), item.id).toEqual([...RIASEC].sort())
    }
  })

  it('varies the option order between interest forced-choice items', () => {
    const orders = at(items, 1, 6).map((i) => (i.options as { type: string }[]).map((o) => o.type).join(','))
    expect(new Set(orders).size).toBe(6)
  })

  it('has interest ratings R, I, A, S, E, C in order, each weight 1 on its one type', () => {
    at(items, 7, 12).forEach((item, k) => {
      expect(item.type, item.id).toBe('rating_scale')
      expect(item.text.startsWith('How much would you enjoy'), item.id).toBe(true)
      expect(item.weights, item.id).toEqual({ [RIASEC[k]!]: 1 })
    })
  })

  it('has work-style ratings analytical, creative, leadership, teamwork, persistence in order', () => {
    at(items, 13, 17).forEach((item, k) => {
      expect(item.type, item.id).toBe('rating_scale')
      expect(item.text.startsWith('I '), item.id).toBe(true)
      expect(item.weights, item.id).toEqual({ [WORK_STYLES[k]!]: 1 })
    })
  })

  it('has a work-style choice with 5 options, one per trait', () => {
    const [item] = at(items, 18, 18)
    expect(item?.type).toBe('multiple_choice')
    const traits = (item?.options as { trait: string }[]).map((o) => o.trait)
    expect([...traits].sort()).toEqual([...WORK_STYLES].sort())
  })

  it('has knowledge items with 4 distinct options, difficulties 1,2,2,3 per section and class tags', () => {
    for (const row of BLUEPRINT.filter((r) => ['Logical Reasoning', 'Numerical Aptitude', 'Science'].includes(r.section))) {
      const section = at(items, row.from, row.to)
      expect(section.map((i) => i.difficulty), row.section).toEqual([1, 2, 2, 3])
      for (const item of section) {
        const options = item.options as string[]
        expect(options, item.id).toHaveLength(4)
        expect(new Set(options.map((o) => o.trim().toLowerCase())).size, item.id).toBe(4)
        expect(item.answer, item.id).toBeGreaterThanOrEqual(0)
        expect(item.answer, item.id).toBeLessThan(4)
        expect(item.syllabus?.startsWith(`Class ${grade} `), `${item.id}: ${item.syllabus}`).toBe(true)
        for (const o of options) expect(o, item.id).not.toMatch(/\b(all|none) of the above\b/i)
      }
    }
  })

  it(`tags Logical Reasoning items 'Class ${grade} Aptitude: <topic>', never 'Mental Ability'`, () => {
    const row = BLUEPRINT.find((r) => r.section === 'Logical Reasoning')!
    for (const item of at(items, row.from, row.to)) {
      expect(item.syllabus, item.id).toMatch(new RegExp(`^Class ${grade} Aptitude: [A-Za-z][A-Za-z -]+$`))
    }
    for (const item of items as Loose[]) if (item.syllabus) expect(item.syllabus, item.id).not.toMatch(/mental ability/i)
  })

  it('spreads correct answers over all four positions', () => {
    const answers = at(items, 19, 30).map((i) => i.answer)
    for (const k of [0, 1, 2, 3]) expect(answers, `answer index ${k}`).toContain(k)
  })

  it('keeps texts short enough for a phone screen', () => {
    for (const item of items as Loose[]) {
      expect(item.text.length, item.id).toBeLessThanOrEqual(200)
      for (const o of item.options ?? []) {
        const text = typeof o === 'string' ? o : (o as { text: string }).text
        expect(text.length, `${item.id}: ${text}`).toBeLessThanOrEqual(80)
      }
    }
  })
})
