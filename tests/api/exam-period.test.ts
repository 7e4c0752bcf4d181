// The exam period: a counsellor closes and opens a class's test window (while closed, the class's students cannot
// start the class grade's test; an attempt already open goes on) and gives a student extra time (the next attempt's
// deadline is stretched, the server's clock honours it, and the student's account says it). Each change is audited
// with who, what, on whom and before/after; another school's class or student is not found; bad input is a 400.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignInSlip } from '../../src/shared/schemas/schools'
import { TEST_TIME_LIMIT_SECONDS } from '../../src/shared/constants'
import { Client, registerUser, type TestApp } from '../support/app'
import { classOfSignedInStudents, createClass, importList, signInWithSlip, startWithTwoSchools, type SlipStudent, type TestSchool } from '../support/schools'
import type { MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher
let admin: Client
let a: TestSchool
let b: TestSchool
let classId = ''
let bClassId = ''
let bStudentId = ''
let students: SlipStudent[] = []

type Audit = { actor_id: string | null; actor_kind: string; target_user_id: string | null; school_id: string | null; details: Record<string, unknown> }

async function audits(action: string): Promise<Audit[]> {
  const { rows } = (await t.database.db.execute(sql`
    select actor_id, actor_kind, target_user_id, school_id, details from audit_log
    where action = ${action} order by at, id`)) as unknown as { rows: Audit[] }
  return rows
}

type Attempt = { id: string; startedAt: string; deadlineAt: string; remainingSeconds: number; timeFactor?: number }
const span = (attempt: Attempt) => (Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)) / 1000

beforeAll(async () => {
  ;({ t, smtp, admin, a, b } = await startWithTwoSchools())
  ;({ classId, students } = await classOfSignedInStudents(t, a.counsellor, { name: '10 B', grade: 10 }, 'Asha Verma,1\nBela Rao,2\nChetan Das,3', 60))
  bClassId = (await createClass(b.counsellor, { name: '10 B', grade: 10 })).id
  bStudentId = ((await importList(b.counsellor, bClassId, 'Farah Ali,1'))[0] as SignInSlip).studentId
})
afterAll(async () => {
  await smtp.close()
})

describe('the test window', () => {
  it('closed, keeps the class from starting its grade’s test (not an open attempt, not another grade), and opens again', async () => {
    const [asha, bela] = students as [(typeof students)[0], (typeof students)[0]]
    // Bela started before the window closed.
    const started = await bela.client.post('/api/attempts', { grade: 10, studentName: 'Bela Rao' })
    expect(started.statusCode).toBe(201)
    // The standard time: the attempt names no extra time.
    expect(started.json()).not.toHaveProperty('timeFactor')

    const closed = await a.counsellor.request('PUT', `/api/school/classes/${classId}/test-window`, { open: false })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.json()).toMatchObject({ id: classId, name: '10 B', testWindowOpen: false, studentCount: 3 })
    expect((await a.counsellor.get('/api/school')).json().classes[0].testWindowOpen).toBe(false)
    expect((await asha.client.get('/api/auth/user')).json().schoolClass).toEqual({ name: '10 B', grade: 10, board: 'cbse', testWindowOpen: false })

    const refused = await asha.client.post('/api/attempts', { grade: 10, studentName: 'Asha Verma' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'TEST_WINDOW_CLOSED', message: 'The Grade 10 test of class 10 B is not open now. Your counsellor opens it for the test period.' })
    expect(await t.database.db.execute(sql`select 1 from test_attempts where user_id = ${asha.slip.studentId}::uuid`).then((r) => (r as unknown as { rows: unknown[] }).rows)).toHaveLength(0)
    // Another grade's test is not the class's.
    expect((await asha.client.post('/api/attempts', { grade: 8, studentName: 'Asha Verma' })).statusCode).toBe(201)
    // An attempt already open goes on: resumed, saved.
    const resumed = await bela.client.post('/api/attempts', { grade: 10, studentName: 'Bela Rao' })
    expect(resumed.statusCode).toBe(200)
    expect(resumed.json().id).toBe(started.json().id)
    expect((await bela.client.request('PUT', `/api/attempts/${started.json().id}/answers`, { answers: {}, position: 1, revision: 1 })).statusCode).toBe(200)

    const opened = await a.counsellor.request('PUT', `/api/school/classes/${classId}/test-window`, { open: true })
    expect(opened.json().testWindowOpen).toBe(true)
    expect((await asha.client.post('/api/attempts', { grade: 10, studentName: 'Asha Verma' })).statusCode).toBe(201)

    const [closing] = await audits('class.test-window-closed')
    expect(closing).toEqual({
      actor_id: a.counsellorId,
      actor_kind: 'counsellor',
      target_user_id: null,
      school_id: a.id,
      details: { classId, className: '10 B', grade: 10, testWindowOpen: { before: true, after: false } },
    })
    const [opening] = await audits('class.test-window-opened')
    expect(opening?.details).toEqual({ classId, className: '10 B', grade: 10, testWindowOpen: { before: false, after: true } })
  })
})

