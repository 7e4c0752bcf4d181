// The retest study on real students: what the validity study simulates (docs/assessment.md, section 8), measured on
// the answers of students who took the same grade twice (a premium plan allows retakes). The simulation cannot say
// how steady the advice is for real students: only their retakes can, which is why the study's missed retake goals
// name a pilot retest as the way to settle them. Both sittings are assessed again with the engine as it is now, from
// their stored answers, so the figures describe today's engine, not the one each student saw; the answers are all it
// reads, and only totals leave this module. GET /api/admin/retest-report.
import { MIN_RETEST_PAIRS, type RetestReport } from '../../shared/schemas/admin'
import type { RetestPairs, RetestSittingRow } from '../db/tests-repository'
import { assessSitting } from './test-taking'

const DAY_MS = 86_400_000

interface Sitting {
  ranked: string[]
  family: string
}

/** One sitting as the engine sees it now, assessed as a submission is. */
function sittingOf(row: RetestSittingRow): Sitting {
  const { result } = assessSitting(row)
  return { ranked: result.recommendations.map((r) => r.id), family: result.families[0]?.id ?? 'none' }
}

/** Wilson's 95 % interval for k of n, in percent. */
function wilson(k: number, n: number): [number, number] {
  const z = 1.96
  const p = k / n
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n)
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n)
  return [100 * Math.max(0, centre - half), 100 * Math.min(1, centre + half)]
}

/** A mean of values in 0..1 with its normal 95 % interval, in percent. */
function meanInterval(values: readonly number[]): [number, number, number] {
  const n = values.length
  const mean = values.reduce((a, b) => a + b, 0) / n
  const sd = n > 1 ? Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1)) : 0
  const half = (1.96 * sd) / Math.sqrt(n)
  return [100 * mean, 100 * Math.max(0, mean - half), 100 * Math.min(1, mean + half)]
}

const round = (x: number) => Math.round(x * 10) / 10

/**
 * The three retake goals on real retakes, with how many pairs they rest on: the pairs of `listRetestPairs`
 * (each student's first sitting of a grade and their first later one `minDays` after it, at most MAX_RETEST_PAIRS).
 */
export async function retestReport({ pairs, truncated }: RetestPairs, minDays: number): Promise<RetestReport> {
  let sameFamily = 0
  let sameFirst = 0
  const survival: number[] = []
  const daysApart: number[] = []
  for (const [k, [first, later]] of pairs.entries()) {
    // One pair a turn of the event loop, so that students' requests wait a pair's assessment at most, not a report's
    // (`npm run bench -- retest` measures the longest wait against the whole report's in one turn).
    if (k > 0) await new Promise((resolve) => setImmediate(resolve))
    const a = sittingOf(first)
    const b = sittingOf(later)
    if (a.family === b.family) sameFamily++
    if (a.ranked[0] === b.ranked[0]) sameFirst++
    const topB = new Set(b.ranked.slice(0, 5))
    survival.push(a.ranked.slice(0, 5).filter((id) => topB.has(id)).length / 5)
    daysApart.push((later.completedAt.getTime() - first.completedAt.getTime()) / DAY_MS)
  }
  const n = pairs.length
  /** A goal with its estimate and 95 % interval in percent (null without pairs), judged from MIN_RETEST_PAIRS on. */
  const goalOf = (what: string, goal: number, estimate: [number, number, number] | null) => {
    if (estimate === null) return { what, goal, measured: null, low: null, high: null, met: null }
    const [measured, low, high] = estimate
    return { what, goal, measured: round(measured), low: round(low), high: round(high), met: n >= MIN_RETEST_PAIRS ? measured >= goal : null }
  }
  const share = (k: number): [number, number, number] | null => (n === 0 ? null : [(100 * k) / n, ...wilson(k, n)])
  daysApart.sort((x, y) => x - y)
  return {
    minDays,
    pairs: n,
    truncated,
    medianDaysApart: n === 0 ? null : round((daysApart[Math.floor((n - 1) / 2)]! + daysApart[Math.ceil((n - 1) / 2)]!) / 2),
    goals: [
      goalOf('the same #1 career family on a retake', 75, share(sameFamily)),
      goalOf('the same #1 career on a retake', 50, share(sameFirst)),
      goalOf('top-5 careers that survive a retake', 70, n === 0 ? null : meanInterval(survival)),
    ],
    note:
      n < MIN_RETEST_PAIRS
        ? `${n} of the ${MIN_RETEST_PAIRS} pairs needed to judge a goal: students on a premium plan who take the same grade again, ideally a week or more apart, give them.`
        : "Both sittings assessed with the engine as it is now. Real retakes include real changes of mind, so these figures are a floor for the engine's own steadiness.",
  }
}
