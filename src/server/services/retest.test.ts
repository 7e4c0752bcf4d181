// The retest study's arithmetic: which sittings pair up, and when a goal is judged.
import { describe, expect, it } from 'vitest'
import { answersLike } from '../../../tests/assessment/fixtures'
import { CAREERS } from '../assessment/careers'
import type { RetestSittingRow } from '../db/tests-repository'
import { MIN_RETEST_PAIRS } from '../../shared/schemas/admin'
import { retestPairs, retestReport } from './retest'

const DAY = 86_400_000
const like = (id: string) => answersLike(CAREERS.find((c) => c.id === id)!, 10)
const row = (userId: string | null, day: number, answers = like('law'), grade = 10): RetestSittingRow => ({
  userId,
  grade,
  answers,
  timeSpent: 900,
  attemptId: 'a',
  currentStream: null,
  completedAt: new Date(Date.UTC(2026, 0, 1) + day * DAY),
})

describe('retestPairs', () => {
  it('pairs the first sitting with the first later one at least minDays after it, once per student and grade', () => {
    const rows = [row('u1', 0), row('u1', 2), row('u1', 9), row('u2', 0), row('u2', 1), row('u3', 0, like('law'), 9), row('u3', 0, like('law'), 10)]
    expect(retestPairs(rows, 0).map(([a, b]) => [a.userId, (b.completedAt.getTime() - a.completedAt.getTime()) / DAY])).toEqual([
      ['u1', 2],
      ['u2', 1],
    ])
    expect(retestPairs(rows, 7).map(([a, b]) => [a.userId, (b.completedAt.getTime() - a.completedAt.getTime()) / DAY])).toEqual([['u1', 9]])
    expect(retestPairs([row(null, 0), row(null, 3)], 0)).toEqual([])
  })
})

describe('retestReport', () => {
  it(`judges the goals from ${MIN_RETEST_PAIRS} pairs on: met by students who answer alike, missed by students who change`, async () => {
    const steady = Array.from({ length: MIN_RETEST_PAIRS }, (_, i) => [row(`s${i}`, 0), row(`s${i}`, 8)]).flat()
    const met = await retestReport(steady, 7)
    expect(met.pairs).toBe(MIN_RETEST_PAIRS)
    expect(met.goals.map((g) => [g.measured, g.met])).toEqual([
      [100, true],
      [100, true],
      [100, true],
    ])
    expect(met.medianDaysApart).toBe(8)
    const changing = Array.from({ length: MIN_RETEST_PAIRS }, (_, i) => [row(`c${i}`, 0, like('fine-arts')), row(`c${i}`, 8, like('mechanical-engineering'))]).flat()
    const missed = await retestReport(changing, 0)
    expect(missed.goals.map((g) => g.met)).toEqual([false, false, false])
    expect(missed.goals[0]).toMatchObject({ measured: 0, low: 0 })
    expect(missed.goals[0]!.high).toBeGreaterThan(5)
    expect(missed.note).toMatch(/engine as it is now/)
    const few = await retestReport(steady.slice(0, 2 * (MIN_RETEST_PAIRS - 1)), 0)
    expect(few.goals.map((g) => g.met)).toEqual([null, null, null])
  })
})
