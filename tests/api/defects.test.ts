// The defects found by probing (issue 11), each pinned by a test that failed before its fix.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { hashPassword } from '../../src/server/auth/passwords'
import { Client, createTestApp, registerAdmin, registerUser, uniqueEmail, type TestApp, streamFor, questionsUrl } from '../support/app'
import { resetLinkFrom, startMailCatcher, type MailCatcher } from '../support/smtp'

// The app's password hashing, watched: a refused reset must not have spent an argon2 hash (defect 7).
vi.mock('../../src/server/auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/server/auth/passwords')>()
  return { ...original, hashPassword: vi.fn(original.hashPassword) }
})

let t: TestApp
let admin: Client
let smtp: MailCatcher

beforeAll(async () => {
  smtp = await startMailCatcher()
  t = await createTestApp({ SMTP_URL: smtp.url })
  admin = (await registerAdmin(t)).client
  expect((await admin.post('/api/admin/toggle-payments', { enabled: false })).statusCode).toBe(200)
})

async function answersFor(client: Client, grade: number): Promise<Record<string, string>> {
  const questions = (await client.get(questionsUrl(grade))).json() as { id: string; questionType: string; options: string[] }[]
  return Object.fromEntries(questions.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[0] as string)]))
}

async function completedTest(client: Client, grade = 10) {
  const attempt = (await client.post('/api/attempts', { grade, studentName: 'Asha', ...streamFor(grade) })).json() as { id: string }
  const res = await client.post('/api/tests', { grade, studentName: 'Asha', answers: await answersFor(client, grade), score: {}, timeSpent: 600, attemptId: attempt.id })
  expect(res.statusCode).toBe(201)
  return { attemptId: attempt.id, test: res.json() as { id: string; timeSpent: number } }
}

async function tableCounts() {
  const counts: Record<string, number> = {}
  for (const table of ['users', 'tests', 'test_attempts', 'counselling_requests']) {
    const { rows } = (await t.database.db.execute(`select count(*)::int as n from ${table}`)) as unknown as { rows: { n: number }[] }
    counts[table] = rows[0]?.n ?? -1
  }
  return counts
}

describe('defect 4: control characters in free text', () => {
  const NUL = '\u0000'
  it('refuses them with 400 in every name and free-text field, and stores nothing', async () => {
    const { client } = await registerUser(t.app)
    const { test } = await completedTest(client, 9)
    const before = await tableCounts()
    const refused = [
      await new Client(t.app).post('/api/register', { email: 'nul.first@example.com', password: 'secret123', firstName: `A${NUL}sha` }),
      await new Client(t.app).post('/api/register', { email: 'nul.last@example.com', password: 'secret123', firstName: 'Asha', lastName: `V\u0007` }),
      await client.post('/api/attempts', { grade: 11, studentName: `Asha${NUL}` }),
      await client.post('/api/tests', { grade: 11, studentName: `\u001bAsha`, answers: {}, score: {}, timeSpent: 5 }),
      await client.post('/api/counselling-requests', { testId: test.id, contactName: `Pa${NUL}rent`, phone: '9876543210', preferredTime: 'Weekend' }),
      await client.post('/api/counselling-requests', { testId: test.id, contactName: 'Parent', phone: '9876543210', preferredTime: 'Weekend', message: `call${NUL}me` }),
    ]
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().message).toMatch(/control characters|not allowed/i)
    }
    expect(await tableCounts()).toEqual(before)
    // Line breaks in a message are fine.
    const ok = await client.post('/api/counselling-requests', { testId: test.id, contactName: 'Parent', phone: '9876543210', preferredTime: 'Weekend', message: 'Evenings\nplease' })
    expect(ok.statusCode).toBe(201)
  })
})

describe('defect 6: every submission belongs to an attempt the server started', () => {
  it('refuses a submission without one with 409, and times an attempt by the server clock, never the client', async () => {
    const { client } = await registerUser(t.app)
    const answers = await answersFor(client, 11)
    const before = await tableCounts()
    const orphan = await client.post('/api/tests', { grade: 11, studentName: 'Quick', answers, score: {}, timeSpent: 1 })
    expect(orphan.statusCode).toBe(409)
    expect(orphan.json().message).toMatch(/start the test/i)
    expect(await tableCounts()).toEqual(before)

    await client.post('/api/attempts', { grade: 11, studentName: 'Quick', ...streamFor(11) })
    t.clock.advance(300_000)
    // Without attemptId: the caller's open attempt for that grade.
    const res = await client.post('/api/tests', { grade: 11, studentName: 'Quick', answers, score: {}, timeSpent: 1 })
    expect(res.statusCode).toBe(201)
    expect(res.json().timeSpent).toBe(300)
  })
})

