// The retest study's cost (GET /api/admin/retest-report), in two parts, each against a baseline measured in the same
// run:
// - the read (src/server/db/tests-repository.ts listRetestPairs): an embedded database holding more retakers than the
//   report assesses (MAX_RETEST_PAIRS), read with the pairing and the limit in SQL, against reading every sitting of
//   every retaker and pairing them in the app (the simple way the SQL read is measured against);
// - the assessment (src/server/services/retest.ts): MAX_RETEST_PAIRS pairs built from the validity study's students
//   taking a grade twice, with the longest time the event loop was held (what a student's request could wait)
//   against assessing the same pairs in one turn.
// Run alone with `node --import tsx tests/bench/retest.ts`, or `npm run bench -- retest`.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { asc, isNotNull, sql } from 'drizzle-orm'
import { openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'
import { tests, users } from '../../src/server/db/schema'
import { listRetestPairs, type RetestSittingRow } from '../../src/server/db/tests-repository'
import { retestReport } from '../../src/server/services/retest'
import { assessSitting } from '../../src/server/services/test-taking'
import { getBank } from '../../src/server/assessment/question-bank'
import { MAX_RETEST_PAIRS } from '../../src/shared/schemas/admin'
import { studyStudents } from '../assessment/validity-study'

const DAY = 86_400_000

/** MAX_RETEST_PAIRS students, each with two sittings of one grade a week apart. */
function studyPairs(): [RetestSittingRow, RetestSittingRow][] {
  const pairs: [RetestSittingRow, RetestSittingRow][] = []
  for (const { grade, index, first, second, times } of studyStudents()) {
    if (pairs.length >= MAX_RETEST_PAIRS) break
    const base = {
      userId: `${grade}-${index}`,
      grade,
      attemptId: 'bench',
      currentStream: grade >= 11 ? ('science-pcm' as const) : null,
      questionIds: getBank(grade).map((item) => item.id),
    }
    pairs.push([
      { ...base, answers: first.answers, timeSpent: times[0], completedAt: new Date(0) },
      { ...base, answers: second.answers, timeSpent: times[1], completedAt: new Date(7 * DAY) },
    ])
  }
  return pairs
}

async function measureRetestAssessment() {
  const pairs = studyPairs()
  // The baseline: every pair assessed in one turn of the event loop, as a report would without yielding.
  const oneTurnStart = performance.now()
  for (const [first, later] of pairs) {
    assessSitting(first)
    assessSitting(later)
  }
  const oneTurnMs = performance.now() - oneTurnStart
  // The report as the route runs it, with a probe of how long the event loop is held at a time.
  const delay = monitorEventLoopDelay({ resolution: 1 })
  delay.enable()
  const start = performance.now()
  const report = await retestReport({ pairs, truncated: false }, 7)
  const reportMs = performance.now() - start
  delay.disable()
  if (report.pairs !== pairs.length) throw new Error(`the report read ${report.pairs} pairs, expected ${pairs.length}`)
  return { pairs: pairs.length, assessments: 2 * pairs.length, reportMs, perAssessmentMs: reportMs / (2 * pairs.length), longestHoldMs: delay.max / 1e6, oneTurnMs }
}

/**
 * `retakers` students with three sittings of grade 10 each (a day, then a week apart), and as many with one sitting,
 * in an embedded database; the report's read at minDays 7 against the read it replaced, alternated, median of `runs`.
 */
async function measureRetestRead(retakers = 3 * MAX_RETEST_PAIRS, runs = 5) {
  const database = await openDatabase({ pglite: new PGlite({ extensions: PGLITE_EXTENSIONS }) })
  try {
    await migrate(database)
    const db = database.db
    const answers = studyPairs()[0]![0].answers
    const start = Date.UTC(2026, 0, 1)
    for (let batch = 0; batch < (2 * retakers) / 500; batch++) {
      const ids = await db
        .insert(users)
        .values(Array.from({ length: 500 }, (_, i) => ({ email: `s${batch}-${i}@bench.test`, firstName: 'Bench', passwordHash: 'x' })))
        .returning({ id: users.id })
      const rows = ids.flatMap(({ id }, i) => {
        const at = start + (batch * 500 + i) * 60_000
        const sitting = (day: number) => ({ userId: id, studentName: 'Bench', grade: 10, answers, timeSpent: 900, score: {}, completedAt: new Date(at + day * DAY) })
        // Half the students retake (a day later, then a week after the first sitting); half sit once.
        return (batch * 500 + i) % 2 === 0 ? [sitting(0), sitting(1), sitting(8)] : [sitting(0)]
      })
      await db.insert(tests).values(rows)
    }
    // The baseline: the simple read, every sitting of every student who took a grade twice, paired in the app.
    const everySitting = async () => {
      const repeated = db.select({ userId: tests.userId, grade: tests.grade }).from(tests).where(isNotNull(tests.userId)).groupBy(tests.userId, tests.grade).having(sql`count(*) >= 2`)
      return db
        .select({ userId: tests.userId, grade: tests.grade, answers: tests.answers, timeSpent: tests.timeSpent, attemptId: tests.attemptId, currentStream: tests.currentStream, completedAt: tests.completedAt })
        .from(tests)
        .where(sql`(${tests.userId}, ${tests.grade}) IN ${repeated}`)
        .orderBy(asc(tests.userId), asc(tests.grade), asc(tests.completedAt))
    }
    const paired = () => listRetestPairs(db, 7, MAX_RETEST_PAIRS)
    const read = await paired()
    if (read.pairs.length !== MAX_RETEST_PAIRS || !read.truncated) throw new Error(`expected ${MAX_RETEST_PAIRS} pairs and more left out, read ${read.pairs.length}`)
    const baselineRows = (await everySitting()).length
    const times = { everySitting: [] as number[], paired: [] as number[] }
    for (let r = 0; r < runs; r++) {
      for (const [name, run] of [['everySitting', everySitting], ['paired', paired]] as const) {
        const t0 = performance.now()
        await run()
        times[name].push(performance.now() - t0)
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    return { retakers, runs, pairedMs: median(times.paired), pairedRows: 2 * read.pairs.length, everySittingMs: median(times.everySitting), everySittingRows: baselineRows }
  } finally {
    await database.close()
  }
}

/**
 * The assessment twice: alone first, then after the read, as the route runs it in a process whose embedded database
 * has just filled the heap (its garbage collection then lands inside the report's turns).
 */
export async function measureRetest() {
  const assessment = await measureRetestAssessment()
  const read = await measureRetestRead()
  return { read, assessment, afterRead: await measureRetestAssessment() }
}

export function printRetest({ read, assessment: a, afterRead }: Awaited<ReturnType<typeof measureRetest>>) {
  console.log(
    `retest report's read, ${read.retakers} retakers with three sittings (PGlite, median of ${read.runs}): ${read.pairedMs.toFixed(0)} ms for ` +
      `${read.pairedRows} sittings (the ${MAX_RETEST_PAIRS} newest pairs), against ${read.everySittingMs.toFixed(0)} ms for every retaker's ` +
      `${read.everySittingRows} sittings (${(read.everySittingMs / read.pairedMs).toFixed(1)}x faster)`,
  )
  console.log(
    `retest report of ${a.pairs} pairs (${a.assessments} assessments): ${a.reportMs.toFixed(0)} ms, ${a.perAssessmentMs.toFixed(2)} ms an ` +
      `assessment; the event loop held at most ${a.longestHoldMs.toFixed(0)} ms at a time, against ${a.oneTurnMs.toFixed(0)} ms ` +
      `for the same pairs in one turn (${(a.oneTurnMs / a.longestHoldMs).toFixed(0)}x shorter)`,
  )
  console.log(
    `  the same right after the read: ${afterRead.reportMs.toFixed(0)} ms, the event loop held at most ${afterRead.longestHoldMs.toFixed(0)} ms ` +
      `at a time (garbage collection of the larger heap included), against ${afterRead.oneTurnMs.toFixed(0)} ms in one turn`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printRetest(await measureRetest())
