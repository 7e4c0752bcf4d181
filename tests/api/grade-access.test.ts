// What each student may do with each grade (GET /api/grade-access), held to what the API then does: for every kind of
// student (nothing bought, one grade bought, a basic plan, a premium plan, an expired one, tests made free) the answer
// is `start` or `retake` exactly where POST /api/attempts opens an attempt, `pay` where it answers 402 and `completed`
// where it refuses. Prices everywhere are the configured ones (PRICE_GRADE_TEST=7500 here, not the default).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GradeAccess, GradeAccessList } from '../../src/shared/schemas/access'
import { gradeAccessListSchema } from '../../src/shared/schemas/access'
import { Client, createTestApp, registerAdmin, registerUser, streamFor, type TestApp, questionsUrl } from '../support/app'

interface Q {
  id: string
  questionType: string
  options: string[]
}

let t: TestApp
let admin: Client

beforeAll(async () => {
  t = await createTestApp({ PRICE_GRADE_TEST: '7500' })
  admin = (await registerAdmin(t)).client
})

async function accessOf(client: Client): Promise<GradeAccessList> {
  const res = await client.get('/api/grade-access')
  expect(res.statusCode).toBe(200)
  // The answer is exactly the shared schema's shape, the one every screen reads.
  return gradeAccessListSchema.parse(res.json())
}

async function gradeOf(client: Client, grade: number): Promise<GradeAccess> {
  const found = (await accessOf(client)).grades.find((g) => g.grade === grade)
  if (!found) throw new Error(`no grade ${grade} in the answer`)
  return found
}

/** What POST /api/attempts does for the grade, against what the access answer said: the one rule, two places. */
async function expectAttemptAgrees(client: Client, grade: number) {
  const { action } = await gradeOf(client, grade)
  const res = await client.post('/api/attempts', { grade, studentName: 'Asha', ...streamFor(grade) })
  if (action === 'start' || action === 'retake') expect([200, 201], `${action}: ${res.body}`).toContain(res.statusCode)
  else if (action === 'pay') expect(res.statusCode, res.body).toBe(402)
  // A completed grade is refused: 409, or 402 first when nothing covers it any more (an expired plan).
  else expect([402, 409], res.body).toContain(res.statusCode)
  return res
}

async function completeTest(client: Client, grade: number): Promise<string> {
  const start = await client.post('/api/attempts', { grade, studentName: 'Asha', ...streamFor(grade) })
  expect([200, 201], start.body).toContain(start.statusCode)
  const questions = (await client.get(questionsUrl(grade))).json() as Q[]
  const answers = Object.fromEntries(questions.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[0] as string)]))
  const res = await client.post('/api/tests', { grade, studentName: 'Asha', answers, score: {}, timeSpent: 600, attemptId: start.json().id })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { id: string }).id
}

