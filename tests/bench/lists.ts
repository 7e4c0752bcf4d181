// The admin lists. First, a page of 1,000 stored tests (grades 8-12, results computed by the engine) read and serialized
// as GET /api/admin/tests does (the generated `listed` column, migrations/0008), against the baseline of reading every
// whole stored result, in the same run and the same embedded database. Then the lists at scale: 50,000 accounts and
// 100,000 tests seeded in SQL, each call of GET /api/admin/users and /api/admin/tests timed as its service answers it
// (a page and the count): the first page, searches, filters and a deep page, on PGlite and on PostgreSQL.
// Run alone with `node --import tsx tests/bench/lists.ts`, or `npm run bench -- lists`.
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { desc, getTableColumns, sql } from 'drizzle-orm'
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'
import { tests } from '../../src/server/db/schema'
import { listTestPage } from '../../src/server/db/admin-lists-repository'
import type { TestRow } from '../../src/server/db/tests-repository'
import { testPage, userPage } from '../../src/server/services/admin'
import { toApiTest } from '../../src/server/services/results'
import { ADMIN_LIST_PAGE_SIZE } from '../../src/shared/schemas/admin'
import { GRADES } from '../../src/shared/schemas/items'
import { freshPostgresDatabase } from './lib/processes'
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
    const listed = async () => (await listTestPage(db, { limit: count }))!
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


const SCALE = { users: 50_000, tests: 100_000, schools: 20, classes: 100 }

/** Seeds the scale: class c in school c % 20 and grade 8 + c % 5, user i in class i % 100, two tests per user. */
async function seedScale(database: Database, exec: (text: string) => Promise<unknown>): Promise<{ deepUser: string; deepTest: string; testPrefix: string; schoolId: string }> {
  const id = (prefix: string, expr: string) => `('${prefix}0000000-0000-4000-8000-' || lpad((${expr})::text, 12, '0'))::uuid`
  await exec(`
    INSERT INTO schools (id, name, code) SELECT ${id('a', 's')}, 'School ' || s, 'S' || lpad(s::text, 5, '0') FROM generate_series(0, ${SCALE.schools - 1}) s;
    INSERT INTO classes (id, school_id, name, grade, board, join_code)
      SELECT ${id('b', 'c')}, ${id('a', `c % ${SCALE.schools}`)}, 'Class ' || c, 8 + c % 5, 'cbse', 'C' || lpad(c::text, 7, '0') FROM generate_series(0, ${SCALE.classes - 1}) c;
    INSERT INTO users (id, email, first_name, last_name, password_hash, school_id, class_id, username, roll_number, created_at)
      SELECT ${id('c', 'i')}, CASE WHEN i % 10 = 0 THEN 'pupil' || i || '@example.org' END,
             CASE WHEN i = 31337 THEN 'Zephyrine' ELSE 'Pupil' END, 'Number' || i, 'x',
             ${id('a', `(i % ${SCALE.classes}) % ${SCALE.schools}`)}, ${id('b', `i % ${SCALE.classes}`)},
             CASE WHEN i % 10 <> 0 THEN 'pupil' || i END, CASE WHEN i % 10 <> 0 THEN 'RN-' || i END,
             timestamptz '2026-01-01 00:00:00+05:30' + i * interval '1 second'
      FROM generate_series(1, ${SCALE.users}) i;
    INSERT INTO tests (user_id, student_name, grade, answers, time_spent, score, completed_at)
      SELECT ${id('c', `1 + j % ${SCALE.users}`)}, 'Pupil Number' || (1 + j % ${SCALE.users}), 8 + ((1 + j % ${SCALE.users}) % ${SCALE.classes}) % 5,
             '{}', 600, '{}', timestamptz '2026-02-01 00:00:00+05:30' + j * interval '10 seconds'
      FROM generate_series(0, ${SCALE.tests - 1}) j;
    ANALYZE;`)
  const first = async (text: string) => ((await database.db.execute(sql.raw(text))) as unknown as { rows: { id: string }[] }).rows[0]!.id
  // The cursors of a page 10,000 rows down, and a test's id to find by its first eight characters.
  const deepUser = await first('SELECT id FROM users ORDER BY created_at DESC, id DESC OFFSET 10000 LIMIT 1')
  const deepTest = await first('SELECT id FROM tests ORDER BY completed_at DESC, id DESC OFFSET 10000 LIMIT 1')
  const testPrefix = (await first('SELECT id FROM tests ORDER BY id LIMIT 1 OFFSET 50000')).slice(0, 8)
  return { deepUser, deepTest, testPrefix, schoolId: 'a0000000-0000-4000-8000-000000000003' }
}

