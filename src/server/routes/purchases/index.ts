// What the signed-in student owns: purchase status of a grade (docs/product.md, "The API"), their plan, their purchases,
// and the payment calls that buy more.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { gradeParamSchema } from '../../../shared/schemas/common'
import {
  createOrderBodySchema,
  orderSchema,
  purchaseListSchema,
  subscriptionStatusSchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
  verifyPendingSchema,
} from '../../../shared/schemas/payments'
import { purchaseStatusSchema } from '../../../shared/schemas/purchases'
import { hasPurchasedGrade } from '../../services/access'
import { requireUser, sessionOf } from '../guards'

export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx

  app.get(
    '/test-purchase/status/:grade',
    { schema: { params: gradeParamSchema, response: { 200: purchaseStatusSchema } } },
    async (request) => ({
      hasPurchased: await hasPurchasedGrade(ctx.db, sessionOf(request).user.id, request.params.grade, ctx.now()),
    }),
  )

  app.get('/subscription/status', { schema: { response: { 200: subscriptionStatusSchema } } }, async (request) =>
    ctx.payments.subscription(sessionOf(request).user.id),
  )

  app.get('/purchases', { schema: { response: { 200: purchaseListSchema } } }, async (request) =>
    ctx.payments.purchases(sessionOf(request).user.id),
  )

  app.post('/payment/create-order', { schema: { body: createOrderBodySchema, response: { 200: orderSchema } } }, async (request) =>
    ctx.payments.createOrder(sessionOf(request).user.id, request.body),
  )

  app.post(
    '/payment/verify',
    { schema: { body: verifyPaymentBodySchema, response: { 200: verifyPaymentResponseSchema, 202: verifyPendingSchema } } },
    async (request, reply) => {
      if ((await ctx.payments.verify(sessionOf(request).user.id, request.body)) === 'pending') {
        return reply.status(202).send({
          success: false as const,
          pending: true as const,
          message: 'Your payment has reached the bank and is being confirmed. Your test unlocks as soon as it is, usually within a few minutes.',
        })
      }
      return { success: true as const }
    },
  )
}
