// The retest study's cost (GET /api/admin/retest-report, src/server/services/retest.ts): the most pairs it assesses
// (MAX_RETEST_PAIRS), built from the validity study's students taking a grade twice, with the longest time the event
// loop was held (what a student's request could wait) against the baseline of assessing the same pairs in one turn,
// in the same run. Run alone with `node --import tsx tests/bench/retest.ts`, or `npm run bench -- retest`.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import type { RetestSittingRow } from '../../src/server/db/tests-repository'
import { retestPairs, retestReport } from '../../src/server/services/retest'
import { assessSitting } from '../../src/server/services/test-taking'
import { MAX_RETEST_PAIRS } from '../../src/shared/schemas/admin'
import { studyStudents } from '../assessment/validity-study'

const DAY = 86_400_000

/** MAX_RETEST_PAIRS students, each with two sittings of one grade a week apart. */
function sittings(): RetestSittingRow[] {
  const rows: RetestSittingRow[] = []
  for (const { grade, index, first, second, times } of studyStudents()) {
    if (rows.length >= 2 * MAX_RETEST_PAIRS) break
    const base = { userId: `${grade}-${index}`, grade, timeSpent: times[0], attemptId: 'bench', currentStream: grade >= 11 ? ('science-pcm' as const) : null }
    rows.push({ ...base, answers: first.answers, completedAt: new Date(0) }, { ...base, answers: second.answers, timeSpent: times[1], completedAt: new Date(7 * DAY) })
  }
  return rows.sort((a, b) => (a.userId! < b.userId! ? -1 : a.userId! > b.userId! ? 1 : a.completedAt.getTime() - b.completedAt.getTime()))
}

export async function measureRetest() {
  const rows = sittings()
  const pairs = retestPairs(rows, 7).length
  // The baseline: every pair assessed in one turn of the event loop, as a report would without yielding.
  const oneTurnStart = performance.now()
  for (const row of rows) assessSitting(row)
  const oneTurnMs = performance.now() - oneTurnStart
  // The report as the route runs it, with a probe of how long the event loop is held at a time.
  const delay = monitorEventLoopDelay({ resolution: 1 })
  delay.enable()
  const start = performance.now()
  const report = await retestReport(rows, 7)
  const reportMs = performance.now() - start
  delay.disable()
  if (report.pairs !== pairs) throw new Error(`the report read ${report.pairs} pairs, expected ${pairs}`)
  return { pairs, assessments: rows.length, reportMs, perAssessmentMs: reportMs / rows.length, longestHoldMs: delay.max / 1e6, oneTurnMs }
}

export function printRetest(r: Awaited<ReturnType<typeof measureRetest>>) {
  console.log(
    `retest report of ${r.pairs} pairs (${r.assessments} assessments): ${r.reportMs.toFixed(0)} ms, ${r.perAssessmentMs.toFixed(2)} ms an ` +
      `assessment; the event loop held at most ${r.longestHoldMs.toFixed(0)} ms at a time, against ${r.oneTurnMs.toFixed(0)} ms ` +
      `for the same pairs in one turn (${(r.oneTurnMs / r.longestHoldMs).toFixed(0)}x shorter)`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printRetest(await measureRetest())
