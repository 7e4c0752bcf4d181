import type { CreateOrderBody, VerifyPaymentBody } from '../../../../shared/schemas/payments'
import { z } from 'zod'
import { orderSchema, verifyPaymentResponseSchema, verifyPendingSchema } from '../../../../shared/schemas/payments'
import { api } from '../../../lib/api-client'

/** POST /api/payment/create-order: a grade's test or a plan. The server sets the amount. */
export function createOrder(body: CreateOrderBody) {
  return api.post('/api/payment/create-order', body, orderSchema)
}

const verifyAnswerSchema = z.union([verifyPaymentResponseSchema, verifyPendingSchema])

/**
 * POST /api/payment/verify with the three fields the gateway's checkout hands back: granted, or (202) paid but still
 * being confirmed by the gateway, with a sentence to show.
 */
export function verifyPayment(body: VerifyPaymentBody) {
  return api.post('/api/payment/verify', body, verifyAnswerSchema)
}
