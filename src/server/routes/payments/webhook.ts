// The gateway's webhook. Its signature covers the exact bytes sent, so this scope keeps the body raw.
import type { FastifyPluginAsync } from 'fastify'
import { webhookResponseSchema } from '../../../shared/schemas/payments'

export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.post('/payment/webhook', { schema: { response: { 200: webhookResponseSchema } } }, async (request) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
    const header = (name: string) => {
      const value = request.headers[name]
      return typeof value === 'string' ? value : undefined
    }
    const result = await ctx.payments.handleWebhook(body, header('x-razorpay-signature'), header('x-razorpay-event-id'))
    return { status: result }
  })
}
