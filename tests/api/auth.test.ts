import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, createTestApp, registerUser, uniqueEmail, type TestApp } from '../support/app'
import { confirmLinkFrom, resetLinkFrom, startMailCatcher, type MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher

beforeAll(async () => {
  smtp = await startMailCatcher()
  t = await createTestApp({ SMTP_URL: smtp.url, ADMIN_EMAILS: 'Head.Teacher@Example.com' })
})
afterAll(async () => {
  await smtp.close()
})

describe('register', () => {
  it('creates the account, signs in with a secure cookie and never returns the hash', async () => {
    const client = new Client(t.app)
    const email = uniqueEmail()
    const res = await client.post('/api/register', { email, password: 'secret123', firstName: '  Riya ', lastName: '' })
    expect(res.statusCode).toBe(201)
    const user = res.json()
    expect(user).toMatchObject({ email, firstName: 'Riya', lastName: null, isAdmin: false })
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'firstName', 'id', 'isAdmin', 'lastName'])
    const cookie = res.cookies.find((c) => c.name === 'disha_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.value).toMatch(/^[\w-]{43}$/)
    const me = await client.get('/api/auth/user')
    expect(me.statusCode).toBe(200)
    expect(me.json().email).toBe(email)
    expect(me.headers['cache-control']).toBe('no-store')
  })

  it.each([
    [{ password: 'secret123', firstName: 'A' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'secret123', firstName: 'A' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: '12345', firstName: 'A' }, 'Password must be at least 6 characters long'],
    [{ email: 'a@b.co', password: 'secret123', firstName: '   ' }, 'First name is required'],
    [{ email: 'a@b.co', password: 'secret123' }, 'First name is required'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const res = await new Client(t.app).post('/api/register', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(res.json().code).toBe('VALIDATION')
  })

  it('refuses a second account for the same e-mail in another letter case with 409', async () => {
    const { email } = await registerUser(t.app)
    const res = await new Client(t.app).post('/api/register', { email: email.toUpperCase(), password: 'secret123', firstName: 'B' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/already exists/)
  })

  // Defect 3: whoever registered an ADMIN_EMAILS address first became admin without owning the mailbox.
  it('makes an ADMIN_EMAILS address admin only once its owner follows the link mailed to it', async () => {
    const client = new Client(t.app)
    const res = await client.post('/api/register', { email: 'head.teacher@example.com', password: 'secret123', firstName: 'H' })
    expect(res.statusCode).toBe(201)
    expect(res.json().isAdmin).toBe(false)
    expect((await client.get('/api/admin/users')).statusCode).toBe(403)
    const mail = await smtp.waitFor('head.teacher@example.com')
    expect(mail.subject).toMatch(/Confirm your e-mail/)
    const link = new URL(confirmLinkFrom(mail))
    expect(link.origin).toBe('http://disha.test')
    // A made-up or altered token confirms nothing.
    const forged = await new Client(t.app).get(`/api/auth/confirm-email?token=${link.searchParams.get('token')}x`)
    expect(forged.statusCode).toBe(400)
    expect(forged.json().message).toMatch(/invalid or has expired/)
    expect((await client.get('/api/auth/user')).json().isAdmin).toBe(false)
    // The owner, who reads the mailbox, opens the link (in any browser): admin at once.
    const confirm = await new Client(t.app).get(`${link.pathname}${link.search}`)
    expect(confirm.statusCode).toBe(302)
    expect(confirm.headers.location).toBe('/admin')
    expect((await client.get('/api/auth/user')).json().isAdmin).toBe(true)
    expect((await client.get('/api/admin/users')).statusCode).toBe(200)
    // Once only.
    expect((await new Client(t.app).get(`${link.pathname}${link.search}`)).statusCode).toBe(400)
  })

  it('sends no confirmation mail to addresses that are not in ADMIN_EMAILS', async () => {
    const { email } = await registerUser(t.app)
    await expect(smtp.waitFor(email, 500)).rejects.toThrow(/no mail/)
  })
})

describe('login and logout', () => {
  it('logs in with any letter case of the e-mail and rotates the session id', async () => {
    const { client, email, password } = await registerUser(t.app)
    const before = client.cookie
    const res = await client.post('/api/login', { email: email.toUpperCase(), password })
    expect(res.statusCode).toBe(200)
    expect(client.cookie).toBeDefined()
    expect(client.cookie).not.toBe(before)
    // The old id no longer works.
    const old = new Client(t.app)
    old.cookie = before
    expect((await old.get('/api/auth/user')).statusCode).toBe(401)
  })

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await registerUser(t.app)
    const wrong = await new Client(t.app).post('/api/login', { email, password: 'wrong-password' })
    const unknown = await new Client(t.app).post('/api/login', { email: uniqueEmail('nobody'), password: 'wrong-password' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().message).toBe('Invalid email or password')
  })

  it('logout by POST ends the session', async () => {
    const { client } = await registerUser(t.app)
    const token = client.cookie
    const res = await client.post('/api/logout')
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBeTruthy()
    const stale = new Client(t.app)
    stale.cookie = token
    expect((await stale.get('/api/auth/user')).statusCode).toBe(401)
  })

  it('logout and login by browser navigation redirect', async () => {
    const { client } = await registerUser(t.app)
    const token = client.cookie
    const out = await client.get('/api/logout')
    expect(out.statusCode).toBe(302)
    expect(out.headers.location).toBe('/')
    const stale = new Client(t.app)
    stale.cookie = token
    expect((await stale.get('/api/auth/user')).statusCode).toBe(401)
    const login = await new Client(t.app).get('/api/login')
    expect(login.statusCode).toBe(302)
    expect(login.headers.location).toBe('/?showAuth=true')
  })

  it('rate-limits wrong passwords to 10 in 15 minutes per address and account, with Retry-After', async () => {
    const { email } = await registerUser(t.app)
    const client = new Client(t.app, '192.0.2.77')
    for (let i = 0; i < 10; i++) expect((await client.post('/api/login', { email, password: 'nope-nope' })).statusCode).toBe(401)
    const limited = await client.post('/api/login', { email, password: 'nope-nope' })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().message).toMatch(/Too many login attempts/)
    // Another network is not affected.
    expect((await new Client(t.app, '192.0.2.78').post('/api/login', { email, password: 'nope-nope' })).statusCode).toBe(401)
    t.clock.advance(15 * 60_000 + 1000)
    expect((await client.post('/api/login', { email, password: 'nope-nope' })).statusCode).toBe(401)
  })
})

describe('change password', () => {
  it('needs a session', async () => {
    const res = await new Client(t.app).post('/api/auth/change-password', { currentPassword: 'a', newPassword: 'bbbbbb' })
    expect(res.statusCode).toBe(401)
  })

  it('refuses a wrong current password or a short new one and changes nothing', async () => {
    const { client, email, password } = await registerUser(t.app)
    const wrong = await client.post('/api/auth/change-password', { currentPassword: 'not-it', newPassword: 'another1' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Current password is incorrect')
    const short = await client.post('/api/auth/change-password', { currentPassword: password, newPassword: '123' })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('New password must be at least 6 characters long')
    expect((await new Client(t.app).post('/api/login', { email, password })).statusCode).toBe(200)
  })

  it('changes it, rotates this session and ends the others', async () => {
    const { client, email, password } = await registerUser(t.app)
    const other = new Client(t.app, '203.0.113.99')
    await other.post('/api/login', { email, password })
    const before = client.cookie
    const res = await client.post('/api/auth/change-password', { currentPassword: password, newPassword: 'brand-new-1' })
    expect(res.statusCode).toBe(200)
    expect(client.cookie).not.toBe(before)
    expect((await client.get('/api/auth/user')).statusCode).toBe(200)
    expect((await other.get('/api/auth/user')).statusCode).toBe(401)
    expect((await new Client(t.app).post('/api/login', { email, password })).statusCode).toBe(401)
    expect((await new Client(t.app).post('/api/login', { email, password: 'brand-new-1' })).statusCode).toBe(200)
  })
})

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists, and mails a single-use link', async () => {
    const { client: oldSession, email } = await registerUser(t.app)
    const known = await new Client(t.app).post('/api/auth/forgot-password', { email: email.toUpperCase() })
    const unknown = await new Client(t.app).post('/api/auth/forgot-password', { email: uniqueEmail('ghost') })
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())

    const mail = await smtp.waitFor(email)
    const link = new URL(resetLinkFrom(mail))
    expect(link.origin).toBe('http://disha.test')
    const token = link.searchParams.get('token') as string
    expect(token.length).toBeGreaterThanOrEqual(43)

    const short = await new Client(t.app).post('/api/auth/reset-password', { token, newPassword: '123' })
    expect(short.statusCode).toBe(400)
    const ok = await new Client(t.app).post('/api/auth/reset-password', { token, newPassword: 'after-reset' })
    expect(ok.statusCode).toBe(200)
    const again = await new Client(t.app).post('/api/auth/reset-password', { token, newPassword: 'second-try' })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toMatch(/invalid or has expired/)
    // The reset ended the sessions that were open.
    expect((await oldSession.get('/api/auth/user')).statusCode).toBe(401)
    expect((await new Client(t.app).post('/api/login', { email, password: 'after-reset' })).statusCode).toBe(200)
  })

  it('refuses a link older than 60 minutes', async () => {
    const { email, password } = await registerUser(t.app)
    await new Client(t.app).post('/api/auth/forgot-password', { email })
    const token = new URL(resetLinkFrom(await smtp.waitFor(email))).searchParams.get('token')
    t.clock.advance(61 * 60 * 1000)
    const res = await new Client(t.app).post('/api/auth/reset-password', { token, newPassword: 'too-late-1' })
    expect(res.statusCode).toBe(400)
    expect((await new Client(t.app).post('/api/login', { email, password })).statusCode).toBe(200)
  })

  it('refuses an unknown token and a missing e-mail', async () => {
    expect((await new Client(t.app).post('/api/auth/reset-password', { token: 'made-up', newPassword: 'whatever1' })).statusCode).toBe(400)
    const res = await new Client(t.app).post('/api/auth/forgot-password', { email: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Please enter your email address')
  })

  it('rate-limits forgot-password to 5 an hour per address and e-mail, not per e-mail alone', async () => {
    const email = uniqueEmail('limited')
    const client = new Client(t.app, '192.0.2.199')
    for (let i = 0; i < 5; i++) expect((await client.post('/api/auth/forgot-password', { email })).statusCode).toBe(200)
    const res = await client.post('/api/auth/forgot-password', { email })
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBeDefined()
    expect((await new Client(t.app, '192.0.2.200').post('/api/auth/forgot-password', { email })).statusCode).toBe(200)
  })
})

