// A small HTTP server on loopback that speaks the parts of Razorpay's REST API Disha uses (orders: create, fetch,
// list payments; payments: fetch), with Basic auth by key id and secret, and makes correctly signed checkout results
// and webhooks (payments, refunds, disputes).
import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeOrder {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string
  status: 'created' | 'attempted' | 'paid'
  attempts: number
  notes: Record<string, string>
  created_at: number
}

export interface FakePayment {
  id: string
  entity: 'payment'
  amount: number
  currency: string
  status: 'authorized' | 'captured' | 'refunded' | 'failed'
  order_id: string
  method: string
  captured: boolean
  amount_refunded: number
  refund_status: null | 'partial' | 'full'
  created_at: number
}

export type FakeEvent = 'payment.captured' | 'order.paid' | 'refund.processed' | 'payment.dispute.created'

export interface FakeRazorpay {
  url: string
  keyId: string
  keySecret: string
  webhookSecret: string
  orders: Map<string, FakeOrder>
  payments: Map<string, FakePayment>
  /** How many requests each path pattern got (for "was the gateway asked?"). */
  calls: string[]
  /** While true every API call fails with 503, as an outage would. */
  down: boolean
  /** A customer pays the order at the gateway: a captured payment and the checkout handler's signed fields. */
  pay(orderId: string, status?: FakePayment['status']): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  /** The merchant captures an authorised payment (manual capture). */
  capture(paymentId: string): void
  /** The merchant refunds a payment, in full or (with an amount) in part, as the dashboard would. */
  refund(paymentId: string, amount?: number): void
  /** A webhook delivery for the order's (latest) payment, signed with the webhook secret. */
  webhook(event: FakeEvent, orderId: string, eventId?: string): { body: string; headers: Record<string, string> }
  close(): Promise<void>
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`

export async function startFakeRazorpay(options: { keyId?: string; keySecret?: string; webhookSecret?: string; port?: number } = {}): Promise<FakeRazorpay> {
  const keyId = options.keyId ?? 'rzp_test_disha'
  const keySecret = options.keySecret ?? `secret_${randomBytes(8).toString('hex')}`
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(8).toString('hex')}`
  const orders = new Map<string, FakeOrder>()
  const payments = new Map<string, FakePayment>()
  const calls: string[] = []

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const error = (res: ServerResponse, status: number, description: string) =>
    send(res, status, { error: { code: status === 401 ? 'BAD_REQUEST_ERROR' : 'SERVER_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' } })

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {}
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0] ?? ''
      calls.push(`${req.method} ${path.replace(/(order|pay)_[A-Za-z0-9]+/, ':id')}`)
      // Test control, for a browser test whose runner does not share this process: pay an order as a customer would.
      const control = /^\/__control\/orders\/([A-Za-z0-9_]+)\/pay$/.exec(path)
      if (req.method === 'POST' && control) {
        if (!orders.has(control[1] ?? '')) return error(res, 400, 'The id provided does not exist')
        return send(res, 200, fake.pay(control[1] ?? ''))
      }
      if (fake.down) return error(res, 503, 'The service is temporarily unavailable')
      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`
      if (req.headers.authorization !== expected) return error(res, 401, 'Authentication failed')
      if (req.method === 'POST' && path === '/v1/orders') {
        const body = await readJson(req)
        const amount = Number(body.amount)
        if (!Number.isInteger(amount) || amount < 100) return error(res, 400, 'The amount must be atleast INR 1.00')
        const order: FakeOrder = {
          id: id('order'),
          entity: 'order',
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: String(body.currency ?? 'INR'),
          receipt: String(body.receipt ?? ''),
          status: 'created',
          attempts: 0,
          notes: (body.notes as Record<string, string>) ?? {},
          created_at: Math.floor(Date.now() / 1000),
        }
        orders.set(order.id, order)
        return send(res, 200, order)
      }
      const paymentPath = /^\/v1\/payments\/([A-Za-z0-9_]+)$/.exec(path)
      if (req.method === 'GET' && paymentPath) {
        const payment = payments.get(paymentPath[1] ?? '')
        return payment ? send(res, 200, payment) : error(res, 400, 'The id provided does not exist')
      }
      const match = /^\/v1\/orders\/([A-Za-z0-9_]+)(\/payments)?$/.exec(path)
      if (req.method === 'GET' && match) {
        const order = orders.get(match[1] ?? '')
        if (!order) return error(res, 400, 'The id provided does not exist')
        if (!match[2]) return send(res, 200, order)
        const items = [...payments.values()].filter((p) => p.order_id === order.id)
        return send(res, 200, { entity: 'collection', count: items.length, items })
      }
      return error(res, 404, 'The requested URL was not found on the server.')
    })().catch((err: unknown) => error(res, 500, String(err)))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const fake: FakeRazorpay = {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    calls,
    down: false,
    pay(orderId, status = 'captured') {
      const order = orders.get(orderId)
      if (!order) throw new Error(`no order ${orderId} at the fake gateway`)
      const payment: FakePayment = {
        id: id('pay'),
        entity: 'payment',
        amount: order.amount,
        currency: order.currency,
        status,
        order_id: order.id,
        method: 'upi',
        captured: status === 'captured',
        amount_refunded: 0,
        refund_status: null,
        created_at: Math.floor(Date.now() / 1000),
      }
      payments.set(payment.id, payment)
      order.attempts += 1
      if (status === 'captured') Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 })
      return {
        razorpay_order_id: order.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: createHmac('sha256', keySecret).update(`${order.id}|${payment.id}`).digest('hex'),
      }
    },
    capture(paymentId) {
      const payment = payments.get(paymentId)
      if (!payment || payment.status !== 'authorized') throw new Error(`no authorised payment ${paymentId} at the fake gateway`)
      Object.assign(payment, { status: 'captured', captured: true })
      const order = orders.get(payment.order_id)
      if (order) Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 })
    },
    refund(paymentId, amount) {
      const payment = payments.get(paymentId)
      if (!payment || !payment.captured) throw new Error(`no captured payment ${paymentId} at the fake gateway`)
      payment.amount_refunded = Math.min(payment.amount, payment.amount_refunded + (amount ?? payment.amount))
      const full = payment.amount_refunded === payment.amount
      payment.refund_status = full ? 'full' : 'partial'
      if (full) payment.status = 'refunded'
    },
    webhook(event, orderId, eventId = id('evt')) {
      const order = orders.get(orderId)
      const payment = [...payments.values()].filter((p) => p.order_id === orderId).at(-1)
      if (!order || !payment) throw new Error(`order ${orderId} has no payment at the fake gateway`)
      const payload =
        event === 'order.paid'
          ? { payment: { entity: payment }, order: { entity: order } }
          : event === 'refund.processed'
            ? { refund: { entity: { id: id('rfnd'), entity: 'refund', amount: payment.amount_refunded, payment_id: payment.id, status: 'processed' } }, payment: { entity: payment } }
            : event === 'payment.dispute.created'
              ? { dispute: { entity: { id: id('disp'), entity: 'dispute', payment_id: payment.id, amount: payment.amount, status: 'open', phase: 'chargeback' } }, payment: { entity: payment } }
              : { payment: { entity: payment } }
      const body = JSON.stringify({ entity: 'event', account_id: 'acc_disha', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) })
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', webhookSecret).update(body).digest('hex'),
          'x-razorpay-event-id': eventId,
        },
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  return fake
}

/** The environment that points an app at the fake gateway (real mode). */
export function gatewayEnv(fake: FakeRazorpay): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAY_API_URL: fake.url,
  }
}
