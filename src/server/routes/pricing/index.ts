// Prices anyone may read: the plans of the pricing page and the single grade test's price.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pricingSchema } from '../../../shared/schemas/payments'

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  app.get('/pricing', { schema: { response: { 200: pricingSchema } } }, async () => ctx.payments.pricing())
}
