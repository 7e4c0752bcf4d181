import type { CreateOrderBody, VerifyPaymentBody } from '../../../../shared/schemas/payments'
import { orderSchema, verifyPaymentResponseSchema } from '../../../../shared/schemas/payments'
import { api } from '../../../lib/api-client'

/** POST /api/payment/create-order: a grade's test or a plan. The server sets the amount. */
export function createOrder(body: CreateOrderBody) {
  return api.post('/api/payment/create-order', body, orderSchema)
}

/** POST /api/payment/verify with the three fields the gateway's checkout hands back. */
export function verifyPayment(body: VerifyPaymentBody) {
  return api.post('/api/payment/verify', body, verifyPaymentResponseSchema)
}
