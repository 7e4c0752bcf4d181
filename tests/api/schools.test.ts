// Schools, counsellors, classes and join codes: a platform admin creates a school and invites its counsellor, who
// sets a password through the mailed link; the counsellor creates classes with join codes; a student joins by code at
// sign-up or later, a wrong code counted like a wrong password. Every action is audited with its before and after.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, createTestApp, registerAdmin, registerUser, uniqueEmail, type TestApp } from '../support/app'
import { createClass, createSchool, inviteAndAccept, type TestSchool } from '../support/schools'
import { invitationLinkFrom, recipients, startMailCatcher, type MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher
let admin: Client
let adminId: string

beforeAll(async () => {
  smtp = await startMailCatcher()
  t = await createTestApp({ SMTP_URL: smtp.url })
  const registered = await registerAdmin(t)
  admin = registered.client
  adminId = registered.user.id
})
afterAll(async () => {
  await smtp.close()
})

type Audit = { actor_id: string | null; actor_kind: string; action: string; target_user_id: string | null; school_id: string | null; details: Record<string, unknown> }

/** The audit entries of an action, oldest first, read from the table (the admin screen shows only the newest). */
async function audits(action: string, where: { schoolId?: string; targetUserId?: string } = {}): Promise<Audit[]> {
  const { rows } = (await t.database.db.execute(sql`
    select actor_id, actor_kind, action, target_user_id, school_id, details from audit_log
    where action = ${action}
      and (${where.schoolId ?? null}::uuid is null or school_id = ${where.schoolId ?? null}::uuid)
      and (${where.targetUserId ?? null}::uuid is null or target_user_id = ${where.targetUserId ?? null}::uuid)
    order by at, id`)) as unknown as { rows: Audit[] }
  return rows
}

async function userCount(): Promise<number> {
  const { rows } = (await t.database.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] }
  return rows[0]?.n ?? 0
}

