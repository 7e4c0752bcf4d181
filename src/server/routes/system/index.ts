// Health and system-wide settings anyone may read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthSchema, paymentSettingsSchema } from '../../../shared/schemas/system'
import { timingSafeEqual } from 'node:crypto'
import { AppError } from '../../errors'

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.get('/healthz', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const up = await ctx.database.ping()
    return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable' })
  })

  // Prometheus scrapes this with the bearer token; without METRICS_TOKEN configured it does not exist.
  app.get('/metrics', async (request, reply) => {
    const expected = ctx.config.METRICS_TOKEN
    if (!expected) throw new AppError('NOT_FOUND', 'There is nothing at this address.')
    const given = Buffer.from(request.headers.authorization ?? '')
    const wanted = Buffer.from(`Bearer ${expected}`)
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      throw new AppError('UNAUTHENTICATED', 'The metrics need the bearer token configured in METRICS_TOKEN.')
    }
    const body = await ctx.metrics.registry.metrics()
    return reply.header('Content-Type', ctx.metrics.registry.contentType).send(body)
  })

  app.get('/api/system/payment-settings', { schema: { response: { 200: paymentSettingsSchema } } }, async () => ({
    paymentsEnabled: await ctx.settings.getPaymentsEnabled(),
  }))
}
