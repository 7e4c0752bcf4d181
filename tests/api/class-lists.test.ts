// Students without e-mail: a counsellor uploads a class list (all or nothing, problems said per line), gets sign-in
// slips; a student signs in with the school's code, the user name and the one-time password, and must choose a
// password of their own before anything else; the counsellor resets such a password, exports and deletes such an
// account. Every change is audited.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignInSlip } from '../../src/shared/schemas/schools'
import { Client, createTestApp, registerAdmin, registerUser, type TestApp, questionsUrl } from '../support/app'
import { createClass, createSchool, importList, signInWithSlip, type TestSchool } from '../support/schools'
import { startMailCatcher, type MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher
let admin: Client
let school: TestSchool

beforeAll(async () => {
  smtp = await startMailCatcher()
  t = await createTestApp({ SMTP_URL: smtp.url })
  admin = (await registerAdmin(t)).client
  school = await createSchool(t, admin, smtp)
})
afterAll(async () => {
  await smtp.close()
})

type Audit = { actor_id: string | null; actor_kind: string; target_user_id: string | null; school_id: string | null; details: Record<string, unknown> }

async function audits(action: string, targetUserId?: string): Promise<Audit[]> {
  const { rows } = (await t.database.db.execute(sql`
    select actor_id, actor_kind, target_user_id, school_id, details from audit_log
    where action = ${action} and school_id = ${school.id}::uuid
      and (${targetUserId ?? null}::uuid is null or target_user_id = ${targetUserId ?? null}::uuid)
    order by at, id`)) as unknown as { rows: Audit[] }
  return rows
}

async function studentsOf(classId: string) {
  const res = await school.counsellor.get(`/api/school/classes/${classId}`)
  expect(res.statusCode).toBe(200)
  return res.json().students as { id: string; firstName: string; lastName: string | null; rollNumber: string; username: string; mustChangePassword: boolean }[]
}

describe('a class list', () => {
  it('creates every student with a slip: header, quotes, CRLF, a byte-order mark and names in Devanagari', async () => {
    const nine = await createClass(school.counsellor, { name: '9 A', grade: 9 })
    const csv = '\uFEFFName,Roll number\r\nPriya Sharma,1\r\n"Khan, Arif",2\r\n\r\nसिद्धार्थ वर्मा , 3 \r\nAnanya  Rao,12/B\r\n'
    const res = await school.counsellor.post(`/api/school/classes/${nine.id}/students/import`, { csv })
    expect(res.statusCode).toBe(201)
    expect(res.headers['cache-control']).toBe('no-store')
    const { created, slips } = res.json() as { created: number; slips: SignInSlip[] }
    expect(created).toBe(4)
    expect(slips.map((s) => [s.name, s.rollNumber, s.username])).toEqual([
      ['Priya Sharma', '1', 'priya1'],
      ['Khan, Arif', '2', 'arif2'],
      ['सिद्धार्थ वर्मा', '3', 'student3'],
      ['Ananya Rao', '12/B', 'ananya12b'],
    ])
    for (const slip of slips) {
      expect(slip).toMatchObject({ className: '9 A', schoolName: school.name, schoolCode: school.code })
      expect(slip.password).toMatch(/^[abcdefghjkmnpqrtuvwxy346789]{8}$/)
    }
    expect(new Set(slips.map((s) => s.password)).size).toBe(4)

    const students = await studentsOf(nine.id)
    expect(students.map((s) => [s.firstName, s.lastName, s.rollNumber, s.mustChangePassword])).toEqual([
      ['Priya', 'Sharma', '1', true],
      ['Ananya', 'Rao', '12/B', true],
      ['Arif', 'Khan', '2', true],
      ['सिद्धार्थ', 'वर्मा', '3', true],
    ].sort((a, b) => String(a[2]).localeCompare(String(b[2]))))
    // Only the hash of a one-time password is kept.
    const { rows } = (await t.database.db.execute(sql`select password_hash from users where class_id = ${nine.id}::uuid`)) as unknown as { rows: { password_hash: string }[] }
    for (const row of rows) for (const slip of slips) expect(row.password_hash).not.toContain(slip.password)

    const [imported] = await audits('class-list.imported')
    expect(imported).toMatchObject({ actor_id: school.counsellorId, actor_kind: 'counsellor', details: { classId: nine.id, className: '9 A', students: { before: 0, after: 4 } } })
    const added = await audits('student.created')
    expect(added.map((a) => a.target_user_id).sort()).toEqual(slips.map((s) => s.studentId).sort())
    expect(added.find((a) => a.target_user_id === slips[0]?.studentId)?.details).toMatchObject({ student: { before: null, after: { name: 'Priya Sharma', rollNumber: '1', username: 'priya1' } } })
  })

  it('with any problem adds nobody, and says each problem by its line', async () => {
    const ten = await createClass(school.counsellor, { name: '10 A', grade: 10 })
    const csv = ['name,roll', 'Asha Verma,1', ',2', 'Rohan', 'Meena Das,3,extra', 'Vikram Singh,4', 'Tara "T" Nair,"5', 'Dev Patel,1', 'Neha Joshi,7#', `${'x'.repeat(81)},8`].join('\n')
    const before = (await studentsOf(ten.id)).length
    const res = await school.counsellor.post(`/api/school/classes/${ten.id}/students/import`, { csv })
    expect(res.statusCode).toBe(400)
    const body = res.json() as { message: string; issues: { field: string; message: string }[] }
    expect(body.message).toBe('The class list has 7 problems, so no student was added. Correct them and upload the list again.')
    expect(body.issues.map((i) => i.field)).toEqual(['line 3', 'line 4', 'line 5', 'line 7', 'line 8', 'line 9', 'line 10'])
    expect(body.issues.map((i) => i.message)).toEqual([
      'Line 3: the name is missing. Each line holds a name and a roll number, separated by a comma.',
      'Line 4: the roll number of Rohan is missing. Each line holds a name and a roll number, separated by a comma.',
      'Line 5 has 3 values. Each line holds a name and a roll number, separated by a comma; put a name that holds a comma in double quotes.',
      'Line 7: a double quote is not closed. Put a name with a comma in double quotes, "like, this".',
      'Line 8: roll number 1 is also on line 2. Each student needs a roll number of their own.',
      'Line 9: the roll number "7#" may hold only letters, digits, spaces, "/", "." and "-" (at most 20).',
      'Line 10: the name must be at most 80 characters, without control characters.',
    ])
    expect(await studentsOf(ten.id)).toHaveLength(before)

    const empty = await school.counsellor.post(`/api/school/classes/${ten.id}/students/import`, { csv: 'name,roll number\n\n' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().issues[0].message).toMatch(/holds no students/)
  })

  it('refuses roll numbers the class already has, adding nobody; the same roll number in another class is fine', async () => {
    const eleven = await createClass(school.counsellor, { name: '11 Science', grade: 11, board: 'icse' })
    await importList(school.counsellor, eleven.id, 'Farah Ali,21\nGopal Nair,22')
    const res = await school.counsellor.post(`/api/school/classes/${eleven.id}/students/import`, { csv: 'Hari Om,23\nIshaan Roy,22\nJaya Sen,24' })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toEqual([{ field: 'line 2', message: 'Line 2: roll number 22 is already in 11 Science. Each student needs a roll number of their own.' }])
    expect((await studentsOf(eleven.id)).map((s) => s.rollNumber)).toEqual(['21', '22'])

    // The same name and roll number in another class of the school: a user name of its own.
    const other = await createClass(school.counsellor, { name: '11 Commerce', grade: 11 })
    const [slip] = await importList(school.counsellor, other.id, 'Farah Ali,21')
    expect(slip?.username).toBe('farah21-2')
  })

  it('of 500 students is taken in one go, each with a user name of their own', async () => {
    const twelve = await createClass(school.counsellor, { name: '12 All', grade: 12 })
    const csv = Array.from({ length: 500 }, (_, i) => `Student ${['Aarav', 'Vivaan', 'Aditya', 'Diya'][i % 4]} ${i},${1000 + i}`).join('\n')
    const started = performance.now()
    const slips = await importList(school.counsellor, twelve.id, csv)
    const seconds = (performance.now() - started) / 1000
    expect(slips).toHaveLength(500)
    expect(new Set(slips.map((s) => s.username)).size).toBe(500)
    expect(new Set(slips.map((s) => s.studentId)).size).toBe(500)
    // Cheap one-time hashes: 500 at the full cost would take 20 s and more on this machine.
    expect(seconds).toBeLessThan(15)
    expect(await studentsOf(twelve.id)).toHaveLength(500)
    expect(await audits('student.created')).toEqual(expect.arrayContaining([expect.objectContaining({ target_user_id: slips[499]?.studentId })]))
    // And a slip from it signs in.
    const student = new Client(t.app, '198.51.100.140')
    const last = slips[499] as SignInSlip
    expect((await student.post('/api/school-login', { schoolCode: last.schoolCode, username: last.username, password: last.password })).statusCode).toBe(200)
  })

  it('is refused with 400 for a text that is no list at all, or too long', async () => {
    const c = await createClass(school.counsellor, { name: '8 Z', grade: 8 })
    expect((await school.counsellor.post(`/api/school/classes/${c.id}/students/import`, {})).json().message).toBe('Choose a class list (a CSV file) to upload.')
    const long = await school.counsellor.post(`/api/school/classes/${c.id}/students/import`, { csv: 'A,1\n'.repeat(20_001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toBe('The class list is too long. Upload at most 1000 students at a time.')
    const huge = await school.counsellor.post(`/api/school/classes/${c.id}/students/import`, { csv: 'A,1\n'.repeat(26_000) })
    expect(huge.statusCode).toBe(413)
    const rows = Array.from({ length: 1001 }, (_, i) => `N,${i}`).join('\n')
    const many = await school.counsellor.post(`/api/school/classes/${c.id}/students/import`, { csv: rows })
    expect(many.statusCode).toBe(400)
    expect(many.json().issues[0].message).toBe('The class list has 1001 students; upload at most 1000 at a time.')
    expect(await studentsOf(c.id)).toHaveLength(0)
  })
})

describe('a student who signs in with a slip', () => {
  let slips: SignInSlip[]
  beforeAll(async () => {
    const c = await createClass(school.counsellor, { name: '9 Slip', grade: 9 })
    slips = await importList(school.counsellor, c.id, 'Lata Mangesh,1\nMohan Das,2\nNoor Fatima,3\nOm Prakash,4')
  })

  it('signs in with the school code, the user name and the one-time password, and must choose a password first', async () => {
    const slip = slips[0] as SignInSlip
    const student = new Client(t.app, '198.51.100.150')
    const wrong = await student.post('/api/school-login', { schoolCode: slip.schoolCode, username: slip.username, password: 'wrongpass' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe('Invalid school code, user name or password')
    expect((await student.post('/api/school-login', { schoolCode: 'ZZZZZZ', username: slip.username, password: slip.password })).statusCode).toBe(401)
    const badCode = await student.post('/api/school-login', { schoolCode: 'AB', username: slip.username, password: slip.password })
    expect(badCode.statusCode).toBe(400)
    expect(badCode.json().message).toBe('The school code has 6 letters and digits')
    // A control character in the user name is refused before it reaches the database (which cannot store a NUL).
    const nul = await student.post('/api/school-login', { schoolCode: slip.schoolCode, username: '\u0000', password: slip.password })
    expect(nul.statusCode).toBe(400)

    // Codes are typed in any case; user names too.
    const res = await student.post('/api/school-login', { schoolCode: slip.schoolCode.toLowerCase(), username: slip.username.toUpperCase(), password: slip.password })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ email: null, username: slip.username, role: 'student', mustChangePassword: true, schoolClass: { name: '9 Slip' }, school: { code: school.code } })

    // Nothing but choosing a password: every other call is refused, the fast lane's too.
    expect((await student.get('/api/auth/user')).json().mustChangePassword).toBe(true)
    for (const url of ['/api/tests/history', '/api/grade-access', '/api/account/export', '/api/questions/9']) {
      const refused = await student.get(url)
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', message: 'Please choose your own password first: the one on your slip works only once.' })
    }
    const same = await student.post('/api/auth/first-password', { newPassword: slip.password })
    expect(same.statusCode).toBe(400)
    expect(same.json().message).toBe('Choose a password of your own, not the one on your slip.')
    const short = await student.post('/api/auth/first-password', { newPassword: 'abc' })
    expect(short.statusCode).toBe(400)

    const chosen = await student.post('/api/auth/first-password', { newPassword: 'lata-own-pw' })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json().mustChangePassword).toBeUndefined()
    expect((await student.get('/api/tests/history')).statusCode).toBe(200)
    expect((await student.get('/api/account/export')).json().user).toMatchObject({ username: slip.username, email: null })
    // Done once: the call now says so, and the slip's password is over.
    expect((await student.post('/api/auth/first-password', { newPassword: 'another-pw' })).statusCode).toBe(409)
    expect((await new Client(t.app, '198.51.100.151').post('/api/school-login', { schoolCode: slip.schoolCode, username: slip.username, password: slip.password })).statusCode).toBe(401)
    expect((await new Client(t.app, '198.51.100.151').post('/api/school-login', { schoolCode: slip.schoolCode, username: slip.username, password: 'lata-own-pw' })).json().mustChangePassword).toBeUndefined()
    const counsellorView = (await studentsOf((await school.counsellor.get('/api/school')).json().classes.find((c: { name: string }) => c.name === '9 Slip').id)).find((s) => s.id === slip.studentId)
    expect(counsellorView?.mustChangePassword).toBe(false)
  })

  it('is limited like an e-mail login', async () => {
    const slip = slips[3] as SignInSlip
    const ip = '198.51.100.160'
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await new Client(t.app, ip).post('/api/school-login', { schoolCode: slip.schoolCode, username: slip.username, password: `wrong-${i}` })).statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    // The right password from that address waits too; from another address it works.
    expect((await new Client(t.app, ip).post('/api/school-login', { schoolCode: slip.schoolCode, username: slip.username, password: slip.password })).statusCode).toBe(429)
    expect((await new Client(t.app, '198.51.100.161').post('/api/school-login', { schoolCode: slip.schoolCode, username: slip.username, password: slip.password })).statusCode).toBe(200)
  })

  it('has no e-mail flows: no address to log in with or to reset by mail', async () => {
    const slip = slips[1] as SignInSlip
    expect((await new Client(t.app).post('/api/login', { email: slip.username, password: slip.password })).statusCode).toBe(400)
    const sent = smtp.messages.length
    expect((await new Client(t.app).post('/api/auth/forgot-password', { email: slip.username })).statusCode).toBe(200)
    await new Promise((r) => setTimeout(r, 200))
    expect(smtp.messages.length).toBe(sent)
  })

  it('gets a new one-time password from the counsellor: every session ends, the old password too', async () => {
    const slip = slips[2] as SignInSlip
    const student = await signInWithSlip(t, slip, 'noor-own-pw')
    const res = await school.counsellor.post(`/api/school/students/${slip.studentId}/reset-password`)
    expect(res.statusCode).toBe(200)
    const fresh = res.json().slip as SignInSlip
    expect(fresh).toMatchObject({ studentId: slip.studentId, username: slip.username, schoolCode: school.code, className: '9 Slip', name: 'Noor Fatima' })
    expect(fresh.password).not.toBe(slip.password)
    expect((await student.get('/api/auth/user')).statusCode).toBe(401)
    const again = new Client(t.app, '198.51.100.170')
    expect((await again.post('/api/school-login', { schoolCode: school.code, username: slip.username, password: 'noor-own-pw' })).statusCode).toBe(401)
    expect((await again.post('/api/school-login', { schoolCode: school.code, username: slip.username, password: fresh.password })).json().mustChangePassword).toBe(true)
    const [entry] = await audits('student.password-reset', slip.studentId)
    expect(entry).toMatchObject({ actor_id: school.counsellorId, actor_kind: 'counsellor', details: { username: slip.username, mustChangePassword: { before: false, after: true } } })
  })

  it('cannot have the password of an e-mail account reset by the counsellor', async () => {
    const c = (await school.counsellor.get('/api/school')).json().classes[0] as { joinCode: string }
    const { client, user } = await registerUser(t.app)
    expect((await client.post('/api/account/join-class', { joinCode: c.joinCode })).statusCode).toBe(200)
    const res = await school.counsellor.post(`/api/school/students/${user.id}/reset-password`)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/signs in with an e-mail address/)
    expect((await school.counsellor.get(`/api/school/students/${user.id}/export`)).statusCode).toBe(409)
    expect((await school.counsellor.request('DELETE', `/api/school/students/${user.id}`)).statusCode).toBe(409)
    expect((await client.get('/api/auth/user')).statusCode).toBe(200)
  })

  it('has the same data rights, through the counsellor: an export, and deletion', async () => {
    const slip = slips[1] as SignInSlip
    await signInWithSlip(t, slip, 'mohan-own-pw')
    const exported = await school.counsellor.get(`/api/school/students/${slip.studentId}/export`)
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="disha-student-data-${slip.username}.json"`)
    expect(exported.json()).toMatchObject({ user: { id: slip.studentId, username: slip.username, email: null }, tests: [], attempts: [] })
    expect(exported.json().sessions).toHaveLength(1)
    expect(await audits('student.data-exported', slip.studentId)).toHaveLength(1)

    const deleted = await school.counsellor.request('DELETE', `/api/school/students/${slip.studentId}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json().message).toBe("Mohan's account and all its data have been deleted.")
    expect((await new Client(t.app, '198.51.100.180').post('/api/school-login', { schoolCode: school.code, username: slip.username, password: 'mohan-own-pw' })).statusCode).toBe(401)
    expect((await school.counsellor.request('DELETE', `/api/school/students/${slip.studentId}`)).statusCode).toBe(404)
    // The trail keeps who it was, though the account is gone.
    const { rows } = (await t.database.db.execute(sql`
      select actor_id, target_user_id, details from audit_log where action = 'student.deleted' and details ->> 'studentId' = ${slip.studentId}`)) as unknown as { rows: Audit[] }
    expect(rows).toEqual([
      expect.objectContaining({
        actor_id: school.counsellorId,
        target_user_id: null,
        details: { studentId: slip.studentId, student: { before: expect.objectContaining({ name: 'Mohan Das', rollNumber: '2', username: slip.username }), after: null } },
      }),
    ])
  })
})

describe('the class view', () => {
  it('says who has not started, who is on the way and who has finished the class grade’s test, and the spread of best families', async () => {
    await admin.post('/api/admin/toggle-payments', { enabled: false })
    const c = await createClass(school.counsellor, { name: '9 Progress', grade: 9 })
    const [done, going, idle] = (await importList(school.counsellor, c.id, 'Uma Rao,1\nVed Jain,2\nWasim Ali,3')) as SignInSlip[]
    const finish = async (client: Client, grade: number) => {
      const questions = (await client.get(questionsUrl(grade))).json() as { id: string; questionType: string; options: string[] }[]
      const answers = Object.fromEntries(questions.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[i % q.options.length] as string)]))
      const attempt = (await client.post('/api/attempts', { grade, studentName: 'Student', ...(grade >= 11 ? { currentStream: 'science-pcm' } : {}) })).json() as { id: string }
      const res = await client.post('/api/tests', { grade, studentName: 'Student', answers, score: {}, timeSpent: 0, attemptId: attempt.id })
      expect(res.statusCode, res.body).toBe(201)
      return (res.json() as { id: string; bestFamily?: { label: string } })
    }
    const test = await finish(await signInWithSlip(t, done as SignInSlip, 'uma-own-pw', '198.51.100.190'), 9)
    const goer = await signInWithSlip(t, going as SignInSlip, 'ved-own-pw', '198.51.100.191')
    expect((await goer.post('/api/attempts', { grade: 9, studentName: 'Ved' })).statusCode).toBe(201)
    // Another grade's test is not the class's.
    await finish(await signInWithSlip(t, idle as SignInSlip, 'wasim-own-pw', '198.51.100.192'), 10)

    const detail = (await school.counsellor.get(`/api/school/classes/${c.id}`)).json() as {
      students: { id: string; progress: string; testId: string | null; bestFamily: string | null }[]
      families: { label: string; count: number }[]
    }
    const byId = new Map(detail.students.map((s) => [s.id, s]))
    expect(test.bestFamily?.label).toBeTruthy()
    expect(byId.get((done as SignInSlip).studentId)).toMatchObject({ progress: 'finished', testId: test.id, bestFamily: test.bestFamily?.label })
    expect(byId.get((going as SignInSlip).studentId)).toMatchObject({ progress: 'in-progress', testId: null, bestFamily: null })
    expect(byId.get((idle as SignInSlip).studentId)).toMatchObject({ progress: 'not-started', testId: null })
    expect(detail.families).toEqual([{ label: test.bestFamily?.label, count: 1 }])
    // The counsellor reads the finished result.
    expect((await school.counsellor.get(`/api/tests/${test.id}/results`)).statusCode).toBe(200)
  })
})