describe('extra time', () => {
  it('stretches the next attempt’s deadline, and the server’s clock keeps to it', async () => {
    const chetan = students[2] as (typeof students)[0]
    const given = await a.counsellor.request('PUT', `/api/school/students/${chetan.slip.studentId}/extra-time`, { timeFactor: 1.5 })
    expect(given.statusCode, given.body).toBe(200)
    expect(given.json()).toEqual({ message: 'Chetan Das has 1.5 times the time (45 minutes) from the next test on.', studentId: chetan.slip.studentId, timeFactor: 1.5 })
    expect((await chetan.client.get('/api/auth/user')).json().timeFactor).toBe(1.5)
    const detail = (await a.counsellor.get(`/api/school/classes/${classId}`)).json() as { students: { id: string; timeFactor: number }[] }
    expect(detail.students.map((s) => s.timeFactor)).toEqual([1, 1, 1.5])

    const res = await chetan.client.post('/api/attempts', { grade: 10, studentName: 'Chetan Das' })
    expect(res.statusCode).toBe(201)
    const attempt = res.json() as Attempt
    expect(span(attempt)).toBe(TEST_TIME_LIMIT_SECONDS * 1.5)
    expect(attempt.remainingSeconds).toBe(TEST_TIME_LIMIT_SECONDS * 1.5)
    // The attempt says its extra time, for the test screen beside the time left.
    expect(attempt.timeFactor).toBe(1.5)
    // Past the standard limit and its grace, the attempt still takes answers and says the time left.
    t.clock.advance((TEST_TIME_LIMIT_SECONDS + 120) * 1000)
    const saved = await chetan.client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers: {}, position: 2, revision: 1 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().remainingSeconds).toBe(TEST_TIME_LIMIT_SECONDS * 0.5 - 120)
    expect((await chetan.client.get('/api/attempts/current/10')).json().remainingSeconds).toBe(TEST_TIME_LIMIT_SECONDS * 0.5 - 120)
    // Taking the extra time away changes the attempt under way in nothing.
    await a.counsellor.request('PUT', `/api/school/students/${chetan.slip.studentId}/extra-time`, { timeFactor: 1 })
    expect((await chetan.client.get('/api/auth/user')).json()).not.toHaveProperty('timeFactor')
    const underWay = (await chetan.client.get('/api/attempts/current/10')).json() as Attempt
    expect(span(underWay)).toBe(TEST_TIME_LIMIT_SECONDS * 1.5)
    expect(underWay.timeFactor).toBe(1.5)
    // Past the stretched deadline and its grace, it is over.
    t.clock.advance((TEST_TIME_LIMIT_SECONDS * 0.5 - 120 + 61) * 1000)
    const late = await chetan.client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers: {}, position: 3, revision: 2 })
    expect(late.statusCode).toBe(409)
    // Read again, the attempt becomes its test; the time spent is the server's, all of the stretched time.
    expect((await chetan.client.get('/api/attempts/current/10')).json()).toMatchObject({ status: 'submitted' })
    const test = (await t.database.db.execute(sql`select time_spent from tests where attempt_id = ${attempt.id}::uuid`)) as unknown as { rows: { time_spent: number }[] }
    expect(test.rows).toEqual([{ time_spent: TEST_TIME_LIMIT_SECONDS * 1.5 }])

    expect((await audits('student.extra-time')).map((e) => [e.actor_id, e.target_user_id, e.school_id, e.details])).toEqual([
      [a.counsellorId, chetan.slip.studentId, a.id, { classId, timeFactor: { before: 1, after: 1.5 } }],
      [a.counsellorId, chetan.slip.studentId, a.id, { classId, timeFactor: { before: 1.5, after: 1 } }],
    ])
  })

  it('gives the next attempt the new time: 1.25 and 2 times', async () => {
    for (const [i, factor] of [1.25, 2].entries()) {
      const [slip] = (await importList(a.counsellor, classId, `Dev Nair ${i},${20 + i}`)) as [SignInSlip]
      const student = await signInWithSlip(t, slip, `dev-own-pw-${i}`, `198.51.100.${80 + i}`)
      expect((await a.counsellor.request('PUT', `/api/school/students/${slip.studentId}/extra-time`, { timeFactor: factor })).statusCode).toBe(200)
      const attempt = (await student.post('/api/attempts', { grade: 10, studentName: 'Dev' })).json() as Attempt
      expect(span(attempt)).toBe(TEST_TIME_LIMIT_SECONDS * factor)
      expect(attempt.remainingSeconds).toBe(TEST_TIME_LIMIT_SECONDS * factor)
      expect(attempt.timeFactor).toBe(factor)
    }
  })
})

