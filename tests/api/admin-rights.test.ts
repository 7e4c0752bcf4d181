// Admin rights: only the owner of an ADMIN_EMAILS mailbox becomes admin through it, never whoever registered the
// address first; admin rights can be taken away (never from the last admin), and every change is audited.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantFromAdminEmails } from '../../src/server/services/admin-rights'
import { openSecondConnection } from '../support/database'
import { Client, createTestApp, registerAdmin, registerUser, uniqueEmail, type TestApp } from '../support/app'
import { confirmLinkFrom, resetLinkFrom, startMailCatcher, type MailCatcher } from '../support/smtp'

const PRINCIPAL = 'principal@school.test'
const COUNSELLOR = 'counsellor@school.test'

let t: TestApp
let smtp: MailCatcher

beforeAll(async () => {
  smtp = await startMailCatcher()
  t = await createTestApp({ SMTP_URL: smtp.url, ADMIN_EMAILS: `Principal@School.test, ${COUNSELLOR}` })
})
afterAll(async () => {
  await smtp.close()
})

type AuditRow = { actorId: string | null; actorKind: string; action: string; targetUserId: string | null; details: Record<string, unknown> }

async function auditOf(admin: Client, userId: string): Promise<AuditRow[]> {
  const res = await admin.get('/api/admin/audit')
  expect(res.statusCode).toBe(200)
  return (res.json() as { entries: AuditRow[] }).entries.filter((e) => e.targetUserId === userId)
}

describe('an ADMIN_EMAILS address registered by a squatter', () => {
  it('gives the squatter nothing, and the mailbox owner the account and admin rights once they set a password', async () => {
    // A stranger registers the principal's address first.
    const squatter = new Client(t.app, '203.0.113.66')
    const registered = await squatter.post('/api/register', { email: PRINCIPAL, password: 'squatter-pw', firstName: 'Not the principal' })
    expect(registered.statusCode).toBe(201)
    expect(registered.json()).toMatchObject({ isAdmin: false, adminConfirmationPending: true })
    expect((await squatter.get('/api/auth/user')).json()).toMatchObject({ isAdmin: false, adminConfirmationPending: true })
    expect((await squatter.get('/api/admin/users')).statusCode).toBe(403)

    // The principal receives the mail: its link opens a page that asks for a new password.
    const mail = await smtp.waitFor(PRINCIPAL)
    expect(mail.subject).toMatch(/Confirm your e-mail/)
    expect(mail.text).toMatch(/set a new password/)
    const link = new URL(confirmLinkFrom(mail))
    expect(`${link.origin}${link.pathname}`).toBe('http://disha.test/confirm-email')
    const token = link.searchParams.get('token') as string

    // Opening the page changes nothing: the squatter's session is still an ordinary one.
    const principal = new Client(t.app, '198.51.100.200')
    expect((await principal.post('/api/auth/confirm-email/check', { token })).json()).toEqual({ usable: true })
    const old = await principal.get(`/api/auth/confirm-email?token=${token}`)
    expect(old.statusCode).toBe(302)
    expect(old.headers.location).toBe(`/confirm-email?token=${token}`)
    expect((await squatter.get('/api/auth/user')).json().isAdmin).toBe(false)

    // A made-up or altered token confirms nothing, and says so.
    expect((await principal.post('/api/auth/confirm-email/check', { token: `${token}x` })).json()).toEqual({ usable: false })
    const forged = await principal.post('/api/auth/confirm-email', { token: `${token}x`, newPassword: 'principal-pw' })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().message).toMatch(/invalid, has been used or has expired/)
    const short = await principal.post('/api/auth/confirm-email', { token, newPassword: '123' })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('Password must be at least 6 characters long')
    expect((await principal.post('/api/auth/confirm-email/check', { token })).json()).toEqual({ usable: true })

    // The principal sets a password: admin, signed in here, and the squatter's session is over.
    const confirmed = await principal.post('/api/auth/confirm-email', { token, newPassword: 'principal-pw' })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({ email: PRINCIPAL, isAdmin: true })
    expect(confirmed.json().adminConfirmationPending).toBeUndefined()
    expect((await principal.get('/api/admin/users')).statusCode).toBe(200)
    expect((await squatter.get('/api/auth/user')).statusCode).toBe(401)
    expect((await squatter.get('/api/admin/users')).statusCode).toBe(401)
    expect((await new Client(t.app, '203.0.113.66').post('/api/login', { email: PRINCIPAL, password: 'squatter-pw' })).statusCode).toBe(401)
    expect((await new Client(t.app).post('/api/login', { email: PRINCIPAL, password: 'principal-pw' })).json().isAdmin).toBe(true)

    // The link works once.
    expect((await principal.post('/api/auth/confirm-email/check', { token })).json()).toEqual({ usable: false })
    expect((await principal.post('/api/auth/confirm-email', { token, newPassword: 'again-pw' })).statusCode).toBe(400)

    // Recorded, as ADMIN_EMAILS acting through the confirmation link.
    const audit = await auditOf(principal, confirmed.json().id)
    expect(audit).toEqual([
      expect.objectContaining({ actorId: null, actorKind: 'admin-emails', action: 'admin.granted', details: expect.objectContaining({ how: 'confirmation-link', email: PRINCIPAL }) }),
    ])
  })

  it('grants nothing to sessions that existed before a password reset through the mailbox either', async () => {
    const squatter = new Client(t.app, '203.0.113.67')
    expect((await squatter.post('/api/register', { email: COUNSELLOR, password: 'squatter-pw', firstName: 'S' })).statusCode).toBe(201)
    await smtp.waitFor(COUNSELLOR)
    // The owner uses "Forgot password" instead of the confirmation link: the same mailbox proof.
    expect((await new Client(t.app).post('/api/auth/forgot-password', { email: COUNSELLOR })).statusCode).toBe(200)
    const reset = await smtp.waitFor(COUNSELLOR, 5000, /Reset/)
    const token = new URL(resetLinkFrom(reset)).searchParams.get('token')
    expect((await new Client(t.app).post('/api/auth/reset-password', { token, newPassword: 'owner-pw-1' })).statusCode).toBe(200)
    expect((await squatter.get('/api/auth/user')).statusCode).toBe(401)
    const owner = new Client(t.app)
    expect((await owner.post('/api/login', { email: COUNSELLOR, password: 'owner-pw-1' })).json().isAdmin).toBe(true)
  })
})

