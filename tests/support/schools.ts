// Schools for API tests: a school with a counsellor who has accepted the invitation, classes, class lists and
// students who sign in with a slip, each made through the API as an admin and a counsellor would.
import { expect } from 'vitest'
import type { ClassSummary, SignInSlip } from '../../src/shared/schemas/schools'
import { Client, uniqueEmail, type TestApp } from './app'
import { invitationLinkFrom, type MailCatcher } from './smtp'

let schoolCounter = 0

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
