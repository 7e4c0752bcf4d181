import { describe, expect, it } from 'vitest'
import { BLUEPRINT } from '../blueprint'
import { bankSchema, RIASEC, WORK_STYLES, type Item } from '../item-schema'
import { GRADE_8_ITEMS } from './grade-8'
import { GRADE_9_ITEMS } from './grade-9'

const BANKS = [
  { grade: 8, items: GRADE_8_ITEMS as Item[] },
  { grade: 9, items: GRADE_9_ITEMS as Item[] },
] as const

/** Items of the bank at 1-based positions from..to, inclusive. */
function at(items: Item[], from: number, to: number): Item[] {
  return items.slice(from - 1, to)
}

function rowFor(section: string, kindsStart: string) {
  const row = BLUEPRINT.find((r) => r.section === section && r.kinds.startsWith(kindsStart))
  if (!row) throw new Error(`no blueprint row for ${section} / ${kindsStart}`)
  return row
}

for (const { grade, items } of BANKS) {
  describe(`grade ${grade} bank`, () => {
    it('parses with bankSchema', () => {
      const result = bankSchema.safeParse(items)
      expect(result.success, result.success ? '' : JSON.stringify(result.error.issues, null, 2)).toBe(true)
    })

    it('has 30 items whose sections match the blueprint by position', () => {
      expect(items).toHaveLength(30)
      const covered = new Set<number>()
      for (const row of BLUEPRINT) {
        for (let pos = row.from; pos <= row.to; pos++) {
          covered.add(pos)
          expect(items[pos - 1]?.section, `position ${pos}`).toBe(row.section)
        }
      }
      expect(covered.size).toBe(30)
    })

    it(`has unique ids prefixed g${grade}- and numbered per section`, () => {
      const ids = items.map((i) => i.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(id.startsWith(`g${grade}-`), id).toBe(true)
      const expected = [
        ...Array.from({ length: 12 }, (_, i) => `g${grade}-int-${String(i + 1).padStart(2, '0')}`),
        ...Array.from({ length: 6 }, (_, i) => `g${grade}-ws-${String(i + 1).padStart(2, '0')}`),
        ...['log', 'num', 'sci'].flatMap((s) =>
          Array.from({ length: 4 }, (_, i) => `g${grade}-${s}-${String(i + 1).padStart(2, '0')}`),
        ),
      ]
      expect(ids).toEqual(expected)
    })

    it('interest forced-choice items have 6 options covering each RIASEC type once', () => {
      const row = rowFor('Interests', 'forced choice')
      const slice = at(items, row.from, row.to)
      expect(slice).toHaveLength(6)
      for (const item of slice) {
        expect(item.type).toBe('multiple_choice')
        if (!('options' in item) || 'answer' in item) throw new Error(`${item.id} is not a forced choice`)
        const types = item.options.map((o) => (typeof o === 'object' && 'type' in o ? o.type : undefined))
        expect(types).toHaveLength(6)
        expect([...types].sort()).toEqual([...RIASEC].sort())
      }
    })

    it('interest rating items are R, I, A, S, E, C in order, each weight 1 on one type', () => {
      const row = rowFor('Interests', 'rating')
      const slice = at(items, row.from, row.to)
      expect(slice).toHaveLength(6)
      slice.forEach((item, i) => {
        expect(item.type).toBe('rating_scale')
        if (!('weights' in item)) throw new Error(`${item.id} has no weights`)
        expect(item.weights).toEqual({ [RIASEC[i]!]: 1 })
        expect(item.text.startsWith('How much would you enjoy')).toBe(true)
      })
    })

    it('work-style ratings target analytical, creative, leadership, teamwork, persistence in order', () => {
      const row = rowFor('Work Style', 'rating')
      const slice = at(items, row.from, row.to)
      expect(slice).toHaveLength(5)
      slice.forEach((item, i) => {
        expect(item.type).toBe('rating_scale')
        if (!('weights' in item)) throw new Error(`${item.id} has no weights`)
        expect(item.weights).toEqual({ [WORK_STYLES[i]!]: 1 })
        expect(item.text.startsWith('I ') || item.text.startsWith('When ') || item.text.startsWith('In ')).toBe(true)
      })
    })

    it('the work-style choice has 5 options, one per trait', () => {
      const row = rowFor('Work Style', 'forced choice')
      const [item] = at(items, row.from, row.to)
      if (!item || !('options' in item) || 'answer' in item) throw new Error('missing work-style choice')
      const traits = item.options.map((o) => (typeof o === 'object' && 'trait' in o ? o.trait : undefined))
      expect(traits).toHaveLength(5)
      expect([...traits].sort()).toEqual([...WORK_STYLES].sort())
    })

    for (const section of ['Logical Reasoning', 'Numerical Aptitude', 'Science'] as const) {
      it(`${section}: 4 distinct options, difficulties 1,2,2,3, syllabus tagged Class ${grade}`, () => {
        const row = BLUEPRINT.find((r) => r.section === section)!
        const slice = at(items, row.from, row.to)
        expect(slice).toHaveLength(4)
        const difficulties: number[] = []
        for (const item of slice) {
          if (!('answer' in item)) throw new Error(`${item.id} is not a knowledge item`)
          expect(item.options).toHaveLength(4)
          expect(new Set(item.options.map((o) => o.trim().toLowerCase())).size).toBe(4)
          expect(item.answer).toBeGreaterThanOrEqual(0)
          expect(item.answer).toBeLessThan(4)
          expect(item.syllabus.startsWith(`Class ${grade} `), item.syllabus).toBe(true)
          expect(item.syllabus).toMatch(/^Class \d+ [A-Za-z ]+: .+$/)
          difficulties.push(item.difficulty)
        }
        expect(difficulties).toEqual([1, 2, 2, 3])
      })
    }

    it(`tags Logical Reasoning items 'Class ${grade} Aptitude: <topic>', never 'Mental Ability'`, () => {
      const row = BLUEPRINT.find((r) => r.section === 'Logical Reasoning')!
      for (const item of at(items, row.from, row.to)) {
        if (!('syllabus' in item)) throw new Error(`${item.id} is not a knowledge item`)
        expect(item.syllabus, item.id).toMatch(new RegExp(`^Class ${grade} Aptitude: [A-Za-z][A-Za-z -]+$`))
      }
      for (const item of items) if ('syllabus' in item) expect(item.syllabus, item.id).not.toMatch(/mental ability/i)
    })

    it('tags by subject and short topic, not by chapter titles of the older NCERT books', () => {
      const oldTitles = /comparing quantities|force and pressure|linear equations in one variable|heron's formula|fundamental unit of life|atoms and molecules|surface areas and volumes/i
      for (const item of items) if ('syllabus' in item) expect(item.syllabus, item.id).not.toMatch(oldTitles)
    })

    if (grade === 8) {
      it('asks about no topic dropped from the current Class 8 science book (combustion, sound)', () => {
        for (const item of items) {
          if ('syllabus' in item) expect(`${item.syllabus} ${item.text}`, item.id).not.toMatch(/combustion|flame|\bsound\b/i)
        }
      })
    }

    it('spreads the correct answers over different option positions', () => {
      const answers = items.flatMap((i) => ('answer' in i ? [i.answer] : []))
      expect(answers).toHaveLength(12)
      expect(new Set(answers).size).toBe(4)
    })

    it('keeps text short enough for a phone screen', () => {
      for (const item of items) {
        expect(item.text.length, item.id).toBeLessThanOrEqual(200)
        if ('options' in item) {
          for (const o of item.options) {
            const t = typeof o === 'string' ? o : o.text
            expect(t.length, `${item.id}: ${t}`).toBeLessThanOrEqual(80)
          }
        }
      }
    })
  })
}
