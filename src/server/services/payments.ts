// Payments: orders for a grade's test, a plan or a school's seats, settled by the browser's verify call, the gateway's webhook or the
// reconciliation job, all through one idempotent step that moves an order from unpaid to paid and grants once.
// Without gateway keys the server is in mock mode: an order is paid and granted the moment it is created.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { eq } from 'drizzle-orm'
import type { AdminOrder, CreateOrderBody, PaymentOrder, PlanType, Pricing, PurchaseRecord, SubscriptionStatus, VerifyPaymentBody } from '../../shared/schemas/payments'
import { NO_BREAK_SPACE } from '../../shared/no-break'
import { paymentsMockMode, type Config } from '../config'
import type { Db, DbOrTx } from '../db/client'
import { insertAudit } from '../db/audit-repository'
import { insertEntitlement, listUserEntitlements, revokeOrderEntitlement, type EntitlementRow } from '../db/entitlements-repository'
import {
  claimUnpaidOrders,
  findOpenOrder,
  findOrderByGatewayId,
  flagOrder,
  insertOrder,
  listRecentOrders,
  listUserOrders,
  markOrderPaid,
  markOrderRefunded,
  markOrderReplaced,
  type OrderRow,
} from '../db/orders-repository'
import { paymentEvents } from '../db/schema'
import { getPaymentsEnabled } from '../db/settings-repository'
import { findCompletedTest, lockUser } from '../db/tests-repository'
import { findUserById } from '../db/users-repository'
import { AppError, notFound } from '../errors'
import { GatewayError, type GatewayPayment, type PaymentGateway } from '../payments/razorpay-gateway'
import { activePremium, coveringEntitlement } from './access'
import { revokeOrderSeats } from '../db/seats-repository'
import { addBoughtSeats } from './seats'

const DAY_MS = 24 * 60 * 60 * 1000
const PREMIUM_DAYS = 365
/** Orders left unpaid this long are asked about (the student may have paid and closed the browser)... */
const RECONCILE_AFTER_MS = 15 * 60 * 1000
/** ...for up to this long. */
const RECONCILE_FOR_MS = 3 * DAY_MS
const CURRENCY = 'INR'

type Purpose = { kind: 'grade'; grade: number } | { kind: 'plan'; plan: PlanType } | { kind: 'seats'; seats: number }

/** The parts of a gateway event Disha reads; every id in it is checked against the gateway before it is used. */
interface WebhookEvent {
  event?: unknown
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown } }
    order?: { entity?: { id?: unknown } }
    refund?: { entity?: { payment_id?: unknown } }
    dispute?: { entity?: { payment_id?: unknown } }
  }
}

const purposeKey = (p: Purpose) => (p.kind === 'grade' ? `grade:${p.grade}` : p.kind === 'seats' ? `seats:${p.seats}` : `plan:${p.plan}`)

function parsePurpose(key: string): Purpose {
  const [kind, value] = key.split(':')
  if (kind === 'seats') return { kind: 'seats', seats: Number(value) }
  return kind === 'grade' ? { kind: 'grade', grade: Number(value) } : { kind: 'plan', plan: value as PlanType }
}

export function describePurpose(key: string): string {
  const p = parsePurpose(key)
  if (p.kind === 'grade') return `Grade ${p.grade} career assessment`
  if (p.kind === 'seats') return `${p.seats} ${p.seats === 1 ? 'seat' : 'seats'} for the school's students`
  return p.plan === 'premium' ? 'Premium plan (1 year)' : 'Basic plan (one assessment)'
}

/** HMAC-SHA256 as hex; compared in constant time. */
function signature(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex')
}