describe('a school and its counsellor', () => {
  it('is created by a platform admin, with a printable code, and audited', async () => {
    const res = await admin.post('/api/admin/schools', { name: '  Kendriya Vidyalaya Pune  ' })
    expect(res.statusCode).toBe(201)
    const school = res.json()
    expect(school).toMatchObject({ name: 'Kendriya Vidyalaya Pune', counsellors: [], classCount: 0, studentCount: 0 })
    expect(school.code).toMatch(/^[ABCDEFGHJKMNPQRTUVWXY346789]{6}$/)
    expect((await admin.get('/api/admin/schools')).json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: school.id, code: school.code })]))
    const [entry] = await audits('school.created', { schoolId: school.id })
    expect(entry).toMatchObject({ actor_id: adminId, actor_kind: 'admin', details: { school: { before: null, after: { name: 'Kendriya Vidyalaya Pune', code: school.code } } } })

    // The same name in other letters is the same school; a blank one is none.
    const again = await admin.post('/api/admin/schools', { name: 'kendriya vidyalaya pune' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('A school with this name is already on Disha.')
    const blank = await admin.post('/api/admin/schools', { name: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toBe('School name is required')
    expect(await audits('school.created', { schoolId: school.id })).toHaveLength(1)
  })

  it('is for platform admins only', async () => {
    const { client: student } = await registerUser(t.app)
    expect((await new Client(t.app).post('/api/admin/schools', { name: 'Nobody' })).statusCode).toBe(401)
    expect((await new Client(t.app).get('/api/admin/schools')).statusCode).toBe(401)
    const refused = await student.post('/api/admin/schools', { name: 'A student school' })
    expect(refused.statusCode).toBe(403)
    expect((await student.get('/api/admin/schools')).statusCode).toBe(403)
    expect((await admin.get('/api/admin/schools')).json().some((s: { name: string }) => s.name === 'A student school')).toBe(false)
  })

  it('gets a counsellor through an invitation link that sets the password, used once', async () => {
    const school = (await admin.post('/api/admin/schools', { name: 'DAV Public School' })).json() as { id: string; code: string }
    const email = uniqueEmail('counsellor')
    const invited = await admin.post(`/api/admin/schools/${school.id}/counsellors`, { email, firstName: 'Meera', lastName: 'Iyer' })
    expect(invited.statusCode).toBe(201)
    const counsellorId = invited.json().counsellor.id as string
    expect(invited.json().counsellor).toMatchObject({ email, firstName: 'Meera', joined: false })

    const mail = await smtp.waitFor(email)
    expect(mail.subject).toBe('Your Disha counsellor account for DAV Public School')
    const link = new URL(invitationLinkFrom(mail))
    expect(`${link.origin}${link.pathname}`).toBe('http://disha.test/invitation')
    const token = link.searchParams.get('token') as string

    // Nobody can sign in before the invitee sets a password.
    expect((await new Client(t.app).post('/api/login', { email, password: 'guess-me' })).statusCode).toBe(401)

    const page = new Client(t.app, '198.51.100.60')
    expect((await page.post('/api/invitations/check', { token })).json()).toEqual({ usable: true, schoolName: 'DAV Public School' })
    expect((await page.post('/api/invitations/check', { token: `${token}x` })).json()).toEqual({ usable: false, schoolName: null })
    const short = await page.post('/api/invitations/accept', { token, newPassword: '123' })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('Password must be at least 6 characters long')

    const accepted = await page.post('/api/invitations/accept', { token, newPassword: 'counsellor-pw' })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toMatchObject({ id: counsellorId, email, role: 'counsellor', isAdmin: false, school: { name: 'DAV Public School', code: school.code } })
    expect((await page.get('/api/auth/user')).json()).toMatchObject({ role: 'counsellor', school: { code: school.code } })
    expect((await page.get('/api/school')).statusCode).toBe(200)
    expect((await page.get('/api/admin/users')).statusCode).toBe(403)

    // The link works once; the password works from now on.
    expect((await page.post('/api/invitations/check', { token })).json()).toEqual({ usable: false, schoolName: null })
    const reused = await new Client(t.app).post('/api/invitations/accept', { token, newPassword: 'takeover-pw' })
    expect(reused.statusCode).toBe(400)
    expect(reused.json().message).toMatch(/invalid, has been used or has expired/)
    expect((await new Client(t.app).post('/api/login', { email, password: 'counsellor-pw' })).json()).toMatchObject({ role: 'counsellor' })

    const listed = ((await admin.get('/api/admin/schools')).json() as { id: string; counsellors: { id: string; joined: boolean }[] }[]).find((s) => s.id === school.id)
    expect(listed?.counsellors).toEqual([expect.objectContaining({ id: counsellorId, joined: true })])
    const [invitedEntry] = await audits('counsellor.invited', { targetUserId: counsellorId })
    expect(invitedEntry).toMatchObject({ actor_id: adminId, actor_kind: 'admin', school_id: school.id, details: { email, school: 'DAV Public School', role: { before: null, after: 'counsellor' } } })
    const [joinedEntry] = await audits('counsellor.joined', { targetUserId: counsellorId })
    expect(joinedEntry).toMatchObject({ actor_id: counsellorId, actor_kind: 'counsellor', school_id: school.id, details: { joined: { before: false, after: true } } })
  })

  it('sends a new link to an invitee who has not set a password, and voids the earlier one', async () => {
    const school = (await admin.post('/api/admin/schools', { name: 'St. Xavier’s High School' })).json() as { id: string }
    const email = uniqueEmail('counsellor')
    expect((await admin.post(`/api/admin/schools/${school.id}/counsellors`, { email, firstName: 'Ravi' })).statusCode).toBe(201)
    const first = new URL(invitationLinkFrom(await smtp.waitFor(email))).searchParams.get('token') as string
    const again = await admin.post(`/api/admin/schools/${school.id}/counsellors`, { email, firstName: 'Ravi' })
    expect(again.statusCode).toBe(201)
    expect(again.json().message).toMatch(/earlier link no longer works/)
    const mailsTo = () => smtp.messages.filter((m) => recipients(m).includes(email))
    await expect.poll(() => mailsTo().length).toBe(2)
    const second = mailsTo()
      .map((m) => new URL(invitationLinkFrom(m)).searchParams.get('token') as string)
      .find((tok) => tok !== first) as string
    expect((await new Client(t.app).post('/api/invitations/check', { token: first })).json().usable).toBe(false)
    expect((await new Client(t.app).post('/api/invitations/accept', { token: second, newPassword: 'ravi-pw-1' })).statusCode).toBe(200)
    // Once joined, the address is an account like any other: not invited again.
    expect((await admin.post(`/api/admin/schools/${school.id}/counsellors`, { email, firstName: 'Ravi' })).statusCode).toBe(409)
    expect(await audits('counsellor.invited', { schoolId: school.id })).toHaveLength(2)
  })

  it('is never made from a student account, and the school must exist', async () => {
    const school = (await admin.post('/api/admin/schools', { name: 'Delhi Public School' })).json() as { id: string }
    const { email, user } = await registerUser(t.app)
    const taken = await admin.post(`/api/admin/schools/${school.id}/counsellors`, { email: email.toUpperCase(), firstName: 'Asha' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toMatch(/already exists/)
    expect((await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).json().users.find((u: { id: string }) => u.id === user.id)).toMatchObject({ role: 'student' })
    expect(await audits('counsellor.invited', { targetUserId: user.id })).toHaveLength(0)

    const unknown = await admin.post('/api/admin/schools/00000000-0000-4000-8000-000000000000/counsellors', { email: uniqueEmail(), firstName: 'X' })
    expect(unknown.statusCode).toBe(404)
    const malformed = await admin.post('/api/admin/schools/not-a-school/counsellors', { email: uniqueEmail(), firstName: 'X' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe('This id is not valid.')
    const badEmail = await admin.post(`/api/admin/schools/${school.id}/counsellors`, { email: 'not-an-address', firstName: 'X' })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json().message).toBe('Please enter a valid email address')
  })
})

describe('classes', () => {
  let school: TestSchool
  beforeAll(async () => {
    school = await createSchool(t, admin, smtp)
  })

  it('are created by the counsellor with a join code each, and audited', async () => {
    const res = await school.counsellor.post('/api/school/classes', { name: ' 9 A ', grade: 9, board: 'cbse' })
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({ name: '9 A', grade: 9, board: 'cbse', studentCount: 0 })
    expect(created.joinCode).toMatch(/^[ABCDEFGHJKMNPQRTUVWXY346789]{8}$/)
    const other = await createClass(school.counsellor, { name: '10 B', grade: 10, board: 'state' })
    expect(other.joinCode).not.toBe(created.joinCode)

    const mine = (await school.counsellor.get('/api/school')).json()
    expect(mine).toMatchObject({ id: school.id, name: school.name, code: school.code })
    expect(mine.classes.map((c: { name: string }) => c.name)).toEqual(['9 A', '10 B'])

    const [entry] = await audits('class.created', { schoolId: school.id })
    expect(entry).toMatchObject({
      actor_id: school.counsellorId,
      actor_kind: 'counsellor',
      details: { classId: created.id, class: { before: null, after: { name: '9 A', grade: 9, board: 'cbse' } } },
    })
  })

  it('are refused with a message for a taken name, a grade or board that does not exist', async () => {
    await createClass(school.counsellor, { name: '8 C', grade: 8 })
    const taken = await school.counsellor.post('/api/school/classes', { name: '8 c', grade: 8, board: 'cbse' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('Your school already has a class with this name.')
    const grade = await school.counsellor.post('/api/school/classes', { name: '7 A', grade: 7, board: 'cbse' })
    expect(grade.statusCode).toBe(400)
    expect(grade.json().message).toBe('Grade must be a number from 8 to 12')
    const board = await school.counsellor.post('/api/school/classes', { name: '9 Z', grade: 9, board: 'ib' })
    expect(board.statusCode).toBe(400)
    expect(board.json().message).toBe('Choose the board: CBSE, ICSE or State board')
    expect((await school.counsellor.get('/api/school')).json().classes.map((c: { name: string }) => c.name)).not.toContain('7 A')
  })

  it('are the counsellor’s alone: 401 signed out, 403 to a student and to an admin', async () => {
    const { client: student } = await registerUser(t.app)
    for (const [method, url, body] of [
      ['GET', '/api/school', undefined],
      ['POST', '/api/school/classes', { name: 'X', grade: 9, board: 'cbse' }],
    ] as const) {
      expect((await new Client(t.app).request(method, url, body)).statusCode).toBe(401)
      const refused = await student.request(method, url, body)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('Counsellor access required')
      expect((await admin.request(method, url, body)).statusCode).toBe(403)
    }
  })
})

describe('join codes', () => {
  let school: TestSchool
  let nine: { id: string; joinCode: string; name: string }
  beforeAll(async () => {
    school = await createSchool(t, admin, smtp)
    nine = await createClass(school.counsellor, { name: '9 A', grade: 9 })
  })

  it('join a class at sign-up, typed in any case and with spaces', async () => {
    const typed = `${nine.joinCode.slice(0, 4).toLowerCase()} ${nine.joinCode.slice(4)}`
    const client = new Client(t.app, '198.51.100.31')
    const res = await client.post('/api/register', { email: uniqueEmail(), password: 'secret123', firstName: 'Kabir', joinCode: typed })
    expect(res.statusCode).toBe(201)
    // The student studies the class's board, so the knowledge questions are drawn for it (as when joining later).
    expect(res.json()).toMatchObject({ role: 'student', board: 'cbse', school: { name: school.name, code: school.code }, schoolClass: { name: '9 A', grade: 9, board: 'cbse' } })
    const detail = (await school.counsellor.get(`/api/school/classes/${nine.id}`)).json()
    expect(detail.students).toEqual([expect.objectContaining({ id: res.json().id, firstName: 'Kabir', progress: 'not-started', username: null, rollNumber: null })])
  })

  it('create no account when the code is wrong, and say so beside the field', async () => {
    const email = uniqueEmail()
    const before = await userCount()
    const res = await new Client(t.app, '198.51.100.32').post('/api/register', { email, password: 'secret123', firstName: 'Zoya', joinCode: 'ABCDEFGH' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: 'This class code is not right. Check it with your counsellor.', issues: [{ field: 'joinCode' }] })
    const malformed = await new Client(t.app, '198.51.100.32').post('/api/register', { email, password: 'secret123', firstName: 'Zoya', joinCode: 'AB!' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe('The class code has 8 letters and digits')
    expect(await userCount()).toBe(before)
    // The address is still free: nothing was stored.
    expect((await new Client(t.app, '198.51.100.32').post('/api/register', { email, password: 'secret123', firstName: 'Zoya' })).statusCode).toBe(201)
  })

  it('join a class later, from the profile', async () => {
    const { client, user } = await registerUser(t.app)
    const wrong = await client.post('/api/account/join-class', { joinCode: 'QQQQQQQQ' })
    expect(wrong.statusCode).toBe(400)
    expect((await client.get('/api/auth/user')).json().school).toBeUndefined()
    const joined = await client.post('/api/account/join-class', { joinCode: nine.joinCode })
    expect(joined.statusCode).toBe(200)
    expect(joined.json()).toMatchObject({ id: user.id, schoolClass: { name: '9 A' } })
    // The session shows it at once (the cached user was forgotten).
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ school: { code: school.code }, schoolClass: { name: '9 A' } })

    // Another class of the same school moves the student; a class of another school does not take them.
    const ten = await createClass(school.counsellor, { name: '10 A', grade: 10 })
    expect((await client.post('/api/account/join-class', { joinCode: ten.joinCode })).json().schoolClass.name).toBe('10 A')
    const otherSchool = await createSchool(t, admin, smtp)
    const elsewhere = await createClass(otherSchool.counsellor, { name: '10 A', grade: 10 })
    const moved = await client.post('/api/account/join-class', { joinCode: elsewhere.joinCode })
    expect(moved.statusCode).toBe(409)
    expect((await client.get('/api/auth/user')).json().school.code).toBe(school.code)

    // A counsellor is no student of a class.
    const counsellorJoin = await school.counsellor.post('/api/account/join-class', { joinCode: nine.joinCode })
    expect(counsellorJoin.statusCode).toBe(403)
    expect((await new Client(t.app).post('/api/account/join-class', { joinCode: nine.joinCode })).statusCode).toBe(401)
  })

  it('are limited like password guesses, even when sent at once', async () => {
    const { client } = await registerUser(t.app)
    const guesses = await Promise.all(Array.from({ length: 16 }, (_, i) => client.post('/api/account/join-class', { joinCode: `WRONG${100 + i}` })))
    const statuses = guesses.map((g) => g.statusCode)
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6)
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true)
    // Past the limit even the right code waits: a guesser cannot tell a right code from a wrong one.
    const right = await client.post('/api/account/join-class', { joinCode: nine.joinCode })
    expect(right.statusCode).toBe(429)
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
    expect(right.json().message).toMatch(/Too many wrong class codes/)
    // After the window it is accepted.
    t.clock.advance(16 * 60 * 1000)
    expect((await client.post('/api/account/join-class', { joinCode: nine.joinCode })).statusCode).toBe(200)
  })

  it('are limited per address at sign-up too (a hundred wrong codes in 15 minutes)', async () => {
    const ip = '203.0.113.201'
    let refused = 0
    for (let i = 0; i < 101; i++) {
      const res = await new Client(t.app, ip).post('/api/register', { email: uniqueEmail(), password: 'secret123', firstName: 'Guess', joinCode: 'WWWWWWWW' })
      if (res.statusCode === 429) refused += 1
      else expect(res.statusCode).toBe(400)
    }
    expect(refused).toBe(1)
    // Another address is not held up.
    expect((await new Client(t.app, '203.0.113.202').post('/api/register', { email: uniqueEmail(), password: 'secret123', firstName: 'Ok', joinCode: nine.joinCode })).statusCode).toBe(201)
  })
})

describe('a counsellor invited again after joining another school', () => {
  it('cannot be: the address is an account', async () => {
    const a = await createSchool(t, admin, smtp)
    const b = (await admin.post('/api/admin/schools', { name: `Another ${a.name}` })).json() as { id: string }
    const res = await admin.post(`/api/admin/schools/${b.id}/counsellors`, { email: a.counsellorEmail, firstName: 'Meera' })
    expect(res.statusCode).toBe(409)
    // Inviting a second counsellor to a school works.
    const second = await inviteAndAccept(t, admin, smtp, a.id)
    expect((await second.counsellor.get('/api/school')).json().id).toBe(a.id)
  })
})
