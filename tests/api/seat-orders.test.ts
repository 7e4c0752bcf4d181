// A school's seat order with real payments (docs/decisions/050-seats.md), against the local server that speaks
// Razorpay's API: the order is made at the gateway for seats × SEAT_PRICE and the seats reach the school only when it
// is paid, once, whichever of verify, webhook or a repeat gets there; a full refund withdraws them. Every addition and
// withdrawal is in the audit log with the school.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CounsellorSchool } from '../../src/shared/schemas/schools'
import { Client, createTestApp, registerAdmin, type TestApp } from '../support/app'
import { gatewayEnv, startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay'
import { createSchool, type TestSchool } from '../support/schools'
import { startMailCatcher, type MailCatcher } from '../support/smtp'

let gw: FakeRazorpay
let smtp: MailCatcher
let t: TestApp
let school: TestSchool

beforeAll(async () => {
  gw = await startFakeRazorpay()
  smtp = await startMailCatcher()
  t = await createTestApp({ ...gatewayEnv(gw), SMTP_URL: smtp.url, SEAT_PRICE: '2500' })
  school = await createSchool(t, (await registerAdmin(t)).client, smtp)
})

afterAll(async () => {
  await gw.close()
  await smtp.close()
})

async function seats() {
  return ((await school.counsellor.get('/api/school')).json() as CounsellorSchool).seats
}

async function orderSeats(n: number) {
  const res = await school.counsellor.post('/api/school/seats/orders', { seats: n })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { mockMode: boolean; amount: number; orderId: string }
}

async function audit(action: string) {
  const { rows } = (await t.database.db.execute(sql`
    select actor_kind, school_id, details from audit_log where action = ${action} and school_id = ${school.id} order by at, id`)) as unknown as {
    rows: { actor_kind: string; school_id: string; details: Record<string, unknown> }[]
  }
  return rows
}

const webhook = (hook: { body: string; headers: Record<string, string> }) => new Client(t.app).post('/api/payment/webhook', hook.body, hook.headers)

describe('seat orders with Razorpay', () => {
  it('adds the seats when the order is paid, once, through verify and then the webhook', async () => {
    const created = await orderSeats(4)
    expect(created).toMatchObject({ mockMode: false, amount: 4 * 2500 })
    // A double tap reuses the open order instead of making a second one at the gateway.
    expect((await orderSeats(4)).orderId).toBe(created.orderId)
    expect(await seats()).toEqual({ bought: 0, granted: 0, used: 0, left: 0 })

    const paid = gw.pay(created.orderId)
    const verified = await school.counsellor.post('/api/payment/verify', paid)
    expect(verified.statusCode, verified.body).toBe(200)
    expect(await seats()).toEqual({ bought: 4, granted: 0, used: 0, left: 4 })
    expect((await school.counsellor.post('/api/payment/verify', paid)).statusCode).toBe(200)
    expect((await webhook(gw.webhook('payment.captured', created.orderId))).json()).toMatchObject({ status: 'settled' })
    expect(await seats()).toEqual({ bought: 4, granted: 0, used: 0, left: 4 })
    expect(await audit('seats.bought')).toEqual([
      expect.objectContaining({ actor_kind: 'counsellor', details: expect.objectContaining({ seats: 4, amount: 10000, via: 'verify', seatsLeft: { before: 0, after: 4 } }) }),
    ])
  })

  it('an order paid without the browser reaches the school by the webhook', async () => {
    const created = await orderSeats(3)
    gw.pay(created.orderId)
    expect((await webhook(gw.webhook('order.paid', created.orderId))).json()).toMatchObject({ status: 'settled' })
    expect(await seats()).toMatchObject({ bought: 7, left: 7 })
    expect((await audit('seats.bought'))[1]).toMatchObject({ details: { seats: 3, via: 'webhook', seatsLeft: { before: 4, after: 7 } } })
  })

  it('a full refund withdraws the order’s seats, once, on record with the school', async () => {
    const created = await orderSeats(2)
    const paid = gw.pay(created.orderId)
    expect((await school.counsellor.post('/api/payment/verify', paid)).statusCode).toBe(200)
    expect(await seats()).toMatchObject({ bought: 9, left: 9 })
    gw.refund(paid.razorpay_payment_id)
    const hook = gw.webhook('refund.processed', created.orderId)
    expect((await webhook(hook)).json()).toMatchObject({ status: 'withdrawn' })
    expect(await seats()).toMatchObject({ bought: 7, left: 7 })
    expect(await audit('payment.refunded')).toEqual([expect.objectContaining({ actor_kind: 'gateway', details: expect.objectContaining({ withdrawn: 'seats', amount: 5000 }) })])
  })
})
