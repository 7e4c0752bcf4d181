// Payments: mock mode, real mode against a local server speaking Razorpay's API, webhooks, reconciliation, plans
// and the access rule on questions, attempts and submission.
import { createHmac } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entitlements, orders } from '../../src/server/db/schema'
import { Client, createTestApp, registerAdmin, registerUser, type TestApp, streamFor, questionsUrl } from '../support/app'
import { openSecondConnection } from '../support/database'
import { gatewayEnv, startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay'

interface Q {
  id: string
  questionType: string
  options: string[]
}

async function answersFor(client: Client, grade: number): Promise<Record<string, string>> {
  const res = await client.get(questionsUrl(grade))
  expect(res.statusCode).toBe(200)
  const questions = res.json() as Q[]
  return Object.fromEntries(questions.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[0] as string)]))
}

async function completeTest(client: Client, grade: number) {
  const start = await client.post('/api/attempts', { grade, studentName: 'Asha', ...streamFor(grade) })
  expect([200, 201]).toContain(start.statusCode)
  const answers = await answersFor(client, grade)
  const res = await client.post('/api/tests', { grade, studentName: 'Asha', answers, score: {}, timeSpent: 600, attemptId: start.json().id })
  expect(res.statusCode).toBe(201)
  return res.json() as { id: string }
}

async function purchased(client: Client, grade: number): Promise<boolean> {
  const res = await client.get(`/api/test-purchase/status/${grade}`)
  expect(res.statusCode).toBe(200)
  return res.json().hasPurchased as boolean
}

