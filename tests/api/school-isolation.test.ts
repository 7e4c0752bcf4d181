// Tenant isolation: a counsellor of school A probes every id of school B (its classes, its students with and without
// e-mail, their tests) through every counsellor call and the results: each answers 404 as if nothing were there, and
// nothing of school B changes. Every counsellor call answers 401 signed out, 403 to a student, an admin, and a session
// still on its one-time password, and 400 with a message for a malformed id.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignInSlip } from '../../src/shared/schemas/schools'
import { Client, uniqueEmail, type TestApp } from '../support/app'
import { createClass, importList, signInWithSlip, startWithTwoSchools, type TestSchool } from '../support/schools'
import type { MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher
let admin: Client
let a: TestSchool
let b: TestSchool
const ids = { aClass: '', aStudent: '', aTest: '', bClass: '', bSlipStudent: '', bEmailStudent: '', bTest: '' }
let bSlip: SignInSlip

/** A finished test of the class's grade, taken through the API as the student would. */
async function finishTest(student: Client, grade: number): Promise<string> {
  const questions = (await student.get(`/api/questions/${grade}`)).json() as { id: string; questionType: string; options: string[] }[]
  const answers = Object.fromEntries(questions.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[i % q.options.length] as string)]))
  const attempt = (await student.post('/api/attempts', { grade, studentName: 'Student' })).json() as { id: string }
  const res = await student.post('/api/tests', { grade, studentName: 'Student', answers, score: {}, timeSpent: 0, attemptId: attempt.id })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { id: string }).id
}

/** Everything of school B a probe could change: its students' rows, sessions, classes and tests. */
async function snapshotOfB(): Promise<string> {
  const { rows } = (await t.database.db.execute(sql`
    select json_build_object(
      'users', (select json_agg(json_build_object('id', id, 'hash', password_hash, 'must', must_change_password, 'class', class_id, 'time', time_factor_percent) order by id) from users where school_id = ${b.id}::uuid),
      'sessions', (select count(*) from sessions s join users u on u.id = s.user_id where u.school_id = ${b.id}::uuid),
      'classes', (select json_agg(json_build_object('id', id, 'name', name, 'open', test_window_open) order by id) from classes where school_id = ${b.id}::uuid),
      'tests', (select count(*) from tests t join users u on u.id = t.user_id where u.school_id = ${b.id}::uuid)
    )::text as snapshot`)) as unknown as { rows: { snapshot: string }[] }
  return rows[0]?.snapshot ?? ''
}

beforeAll(async () => {
  ;({ t, smtp, admin, a, b } = await startWithTwoSchools())

  const aClass = await createClass(a.counsellor, { name: '9 A', grade: 9 })
  ids.aClass = aClass.id
  const [aSlip] = await importList(a.counsellor, aClass.id, 'Asha Verma,1')
  ids.aStudent = (aSlip as SignInSlip).studentId
  ids.aTest = await finishTest(await signInWithSlip(t, aSlip as SignInSlip, 'asha-own-pw', '198.51.100.201'), 9)

  const bClass = await createClass(b.counsellor, { name: '9 A', grade: 9 })
  ids.bClass = bClass.id
  ;[bSlip] = (await importList(b.counsellor, bClass.id, 'Bela Rao,1\nChetan Das,2')) as [SignInSlip]
  ids.bSlipStudent = bSlip.studentId
  const bStudent = new Client(t.app, '198.51.100.202')
  const registered = await bStudent.post('/api/register', { email: uniqueEmail(), password: 'secret123', firstName: 'Dia', joinCode: bClass.joinCode })
  expect(registered.statusCode).toBe(201)
  ids.bEmailStudent = registered.json().id
  ids.bTest = await finishTest(bStudent, 9)
})
afterAll(async () => {
  await smtp.close()
})

/** Every counsellor call that takes an id, with the id's kind. */
const calls = (id: { classId: string; studentId: string }): [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] => [
  ['GET', `/api/school/classes/${id.classId}`],
  ['GET', `/api/school/classes/${id.classId}/report`],
  ['GET', `/api/school/classes/${id.classId}/report.csv`],
  ['GET', `/api/school/classes/${id.classId}/report.pdf`],
  ['PUT', `/api/school/classes/${id.classId}/test-window`, { open: false }],
  ['GET', `/api/school/classes/${id.classId}/live`],
  ['PUT', `/api/school/students/${id.studentId}/extra-time`, { timeFactor: 2 }],
  ['POST', `/api/school/classes/${id.classId}/students/import`, { csv: 'Intruder,99' }],
  ['POST', `/api/school/students/${id.studentId}/reset-password`],
  ['GET', `/api/school/students/${id.studentId}/export`],
  ['DELETE', `/api/school/students/${id.studentId}`],
]

