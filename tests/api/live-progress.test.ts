// Live progress during the exam period: for each student of a class, not started / on question N of the test /
// finished, and "quiet" when the last save is older than GONE_QUIET_SECONDS by the server's clock. One statement per
// read whatever the class's size, a read at most LIVE_PROGRESS_CACHE_SECONDS old, and a counsellor confined to the
// own school (another school's class: 404, also when its answer is in the cache; a student: 403; signed out: 401).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassLive } from '../../src/shared/schemas/schools'
import { GONE_QUIET_SECONDS, LIVE_PROGRESS_CACHE_SECONDS } from '../../src/shared/schools'
import { readClassLive } from '../../src/server/db/exam-period-repository'
import { Client, registerUser, type TestApp } from '../support/app'
import { TEST_DB_KIND } from '../support/database'
import { classOfSignedInStudents, createClass, finishTest, importList, startWithTwoSchools, type SlipStudent, type TestSchool } from '../support/schools'
import type { MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher
let admin: Client
let a: TestSchool
let b: TestSchool
let classId = ''
let bClassId = ''
let students: SlipStudent[] = []

const CACHE_MS = LIVE_PROGRESS_CACHE_SECONDS * 1000
const live = async (counsellor: Client, id = classId) => {
  const res = await counsellor.get(`/api/school/classes/${id}/live`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as ClassLive
}
const byName = (answer: ClassLive) => Object.fromEntries(answer.students.map((s) => [s.firstName, s]))

beforeAll(async () => {
  ;({ t, smtp, admin, a, b } = await startWithTwoSchools())
  ;({ classId, students } = await classOfSignedInStudents(t, a.counsellor, { name: '9 C', grade: 9 }, 'Asha Verma,1\nBela Rao,2\nChetan Das,3', 120))
  bClassId = (await createClass(b.counsellor, { name: '9 C', grade: 9 })).id
  await importList(b.counsellor, bClassId, 'Farah Ali,1')
})
afterAll(async () => {
  await smtp.close()
})

describe('the live view of a class', () => {
  it('says not started, on question N of the test with the answers saved, finished; and quiet after the threshold', async () => {
    const [asha, bela, chetan] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]]
    const empty = await live(a.counsellor)
    expect(empty).toMatchObject({ id: classId, name: '9 C', grade: 9, testWindowOpen: true, quietAfterSeconds: GONE_QUIET_SECONDS })
    expect(empty.students.map((s) => [s.firstName, s.rollNumber, s.state, s.question, s.quiet])).toEqual([
      ['Asha', '1', 'not-started', null, false],
      ['Bela', '2', 'not-started', null, false],
      ['Chetan', '3', 'not-started', null, false],
    ])

    // Bela starts and saves two answers, on question 5; Chetan finishes; Asha does nothing.
    const attempt = (await bela.client.post('/api/attempts', { grade: 9, studentName: 'Bela Rao' })).json() as { id: string; board: string | null }
    const questions = (await bela.client.get(`/api/questions/9?board=${attempt.board ?? 'none'}`)).json() as { id: string; options: string[] }[]
    const answers = Object.fromEntries(questions.slice(0, 2).map((q) => [q.id, q.options[0] as string]))
    expect((await bela.client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers, position: 4, revision: 1 })).statusCode).toBe(200)
    await finishTest(chetan.client, 9)

    // Within the cache's few seconds the view is the one read before; after them, the new one.
    expect((await live(a.counsellor)).students.map((s) => s.state)).toEqual(['not-started', 'not-started', 'not-started'])
    t.clock.advance(CACHE_MS)
    const now = byName(await live(a.counsellor))
    expect(now.Asha).toMatchObject({ state: 'not-started', question: null, questionCount: null, answered: null, lastSavedAt: null, quiet: false })
    expect(now.Bela).toMatchObject({ state: 'on-question', question: 5, questionCount: 30, answered: 2, lastSavedAt: new Date(t.clock.now - CACHE_MS).toISOString(), quiet: false })
    expect(now.Chetan).toMatchObject({ state: 'finished', question: null, quiet: false })

    // Past the threshold without a save: quiet. A save brings the student back.
    t.clock.advance(GONE_QUIET_SECONDS * 1000 - CACHE_MS)
    expect(byName(await live(a.counsellor)).Bela?.quiet).toBe(false)
    t.clock.advance(CACHE_MS + 1000)
    expect(byName(await live(a.counsellor)).Bela).toMatchObject({ state: 'on-question', quiet: true })
    expect((await bela.client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers, position: 5, revision: 2 })).statusCode).toBe(200)
    t.clock.advance(CACHE_MS)
    expect(byName(await live(a.counsellor)).Bela).toMatchObject({ question: 6, quiet: false })
    void asha
  })

  it('reads the whole class in one statement, however many students it has', async () => {
    const small = (await createClass(a.counsellor, { name: '9 D', grade: 9 })).id
    await importList(a.counsellor, small, 'Dev Nair,1')
    const big = (await createClass(a.counsellor, { name: '9 E', grade: 9 })).id
    await importList(a.counsellor, big, Array.from({ length: 40 }, (_, i) => `Student ${i + 1},${i + 1}`).join('\n'))
    // The same fresh read of each class: past the live cache and the session's cache (5 s) alike, so each request
    // pays the same for its session and the difference, if any, is the class's.
    const counted = async (id: string) => {
      t.clock.advance(Math.max(CACHE_MS, 5000) + 1000)
      let statements = 0
      t.database.observeQueries(() => (statements += 1))
      const answer = await live(a.counsellor, id)
      t.database.observeQueries(() => {})
      return { statements, students: answer.students.length }
    }
    const one = await counted(small)
    const forty = await counted(big)
    expect(one.students).toBe(1)
    expect(forty.students).toBe(40)
    expect(forty.statements).toBe(one.statements)
    // And a read of a class still in the live cache costs the class nothing.
    let cached = 0
    t.database.observeQueries(() => (cached += 1))
    await live(a.counsellor, big)
    t.database.observeQueries(() => {})
    expect(cached).toBe(0)
    // With the session still in its cache, a fresh read of the forty is exactly one statement.
    t.clock.advance(CACHE_MS)
    let fresh = 0
    t.database.observeQueries(() => (fresh += 1))
    expect((await live(a.counsellor, big)).students).toHaveLength(40)
    t.database.observeQueries(() => {})
    expect(fresh).toBe(1)
    // A class without students is still a class.
    const none = (await createClass(a.counsellor, { name: '9 F', grade: 9 })).id
    expect((await live(a.counsellor, none)).students).toEqual([])
  })

  // PostgreSQL only: on PGlite every statement takes turns on one connection, so nothing can be held beside a save.
  it.skipIf(TEST_DB_KIND !== 'postgres')('takes no lock: a student saves while the live read’s transaction is still open', async () => {
    const bela = students[1] as (typeof students)[0]
    // Bela's open attempt (started above; started here when this test runs alone).
    const open = (await bela.client.post('/api/attempts', { grade: 9, studentName: 'Bela Rao' })).json() as { id: string; revision: number }
    await t.database.db.transaction(async (tx) => {
      const rows = await readClassLive(tx, a.id, classId)
      expect(rows.find((r) => r.id === bela.slip.studentId)?.position).not.toBeNull()
      // A read that locked the attempt's row (FOR UPDATE, FOR SHARE) would keep this save waiting until the end.
      const save = bela.client.request('PUT', `/api/attempts/${open.id}/answers`, { answers: {}, position: 7, revision: open.revision + 1 })
      const waited = await Promise.race([save.then((res) => res.statusCode), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5000))])
      expect(waited).toBe(200)
    })
    const rows = (await t.database.db.execute(sql`select position from test_attempts where id = ${open.id}::uuid`)) as unknown as { rows: { position: number }[] }
    expect(rows.rows[0]?.position).toBe(7)
  })
})