describe('mock mode (no gateway keys)', () => {
  let t: TestApp
  let admin: Client

  beforeAll(async () => {
    t = await createTestApp()
    admin = (await registerAdmin(t)).client
  })

  it('publishes prices set by the server, in paise', async () => {
    const res = await new Client(t.app).get('/api/pricing')
    expect(res.statusCode).toBe(200)
    const pricing = res.json()
    expect(pricing.basic.price).toBe(9900)
    expect(pricing.premium.price).toBe(49900)
    expect(pricing.gradeTest.price).toBe(5000)
    expect(pricing.currency).toBe('INR')
    expect(pricing.basic.name).toBeTruthy()
    expect(pricing.premium.description).toBeTruthy()
  })

  it('a new student buys a grade at once and may take it; nothing else opens', async () => {
    const { client } = await registerUser(t.app)
    expect((await client.get('/api/questions/8')).statusCode).toBe(402)
    expect((await client.post('/api/attempts', { grade: 8, studentName: 'Asha' })).statusCode).toBe(402)
    expect(await purchased(client, 8)).toBe(false)

    const res = await client.post('/api/payment/create-order', { grade: 8 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ mockMode: true, amount: 5000, currency: 'INR' })
    expect(res.json().orderId).toMatch(/^order_mock_/)

    expect(await purchased(client, 8)).toBe(true)
    expect(await purchased(client, 9)).toBe(false)
    expect((await client.get('/api/questions/9')).statusCode).toBe(402)
    await completeTest(client, 8)

    const again = await client.post('/api/payment/create-order', { grade: 8 })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('ALREADY_PURCHASED')

    const list = (await client.get('/api/purchases')).json()
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ description: 'Grade 8 career assessment', amount: 5000, currency: 'INR', status: 'paid', method: 'mock' })
  })

  it('refuses an amount, a missing or doubled purpose, bad grades and plans with 400; signed out with 401', async () => {
    const { client } = await registerUser(t.app)
    for (const body of [{ grade: 8, amount: 1 }, {}, { grade: 8, planType: 'basic' }, { grade: 13 }, { grade: '8' }, { planType: 'gold' }, []]) {
      const res = await client.post('/api/payment/create-order', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(typeof res.json().message).toBe('string')
    }
    expect((await new Client(t.app).post('/api/payment/create-order', { grade: 8 })).statusCode).toBe(401)
    expect((await new Client(t.app).get('/api/purchases')).statusCode).toBe(401)
    expect((await new Client(t.app).get('/api/subscription/status')).statusCode).toBe(401)
    expect(await t.database.db.select().from(orders).where(eq(orders.purpose, 'grade:13'))).toEqual([])
  })

  // The session is checked when the request arrives, before its body is validated: a signed-out caller learns
  // nothing about a route's rules, and a non-admin nothing about an admin route's.
  it('answers a signed-out caller 401, and a student on an admin route 403, whatever the body', async () => {
    const anonymous = new Client(t.app)
    for (const body of [{}, { razorpay_order_id: '!' }, []]) {
      expect((await anonymous.post('/api/payment/verify', body)).statusCode, JSON.stringify(body)).toBe(401)
      expect((await anonymous.post('/api/payment/create-order', body)).statusCode).toBe(401)
      expect((await anonymous.post('/api/auth/change-password', body)).statusCode).toBe(401)
    }
    const { client } = await registerUser(t.app)
    expect((await client.post('/api/admin/toggle-payments', { enabled: 'maybe' })).statusCode).toBe(403)
    expect((await client.post('/api/admin/users/not-an-id/grant-grade', { grade: 99 })).statusCode).toBe(403)
  })

  it('there is nothing to verify in mock mode', async () => {
    const { client } = await registerUser(t.app)
    const res = await client.post('/api/payment/verify', { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'a'.repeat(64) })
    expect(res.statusCode).toBe(400)
  })

  it('a basic plan covers one assessment of any grade, bound to the first grade started', async () => {
    const { client } = await registerUser(t.app)
    expect((await client.get('/api/subscription/status')).json()).toEqual({ hasSubscription: false, planType: null, expiresAt: null })
    expect((await client.post('/api/payment/create-order', { planType: 'basic' })).json()).toMatchObject({ mockMode: true, amount: 9900 })
    expect((await client.get('/api/subscription/status')).json()).toMatchObject({ hasSubscription: true, planType: 'basic' })
    expect(await purchased(client, 8)).toBe(true)
    expect(await purchased(client, 11)).toBe(true)
    expect((await client.post('/api/payment/create-order', { planType: 'basic' })).statusCode).toBe(409)
    // Remembered as readable (the questions route caches a "yes")...
    expect((await client.get('/api/questions/8')).statusCode).toBe(200)

    await completeTest(client, 11)
    // ...and forgotten the moment the plan is bound to grade 11.
    expect(await purchased(client, 11)).toBe(true)
    expect(await purchased(client, 8)).toBe(false)
    expect((await client.get('/api/questions/8')).statusCode).toBe(402)
    expect((await client.post('/api/attempts', { grade: 8, studentName: 'Asha' })).statusCode).toBe(402)
    expect((await client.get('/api/subscription/status')).json().hasSubscription).toBe(false)
    // Completed once, so the basic plan allows no retake.
    expect((await client.post('/api/attempts', { grade: 11, studentName: 'Asha', ...streamFor(11) })).statusCode).toBe(409)
  })

  it('a premium plan covers every grade for a year, retakes included', async () => {
    const { client } = await registerUser(t.app)
    expect((await client.post('/api/payment/create-order', { planType: 'premium' })).json()).toMatchObject({ amount: 49900 })
    const status = (await client.get('/api/subscription/status')).json()
    expect(status).toMatchObject({ hasSubscription: true, planType: 'premium' })
    const days = (new Date(status.expiresAt).getTime() - t.clock.now) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
    for (const grade of [8, 9, 10, 11, 12]) expect(await purchased(client, grade)).toBe(true)

    const first = await completeTest(client, 10)
    const retake = await completeTest(client, 10)
    expect(retake.id).not.toBe(first.id)
    expect((await client.get('/api/tests/history')).json()).toHaveLength(2)
    expect((await client.post('/api/payment/create-order', { planType: 'premium' })).statusCode).toBe(409)
    expect((await client.post('/api/payment/create-order', { grade: 9 })).statusCode).toBe(409)
  })

  it('submission without an attempt needs access; switching payments off makes every grade free for everyone at once', async () => {
    const { client } = await registerUser(t.app)
    const res = await client.post('/api/tests', { grade: 12, studentName: 'Asha', answers: {}, score: {}, timeSpent: 60 })
    expect(res.statusCode).toBe(402)

    expect((await admin.post('/api/admin/toggle-payments', { enabled: false })).statusCode).toBe(200)
    try {
      expect((await client.get('/api/questions/12')).statusCode).toBe(200)
      const free = await client.post('/api/payment/create-order', { grade: 12 })
      expect(free.statusCode).toBe(409)
      expect(free.json().code).toBe('PAYMENTS_OFF')
      // The switch does not spend a basic plan: nothing is bound while tests are free.
      expect((await client.post('/api/payment/create-order', { planType: 'basic' })).statusCode).toBe(200)
      await completeTest(client, 12)
      expect((await client.get('/api/subscription/status')).json().planType).toBe('basic')
    } finally {
      await admin.post('/api/admin/toggle-payments', { enabled: true })
    }
  })

  it('an admin grants a grade by hand; it is recorded as such and listed for both', async () => {
    const { client, user } = await registerUser(t.app)
    const other = await registerUser(t.app)
    expect((await other.client.post(`/api/admin/users/${user.id}/grant-grade`, { grade: 9 })).statusCode).toBe(403)
    expect((await other.client.get('/api/admin/orders')).statusCode).toBe(403)
    expect((await admin.post(`/api/admin/users/${user.id}/grant-grade`, { grade: 14 })).statusCode).toBe(400)
    expect((await admin.post('/api/admin/users/00000000-0000-4000-8000-000000000000/grant-grade', { grade: 9 })).statusCode).toBe(404)
    expect((await admin.post('/api/admin/users/not-a-uuid/grant-grade', { grade: 9 })).statusCode).toBe(404)
    // A NUL in the note was a 500 on PostgreSQL (text cannot hold it); now a 400 that grants nothing.
    const nul = await admin.post(`/api/admin/users/${user.id}/grant-grade`, { grade: 9, note: 'a\u0000b' })
    expect(nul.statusCode).toBe(400)
    expect(nul.json().message).toBe('Control characters are not allowed here.')
    expect(await purchased(client, 9)).toBe(false)

    const res = await admin.post(`/api/admin/users/${user.id}/grant-grade`, { grade: 9, note: 'Paid at the bank on 20 Nov, ref 4411' })
    expect(res.statusCode).toBe(200)
    expect(await purchased(client, 9)).toBe(true)
    const rows = await t.database.db.select().from(entitlements).where(eq(entitlements.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'grade', grade: 9, orderId: null, note: 'Paid at the bank on 20 Nov, ref 4411' })
    expect(rows[0]?.grantedBy).toBeTruthy()
    expect((await client.get('/api/purchases')).json()[0]).toMatchObject({ status: 'granted', method: 'admin', amount: 0 })

    await client.post('/api/payment/create-order', { grade: 10 })
    const list = (await admin.get('/api/admin/orders')).json() as { userId: string; status: string; description: string }[]
    expect(list.find((o) => o.userId === user.id)).toMatchObject({ status: 'paid', description: 'Grade 10 career assessment' })
  })
})

