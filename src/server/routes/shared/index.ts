// The parents' page API: a shared report by its token, without signing in. The token in the address must not leak
// to other sites or search engines.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sharedReportSchema } from '../../../shared/schemas/reports'

const tokenParams = z.object({ token: z.string() })

export const sharedRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.get('/shared/:token', { schema: { params: tokenParams, response: { 200: sharedReportSchema } } }, async (request, reply) => {
    reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer')
    return ctx.reports.shared(request.params.token)
  })
}