/** Each call of the two lists at scale on a fresh database (PGlite, or PostgreSQL by URL): the median of `runs`, in ms. */
async function measureScaleOn(open: () => Promise<Database>, runs: number, seedUrl?: string) {
  const database = await open()
  try {
    await migrate(database)
    const seedStart = performance.now()
    // On PostgreSQL the seed goes through a connection of its own, without the app's five-second statement limit.
    const seeder = seedUrl ? new pg.Client({ connectionString: seedUrl }) : undefined
    await seeder?.connect()
    const at = await seedScale(database, (text) => (seeder ? seeder.query(text) : database.exec(text))).finally(() => seeder?.end())
    const seedMs = performance.now() - seedStart
    const db = database.db
    const limit = ADMIN_LIST_PAGE_SIZE
    const calls: [string, () => Promise<unknown>][] = [
      ['users: first page', () => userPage(db, { limit })],
      ['users: search a name', () => userPage(db, { q: 'zephyrine', limit })],
      ['users: search an e-mail', () => userPage(db, { q: 'pupil31330@example.org', limit })],
      ['users: search a roll number', () => userPage(db, { q: 'RN-31337', limit })],
      ['users: filter grade 10', () => userPage(db, { grade: 10, limit })],
      ['users: filter a school and students', () => userPage(db, { schoolId: at.schoolId, role: 'student', limit })],
      ['users: page 10,000 rows down', () => userPage(db, { before: at.deepUser, limit })],
      ['tests: first page', () => testPage(db, { limit })],
      ['tests: search a name', () => testPage(db, { q: 'pupil number31337', limit })],
      ['tests: search an id prefix', () => testPage(db, { q: at.testPrefix, limit })],
      ['tests: filter grade 12 and a week', () => testPage(db, { grade: 12, from: '2026-02-03', to: '2026-02-09', limit })],
      ['tests: filter a school', () => testPage(db, { schoolId: at.schoolId, limit })],
      ['tests: page 10,000 rows down', () => testPage(db, { before: at.deepTest, limit })],
    ]
    const times = new Map<string, number[]>(calls.map(([name]) => [name, []]))
    // Round-robin, so a machine shared with other work slows every call alike.
    for (let r = 0; r < runs; r++) {
      for (const [name, call] of calls) {
        const start = performance.now()
        const page = (await call()) as { total: number } | undefined
        if (!page) throw new Error(`${name}: no page`)
        times.get(name)!.push(performance.now() - start)
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    return { seedMs, calls: calls.map(([name]) => ({ name, ms: median(times.get(name)!) })) }
  } finally {
    await database.close()
  }
}

export async function measureAdminScale(runs = 9, pgUrl: string | null = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') {
  const pglite = await measureScaleOn(() => openDatabase({ pglite: new PGlite({ extensions: PGLITE_EXTENSIONS }) }), runs)
  const url = pgUrl ? await freshPostgresDatabase(pgUrl, 'disha_bench_lists') : null
  const postgres = url ? await measureScaleOn(() => openDatabase({ url }), runs, url) : null
  return { runs, pglite, postgres }
}

export function printAdminScale(r: Awaited<ReturnType<typeof measureAdminScale>>) {
  console.log(`admin lists at ${SCALE.users.toLocaleString('en')} users and ${SCALE.tests.toLocaleString('en')} tests (a page of 50 and the count, median of ${r.runs}, ms):`)
  console.log(`  seeded in ${(r.pglite.seedMs / 1000).toFixed(1)} s on PGlite${r.postgres ? `, ${(r.postgres.seedMs / 1000).toFixed(1)} s on PostgreSQL` : ''}`)
  for (const [i, call] of r.pglite.calls.entries()) {
    const pg = r.postgres?.calls[i]
    console.log(`  ${call.name.padEnd(38)} PGlite ${call.ms.toFixed(1).padStart(7)}${pg ? `   PostgreSQL ${pg.ms.toFixed(1).padStart(7)}` : ''}`)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printLists(await measureLists())
  printAdminScale(await measureAdminScale())
}