describe('a counsellor of school A', () => {
  it('gets 404 for every class, student and test of school B, and changes nothing there', async () => {
    const before = await snapshotOfB()
    const probes = [
      ...calls({ classId: ids.bClass, studentId: ids.bSlipStudent }),
      ...calls({ classId: ids.bClass, studentId: ids.bEmailStudent }),
      ['GET', `/api/tests/${ids.bTest}/results`] as const,
      // B's counsellor is no student of anyone's.
      ...calls({ classId: ids.bClass, studentId: b.counsellorId }),
    ]
    for (const [method, url, body] of probes) {
      const res = await a.counsellor.request(method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json().message, `${method} ${url}`).toMatch(/was not found\.$/)
    }
    expect(await snapshotOfB()).toBe(before)
    // School B's student still signs in with the slip as printed.
    expect((await new Client(t.app, '198.51.100.210').post('/api/school-login', { schoolCode: b.code, username: bSlip.username, password: bSlip.password })).statusCode).toBe(200)
    // And A's own are found: the 404s above are about the school, not the calls.
    expect((await a.counsellor.get(`/api/school/classes/${ids.aClass}`)).statusCode).toBe(200)
    expect((await a.counsellor.get(`/api/tests/${ids.aTest}/results`)).statusCode).toBe(200)
    expect((await b.counsellor.get(`/api/tests/${ids.bTest}/results`)).statusCode).toBe(200)
    expect((await b.counsellor.get(`/api/tests/${ids.aTest}/results`)).statusCode).toBe(404)
  })

  it('sees only its own school, classes and students in its lists', async () => {
    const school = (await a.counsellor.get('/api/school')).json() as { id: string; classes: { id: string }[] }
    expect(school.id).toBe(a.id)
    expect(school.classes.map((c) => c.id)).toEqual([ids.aClass])
    const detail = (await a.counsellor.get(`/api/school/classes/${ids.aClass}`)).json() as { students: { id: string }[] }
    expect(detail.students.map((s) => s.id)).toEqual([ids.aStudent])
  })
})

describe('every counsellor call', () => {
  const everyCall = () => [
    ['GET', '/api/school'] as const,
    ['POST', '/api/school/classes', { name: 'X', grade: 9, board: 'cbse' }] as const,
    ['GET', '/api/school/report'] as const,
    ['GET', '/api/school/report.csv'] as const,
    ['GET', '/api/school/report.pdf'] as const,
    ['GET', '/api/school/retest-report'] as const,
    ...calls({ classId: ids.aClass, studentId: ids.aStudent }),
  ]

  it('answers 401 signed out, 403 to a student, to an admin and to a session on a one-time password', async () => {
    const student = await signInWithSlip(t, (await importList(a.counsellor, ids.aClass, 'Esha Gill,7'))[0] as SignInSlip, 'esha-own-pw', '198.51.100.220')
    const [fresh] = await importList(a.counsellor, ids.aClass, 'Farid Khan,8')
    const onSlip = new Client(t.app, '198.51.100.221')
    expect((await onSlip.post('/api/school-login', { schoolCode: a.code, username: fresh?.username, password: fresh?.password })).statusCode).toBe(200)
    const before = await snapshotOfB()
    for (const [method, url, body] of everyCall()) {
      expect((await new Client(t.app).request(method, url, body)).statusCode, `${method} ${url} signed out`).toBe(401)
      const asStudent = await student.request(method, url, body)
      expect(asStudent.statusCode, `${method} ${url} student`).toBe(403)
      expect(asStudent.json().message).toBe('Counsellor access required')
      expect((await admin.request(method, url, body)).statusCode, `${method} ${url} admin`).toBe(403)
      expect((await onSlip.request(method, url, body)).json().code, `${method} ${url} one-time password`).toBe('PASSWORD_CHANGE_REQUIRED')
    }
    // A student reading another student's results of the same class: 404, as before schools.
    expect((await student.get(`/api/tests/${ids.aTest}/results`)).statusCode).toBe(404)
    expect(await snapshotOfB()).toBe(before)
  })

  it('answers 400 with a message for a malformed id', async () => {
    for (const [method, url, body] of calls({ classId: 'not-a-class', studentId: "1' or '1'='1" })) {
      const res = await a.counsellor.request(method, url.replace("1' or '1'='1", encodeURIComponent("1' or '1'='1")), body)
      expect(res.statusCode, `${method} ${url}`).toBe(400)
      expect(res.json().message).toBe('This id is not valid.')
    }
  })
})
