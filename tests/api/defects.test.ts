// The defects found by probing (issue 11), each pinned by a test that failed before its fix.
import { beforeAll, describe, expect, it } from 'vitest'
import { Client, createTestApp, registerAdmin, registerUser, type TestApp } from '../support/app'

let t: TestApp
let admin: Client

beforeAll(async () => {
  t = await createTestApp()
  admin = (await registerAdmin(t)).client
  expect((await admin.post('/api/admin/toggle-payments', { enabled: false })).statusCode).toBe(200)
})

async function answersFor(client: Client, grade: number): Promise<Record<string, string>> {
  const questions = (await client.get(`/api/questions/${grade}`)).json() as { id: string; questionType: string; options: string[] }[]
  return Object.fromEntries(questions.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[0] as string)]))
}

async function completedTest(client: Client, grade = 10) {
  const attempt = (await client.post('/api/attempts', { grade, studentName: 'Asha' })).json() as { id: string }
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

    await client.post('/api/attempts', { grade: 11, studentName: 'Quick' })
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
