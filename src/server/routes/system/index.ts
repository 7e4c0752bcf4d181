// Health and system-wide settings anyone may read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthSchema, paymentSettingsSchema } from '../../../shared/schemas/system'

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.get('/healthz', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const up = await ctx.database.ping()
    return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable' })
  })

  app.get('/api/system/payment-settings', { schema: { response: { 200: paymentSettingsSchema } } }, async () => ({
    paymentsEnabled: await ctx.settings.getPaymentsEnabled(),
  }))
}