describe('removing admin rights', () => {
  it('takes effect on the next request, is audited with who and what, and is refused for the last admin', async () => {
    const a = await registerAdmin(t, { email: uniqueEmail('admin-a') })
    const b = await registerUser(t.app)
    expect((await a.client.post(`/api/admin/users/${b.user.id}/make-admin`)).statusCode).toBe(200)
    expect((await b.client.get('/api/admin/users')).statusCode).toBe(200)

    const revoked = await a.client.post(`/api/admin/users/${b.user.id}/revoke-admin`)
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().message).toBe('Admin access removed')
    expect((await b.client.get('/api/auth/user')).json().isAdmin).toBe(false)
    expect((await b.client.get('/api/admin/users')).statusCode).toBe(403)
    // Removing it again changes nothing and records nothing.
    expect((await a.client.post(`/api/admin/users/${b.user.id}/revoke-admin`)).statusCode).toBe(200)

    const audit = await auditOf(a.client, b.user.id)
    expect(audit.map((e) => [e.action, e.actorKind, e.actorId])).toEqual([
      ['admin.revoked', 'admin', a.user.id],
      ['admin.granted', 'admin', a.user.id],
    ])
    expect(audit[0]?.details).toMatchObject({ isAdmin: { before: true, after: false } })
  })

  it('never leaves Disha without an admin, even when two admins remove each other at once', async () => {
    const fresh = await createTestApp()
    const a = await registerAdmin(fresh)
    const b = await registerAdmin(fresh)
    // On PostgreSQL each call has its own connection, so the two really run together.
    const [ab, ba] = await Promise.all([
      a.client.post(`/api/admin/users/${b.user.id}/revoke-admin`),
      b.client.post(`/api/admin/users/${a.user.id}/revoke-admin`),
    ])
    // Exactly one succeeds. The other is refused by the last-admin check (409) when both reach it together, or by
    // the admin guard (403) when the first has already ended the other's rights before it was checked.
    const [done, refused] = ab.statusCode === 200 ? [ab, ba] : [ba, ab]
    expect(done.statusCode).toBe(200)
    if (refused.statusCode === 409) {
      expect(refused.json()).toMatchObject({ code: 'LAST_ADMIN', message: expect.stringMatching(/at least one admin/) })
    } else {
      expect(refused.statusCode).toBe(403)
    }
    const admins = await fresh.database.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE is_admin`)
    expect((admins as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1)
    // The one left cannot remove themselves either.
    const last = ab.statusCode === 200 ? a : b
    expect((await last.client.post(`/api/admin/users/${last.user.id}/revoke-admin`)).statusCode).toBe(409)
  })

  it('is not undone by ADMIN_EMAILS at the next start, nor by the owner resetting the password', async () => {
    const admin = await registerAdmin(t)
    const listed = 'deputy@school.test'
    const fresh = await createTestApp({ SMTP_URL: smtp.url, ADMIN_EMAILS: listed }, { database: await openSecondConnection(t.database) })
    const owner = new Client(fresh.app)
    expect((await owner.post('/api/register', { email: listed, password: 'deputy-pw', firstName: 'D' })).statusCode).toBe(201)
    const token = new URL(confirmLinkFrom(await smtp.waitFor(listed))).searchParams.get('token')
    const confirmed = await owner.post('/api/auth/confirm-email', { token, newPassword: 'deputy-pw-2' })
    expect(confirmed.json().isAdmin).toBe(true)
    const id = confirmed.json().id as string

    expect((await admin.client.post(`/api/admin/users/${id}/revoke-admin`)).statusCode).toBe(200)
    expect(await grantFromAdminEmails(fresh.database.db, [listed], new Date())).toBe(0)
    expect((await owner.get('/api/auth/user')).json().isAdmin).toBe(false)
    expect((await owner.post('/api/auth/forgot-password', { email: listed })).statusCode).toBe(200)
    const reset = new URL(resetLinkFrom(await smtp.waitFor(listed, 5000, /Reset/))).searchParams.get('token')
    expect((await owner.post('/api/auth/reset-password', { token: reset, newPassword: 'deputy-pw-3' })).statusCode).toBe(200)
    expect((await owner.post('/api/login', { email: listed, password: 'deputy-pw-3' })).json().isAdmin).toBe(false)
    // An admin can still give the rights back.
    expect((await admin.client.post(`/api/admin/users/${id}/make-admin`)).statusCode).toBe(200)
    expect((await owner.get('/api/auth/user')).json().isAdmin).toBe(true)
  })

  it('answers 401 signed out, 403 to a student and 404 for an unknown or malformed id, changing nothing', async () => {
    const admin = await registerAdmin(t)
    const student = await registerUser(t.app)
    expect((await new Client(t.app).post(`/api/admin/users/${admin.user.id}/revoke-admin`)).statusCode).toBe(401)
    expect((await student.client.post(`/api/admin/users/${admin.user.id}/revoke-admin`)).statusCode).toBe(403)
    expect((await admin.client.post('/api/admin/users/00000000-0000-4000-8000-000000000000/revoke-admin')).statusCode).toBe(404)
    expect((await admin.client.post('/api/admin/users/not-a-uuid/revoke-admin')).statusCode).toBe(404)
    expect((await admin.client.get('/api/auth/user')).json().isAdmin).toBe(true)
  })

  it('keeps the audit trail out of reach of the API: it can be read, never changed', async () => {
    const admin = await registerAdmin(t)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect((await admin.client.request(method, '/api/admin/audit', method === 'DELETE' ? undefined : {})).statusCode).toBe(404)
    }
    const student = await registerUser(t.app)
    expect((await student.client.get('/api/admin/audit')).statusCode).toBe(403)
  })
})