describe('defect 8: an old attempt after an admin reset', () => {
  it('cannot be submitted again to make a second completed test', async () => {
    const { client } = await registerUser(t.app)
    const { attemptId, test } = await completedTest(client, 12)
    expect((await admin.request('DELETE', `/api/admin/tests/${test.id}`)).statusCode).toBe(200)
    const answers = await answersFor(client, 12)
    const again = await client.post('/api/tests', { grade: 12, studentName: 'Asha', answers, score: {}, timeSpent: 60, attemptId })
    expect(again.statusCode).toBe(409)
    expect((await client.get('/api/tests/history')).json()).toHaveLength(0)
    // The reset still lets the student take the grade again, through a new attempt.
    const fresh = await completedTest(client, 12)
    expect(fresh.attemptId).not.toBe(attemptId)
    const resent = await client.post('/api/tests', { grade: 12, studentName: 'Asha', answers, score: {}, timeSpent: 60, attemptId })
    expect(resent.statusCode).toBe(409)
    expect((await client.get('/api/tests/history')).json()).toHaveLength(1)
  })
})

describe('defect 7: password spraying and reset-password', () => {
  it('limits one address trying many accounts, with Retry-After', async () => {
    const sprayer = new Client(t.app, '192.0.2.201')
    let limited
    for (let i = 0; i < 150 && !limited; i += 1) {
      const res = await sprayer.post('/api/login', { email: uniqueEmail('victim'), password: 'Password1' })
      if (res.statusCode === 429) limited = res
      else expect(res.statusCode).toBe(401)
    }
    expect(limited?.statusCode).toBe(429)
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0)
    // A real student from another address still gets in.
    const { email, password } = await registerUser(t.app)
    expect((await new Client(t.app, '192.0.2.202').post('/api/login', { email, password })).statusCode).toBe(200)
  })

  it('checks the reset token before hashing the new password, and limits guesses per address', async () => {
    const guesser = new Client(t.app, '192.0.2.203')
    vi.mocked(hashPassword).mockClear()
    for (let i = 0; i < 5; i += 1) {
      const res = await guesser.post('/api/auth/reset-password', { token: `guess-${i}`, newPassword: 'a-new-password' })
      expect(res.statusCode).toBe(400)
    }
    expect(hashPassword).not.toHaveBeenCalled()
    let limited
    for (let i = 0; i < 40 && !limited; i += 1) {
      const res = await guesser.post('/api/auth/reset-password', { token: `guess-more-${i}`, newPassword: 'a-new-password' })
      if (res.statusCode === 429) limited = res
    }
    expect(limited?.headers['retry-after']).toBeDefined()
  })
})

describe('defect 9: a password change ends outstanding reset links', () => {
  it('refuses a link mailed before the change', async () => {
    const { client, email, password } = await registerUser(t.app)
    expect((await new Client(t.app).post('/api/auth/forgot-password', { email })).statusCode).toBe(200)
    const token = new URL(resetLinkFrom(await smtp.waitFor(email))).searchParams.get('token')
    expect((await client.post('/api/auth/change-password', { currentPassword: password, newPassword: 'changed-123' })).statusCode).toBe(200)
    const reset = await new Client(t.app).post('/api/auth/reset-password', { token, newPassword: 'attacker-1' })
    expect(reset.statusCode).toBe(400)
    expect((await new Client(t.app).post('/api/login', { email, password: 'changed-123' })).statusCode).toBe(200)
  })
})

describe('defect 10: nobody can block a student from resetting their password', () => {
  it('limits the requester by address and e-mail, while the owner still gets a working link', async () => {
    const { email } = await registerUser(t.app)
    const attacker = new Client(t.app, '192.0.2.210')
    const statuses: number[] = []
    for (let i = 0; i < 12; i += 1) statuses.push((await attacker.post('/api/auth/forgot-password', { email })).statusCode)
    expect(statuses).toContain(429)
    // The student, from home, asks too: not refused, and a link that works is in their mailbox.
    const owner = await new Client(t.app, '198.51.100.210').post('/api/auth/forgot-password', { email })
    expect(owner.statusCode).toBe(200)
    await smtp.waitFor(email)
    const links = smtp.messages.filter((m) => (m.text ?? '').includes(email) || JSON.stringify(m.to).includes(email.toLowerCase()))
    const newest = links.at(-1)
    expect(newest).toBeDefined()
    const token = new URL(resetLinkFrom(newest!)).searchParams.get('token')
    const reset = await new Client(t.app, '198.51.100.210').post('/api/auth/reset-password', { token, newPassword: 'mine-again-1' })
    expect(reset.statusCode).toBe(200)
    expect((await new Client(t.app, '198.51.100.211').post('/api/login', { email, password: 'mine-again-1' })).statusCode).toBe(200)
  })
})