function signatureMatches(secret: string, payload: string | Buffer, given: string): boolean {
  const expected = Buffer.from(signature(secret, payload), 'hex')
  const actual = Buffer.from(given, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

const notVerified = () => new AppError('PAYMENT_NOT_VERIFIED', 'This payment could not be verified. Please contact support if money was deducted.')

const gatewayDown = () =>
  new AppError('PAYMENT_GATEWAY_UNAVAILABLE', 'The payment service is not answering right now. Please try again in a minute.', {
    headers: { 'Retry-After': '60' },
  })

export interface PaymentsOptions {
  db: Db
  config: Config
  now: () => number
  log: FastifyBaseLogger
  gateway: PaymentGateway | null
  /** Called when a refund withdrew what a user held, so caches of "may take the test" forget them. */
  onAccessWithdrawn?: (userId: string) => void
}

/** The browser's verify call: granted, or paid at the gateway but not captured yet (granted when it is). */
export type VerifyOutcome = 'granted' | 'pending'

/** What a webhook delivery did. */
export type WebhookOutcome = 'settled' | 'withdrawn' | 'flagged' | 'ignored' | 'duplicate'

export function createPayments({ db, config, now, log, gateway, onAccessWithdrawn }: PaymentsOptions) {
  const mockMode = paymentsMockMode(config) || !gateway
  const prices = { grade: config.PRICE_GRADE_TEST, basic: config.PRICE_BASIC_PLAN, premium: config.PRICE_PREMIUM_PLAN }
  const priceOf = (p: Purpose) => (p.kind === 'grade' ? prices.grade : p.kind === 'seats' ? p.seats * config.SEAT_PRICE : prices[p.plan])

  function entitlementFor(p: Exclude<Purpose, { kind: 'seats' }>, paidAt: Date) {
    if (p.kind === 'grade') return { kind: 'grade' as const, grade: p.grade }
    if (p.plan === 'basic') return { kind: 'basic' as const }
    return { kind: 'premium' as const, expiresAt: new Date(paidAt.getTime() + PREMIUM_DAYS * DAY_MS) }
  }

  /**
   * The one step every path settles an order through: moves it to paid once and grants once. Answers whether this
   * call made the change (false for a repeat, or when another request or instance settled it first).
   */
  async function settle(tx: DbOrTx, order: OrderRow, paymentId: string, via: NonNullable<OrderRow['paidVia']>): Promise<boolean> {
    const at = new Date(now())
    const paid = await markOrderPaid(tx, order.id, { paymentId, via, at })
    if (!paid) return false
    const purpose = parsePurpose(paid.purpose)
    if (purpose.kind === 'seats') {
      if (paid.schoolId) await addBoughtSeats(tx, { ...paid, schoolId: paid.schoolId }, purpose.seats, via)
    } else if (paid.userId) {
      await insertEntitlement(tx, { userId: paid.userId, orderId: paid.id, ...entitlementFor(purpose, at) })
    }
    log.info({ orderId: paid.id, purpose: paid.purpose, amount: paid.amount, via }, 'order paid')
    return true
  }

  /** Asks the gateway whether the order has a captured payment, and settles it if so. */
  async function settleFromGateway(order: OrderRow, via: 'webhook' | 'reconcile'): Promise<boolean> {
    if (!gateway) return false
    const payments = await gateway.listOrderPayments(order.gatewayOrderId)
    const captured = payments.find((p) => p.status === 'captured' && p.order_id === order.gatewayOrderId && p.amount === order.amount)
    if (!captured) return false
    return db.transaction((tx) => settle(tx, order, captured.id, via))
  }

  async function assertMayBuy(tx: DbOrTx, userId: string, purpose: Exclude<Purpose, { kind: 'seats' }>, at: number) {
    const owned = await listUserEntitlements(tx, userId)
    if (purpose.kind === 'grade') {
      if (!(await getPaymentsEnabled(tx))) {
        throw new AppError('PAYMENTS_OFF', 'Tests are free right now, so there is nothing to pay. Start the assessment from its instructions page.')
      }
      if (coveringEntitlement(owned, purpose.grade, at)) {
        throw new AppError('ALREADY_PURCHASED', `You already have access to the grade ${purpose.grade} test.`)
      }
      // Nothing covers the grade, so no premium plan is active: a grade already taken could not be taken again.
      if (await findCompletedTest(tx, userId, purpose.grade)) {
        throw new AppError(
          'GRADE_COMPLETED',
          `You have already completed the grade ${purpose.grade} test, and a single test is taken once. The Premium plan includes retakes.`,
        )
      }
      return
    }
    const activePlan = owned.find((e) => activePremium(e, at) || (e.kind === 'basic' && e.grade === null))
    if (activePlan?.kind === 'premium') throw new AppError('ALREADY_PURCHASED', 'You already have an active premium plan.')
    if (activePlan && purpose.plan === 'basic') {
      throw new AppError('ALREADY_PURCHASED', 'You already have a basic plan that has not been used yet.')
    }
  }

  async function onPaid(event: WebhookEvent, name: 'payment.captured' | 'order.paid'): Promise<WebhookOutcome> {
    const gatewayOrderId = name === 'order.paid' ? event.payload?.order?.entity?.id : event.payload?.payment?.entity?.order_id
    const order = typeof gatewayOrderId === 'string' ? await findOrderByGatewayId(db, gatewayOrderId) : undefined
    if (!order || order.gateway !== 'razorpay') return 'ignored'
    if (order.status === 'paid') return 'settled'
    return (await settleFromGateway(order, 'webhook')) ? 'settled' : 'ignored'
  }

  /** The order a payment named in an event belongs to, with the payment as the gateway holds it now. */
  async function paidOrderOf(event: WebhookEvent): Promise<{ order: OrderRow; payment: GatewayPayment } | undefined> {
    const paymentId = event.payload?.refund?.entity?.payment_id ?? event.payload?.dispute?.entity?.payment_id ?? event.payload?.payment?.entity?.id
    if (!gateway || typeof paymentId !== 'string' || !/^[A-Za-z0-9_]{1,100}$/.test(paymentId)) return undefined
    const payment = await gateway.fetchPayment(paymentId)
    if (!payment) return undefined
    const order = await findOrderByGatewayId(db, payment.order_id)
    if (!order || order.gateway !== 'razorpay' || order.paymentId !== payment.id) return undefined
    return { order, payment }
  }

  async function onRefund(event: WebhookEvent): Promise<WebhookOutcome> {
    const found = await paidOrderOf(event)
    if (!found || found.payment.amount_refunded <= 0) return 'ignored'
    const { order, payment } = found
    const at = new Date(now())
    if (payment.amount_refunded < order.amount) {
      const flagged = await db.transaction(async (tx) => {
        if (!(await flagOrder(tx, order.id, 'partially-refunded', at))) return false
        await insertAudit(tx, {
          actorId: null,
          actorKind: 'gateway',
          action: 'payment.partially-refunded',
          targetUserId: order.userId,
          details: { orderId: order.id, amount: order.amount, refunded: payment.amount_refunded },
        })
        return true
      })
      if (flagged) log.warn({ orderId: order.id, refunded: payment.amount_refunded }, 'order partly refunded: flagged for an admin')
      return 'flagged'
    }
    const withdrawn = await db.transaction(async (tx) => {
      if (!(await markOrderRefunded(tx, order.id))) return undefined
      const entitlement = await revokeOrderEntitlement(tx, order.id, at)
      // A school's refunded seats stop counting; seats already used stay used (those students have their tests).
      const seats = await revokeOrderSeats(tx, order.id, at)
      await insertAudit(tx, {
        actorId: null,
        actorKind: 'gateway',
        action: 'payment.refunded',
        targetUserId: order.userId,
        schoolId: order.schoolId,
        details: { orderId: order.id, purpose: order.purpose, amount: order.amount, withdrawn: entitlement ? entitlement.kind : seats ? 'seats' : null },
      })
      return entitlement ?? seats
    })
    if (order.userId) onAccessWithdrawn?.(order.userId)
    if (withdrawn) log.info({ orderId: order.id, purpose: order.purpose }, 'order refunded: what it granted is withdrawn')
    return 'withdrawn'
  }

  async function onDispute(event: WebhookEvent): Promise<WebhookOutcome> {
    const found = await paidOrderOf(event)
    if (!found) return 'ignored'
    const { order } = found
    const flagged = await db.transaction(async (tx) => {
      if (!(await flagOrder(tx, order.id, 'disputed', new Date(now())))) return false
      await insertAudit(tx, {
        actorId: null,
        actorKind: 'gateway',
        action: 'payment.disputed',
        targetUserId: order.userId,
        details: { orderId: order.id, purpose: order.purpose, amount: order.amount },
      })
      return true
    })
    if (flagged) log.warn({ orderId: order.id }, 'payment disputed: order flagged for an admin')
    return 'flagged'
  }

  /**
   * Makes the order inside the caller's transaction, holding the buyer's row lock: paid at once in mock mode; else the
   * buyer's open order for the same purpose and amount is reused, or a new one made at the gateway.
   */
  async function placeOrder(tx: DbOrTx, userId: string, purpose: Purpose, schoolId: string | null): Promise<PaymentOrder> {
    const key = purposeKey(purpose)
    const amount = priceOf(purpose)
    const receipt = `disha_${randomBytes(9).toString('base64url')}`
    if (mockMode) {
      const order = await insertOrder(tx, {
        userId,
        schoolId,
        purpose: key,
        amount,
        currency: CURRENCY,
        gateway: 'mock',
        gatewayOrderId: `order_mock_${randomBytes(10).toString('hex')}`,
        receipt,
      })
      await settle(tx, order, `pay_mock_${randomBytes(10).toString('hex')}`, 'mock')
      return toOrderResponse(order)
    }
    const open = await findOpenOrder(tx, userId, key)
    if (open && open.amount === amount && open.gateway === 'razorpay') return toOrderResponse(open)
    if (open) await markOrderReplaced(tx, open.id)
    let created
    try {
      created = await (gateway as PaymentGateway).createOrder({ amount, currency: CURRENCY, receipt, notes: { purpose: key, receipt } })
    } catch (err) {
      log.error({ err: err instanceof GatewayError ? { message: err.message, status: err.status } : err }, 'gateway order failed')
      throw gatewayDown()
    }
    const order = await insertOrder(tx, { userId, schoolId, purpose: key, amount, currency: CURRENCY, gateway: 'razorpay', gatewayOrderId: created.id, receipt })
    return toOrderResponse(order)
  }

  const toOrderResponse = (order: OrderRow): PaymentOrder => ({
    mockMode: order.gateway === 'mock',
    keyId: order.gateway === 'mock' ? '' : (config.RAZORPAY_KEY_ID ?? ''),
    amount: order.amount,
    currency: order.currency,
    orderId: order.gatewayOrderId,
  })

  return {
    mockMode,

    pricing(): Pricing {
      // What each way to pay gives, in the product's own terms: every test comes with the same results, report and
      // share link, so the plans differ only in which grades they open and whether a grade can be taken again.
      const results = 'Career matches, next steps and the PDF report to share'
      const grades = ['8', 'to', '12'].join(NO_BREAK_SPACE)
      return {
        gradeTest: {
          name: 'Single grade test',
          description: 'One assessment for the grade you choose now.',
          price: prices.grade,
          features: ['One assessment of one grade', results],
        },
        basic: {
          name: 'Basic',
          description: 'One assessment of any grade, chosen when you start it.',
          price: prices.basic,
          features: [`One assessment of any grade, ${grades}`, 'Choose the grade later, when you start', results],
        },
        premium: {
          name: 'Premium',
          description: 'Every grade for a year, and any grade taken again as often as you like.',
          price: prices.premium,
          features: [`All grade-level assessments, ${grades}`, 'Unlimited retakes: earlier results stay in your history', results],
        },
        currency: CURRENCY,
        mockMode,
      }
    },

    async createOrder(userId: string, body: CreateOrderBody): Promise<PaymentOrder> {
      const purpose: Exclude<Purpose, { kind: 'seats' }> =
        body.grade !== undefined ? { kind: 'grade', grade: body.grade } : { kind: 'plan', plan: body.planType as PlanType }
      return db.transaction(async (tx) => {
        // One order at a time per student: a double-tapped button reuses the first order instead of making two.
        await lockUser(tx, userId)
        await assertMayBuy(tx, userId, purpose, now())
        return placeOrder(tx, userId, purpose, null)
      })
    },

    /** A counsellor buys seats for the school: an order for seats × SEAT_PRICE, settled as every order is. */
    async createSeatOrder(counsellor: { id: string; schoolId: string }, seats: number): Promise<PaymentOrder> {
      return db.transaction(async (tx) => {
        await lockUser(tx, counsellor.id)
        return placeOrder(tx, counsellor.id, { kind: 'seats', seats }, counsellor.schoolId)
      })
    },

    /**
     * The browser's word after checkout, trusted only when its signature is the gateway's and the order the caller's;
     * then the payment is read again from the gateway, and only a captured payment of the order's amount grants (an
     * authorised payment may still be voided or refunded; it is granted when the webhook or reconciliation sees it
     * captured).
     */
    async verify(userId: string, body: VerifyPaymentBody): Promise<VerifyOutcome> {
      if (mockMode || !gateway || !config.RAZORPAY_KEY_SECRET) throw notVerified()
      const order = await findOrderByGatewayId(db, body.razorpay_order_id)
      if (!order || order.userId !== userId || order.gateway !== 'razorpay') throw notVerified()
      const signed = `${order.gatewayOrderId}|${body.razorpay_payment_id}`
      if (!signatureMatches(config.RAZORPAY_KEY_SECRET, signed, body.razorpay_signature)) {
        log.warn({ orderId: order.id }, 'payment signature mismatch')
        throw notVerified()
      }
      if (order.status === 'paid' && order.paymentId === body.razorpay_payment_id) return 'granted'
      let payment: GatewayPayment | undefined
      try {
        payment = await gateway.fetchPayment(body.razorpay_payment_id)
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err
        log.warn({ err: err.message, status: err.status, orderId: order.id }, 'verify: gateway re-read failed')
        throw gatewayDown()
      }
      if (!payment || payment.order_id !== order.gatewayOrderId || payment.amount !== order.amount) {
        log.warn({ orderId: order.id, paymentStatus: payment?.status }, 'verify: the payment is not this order\'s')
        throw notVerified()
      }
      if (payment.status === 'authorized') return 'pending'
      if (payment.status !== 'captured' || payment.amount_refunded > 0) {
        log.warn({ orderId: order.id, paymentStatus: payment.status }, 'verify: the payment is not captured')
        throw notVerified()
      }
      await db.transaction((tx) => settle(tx, order, payment.id, 'verify'))
      return 'granted'
    },

    /**
     * A webhook delivery: the signature over the raw body proves it came from the gateway; the ids in it are then
     * checked against the gateway's own record (re-read, not taken from the event), and a delivery seen before is
     * acknowledged without doing anything. A captured payment grants; a full refund withdraws what the order granted;
     * a partial refund or a dispute flags the order for an admin (docs/decisions/023-security-review-fixes.md).
     */
    async handleWebhook(rawBody: Buffer, signatureHeader: string | undefined, eventIdHeader: string | undefined): Promise<WebhookOutcome> {
      const secret = config.RAZORPAY_WEBHOOK_SECRET
      if (!secret) throw new AppError('BAD_REQUEST', 'Webhooks are not configured on this server.')
      if (!signatureHeader || !/^[a-f0-9]{64}$/i.test(signatureHeader) || !signatureMatches(secret, rawBody, signatureHeader)) {
        throw new AppError('BAD_REQUEST', 'The webhook signature is not valid.')
      }
      let event: WebhookEvent
      try {
        event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent
      } catch {
        throw new AppError('BAD_REQUEST', 'The webhook body is not valid JSON.')
      }
      const eventId = eventIdHeader && eventIdHeader.length <= 100 ? eventIdHeader : signature(secret, rawBody).slice(0, 40)
      const name = typeof event?.event === 'string' ? event.event : ''
      const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)).limit(1)
      if (seen) return 'duplicate'
      let result: WebhookOutcome = 'ignored'
      try {
        if (name === 'payment.captured' || name === 'order.paid') result = await onPaid(event, name)
        else if (name === 'refund.processed' || name === 'payment.refunded') result = await onRefund(event)
        else if (name === 'payment.dispute.created') result = await onDispute(event)
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err
        log.warn({ err: err.message, status: err.status, event: name }, 'webhook: gateway re-read failed')
        throw gatewayDown() // not recorded as seen, so the gateway's redelivery (or reconciliation) handles it
      }
      await db.insert(paymentEvents).values({ eventId, event: name.slice(0, 100) || 'unknown' }).onConflictDoNothing()
      return result
    },

    /** One run of the reconciliation job; answers how many orders it settled. */
    async reconcile(limit = 50): Promise<number> {
      if (!gateway || mockMode) return 0
      const at = now()
      const claimed = await claimUnpaidOrders(db, {
        oldest: new Date(at - RECONCILE_FOR_MS),
        newest: new Date(at - RECONCILE_AFTER_MS),
        checkedBefore: new Date(at - Math.max(config.PAYMENT_RECONCILE_SECONDS * 1000, 5 * 60 * 1000) + 1000),
        at: new Date(at),
        limit,
      })
      let settled = 0
      for (const order of claimed) {
        try {
          if (await settleFromGateway(order, 'reconcile')) settled += 1
        } catch (err) {
          log.warn({ err: err instanceof Error ? err.message : err, orderId: order.id }, 'reconciliation: gateway check failed')
        }
      }
      return settled
    },

    async purchases(userId: string): Promise<PurchaseRecord[]> {
      const [orderRows, owned] = await Promise.all([listUserOrders(db, userId), listUserEntitlements(db, userId)])
      const records = [...orderRows.filter((o) => o.status !== 'replaced').map(orderRecord), ...owned.filter((e) => e.grantedBy).map(grantRecord)]
      return records.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    },

    async subscription(userId: string): Promise<SubscriptionStatus> {
      const at = now()
      const owned = await listUserEntitlements(db, userId)
      const premium = owned
        .filter((e) => activePremium(e, at))
        .sort((a, b) => (b.expiresAt?.getTime() ?? Infinity) - (a.expiresAt?.getTime() ?? Infinity))[0]
      if (premium) return { hasSubscription: true, planType: 'premium', expiresAt: premium.expiresAt?.toISOString() ?? null }
      if (owned.some((e) => e.kind === 'basic' && e.grade === null)) return { hasSubscription: true, planType: 'basic', expiresAt: null }
      return { hasSubscription: false, planType: null, expiresAt: null }
    },

    async recentOrders(days = 30): Promise<AdminOrder[]> {
      const rows = await listRecentOrders(db, new Date(now() - days * DAY_MS))
      return rows.map((o) => ({
        ...orderRecord(o),
        userId: o.userId,
        userEmail: o.userEmail,
        gatewayOrderId: o.gatewayOrderId,
        paidVia: o.paidVia,
        paidAt: o.paidAt?.toISOString() ?? null,
        flag: o.flag,
      }))
    },

    /** An admin settles a support case by hand: the grade is granted and the grant names the admin. */
    async grantGrade(adminId: string, userId: string, grade: number, note: string | undefined): Promise<void> {
      if (!(await findUserById(db, userId))) throw notFound('That user')
      await insertEntitlement(db, { userId, kind: 'grade', grade, grantedBy: adminId, note: note || null })
      log.info({ adminId, userId, grade }, 'grade granted by an admin')
    },
  }
}

function orderRecord(o: OrderRow): PurchaseRecord {
  return {
    id: o.id,
    description: describePurpose(o.purpose),
    createdAt: o.createdAt.toISOString(),
    amount: o.amount,
    currency: o.currency,
    status: o.status === 'paid' ? 'paid' : o.status === 'refunded' ? 'refunded' : 'pending',
    method: o.gateway,
  }
}

function grantRecord(e: EntitlementRow): PurchaseRecord {
  return {
    id: e.id,
    description: `Grade ${e.grade} career assessment (granted by support)`,
    createdAt: e.createdAt.toISOString(),
    amount: 0,
    currency: CURRENCY,
    status: 'granted',
    method: 'admin',
  }
}

export type Payments = ReturnType<typeof createPayments>