describe('real mode against a local Razorpay', () => {
  let gw: FakeRazorpay
  let t: TestApp

  beforeAll(async () => {
    gw = await startFakeRazorpay()
    t = await createTestApp(gatewayEnv(gw))
  })
  afterAll(async () => {
    await gw.close()
  })

  async function order(client: Client, body: object = { grade: 10 }) {
    const res = await client.post('/api/payment/create-order', body)
    expect(res.statusCode).toBe(200)
    return res.json() as { mockMode: boolean; keyId: string; amount: number; currency: string; orderId: string }
  }

  async function grantsFor(gatewayOrderId: string) {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId))
    if (!row) return []
    return t.database.db.select().from(entitlements).where(eq(entitlements.orderId, row.id))
  }

  it('creates the order at the gateway with the server price; a retried create reuses it', async () => {
    const { client } = await registerUser(t.app)
    const created = await order(client)
    expect(created).toMatchObject({ mockMode: false, keyId: gw.keyId, amount: 5000, currency: 'INR' })
    expect(gw.orders.get(created.orderId)?.amount).toBe(5000)
    const before = gw.orders.size
    const again = await order(client)
    expect(again.orderId).toBe(created.orderId)
    expect(gw.orders.size).toBe(before)
    expect(await purchased(client, 10)).toBe(false)
    expect((await client.get('/api/purchases')).json()[0]).toMatchObject({ status: 'pending', method: 'razorpay' })
  })

  it('verify grants after a correct signature; a tampered one is 400 and grants nothing', async () => {
    const { client } = await registerUser(t.app)
    const created = await order(client)
    const paid = gw.pay(created.orderId)
    const tampered = { ...paid, razorpay_signature: paid.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }
    const bad = await client.post('/api/payment/verify', tampered)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/could not be verified/)
    expect(await purchased(client, 10)).toBe(false)
    const otherPayment = await client.post('/api/payment/verify', { ...paid, razorpay_payment_id: 'pay_someoneelse1' })
    expect(otherPayment.statusCode).toBe(400)

    const res = await client.post('/api/payment/verify', paid)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true })
    expect(await purchased(client, 10)).toBe(true)
    expect((await client.get('/api/questions/10')).statusCode).toBe(200)
    expect((await client.get('/api/purchases')).json()[0]).toMatchObject({ status: 'paid', amount: 5000 })
  })

  it("someone else's order cannot be verified, even with its valid signature", async () => {
    const a = await registerUser(t.app)
    const b = await registerUser(t.app)
    const created = await order(a.client)
    const paid = gw.pay(created.orderId)
    const res = await b.client.post('/api/payment/verify', paid)
    expect(res.statusCode).toBe(400)
    expect(await purchased(b.client, 10)).toBe(false)
    expect(await purchased(a.client, 10)).toBe(false)
  })

  it('a replayed verify and the webhook delivered three times grant once', async () => {
    const { client, user } = await registerUser(t.app)
    const created = await order(client, { planType: 'premium' })
    const paid = gw.pay(created.orderId)
    for (let i = 0; i < 3; i += 1) expect((await client.post('/api/payment/verify', paid)).statusCode).toBe(200)
    const hook = gw.webhook('payment.captured', created.orderId)
    for (let i = 0; i < 3; i += 1) {
      const res = await new Client(t.app).post('/api/payment/webhook', hook.body, hook.headers)
      expect(res.statusCode).toBe(200)
      expect(res.json().status).toBe(i === 0 ? 'settled' : 'duplicate')
    }
    const orderPaid = gw.webhook('order.paid', created.orderId)
    expect((await new Client(t.app).post('/api/payment/webhook', orderPaid.body, orderPaid.headers)).statusCode).toBe(200)
    expect(await grantsFor(created.orderId)).toHaveLength(1)
    const all = await t.database.db.select().from(entitlements).where(and(eq(entitlements.userId, user.id), eq(entitlements.kind, 'premium')))
    expect(all).toHaveLength(1)
  })

  it('a webhook alone settles an order whose browser closed; bad signatures are 400 and change nothing', async () => {
    const { client } = await registerUser(t.app)
    const created = await order(client, { grade: 11 })
    gw.pay(created.orderId)
    const hook = gw.webhook('order.paid', created.orderId)

    const forged = await new Client(t.app).post('/api/payment/webhook', hook.body, { ...hook.headers, 'x-razorpay-signature': 'f'.repeat(64) })
    expect(forged.statusCode).toBe(400)
    const missing = await new Client(t.app).post('/api/payment/webhook', hook.body, { 'content-type': 'application/json' })
    expect(missing.statusCode).toBe(400)
    const altered = await new Client(t.app).post('/api/payment/webhook', hook.body.replace('order.paid', 'order.paad'), hook.headers)
    expect(altered.statusCode).toBe(400)
    expect(await purchased(client, 11)).toBe(false)

    const res = await new Client(t.app).post('/api/payment/webhook', hook.body, hook.headers)
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('settled')
    expect(await purchased(client, 11)).toBe(true)
  })

  it('a signed webhook naming an unpaid order grants nothing: the gateway is asked, not the event believed', async () => {
    const { client } = await registerUser(t.app)
    const created = await order(client, { grade: 12 })
    gw.pay(created.orderId, 'failed')
    const hook = gw.webhook('payment.captured', created.orderId)
    const res = await new Client(t.app).post('/api/payment/webhook', hook.body, hook.headers)
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('ignored')
    expect(await purchased(client, 12)).toBe(false)
  })

  it('reconciliation settles a paid order left unverified for 15 minutes, once, and survives a gateway outage', async () => {
    const { client } = await registerUser(t.app)
    const created = await order(client, { grade: 9 })
    gw.pay(created.orderId)
    expect(await t.app.ctx.payments.reconcile()).toBe(0) // too young: the browser may still verify
    expect(await purchased(client, 9)).toBe(false)

    t.clock.advance(16 * 60 * 1000)
    gw.down = true
    try {
      expect(await t.app.ctx.payments.reconcile()).toBe(0)
    } finally {
      gw.down = false
    }
    expect(await purchased(client, 9)).toBe(false)
    t.clock.advance(10 * 60 * 1000)
    expect(await t.app.ctx.payments.reconcile()).toBeGreaterThanOrEqual(1)
    expect(await purchased(client, 9)).toBe(true)
    expect(await grantsFor(created.orderId)).toHaveLength(1)
    t.clock.advance(10 * 60 * 1000)
    await t.app.ctx.payments.reconcile()
    expect(await grantsFor(created.orderId)).toHaveLength(1)
  })

  it('answers 503 with a message when the gateway is down, and makes no order', async () => {
    const { client } = await registerUser(t.app)
    gw.down = true
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/payment/create-order', payload: { grade: 8 }, headers: { cookie: client.cookie ?? '' }, remoteAddress: client.ip })
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toMatch(/payment service/)
      expect(res.headers['retry-after']).toBe('60')
    } finally {
      gw.down = false
    }
    expect((await client.get('/api/purchases')).json()).toEqual([])
  })

  it('two instances racing to settle the same payment grant once', async () => {
    const second = await openSecondConnection(t.database)
    const other = await createTestApp(gatewayEnv(gw), { database: second })
    const { client } = await registerUser(t.app)
    const created = await order(client, { grade: 8 })
    const paid = gw.pay(created.orderId)
    const twin = new Client(other.app, client.ip)
    twin.cookie = client.cookie
    const hookA = gw.webhook('payment.captured', created.orderId)
    const hookB = gw.webhook('order.paid', created.orderId)
    const results = await Promise.all([
      client.post('/api/payment/verify', paid),
      twin.post('/api/payment/verify', paid),
      new Client(t.app).post('/api/payment/webhook', hookA.body, hookA.headers),
      new Client(other.app).post('/api/payment/webhook', hookB.body, hookB.headers),
      t.app.ctx.payments.reconcile(),
      other.app.ctx.payments.reconcile(),
    ])
    for (const r of results.slice(0, 4)) expect((r as { statusCode: number }).statusCode).toBe(200)
    expect(await grantsFor(created.orderId)).toHaveLength(1)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, created.orderId))
    expect(row?.status).toBe('paid')
  })

  // A valid checkout signature proves the customer authorised a payment, not that the money stayed: with manual
  // capture it may never be captured, or be refunded. Verify asks the gateway, as the webhook path does.
  it('verify grants only a captured payment: an authorised one waits (202) until the gateway captures it, a refunded one is 400', async () => {
    const { client } = await registerUser(t.app)
    const created = await order(client, { grade: 9 })
    const paid = gw.pay(created.orderId, 'authorized')
    const pending = await client.post('/api/payment/verify', paid)
    expect(pending.statusCode).toBe(202)
    expect(pending.json()).toMatchObject({ success: false, pending: true, message: expect.stringMatching(/being confirmed/) })
    expect(await purchased(client, 9)).toBe(false)
    // The merchant captures it; the webhook (or the next verify) settles it.
    gw.capture(paid.razorpay_payment_id)
    const hook = gw.webhook('payment.captured', created.orderId)
    expect((await new Client(t.app).post('/api/payment/webhook', hook.body, hook.headers)).json().status).toBe('settled')
    expect(await purchased(client, 9)).toBe(true)

    const other = await registerUser(t.app)
    const second = await order(other.client, { grade: 9 })
    const refundedPay = gw.pay(second.orderId)
    gw.refund(refundedPay.razorpay_payment_id)
    const refused = await other.client.post('/api/payment/verify', refundedPay)
    expect(refused.statusCode).toBe(400)
    expect(await purchased(other.client, 9)).toBe(false)
  })

  it('a full refund withdraws what the order granted, once, and says so to the student, the admin and the audit log', async () => {
    const { client, user } = await registerUser(t.app)
    const admin = await registerAdmin(t)
    const created = await order(client, { grade: 12 })
    const paid = gw.pay(created.orderId)
    expect((await client.post('/api/payment/verify', paid)).statusCode).toBe(200)
    expect((await client.get('/api/questions/12')).statusCode).toBe(200)

    gw.refund(paid.razorpay_payment_id)
    const hook = gw.webhook('refund.processed', created.orderId)
    const res = await new Client(t.app).post('/api/payment/webhook', hook.body, hook.headers)
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('withdrawn')
    expect((await new Client(t.app).post('/api/payment/webhook', hook.body, hook.headers)).json().status).toBe('duplicate')

    expect(await purchased(client, 12)).toBe(false)
    expect((await client.get('/api/questions/12')).statusCode).toBe(402)
    expect((await client.get('/api/purchases')).json()[0]).toMatchObject({ status: 'refunded', amount: 5000 })
    const listed = ((await admin.client.get('/api/admin/orders')).json() as { gatewayOrderId: string; status: string }[]).find((o) => o.gatewayOrderId === created.orderId)
    expect(listed?.status).toBe('refunded')
    const audit = ((await admin.client.get('/api/admin/audit')).json() as { entries: { action: string; actorKind: string; targetUserId: string }[] }).entries.filter((e) => e.targetUserId === user.id)
    expect(audit).toEqual([expect.objectContaining({ action: 'payment.refunded', actorKind: 'gateway' })])
  })

  it('a partial refund or a dispute flags the order for an admin and keeps the access', async () => {
    const admin = await registerAdmin(t)
    const flagged = async (gatewayOrderId: string) =>
      ((await admin.client.get('/api/admin/orders')).json() as { gatewayOrderId: string; flag: string | null }[]).find((o) => o.gatewayOrderId === gatewayOrderId)?.flag

    const a = await registerUser(t.app)
    const first = await order(a.client, { grade: 8 })
    const paidA = gw.pay(first.orderId)
    expect((await a.client.post('/api/payment/verify', paidA)).statusCode).toBe(200)
    gw.refund(paidA.razorpay_payment_id, 1000)
    const partial = gw.webhook('refund.processed', first.orderId)
    expect((await new Client(t.app).post('/api/payment/webhook', partial.body, partial.headers)).json().status).toBe('flagged')
    expect(await purchased(a.client, 8)).toBe(true)
    expect(await flagged(first.orderId)).toBe('partially-refunded')

    const b = await registerUser(t.app)
    const second = await order(b.client, { grade: 8 })
    const paidB = gw.pay(second.orderId)
    expect((await b.client.post('/api/payment/verify', paidB)).statusCode).toBe(200)
    const dispute = gw.webhook('payment.dispute.created', second.orderId)
    expect((await new Client(t.app).post('/api/payment/webhook', dispute.body, dispute.headers)).json().status).toBe('flagged')
    expect(await purchased(b.client, 8)).toBe(true)
    expect(await flagged(second.orderId)).toBe('disputed')
  })

  it('a refund event naming a payment the gateway does not know changes nothing', async () => {
    const { client } = await registerUser(t.app)
    const created = await order(client, { grade: 10 })
    const paid = gw.pay(created.orderId)
    expect((await client.post('/api/payment/verify', paid)).statusCode).toBe(200)
    // A correctly signed event whose ids were made up: the gateway is asked, and knows no such payment.
    const hook = gw.webhook('refund.processed', created.orderId)
    const forged = hook.body.replaceAll(paid.razorpay_payment_id, 'pay_madeup12345')
    const signature = createHmac('sha256', gw.webhookSecret).update(forged).digest('hex')
    const res = await new Client(t.app).post('/api/payment/webhook', forged, { ...hook.headers, 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_forged_1' })
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('ignored')
    expect(await purchased(client, 10)).toBe(true)
  })
})
