// The retest study's arithmetic: when a goal is judged. Which sittings pair up is the database's (listRetestPairs),
// tested on PGlite and PostgreSQL in tests/api/retest.test.ts.
import { describe, expect, it } from 'vitest'
import { answersLike } from '../../../tests/assessment/fixtures'
import { CAREERS } from '../assessment/careers'
import { getBank } from '../assessment/question-bank'
import type { Grade } from '../../shared/schemas/items'
import type { RetestSittingRow } from '../db/tests-repository'
import { MIN_RETEST_PAIRS } from '../../shared/schemas/admin'
import { retestReport, schoolRetestReport } from './retest'

const DAY = 86_400_000
const like = (id: string, grade: Grade = 10) => answersLike(CAREERS.find((c) => c.id === id)!, grade)
const row = (userId: string | null, day: number, answers = like('law'), grade = 10): RetestSittingRow => ({
  userId,
  grade,
  answers,
  timeSpent: 900,
  attemptId: 'a',
  currentStream: null,
  questionIds: getBank(grade as Grade).map((item) => item.id),
  completedAt: new Date(Date.UTC(2026, 0, 1) + day * DAY),
})

describe('retestReport', () => {
  it(`judges the goals from ${MIN_RETEST_PAIRS} pairs on: met by students who answer alike, missed by students who change`, async () => {
    const pairsOf = (list: [RetestSittingRow, RetestSittingRow][]) => ({ pairs: list, truncated: false })
    const steady = Array.from({ length: MIN_RETEST_PAIRS }, (_, i): [RetestSittingRow, RetestSittingRow] => [row(`s${i}`, 0), row(`s${i}`, 8)])
    const met = await retestReport(pairsOf(steady), 7)
    expect(met.pairs).toBe(MIN_RETEST_PAIRS)
    expect(met.goals.map((g) => [g.measured, g.met])).toEqual([
      [100, true],
      [100, true],
    ])
    expect(met.medianDaysApart).toBe(8)
    const changing = Array.from({ length: MIN_RETEST_PAIRS }, (_, i): [RetestSittingRow, RetestSittingRow] => [
      row(`c${i}`, 0, like('fine-arts')),
      row(`c${i}`, 8, like('mechanical-engineering')),
    ])
    const missed = await retestReport(pairsOf(changing), 0)
    expect(missed.goals.map((g) => g.met)).toEqual([false, false])
    expect(missed.goals[0]).toMatchObject({ measured: 0, low: 0 })
    expect(missed.goals[0]!.high).toBeGreaterThan(5)
    expect(missed.note).toMatch(/engine as it is now/)
    // Every sitting answered with care (no quality note), so the careful pairs are all of them.
    expect(met.careful).toEqual({ pairs: MIN_RETEST_PAIRS, goals: met.goals })
    expect(missed.careful.pairs).toBe(MIN_RETEST_PAIRS)
    const few = await retestReport({ pairs: steady.slice(0, MIN_RETEST_PAIRS - 1), truncated: true }, 0)
    expect(few.goals.map((g) => g.met)).toEqual([null, null])
    expect(few.truncated).toBe(true)
  })

  it('gives the goals again over the pairs with no quality note at either sitting: a rushed retake is left out there', async () => {
    // Steady students all; a third of them rush the retake (50 s: "too fast to read the questions carefully").
    const pairs = Array.from({ length: 3 * MIN_RETEST_PAIRS }, (_, i): [RetestSittingRow, RetestSittingRow] => {
      const later = row(`r${i}`, 8, i % 3 === 0 ? like('mechanical-engineering') : like('law'))
      return [row(`r${i}`, 0), i % 3 === 0 ? { ...later, timeSpent: 50 } : later]
    })
    const report = await retestReport({ pairs, truncated: false }, 7)
    expect(report.pairs).toBe(3 * MIN_RETEST_PAIRS)
    expect(report.careful.pairs).toBe(2 * MIN_RETEST_PAIRS)
    // The rushed retakes, which changed, pull the whole figure down; the careful pairs agree throughout.
    expect(report.goals[0]!.measured).toBeCloseTo(66.7, 1)
    expect(report.goals[0]!.met).toBe(false)
    expect(report.careful.goals.map((g) => [g.measured, g.met])).toEqual([
      [100, true],
      [100, true],
    ])
    // Without pairs answered with care, no careful figure and no verdict.
    const rushed = await retestReport({ pairs: pairs.filter((_, i) => i % 3 === 0), truncated: false }, 7)
    expect(rushed.careful.pairs).toBe(0)
    for (const g of rushed.careful.goals) expect(g).toMatchObject({ measured: null, met: null })
  })

  it("counts for a school how many kept their family, leading career and stream, over the pairs each can be counted on", async () => {
    const pairs: [RetestSittingRow, RetestSittingRow][] = [
      [row('a', 0), row('a', 9)],
      [row('b', 0), row('b', 3)],
      [row('c', 0, like('fine-arts')), row('c', 8, like('mechanical-engineering'))],
      // Grade 11 suggests no stream: the pair counts for the family and the career only.
      [row('d', 0, like('law', 11), 11), row('d', 8, like('law', 11), 11)],
    ]
    const report = await schoolRetestReport({ pairs, truncated: false }, 0)
    expect(report).toMatchObject({ minDays: 0, pairs: 4, truncated: false, medianDaysApart: 8 })
    expect(report.held.map(({ measure, of, same }) => [measure, same, of])).toEqual([
      ['family', 3, 4],
      ['career', 3, 4],
      ['stream', 2, 3],
    ])
    // Wilson's interval around 3 of 4 (75 %).
    expect(report.held[0]).toMatchObject({ low: 30.1, high: 95.4 })
    expect(report.careful).toEqual({ pairs: 4, held: report.held })
    const none = await schoolRetestReport({ pairs: [], truncated: false }, 7)
    expect(none).toMatchObject({ minDays: 7, pairs: 0, medianDaysApart: null })
    for (const h of none.held) expect(h).toMatchObject({ of: 0, same: 0, low: null, high: null })
  })
})