describe('who may see it', () => {
  it('answers 404 for another school’s class, even while that class’s answer is cached', async () => {
    await live(b.counsellor, bClassId)
    const res = await a.counsellor.get(`/api/school/classes/${bClassId}/live`)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('That class was not found.')
    expect((await b.counsellor.get(`/api/school/classes/${classId}/live`)).statusCode).toBe(404)
  })

  it('answers 401 signed out, 403 to a student (of the class, too) and to an admin, 400 for a malformed id', async () => {
    const url = `/api/school/classes/${classId}/live`
    expect((await new Client(t.app).get(url)).statusCode).toBe(401)
    expect((await (await registerUser(t.app)).client.get(url)).statusCode).toBe(403)
    expect((await (students[0] as (typeof students)[0]).client.get(url)).statusCode).toBe(403)
    expect((await admin.get(url)).statusCode).toBe(403)
    for (const bad of ['not-a-class', encodeURIComponent("1' or '1'='1"), '12345']) {
      const res = await a.counsellor.get(`/api/school/classes/${bad}/live`)
      expect(res.statusCode, bad).toBe(400)
      expect(res.json().message).toBe('This id is not valid.')
    }
  })

  it('is never kept by a cache on the way', async () => {
    const res = await a.counsellor.get(`/api/school/classes/${classId}/live`)
    expect(res.headers['cache-control']).toBe('no-store')
  })
})
