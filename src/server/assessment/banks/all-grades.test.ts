// Cross-grade checks: a student who takes Disha in successive years must not meet the same item twice, whatever their
// board and stream (so every item of a grade's core and pool counts), nor an item of the legacy test they took before.
import { describe, expect, it } from 'vitest'
import { GRADES, type BankFile, type Item } from '../../../shared/schemas/items'
import { readBankFile } from '../question-bank'

interface Source {
  grade: number
  legacy: boolean
  items: Item[]
}
const CURRENT: Source[] = GRADES.map((grade) => {
  const file = readBankFile(grade) as BankFile
  return { grade, legacy: false, items: [...file.core, ...file.knowledge] }
})
const LEGACY: Source[] = GRADES.map((grade) => ({ grade, legacy: true, items: readBankFile(grade, true) as Item[] }))

/** Lower-case with runs of whitespace collapsed to one space. */
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim()
/** Stricter: letters and digits only, so 'is to ______.' and 'is to:' compare equal. */
const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

type Knowledge = Extract<Item, { answer: number }>
const isKnowledge = (i: Item): i is Knowledge => 'answer' in i

/**
 * Keys that occur in two grades a student can meet one after the other, with the ids carrying them: two current banks
 * of different grades, or an earlier grade's legacy bank (a test already taken) and a later grade's current bank.
 */
function crossGrade(sources: Source[], key: (item: Item) => string | undefined): string[] {
  const seen = new Map<string, { grade: number; legacy: boolean; id: string }[]>()
  for (const { grade, legacy, items } of sources) {
    for (const item of items) {
      const k = key(item)
      if (k === undefined) continue
      seen.set(k, [...(seen.get(k) ?? []), { grade, legacy, id: item.id }])
    }
  }
  const meets = (a: { grade: number; legacy: boolean }, b: { grade: number; legacy: boolean }) =>
    a.grade !== b.grade && (a.legacy === b.legacy || (a.legacy ? a.grade < b.grade : b.grade < a.grade))
  return [...seen.entries()]
    .filter(([, hits]) => hits.some((a) => hits.some((b) => meets(a, b))))
    .map(([k, hits]) => `${hits.map((h) => `${h.id}${h.legacy ? ' (legacy)' : ''}`).join(' = ')}: ${k}`)
}

const textKey = (i: Item) => norm(i.text)
const bareKey = (i: Item) => (isKnowledge(i) ? bare(i.text) : undefined)
const itemKey = (i: Item) => (isKnowledge(i) ? [norm(i.text), ...i.options.map(norm)].join(' | ') : undefined)
const optionSetKey = (i: Item) => (isKnowledge(i) ? [...i.options.map(norm)].sort().join(' | ') : undefined)

describe('all grade banks together', () => {
  it('has 5 bank files of 24 core items and a pool, with globally unique ids', () => {
    const ids = CURRENT.flatMap((b) => b.items.map((i) => i.id))
    expect(CURRENT).toHaveLength(5)
    for (const grade of GRADES) expect((readBankFile(grade) as BankFile).core).toHaveLength(24)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has 5 legacy banks of 30 items whose ids are unique, and name the same item wherever a current bank uses them', () => {
    const ids = LEGACY.flatMap((b) => b.items.map((i) => i.id))
    expect(ids).toHaveLength(150)
    expect(new Set(ids).size).toBe(150)
    const current = new Map(CURRENT.flatMap((b) => b.items.map((i) => [i.id, i] as const)))
    for (const item of LEGACY.flatMap((b) => b.items)) if (current.has(item.id)) expect(current.get(item.id), item.id).toEqual(item)
  })

  it('repeats no item text (lower-case, whitespace collapsed) across grades', () => {
    expect(crossGrade(CURRENT, textKey)).toEqual([])
  })

  it('repeats no knowledge-item text across grades, even with different punctuation', () => {
    expect(crossGrade(CURRENT, bareKey)).toEqual([])
  })

  it('repeats no knowledge item (text + options) across grades', () => {
    expect(crossGrade(CURRENT, itemKey)).toEqual([])
  })

  it('reuses no knowledge item option set across grades, whatever the order or stem wording', () => {
    expect(crossGrade(CURRENT, optionSetKey)).toEqual([])
  })
})

describe('the legacy tests already taken, against the later grades', () => {
  // A student who took an earlier grade's legacy test meets a later grade's items drawn from the current banks.
  it('repeats no item text, knowledge item or knowledge option set of an earlier legacy test', () => {
    const sources = [...CURRENT, ...LEGACY]
    expect([textKey, bareKey, itemKey, optionSetKey].flatMap((key) => crossGrade(sources, key).filter((hit) => hit.includes('(legacy)')))).toEqual([])
  })
})
