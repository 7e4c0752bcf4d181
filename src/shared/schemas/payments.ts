import { z } from 'zod'
import { CONTROL_CHARS_MESSAGE, gradeSchema, noControlCharsButLines } from './common'

const PLAN_TYPES = ['basic', 'premium'] as const
export const planTypeSchema = z.enum(PLAN_TYPES, { error: "planType must be 'basic' or 'premium'" })
export type PlanType = z.infer<typeof planTypeSchema>

/** POST /api/payment/create-order: a grade's test or a plan; never an amount (the server sets it). */
export const createOrderBodySchema = z
  .strictObject(
    { grade: gradeSchema.optional(), planType: planTypeSchema.optional() },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Send only a grade or a planType; the price is set by the server.' : undefined) },
  )
  .refine((b) => (b.grade === undefined) !== (b.planType === undefined), { message: 'Send either a grade or a planType.' })
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>

export const orderSchema = z.object({
  mockMode: z.boolean(),
  keyId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  orderId: z.string(),
})
export type PaymentOrder = z.infer<typeof orderSchema>

const gatewayId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(100, `${name} is too long`)
    .regex(/^[A-Za-z0-9_]+$/, `${name} is not valid`)

export const verifyPaymentBodySchema = z.object({
  razorpay_order_id: gatewayId('razorpay_order_id'),
  razorpay_payment_id: gatewayId('razorpay_payment_id'),
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required' })
    .regex(/^[a-f0-9]{64}$/i, 'razorpay_signature is not valid'),
})
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>

export const verifyPaymentResponseSchema = z.object({ success: z.literal(true) })
/**
 * 202 from POST /api/payment/verify: the gateway has the payment authorised but not yet captured; the test unlocks
 * when it is captured (the webhook or the reconciliation job settles it).
 */
export const verifyPendingSchema = z.object({ success: z.literal(false), pending: z.literal(true), message: z.string() })

/** A way to pay: its name, what it is, its price in paise as charged, and what it gives (only what the product does). */
/** POST /api/payment/webhook: what the delivery did (decision 023). */
export const webhookResponseSchema = z.object({ status: z.enum(['settled', 'withdrawn', 'flagged', 'ignored', 'duplicate']) })

const planSchema = z.object({ name: z.string(), description: z.string(), price: z.number().int(), features: z.array(z.string()) })
export type Plan = z.infer<typeof planSchema>

/**
 * GET /api/pricing: the three ways to pay (one grade's test, the basic and the premium plan) at the prices the server
 * charges, and whether payments run in mock mode (no gateway keys: nothing is charged, no checkout opens).
 */
export const pricingSchema = z.object({
  basic: planSchema,
  premium: planSchema,
  gradeTest: planSchema,
  currency: z.string(),
  mockMode: z.boolean(),
})
export type Pricing = z.infer<typeof pricingSchema>

export const subscriptionStatusSchema = z.object({
  hasSubscription: z.boolean(),
  planType: planTypeSchema.nullable(),
  expiresAt: z.string().nullable(),
})
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>

/** One line of a student's purchases (profile) or of the admin's order list. */
export const purchaseRecordSchema = z.object({
  id: z.string(),
  description: z.string(),
  createdAt: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'pending', 'granted', 'refunded']),
  method: z.enum(['razorpay', 'mock', 'admin']),
})
export type PurchaseRecord = z.infer<typeof purchaseRecordSchema>
export const purchaseListSchema = z.array(purchaseRecordSchema)

export const adminOrderSchema = purchaseRecordSchema.extend({
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  gatewayOrderId: z.string().nullable(),
  paidVia: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Marked for an admin: the payment was disputed, or refunded in part. */
  flag: z.enum(['disputed', 'partially-refunded']).nullable(),
})
export type AdminOrder = z.infer<typeof adminOrderSchema>
export const adminOrderListSchema = z.array(adminOrderSchema)

export const grantGradeBodySchema = z.object({
  grade: gradeSchema,
  // Stored with the grant: PostgreSQL cannot keep NUL in text (found by the bad-input suite as a 500).
  note: z.string().trim().max(200, 'Please keep the note under 200 characters.').refine(noControlCharsButLines, CONTROL_CHARS_MESSAGE).optional(),
})
export type GrantGradeBody = z.infer<typeof grantGradeBodySchema>
