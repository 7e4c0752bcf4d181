// The platform admin's lists at scale: 50,000 accounts and 100,000 tests seeded in SQL, searched by name, e-mail, roll
// number and test id, narrowed by each filter, paged by keyset to the end with each row once, the count of what
// matches right; a test's detail with its answers, keys and results; bad input answered 400 with a message; admins
// only.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminTestDetail, AdminTestPage, AdminUserPage } from '../../src/shared/schemas/admin'
import { Client, createTestApp, registerAdmin, registerUser, type TestApp } from '../support/app'
import { createSchool, finishTest, type TestSchool } from '../support/schools'
import { startMailCatcher, type MailCatcher } from '../support/smtp'

/** Rows a seeding statement inserts at most. */
const SEED_BLOCK = 10_000
const USERS = 50_000
const TESTS = 100_000
const SCHOOLS = 20
const CLASSES = 100

let t: TestApp
let smtp: MailCatcher
let admin: Awaited<ReturnType<typeof registerAdmin>>
let school: TestSchool

// Seeded ids are made from a number, so the test can name them: schools, classes and users each have their own prefix.
const schoolId = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const classId = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const userId = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`
// Class c belongs to school c % SCHOOLS and is in grade 8 + c % 5; user i is in class i % CLASSES. User 31,337 is the
// one the search looks for.
const NEEDLE = 31_337

/** The SQL of a seeded id: `prefix` as the uuid's first digit, the number `expr` as its last twelve. */
const seeded = (prefix: 'a' | 'b' | 'c', expr: string) => sql.raw(`('${prefix}0000000-0000-4000-8000-' || lpad((${expr})::text, 12, '0'))::uuid`)

async function one(query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }
  return rows[0]!.n
}

beforeAll(async () => {
  smtp = await startMailCatcher()
  t = await createTestApp({ SMTP_URL: smtp.url })
  admin = await registerAdmin(t)
  school = await createSchool(t, admin.client, smtp)
  const db = t.database.db
  await db.execute(sql`
    insert into schools (id, name, code)
    select ${seeded('a', 's')}, 'Seeded School ' || s, 'S' || lpad(s::text, 5, '0')
    from generate_series(0, ${SCHOOLS - 1}) as s`)
  await db.execute(sql`
    insert into classes (id, school_id, name, grade, board, join_code)
    select ${seeded('b', 'c')}, ${seeded('a', `c % ${SCHOOLS}`)},
           'Class ' || c, 8 + c % 5, 'cbse', 'C' || lpad(c::text, 7, '0')
    from generate_series(0, ${CLASSES - 1}) as c`)
  // Two accounts to a second, so that pages must be ordered by the id as well; every tenth a counsellor-less e-mail
  // student, the rest class-list students with a user name and a roll number.
  // In blocks: each statement stays well inside the app pool's 5 s query timeout on a busy machine.
  for (let from = 1; from <= USERS; from += SEED_BLOCK) {
    await db.execute(sql`
    insert into users (id, email, first_name, last_name, password_hash, role, school_id, class_id, username, roll_number, created_at)
    select ${seeded('c', 'i')},
           case when i % 10 = 0 then 'pupil' || i || '@example.org' end,
           case when i = ${NEEDLE} then 'Zephyrine' else 'Pupil' end,
           case when i = ${NEEDLE} then 'Quillfeather' else 'Number' || i end,
           'x', 'student',
           ${seeded('a', `(i % ${CLASSES}) % ${SCHOOLS}`)}, ${seeded('b', `i % ${CLASSES}`)},
           case when i % 10 <> 0 then 'pupil' || i end,
           case when i % 10 <> 0 then 'RN-' || i end,
           timestamptz '2026-01-01 00:00:00+05:30' + (i / 2) * interval '1 second'
    from generate_series(${from}::int, ${Math.min(USERS, from + SEED_BLOCK - 1)}::int) as i`)
  }
  // Two tests for each account, a day apart from user to user in blocks, with the account's name.
  for (let from = 0; from < TESTS; from += SEED_BLOCK) {
    await db.execute(sql`
    insert into tests (user_id, student_name, grade, answers, time_spent, score, completed_at)
    select ${seeded('c', `1 + j % ${USERS}`)},
           case when 1 + j % ${USERS} = ${NEEDLE} then 'Zephyrine Quillfeather' else 'Pupil Number' || (1 + j % ${USERS}) end,
           8 + ((1 + j % ${USERS}) % ${CLASSES}) % 5, '{}', 600, '{}',
           timestamptz '2026-02-01 00:00:00+05:30' + (j / 3) * interval '10 seconds'
    from generate_series(${from}::int, ${Math.min(TESTS, from + SEED_BLOCK) - 1}::int) as j`)
  }
  await db.execute(sql`analyze`)
}, 600_000)
afterAll(async () => {
  await smtp.close()
})

async function usersPage(query: Record<string, string>, client = admin.client): Promise<AdminUserPage> {
  const res = await client.get(`/api/admin/users?${new URLSearchParams(query)}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as AdminUserPage
}

