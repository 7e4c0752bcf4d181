// Schools for API tests: a school with a counsellor who has accepted the invitation, classes, class lists and
// students who sign in with a slip, each made through the API as an admin and a counsellor would.
import { expect } from 'vitest'
import type { ClassSummary, SignInSlip } from '../../src/shared/schemas/schools'
import { Client, createTestApp, registerAdmin, uniqueEmail, type TestApp } from './app'
import { invitationLinkFrom, startMailCatcher, type MailCatcher } from './smtp'

let schoolCounter = 0

/** A student of a class list, signed in with the slip and a password of their own. */
export interface SlipStudent {
  slip: SignInSlip
  client: Client
}

export interface TestSchool {
  id: string
  name: string
  code: string
  counsellor: Client
  counsellorId: string
  counsellorEmail: string
}

/** Invites a counsellor to the school and accepts the mailed invitation; answers the counsellor's signed-in client. */
export async function inviteAndAccept(t: TestApp, admin: Client, smtp: MailCatcher, schoolId: string, password = 'counsellor-pw') {
  const email = uniqueEmail('counsellor')
  const invited = await admin.post(`/api/admin/schools/${schoolId}/counsellors`, { email, firstName: 'Meera', lastName: 'Iyer' })
  expect(invited.statusCode, invited.body).toBe(201)
  const token = new URL(invitationLinkFrom(await smtp.waitFor(email))).searchParams.get('token') as string
  const counsellor = new Client(t.app, '198.51.100.77')
  const accepted = await counsellor.post('/api/invitations/accept', { token, newPassword: password })
  expect(accepted.statusCode, accepted.body).toBe(200)
  return { counsellor, id: (accepted.json() as { id: string }).id, email }
}

/** A school made by the admin, with one counsellor signed in. */
export async function createSchool(t: TestApp, admin: Client, smtp: MailCatcher, name = `School ${process.pid}-${++schoolCounter}`): Promise<TestSchool> {
  const res = await admin.post('/api/admin/schools', { name })
  expect(res.statusCode, res.body).toBe(201)
  const school = res.json() as { id: string; name: string; code: string }
  const { counsellor, id, email } = await inviteAndAccept(t, admin, smtp, school.id)
  return { ...school, counsellor, counsellorId: id, counsellorEmail: email }
}

/**
 * What every test of the school side starts from: an app that mails to a catcher (close it after the tests), its admin,
 * tests free of payment, and two schools, A and B, each with a counsellor signed in.
 */
export async function startWithTwoSchools(): Promise<{ t: TestApp; smtp: MailCatcher; admin: Client; a: TestSchool; b: TestSchool }> {
  const smtp = await startMailCatcher()
  const t = await createTestApp({ SMTP_URL: smtp.url })
  const admin = (await registerAdmin(t)).client
  await admin.post('/api/admin/toggle-payments', { enabled: false })
  const a = await createSchool(t, admin, smtp)
  const b = await createSchool(t, admin, smtp)
  return { t, smtp, admin, a, b }
}

export async function createClass(counsellor: Client, body: { name: string; grade: number; board?: string }): Promise<ClassSummary> {
  const res = await counsellor.post('/api/school/classes', { board: 'cbse', ...body })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as ClassSummary
}

export async function importList(counsellor: Client, classId: string, csv: string): Promise<SignInSlip[]> {
  const res = await counsellor.post(`/api/school/classes/${classId}/students/import`, { csv })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { slips: SignInSlip[] }).slips
}

/** Signs in with a slip and chooses the student's own password; answers the signed-in client. */
export async function signInWithSlip(t: TestApp, slip: SignInSlip, newPassword = 'my-own-pw', ip = '198.51.100.91'): Promise<Client> {
  const student = new Client(t.app, ip)
  const res = await student.post('/api/school-login', { schoolCode: slip.schoolCode, username: slip.username, password: slip.password })
  expect(res.statusCode, res.body).toBe(200)
  const changed = await student.post('/api/auth/first-password', { newPassword })
  expect(changed.statusCode, changed.body).toBe(200)
  return student
}

/**
 * A class of the counsellor's school with the list `csv`, every student signed in with the slip and a password of
 * their own, each from its own address from 198.51.100.`firstHost` on (the login limits count per address).
 */
export async function classOfSignedInStudents(t: TestApp, counsellor: Client, body: { name: string; grade: number }, csv: string, firstHost: number) {
  const { id } = await createClass(counsellor, body)
  const students: SlipStudent[] = []
  for (const [i, slip] of (await importList(counsellor, id, csv)).entries()) {
    students.push({ slip, client: await signInWithSlip(t, slip, `own-pw-${i}`, `198.51.100.${firstHost + i}`) })
  }
  return { classId: id, students }
}

/**
 * Takes the grade's test through the API as a student would and answers the test's id: the student's own questions,
 * answered by a pattern (`offset` varies it from student to student; 'flat' gives every rating a 3 and the first
 * option everywhere, answers the engine calls out as to be read with care).
 */
export async function finishTest(student: Client, grade: number, pattern: number | 'flat' = 0): Promise<string> {
  const stream = grade >= 11 ? { currentStream: 'science-pcm' } : {}
  const started = await student.post('/api/attempts', { grade, studentName: 'Student', ...stream })
  expect(started.statusCode, started.body).toBeLessThan(300)
  const attempt = started.json() as { id: string; board: string | null }
  // The attempt's own questions: drawn for its board and, in grades 11-12, its stream.
  const query = new URLSearchParams({ board: attempt.board ?? 'none', ...(grade >= 11 ? { stream: 'science-pcm' } : {}) })
  const questions = (await student.get(`/api/questions/${grade}?${query}`)).json() as { id: string; questionType: string; options: string[] }[]
  const answers = Object.fromEntries(
    questions.map((q, i) =>
      pattern === 'flat'
        ? [q.id, q.questionType === 'rating_scale' ? '3' : (q.options[0] as string)]
        : [q.id, q.questionType === 'rating_scale' ? String(((i * (pattern + 1) + pattern) % 5) + 1) : (q.options[(i + pattern) % q.options.length] as string)],
    ),
  )
  const res = await student.post('/api/tests', { grade, studentName: 'Student', answers, score: {}, timeSpent: 0, attemptId: attempt.id })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { id: string }).id
}