describe('GET /api/grade-access', () => {
  it('answers 401 signed out', async () => {
    expect((await new Client(t.app).get('/api/grade-access')).statusCode).toBe(401)
  })

  it('nothing bought: every grade is to pay for, and the attempt is refused with 402', async () => {
    const { client } = await registerUser(t.app)
    const list = await accessOf(client)
    expect(list.paymentsEnabled).toBe(true)
    expect(list.grades.map((g) => g.grade)).toEqual([8, 9, 10, 11, 12])
    expect(list.grades.every((g) => g.action === 'pay' && g.coveredBy === null && g.lastTestId === null)).toBe(true)
    await expectAttemptAgrees(client, 10)
  })

  it('one grade bought: that grade starts, once; then it is completed, and buying it again is refused', async () => {
    const { client } = await registerUser(t.app)
    const order = await client.post('/api/payment/create-order', { grade: 10 })
    expect(order.json()).toMatchObject({ amount: 7500, mockMode: true })
    expect(await gradeOf(client, 10)).toMatchObject({ action: 'start', coveredBy: 'grade', spendsBasicPlan: false })
    expect((await gradeOf(client, 9)).action).toBe('pay')
    const testId = await completeTest(client, 10)
    expect(await gradeOf(client, 10)).toEqual({ grade: 10, action: 'completed', coveredBy: 'grade', spendsBasicPlan: false, seat: null, lastTestId: testId, completedCount: 1 })
    const res = await expectAttemptAgrees(client, 10)
    expect(res.json().code).toBe('GRADE_COMPLETED')
    expect((await client.post('/api/payment/create-order', { grade: 10 })).statusCode).toBe(409)
    await expectAttemptAgrees(client, 9)
  })

  it('a basic plan: every grade may start (spending the plan), then only the grade it was used for, and that one is completed', async () => {
    const { client } = await registerUser(t.app)
    await client.post('/api/payment/create-order', { planType: 'basic' })
    const before = await accessOf(client)
    expect(before.grades.every((g) => g.action === 'start' && g.coveredBy === 'basic' && g.spendsBasicPlan)).toBe(true)
    const testId = await completeTest(client, 10)
    expect(await gradeOf(client, 10)).toMatchObject({ action: 'completed', coveredBy: 'basic', spendsBasicPlan: false, lastTestId: testId })
    expect(await gradeOf(client, 9)).toMatchObject({ action: 'pay', coveredBy: null })
    await expectAttemptAgrees(client, 10)
    await expectAttemptAgrees(client, 9)
  })

  it('a premium plan: a completed grade is a retake; the new test is added and the earlier one kept', async () => {
    const { client } = await registerUser(t.app)
    await client.post('/api/payment/create-order', { planType: 'premium' })
    expect((await accessOf(client)).grades.every((g) => g.action === 'start' && g.coveredBy === 'premium')).toBe(true)
    const first = await completeTest(client, 10)
    expect(await gradeOf(client, 10)).toMatchObject({ action: 'retake', coveredBy: 'premium', lastTestId: first, completedCount: 1 })
    t.clock.advance(60_000) // a later sitting (the app's clock stands still otherwise)
    const attempt = await expectAttemptAgrees(client, 10)
    expect(attempt.statusCode).toBe(201)
    const second = await completeTest(client, 10)
    expect(await gradeOf(client, 10)).toMatchObject({ action: 'retake', lastTestId: second, completedCount: 2 })
    const history = (await client.get('/api/tests/history')).json() as { id: string; grade: number }[]
    expect(history.filter((h) => h.grade === 10).map((h) => h.id)).toEqual([second, first])
  })

  it('tests made free: every grade starts, once; a completed grade is not taken again without premium', async () => {
    const { client } = await registerUser(t.app)
    expect((await admin.post('/api/admin/toggle-payments', { enabled: false })).statusCode).toBe(200)
    try {
      const list = await accessOf(client)
      expect(list.paymentsEnabled).toBe(false)
      expect(list.grades.every((g) => g.action === 'start' && g.coveredBy === 'free')).toBe(true)
      await completeTest(client, 8)
      expect(await gradeOf(client, 8)).toMatchObject({ action: 'completed', coveredBy: 'free' })
      await expectAttemptAgrees(client, 8)
      await expectAttemptAgrees(client, 9)
    } finally {
      await admin.post('/api/admin/toggle-payments', { enabled: true })
    }
  })

  it("says the configured price when payments are switched on, and publishes it with the server's mock mode", async () => {
    const res = await admin.post('/api/admin/toggle-payments', { enabled: true })
    expect(res.json().message).toBe('Payment system enabled. Each grade test now costs ₹75.00.')
    const pricing = (await new Client(t.app).get('/api/pricing')).json()
    expect(pricing).toMatchObject({ gradeTest: { price: 7500 }, basic: { price: 9900 }, premium: { price: 49900 }, currency: 'INR', mockMode: true })
    // Only what the product gives: no personality analysis, insights or support the product does not have.
    const described = JSON.stringify(pricing)
    expect(described).not.toMatch(/personality|priority support|advanced career insights/i)
    expect(pricing.premium.features.join(' ')).toMatch(/retakes/i)
  })
})

describe('after the premium year', () => {
  let client: Client

  beforeAll(async () => {
    const registered = await registerUser(t.app)
    client = registered.client
    await client.post('/api/payment/create-order', { planType: 'premium' })
    await completeTest(client, 11)
    t.clock.advance(366 * 24 * 60 * 60 * 1000)
    // The session has ended too by then: the student logs in again.
    expect((await client.post('/api/login', { email: registered.email, password: registered.password })).statusCode).toBe(200)
  })
  afterAll(() => t.clock.advance(-366 * 24 * 60 * 60 * 1000))

  it('a completed grade is completed (no retake), and no single purchase is sold for it', async () => {
    expect(await gradeOf(client, 11)).toMatchObject({ action: 'completed', coveredBy: null, completedCount: 1 })
    expect((await gradeOf(client, 12)).action).toBe('pay')
    await expectAttemptAgrees(client, 11)
    // A single test would not let the grade be taken again: it is not sold.
    const order = await client.post('/api/payment/create-order', { grade: 11 })
    expect(order.statusCode).toBe(409)
    expect(order.json()).toMatchObject({ code: 'GRADE_COMPLETED' })
    expect(order.json().message).toMatch(/The Premium plan includes retakes\./)
  })
})