async function testsPage(query: Record<string, string>): Promise<AdminTestPage> {
  const res = await admin.client.get(`/api/admin/tests?${new URLSearchParams(query)}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as AdminTestPage
}

/** Every page from the newest, following `next`; each page's total the same. */
async function walk<P extends { next: string | null; total: number }>(read: (q: Record<string, string>) => Promise<P>, query: Record<string, string>): Promise<P[]> {
  const pages: P[] = []
  let before: string | null = null
  do {
    const p: P = await read({ ...query, ...(before ? { before } : {}) })
    pages.push(p)
    before = p.next
  } while (before && pages.length < 200)
  expect(new Set(pages.map((p) => p.total)).size).toBe(1)
  return pages
}

describe('GET /api/admin/users among 50,000', () => {
  it('answers the newest first page of 50 and the count of every account', async () => {
    const page = await usersPage({})
    expect(page.users).toHaveLength(50)
    expect(page.total).toBe(await one(sql`select count(*)::int as n from users`))
    const times = page.users.map((u) => Date.parse(u.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('finds one student by name, by e-mail, by user name and by roll number, any letter case', async () => {
    const needle = userId(NEEDLE)
    for (const q of ['zephyrine', 'QUILLFEATHER', 'Zephyrine Quill', 'pupil31337', 'RN-31337', 'rn-31337']) {
      const page = await usersPage({ q })
      expect(page.users.map((u) => u.id), q).toEqual([needle])
      expect(page.total, q).toBe(1)
    }
    const student = (await usersPage({ q: 'pupil31330@example.org' })).users
    expect(student.map((u) => u.id)).toEqual([userId(31_330)])
    // A class-list student is listed with the school, the class and the roll number.
    expect((await usersPage({ q: 'RN-31337' })).users[0]).toMatchObject({
      firstName: 'Zephyrine',
      username: 'pupil31337',
      rollNumber: 'RN-31337',
      school: { name: `Seeded School ${(NEEDLE % CLASSES) % SCHOOLS}` },
      schoolClass: { name: `Class ${NEEDLE % CLASSES}`, grade: 8 + ((NEEDLE % CLASSES) % 5) },
    })
    // LIKE's own characters are taken literally.
    expect((await usersPage({ q: '%' })).total).toBe(0)
    expect((await usersPage({ q: 'Pupil_Number' })).total).toBe(0)
  })

  it('narrows by role, school, class, grade and the days the account was made, the count right for each', async () => {
    expect((await usersPage({ role: 'admin' })).users.map((u) => u.id)).toEqual([admin.user.id])
    expect((await usersPage({ role: 'counsellor' })).users.map((u) => u.role)).toEqual(['counsellor'])
    expect((await usersPage({ role: 'student' })).total).toBe(await one(sql`select count(*)::int as n from users where role = 'student'`))
    expect((await usersPage({ schoolId: schoolId(3) })).total).toBe(USERS / SCHOOLS)
    expect((await usersPage({ schoolId: school.id })).users.map((u) => u.role)).toEqual(['counsellor'])
    expect((await usersPage({ classId: classId(42) })).total).toBe(USERS / CLASSES)
    const grade10 = await usersPage({ grade: '10' })
    expect(grade10.total).toBe(USERS / 5)
    expect(grade10.users.every((u) => u.schoolClass?.grade === 10)).toBe(true)
    // Two accounts a second from 2026-01-01 00:00 India time: a day holds 172,800, so all seeded ones are on the first.
    expect((await usersPage({ from: '2026-01-01', to: '2026-01-01' })).total).toBe(USERS)
    expect((await usersPage({ from: '2025-12-30', to: '2025-12-31' })).total).toBe(0)
    const combined = await usersPage({ q: 'pupil314', grade: '8', schoolId: schoolId(0) })
    expect(combined.total).toBe(await one(sql`
      select count(*)::int as n from users u join classes c on c.id = u.class_id
      where u.school_id = ${schoolId(0)} and c.grade = 8 and (u.username like 'pupil314%' or u.email like 'pupil314%')`))
    expect(combined.total).toBeGreaterThan(0)
  })

  it('follows the pages of a class to the end: each account once, in order, with equal times ordered by id', async () => {
    const pages = await walk(usersPage, { classId: classId(7), limit: '30' })
    const users = pages.flatMap((p) => p.users)
    expect(users).toHaveLength(USERS / CLASSES)
    expect(new Set(users.map((u) => u.id)).size).toBe(USERS / CLASSES)
    expect(pages.at(-1)?.next).toBeNull()
    const keys = users.map((u) => `${u.createdAt}|${u.id}`)
    expect(keys).toEqual([...keys].sort().reverse())
  })

  it('answers a deep page as it answers the first', async () => {
    let query: Record<string, string> = { grade: '9', limit: '100' }
    for (let i = 0; i < 5; i++) query = { grade: '9', limit: '100', before: (await usersPage(query)).next! }
    const deep = await usersPage(query)
    expect(deep.users).toHaveLength(100)
    expect(deep.total).toBe(USERS / 5)
  })
})

describe('GET /api/admin/tests among 100,000', () => {
  it('answers the newest first and the count of every test', async () => {
    const page = await testsPage({})
    expect(page.tests).toHaveLength(50)
    expect(page.total).toBe(TESTS)
  })

  it("finds a student's tests by name and a test by its id or the id's first characters", async () => {
    const byName = await testsPage({ q: 'zephyrine quill' })
    expect(byName.total).toBe(TESTS / USERS)
    expect(byName.tests.every((x) => x.userId === userId(NEEDLE))).toBe(true)
    const target = byName.tests[0]!
    expect((await testsPage({ q: target.id })).tests.map((x) => x.id)).toEqual([target.id])
    const prefix = await testsPage({ q: target.id.slice(0, 8) })
    expect(prefix.tests.map((x) => x.id)).toContain(target.id)
    expect(prefix.tests.every((x) => x.id.startsWith(target.id.slice(0, 8)))).toBe(true)
    expect(prefix.total).toBe(await one(sql`select count(*)::int as n from tests where id::text like ${`${target.id.slice(0, 8)}%`}`))
  })

  it('narrows by school, class, grade and the days completed, the count right for each', async () => {
    const bySchool = await testsPage({ schoolId: schoolId(5) })
    expect(bySchool.total).toBe(TESTS / SCHOOLS)
    expect((await testsPage({ classId: classId(11) })).total).toBe(TESTS / CLASSES)
    const grade12 = await testsPage({ grade: '12' })
    expect(grade12.total).toBe(TESTS / 5)
    expect(grade12.tests.every((x) => x.grade === 12)).toBe(true)
    // Three tests every ten seconds from 2026-02-01 00:00 India time: 25,920 a day.
    expect((await testsPage({ from: '2026-02-01', to: '2026-02-01' })).total).toBe(25_920)
    expect((await testsPage({ from: '2026-02-02', to: '2026-02-03' })).total).toBe(2 * 25_920)
    expect((await testsPage({ to: '2026-01-31' })).total).toBe(0)
    expect((await testsPage({ grade: '8', schoolId: schoolId(0), from: '2026-02-02' })).total).toBe(
      await one(sql`
        select count(*)::int as n from tests t join users u on u.id = t.user_id
        where u.school_id = ${schoolId(0)} and t.grade = 8 and t.completed_at >= timestamptz '2026-02-02 00:00:00+05:30'`),
    )
  })

  it('follows the pages of a class to the end: each test once, newest first', async () => {
    const pages = await walk(testsPage, { classId: classId(23), limit: '100' })
    const tests = pages.flatMap((p) => p.tests)
    expect(tests).toHaveLength(TESTS / CLASSES)
    expect(new Set(tests.map((x) => x.id)).size).toBe(TESTS / CLASSES)
    const keys = tests.map((x) => `${x.completedAt}|${x.id}`)
    expect(keys).toEqual([...keys].sort().reverse())
  })
})

describe('GET /api/admin/tests/:id', () => {
  it('shows each answer in the order asked, the keys of knowledge items, and the results as the student saw them', async () => {
    expect((await admin.client.post('/api/admin/toggle-payments', { enabled: false })).statusCode).toBe(200)
    const student = await registerUser(t.app)
    const id = await finishTest(student.client, 9, 2)
    const res = await admin.client.get(`/api/admin/tests/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    const detail = res.json() as AdminTestDetail
    expect(detail.test.id).toBe(id)
    expect(detail.student).toMatchObject({ id: student.user.id, email: student.user.email })
    expect(detail.answers).toHaveLength(30)
    expect(detail.answers.map((a) => a.position)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    const knowledge = detail.answers.filter((a) => a.key !== undefined)
    expect(knowledge.length).toBeGreaterThan(0)
    for (const a of knowledge) expect(a.correct).toBe(a.answer === a.key)
    expect(detail.answers.filter((a) => a.section === 'Interests').every((a) => a.key === undefined && a.answer !== null)).toBe(true)
    // The results are those the student reads.
    const own = (await student.client.get(`/api/tests/${id}/results`)).json()
    expect(detail.results).toEqual(own)
  })

  it('answers 404 for an unknown test and 400 for a malformed id', async () => {
    expect((await admin.client.get('/api/admin/tests/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    const bad = await admin.client.get('/api/admin/tests/not-a-test')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/not a test id/)
  })
})

describe('bad input and roles', () => {
  it('answers bad input with 400 and a message', async () => {
    const cases: [string, RegExp][] = [
      ['users?before=nope', /before must be the id of a user/],
      ['users?before=00000000-0000-4000-8000-000000000000', /not there any more/],
      ['users?limit=0', /limit must be a whole number from 1 to 100/],
      ['users?limit=500', /limit must be a whole number from 1 to 100/],
      ['users?role=root', /role must be student, counsellor or admin/],
      ['users?schoolId=42', /schoolId must be a school id/],
      ['users?classId=x', /classId must be a class id/],
      ['users?grade=7', /grade must be one of 8, 9, 10, 11 or 12/],
      ['users?grade=ten', /grade must be one of 8, 9, 10, 11 or 12/],
      ['users?from=2026-02-30', /from must be a date such as 2026-11-01/],
      ['users?to=yesterday', /to must be a date such as 2026-11-01/],
      ['users?from=2026-03-02&to=2026-03-01', /from must not be after to/],
      [`users?q=${'x'.repeat(101)}`, /q must be at most 100 characters/],
      ['users?q=a%00b', /q must be plain text/],
      ['tests?before=00000000-0000-4000-8000-000000000000', /not there any more/],
      ['tests?before=1', /before must be the id of a test/],
      ['tests?grade=13', /grade must be one of 8, 9, 10, 11 or 12/],
      ['tests?from=01-02-2026', /from must be a date/],
      ['tests?limit=-1', /limit must be a whole number/],
    ]
    for (const [query, message] of cases) {
      const res = await admin.client.get(`/api/admin/${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toMatch(message)
    }
  })

  it('is for admins only: 401 signed out, 403 to a student and to a counsellor', async () => {
    const student = (await registerUser(t.app)).client
    const testId = (await testsPage({ limit: '1' })).tests[0]!.id
    for (const path of ['/api/admin/users?q=pupil', '/api/admin/tests?grade=9', `/api/admin/tests/${testId}`]) {
      expect((await new Client(t.app).get(path)).statusCode, path).toBe(401)
      expect((await student.get(path)).statusCode, path).toBe(403)
      expect((await school.counsellor.get(path)).statusCode, path).toBe(403)
    }
  })
})
