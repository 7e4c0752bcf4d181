// The blueprint's own rules: 30 positions, every section present, the rating keys balanced and swapped by grade.
import { describe, expect, it } from 'vitest'
import { GRADES, RIASEC } from '../../shared/schemas/items'
import { BLUEPRINT, KNOWLEDGE_DIFFICULTIES, LATIN_SQUARES, ratingKeysFor, slotsFor } from './blueprint'

describe('the blueprint', () => {
  it('spends 30 questions: 21 on interests, 3 on work style, 2 on each knowledge section', () => {
    expect(BLUEPRINT.reduce((s, r) => s + r.to - r.from + 1, 0)).toBe(30)
    const count = (section: string) => BLUEPRINT.filter((r) => r.section === section).reduce((s, r) => s + r.to - r.from + 1, 0)
    expect([count('Interests'), count('Work Style'), count('Logical Reasoning'), count('Numerical Aptitude'), count('Science')]).toEqual([21, 3, 2, 2, 2])
    expect(KNOWLEDGE_DIFFICULTIES).toEqual([1, 2])
  })

  it.each(GRADES)('grade %i: one rating per type, three "enjoy" and three "dislike", two pairs and twelve single choices', (grade) => {
    const slots = slotsFor(grade)
    const keys = ratingKeysFor(grade)
    expect(keys.map(([type]) => type).sort()).toEqual([...RIASEC].sort())
    expect(keys.filter(([, key]) => key > 0)).toHaveLength(3)
    expect(slots.filter((s) => s.kind === 'least')).toHaveLength(2)
    expect(slots.filter((s) => s.kind === 'choice' && s.section === 'Interests')).toHaveLength(13)
    for (const position of LATIN_SQUARES.flat()) expect(slots[position - 1]).toEqual({ section: 'Interests', kind: 'choice' })
  })

  it('asks every type both ways across grades', () => {
    for (const type of RIASEC) expect(new Set(GRADES.map((g) => ratingKeysFor(g).find(([t]) => t === type)![1]))).toEqual(new Set([1, -1]))
  })
})