describe('who may set them', () => {
  it('answers 404 for another school’s class or student, and changes nothing there', async () => {
    const window = await a.counsellor.request('PUT', `/api/school/classes/${bClassId}/test-window`, { open: false })
    expect(window.statusCode).toBe(404)
    expect(window.json().message).toBe('That class was not found.')
    const time = await a.counsellor.request('PUT', `/api/school/students/${bStudentId}/extra-time`, { timeFactor: 2 })
    expect(time.statusCode).toBe(404)
    expect(time.json().message).toBe('That student was not found.')
    // A counsellor is no student: no extra time for one.
    expect((await a.counsellor.request('PUT', `/api/school/students/${b.counsellorId}/extra-time`, { timeFactor: 2 })).statusCode).toBe(404)
    const { rows } = (await t.database.db.execute(sql`
      select (select test_window_open from classes where id = ${bClassId}::uuid) as open,
             (select time_factor_percent from users where id = ${bStudentId}::uuid) as percent`)) as unknown as { rows: { open: boolean; percent: number }[] }
    expect(rows[0]).toEqual({ open: true, percent: 100 })
  })

  it('answers 400 with a message for a malformed id or body', async () => {
    for (const [url, body] of [
      ['/api/school/classes/not-a-class/test-window', { open: false }],
      ['/api/school/students/not-a-student/extra-time', { timeFactor: 2 }],
      [`/api/school/classes/${classId}/test-window`, { open: 'no' }],
      [`/api/school/classes/${classId}/test-window`, {}],
      [`/api/school/students/${students[0]?.slip.studentId}/extra-time`, { timeFactor: 1.75 }],
      [`/api/school/students/${students[0]?.slip.studentId}/extra-time`, { timeFactor: '2' }],
      [`/api/school/students/${students[0]?.slip.studentId}/extra-time`, { timeFactor: 3 }],
    ] as const) {
      const res = await a.counsellor.request('PUT', url, body)
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400)
      expect(res.json().message.length).toBeGreaterThan(0)
    }
  })

  it('answers 401 signed out and 403 to a student and an admin', async () => {
    const { client: student } = await registerUser(t.app)
    for (const [url, body] of [
      [`/api/school/classes/${classId}/test-window`, { open: false }],
      [`/api/school/students/${students[0]?.slip.studentId}/extra-time`, { timeFactor: 2 }],
    ] as const) {
      expect((await new Client(t.app).request('PUT', url, body)).statusCode).toBe(401)
      expect((await student.request('PUT', url, body)).statusCode).toBe(403)
      expect((await admin.request('PUT', url, body)).statusCode).toBe(403)
      expect((await (students[1] as (typeof students)[0]).client.request('PUT', url, body)).statusCode).toBe(403)
    }
  })
})
