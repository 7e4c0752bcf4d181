// The admin list of tests: 1,000 stored tests (grades 8-12, results computed by the engine) read and serialized as
// GET /api/admin/tests does (the generated `listed` column, migrations/0008), against the baseline of reading every
// whole stored result as it did before, in the same run and the same embedded database. Run alone with `node --import tsx tests/bench/lists.ts`, or `npm run bench -- lists`.
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { desc, getTableColumns } from 'drizzle-orm'
import { openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'
import { tests } from '../../src/server/db/schema'
import { listAllTests, type TestRow } from '../../src/server/db/tests-repository'
import { toApiTest } from '../../src/server/services/results'
import { GRADES } from '../../src/shared/schemas/items'
import { resultsFor } from './report'

export async function measureLists(count = 1000, runs = 9) {
  const database = await openDatabase({ pglite: new PGlite({ extensions: PGLITE_EXTENSIONS }) })
  try {
    await migrate(database)
    const db = database.db
    for (let i = 0; i < count; i++) {
      const { test, ...result } = resultsFor(GRADES[i % GRADES.length]!, i, `Student ${i}`)
      await db.insert(tests).values({ studentName: test.studentName, grade: test.grade, answers: test.answers, timeSpent: test.timeSpent, score: test.score, result })
    }
    // The baseline: what the list read before the generated column, every whole stored result.
    const { listed: _listed, ...wholeColumns } = getTableColumns(tests)
    const whole = (): Promise<TestRow[]> => db.select(wholeColumns).from(tests).orderBy(desc(tests.completedAt)).limit(count)
    const listed = () => listAllTests(db, count)
    const same = JSON.stringify((await whole()).map(toApiTest)) === JSON.stringify((await listed()).map(toApiTest))
    if (!same) throw new Error('the list query serializes differently from the whole rows')
    // Everything each read brings back, every column of every row, not only the result.
    const bytes = async (read: typeof whole) => (await read()).reduce((s, row) => s + JSON.stringify(row).length, 0)
    // Alternate the two so a machine shared with other work slows both alike; median of each.
    const times = { whole: [] as number[], listed: [] as number[] }
    for (let r = 0; r < runs; r++) {
      for (const [name, read] of [['whole', whole], ['listed', listed]] as const) {
        const start = performance.now()
        ;(await read()).map(toApiTest)
        times[name].push(performance.now() - start)
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    return { count, runs, wholeMs: median(times.whole), listedMs: median(times.listed), wholeMb: (await bytes(whole)) / 1e6, listedMb: (await bytes(listed)) / 1e6 }
  } finally {
    await database.close()
  }
}

export function printLists(r: Awaited<ReturnType<typeof measureLists>>) {
  console.log(
    `admin list of ${r.count} tests (PGlite, read + serialize, median of ${r.runs}): ${r.listedMs.toFixed(0)} ms against ` +
      `${r.wholeMs.toFixed(0)} ms reading whole results (${(r.wholeMs / r.listedMs).toFixed(1)}x faster); ` +
      `rows read as JSON ${r.listedMb.toFixed(2)} MB against ${r.wholeMb.toFixed(1)} MB`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printLists(await measureLists())
