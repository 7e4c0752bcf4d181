// Cross-grade checks: a student who takes Disha in successive years must not meet the same item twice.
import { describe, expect, it } from 'vitest'
import { GRADES, type Item } from '../../../shared/schemas/items'
import { readBankFile } from '../question-bank'

const BANKS: { grade: number; items: Item[] }[] = GRADES.map((grade) => ({ grade, items: readBankFile(grade) as Item[] }))

/** Lower-case with runs of whitespace collapsed to one space. */
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim()
/** Stricter: letters and digits only, so 'is to ______.' and 'is to:' compare equal. */
const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

type Knowledge = Extract<Item, { answer: number }>
const isKnowledge = (i: Item): i is Knowledge => 'answer' in i

/** Keys that occur in more than one grade, with the ids carrying them. */
function crossGrade(key: (item: Item) => string | undefined): string[] {
  const seen = new Map<string, { grade: number; id: string }[]>()
  for (const { grade, items } of BANKS) {
    for (const item of items) {
      const k = key(item)
      if (k === undefined) continue
      seen.set(k, [...(seen.get(k) ?? []), { grade, id: item.id }])
    }
  }
  return [...seen.entries()]
    .filter(([, hits]) => new Set(hits.map((h) => h.grade)).size > 1)
    .map(([k, hits]) => `${hits.map((h) => h.id).join(' = ')}: ${k}`)
}

describe('all grade banks together', () => {
  it('has 5 banks of 30 items with globally unique ids', () => {
    const ids = BANKS.flatMap((b) => b.items.map((i) => i.id))
    expect(ids).toHaveLength(150)
    expect(new Set(ids).size).toBe(150)
  })

  it('repeats no item text (lower-case, whitespace collapsed) across grades', () => {
    expect(crossGrade((i) => norm(i.text))).toEqual([])
  })

  it('repeats no knowledge-item text across grades, even with different punctuation', () => {
    expect(crossGrade((i) => (isKnowledge(i) ? bare(i.text) : undefined))).toEqual([])
  })

  it('repeats no knowledge item (text + options) across grades', () => {
    expect(crossGrade((i) => (isKnowledge(i) ? [norm(i.text), ...i.options.map(norm)].join(' | ') : undefined))).toEqual([])
  })

  it('reuses no knowledge item option set across grades, whatever the order or stem wording', () => {
    expect(crossGrade((i) => (isKnowledge(i) ? [...i.options.map(norm)].sort().join(' | ') : undefined))).toEqual([])
  })
})