describe('register rate limit', () => {
  it('refuses sign-ups from an address past its hourly allowance, with Retry-After', async () => {
    const ip = '192.0.2.150'
    // The allowance (600 an hour, for a school lab behind one address) used up, as by earlier sign-ups.
    for (let i = 0; i < 600; i++) await t.app.ctx.limiter.hit('register', ip, { limit: 600, windowMs: 3_600_000 })
    const res = await new Client(t.app, ip).post('/api/register', { email: uniqueEmail('bulk'), password: 'secret123', firstName: 'B' })
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('a broken mail server', () => {
  it('never breaks the forgot-password answer', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' })
    const { email } = await registerUser(broken.app)
    const res = await new Client(broken.app).post('/api/auth/forgot-password', { email })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toMatch(/If an account exists/)
  })
})

describe('behind an HTTPS proxy', () => {
  it('marks the session cookie Secure', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' })
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' },
      payload: { email: uniqueEmail(), password: 'secret123', firstName: 'S' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.cookies.find((c) => c.name === 'disha_session')?.secure).toBe(true)
    const plain = await new Client(t.app).post('/api/register', { email: uniqueEmail(), password: 'secret123', firstName: 'S' })
    expect(plain.cookies.find((c) => c.name === 'disha_session')?.secure).toBeFalsy()
  })
})

describe('signed-in hint cookie', () => {
  it('is set beside the session (readable by scripts, same expiry) and cleared with it', async () => {
    const { client, email, password } = await registerUser(t.app)
    const login = await client.post('/api/login', { email, password })
    const session = login.cookies.find((c) => c.name === 'disha_session')
    const hint = login.cookies.find((c) => c.name === 'disha_signed_in')
    expect(session?.httpOnly).toBe(true)
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' })
    expect(hint?.httpOnly).toBeFalsy()
    expect(String(hint?.expires)).toBe(String(session?.expires))
    const out = await client.post('/api/logout')
    const cleared = out.cookies.find((c) => c.name === 'disha_signed_in')
    expect(cleared?.value).toBe('')
    expect(new Date(cleared?.expires ?? 0).getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('grants nothing: the hint without a session is still signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: 'disha_signed_in=1' } })
    expect(res.statusCode).toBe(401)
  })
})
