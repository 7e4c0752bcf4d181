// The retest study on real students: what the validity study simulates (docs/assessment.md, section 8), measured on
// the answers of students who took the same grade twice (a premium plan allows retakes). The simulation cannot say
// how steady the advice is for real students: only their retakes can, which is why the study's missed retake goals
// name a pilot retest as the way to settle them. Both sittings are assessed again with the engine as it is now, from
// their stored answers, so the figures describe today's engine, not the one each student saw; the answers are all it
// reads, and only totals leave this module. GET /api/admin/retest-report.
import { MIN_RETEST_PAIRS, type RetestGoal, type RetestReport } from '../../shared/schemas/admin'
import type { RetestHeld, SchoolRetestReport } from '../../shared/schemas/cohort-report'
import type { RetestPairs, RetestSittingRow } from '../db/tests-repository'
import { assessSitting } from './test-taking'

const DAY_MS = 86_400_000

interface Sitting {
  /** The clusters the result ranks, best first. */
  clusters: string[]
  family: string
  /** The career the result leads with. */
  career: string | null
  /** The stream suggested (grades 9 and 10), else null. */
  stream: string | null
  /** The result carries a response-quality note ("Read these results with care"). */
  readWithCare: boolean
}

/** One sitting as the engine sees it now, assessed as a submission is. */
function sittingOf(row: RetestSittingRow): Sitting {
  const { result } = assessSitting(row)
  return {
    clusters: result.clusters.map((c) => c.id),
    family: result.families[0]?.id ?? 'none',
    career: result.recommendations[0]?.id ?? null,
    stream: result.stream?.stream ?? null,
    readWithCare: result.lowConfidence,
  }
}

/**
 * What a pair of sittings agreed on: the same family, the same leading career, the same stream (null when either
 * sitting suggested none), and the share of the five clusters that survived (0..1).
 */
interface Agreement {
  sameFamily: boolean
  sameCareer: boolean
  sameStream: boolean | null
  survival: number
}

function agreementOf(a: Sitting, b: Sitting): Agreement {
  const topB = new Set(b.clusters.slice(0, 5))
  return {
    sameFamily: a.family === b.family,
    sameCareer: a.career !== null && a.career === b.career,
    sameStream: a.stream === null || b.stream === null ? null : a.stream === b.stream,
    survival: a.clusters.slice(0, 5).filter((id) => topB.has(id)).length / 5,
  }
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

/** A goal with its estimate and 95 % interval in percent (null without pairs), judged from MIN_RETEST_PAIRS pairs on. */
function goalOf(what: string, goal: number, n: number, estimate: [number, number, number] | null): RetestGoal {
  if (estimate === null) return { what, goal, measured: null, low: null, high: null, met: null }
  const [measured, low, high] = estimate
  return { what, goal, measured: round(measured), low: round(low), high: round(high), met: n >= MIN_RETEST_PAIRS ? measured >= goal : null }
}

/** The retake goals over a set of pairs (the validity study's, docs/assessment.md §8). */
function goalsOf(agreements: readonly Agreement[]): RetestGoal[] {
  const n = agreements.length
  const k = agreements.filter((x) => x.sameFamily).length
  return [
    goalOf('the same #1 career family on a retake', 80, n, n === 0 ? null : [(100 * k) / n, ...wilson(k, n)]),
    goalOf('top-5 clusters that survive a retake', 70, n, n === 0 ? null : meanInterval(agreements.map((x) => x.survival))),
  ]
}

/** Every pair's agreement, those of the pairs answered with care at both sittings, and the days between the sittings. */
interface Measured {
  all: Agreement[]
  careful: Agreement[]
  daysApart: number[]
}

async function measure(pairs: RetestPairs['pairs']): Promise<Measured> {
  const all: Agreement[] = []
  const careful: Agreement[] = []
  const daysApart: number[] = []
  for (const [k, [first, later]] of pairs.entries()) {
    // One pair a turn of the event loop, so that students' requests wait a pair's assessment at most, not a report's
    // (`npm run bench -- retest` measures the longest wait against the whole report's in one turn).
    if (k > 0) await new Promise((resolve) => setImmediate(resolve))
    const a = sittingOf(first)
    const b = sittingOf(later)
    const agreement = agreementOf(a, b)
    all.push(agreement)
    if (!a.readWithCare && !b.readWithCare) careful.push(agreement)
    daysApart.push((later.completedAt.getTime() - first.completedAt.getTime()) / DAY_MS)
  }
  daysApart.sort((x, y) => x - y)
  return { all, careful, daysApart }
}

function median(sorted: readonly number[]): number | null {
  const n = sorted.length
  return n === 0 ? null : round((sorted[Math.floor((n - 1) / 2)]! + sorted[Math.ceil((n - 1) / 2)]!) / 2)
}

/**
 * The retake goals on real retakes, with how many pairs they rest on: the pairs of `listRetestPairs`
 * (each student's first sitting of a grade and their first later one `minDays` after it, at most MAX_RETEST_PAIRS).
 * The goals are given twice: over every pair, and over the pairs whose two sittings both came without a
 * response-quality note. The goals are about a student who answers with care; a retake rushed through (a
 * student bored the second time) changes the advice without saying anything about the engine, and the difference
 * between the two tells a pilot which it is looking at.
 */
export async function retestReport({ pairs, truncated }: RetestPairs, minDays: number): Promise<RetestReport> {
  const { all, careful, daysApart } = await measure(pairs)
  const n = pairs.length
  return {
    minDays,
    pairs: n,
    truncated,
    medianDaysApart: median(daysApart),
    goals: goalsOf(all),
    careful: { pairs: careful.length, goals: goalsOf(careful) },
    note:
      n < MIN_RETEST_PAIRS
        ? `${n} of the ${MIN_RETEST_PAIRS} pairs needed to judge a goal: students on a premium plan who take the same grade again, ideally a week or more apart, give them.`
        : "Both sittings assessed with the engine as it is now. Real retakes include real changes of mind, so these figures are a floor for the engine's own steadiness.",
  }
}

/** How many pairs kept their #1 family, their leading career and (pairs with a stream at both sittings) their stream. */
function heldOf(agreements: readonly Agreement[]): RetestHeld[] {
  const count = (measure: RetestHeld['measure'], list: readonly boolean[]): RetestHeld => {
    const same = list.filter(Boolean).length
    const interval = list.length === 0 ? null : wilson(same, list.length)
    return { measure, of: list.length, same, low: interval && round(interval[0]), high: interval && round(interval[1]) }
  }
  return [
    count('family', agreements.map((x) => x.sameFamily)),
    count('career', agreements.map((x) => x.sameCareer)),
    count('stream', agreements.flatMap((x) => (x.sameStream === null ? [] : [x.sameStream]))),
  ]
}

/**
 * A school's retest study for its counsellor: the same pairs, said as counts (how many kept the same #1 family, the
 * same leading career, the same stream) with their 95 % intervals, and no sentence, so that the screen says it in the
 * counsellor's language. The engine's goals, and whether they are met, are the platform's question (retestReport).
 */
export async function schoolRetestReport({ pairs, truncated }: RetestPairs, minDays: number): Promise<SchoolRetestReport> {
  const { all, careful, daysApart } = await measure(pairs)
  return {
    minDays,
    pairs: pairs.length,
    truncated,
    medianDaysApart: median(daysApart),
    held: heldOf(all),
    careful: { pairs: careful.length, held: heldOf(careful) },
  }
}
