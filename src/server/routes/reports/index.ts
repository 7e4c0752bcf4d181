// Reports of a test: the PDF download (owner, admin, or anyone holding one of the test's share tokens) and the
// share links, which only the owner or an admin manage.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { messageSchema, screenLanguageQuerySchema } from '../../../shared/schemas/common'
import { shareLinksSchema } from '../../../shared/schemas/reports'
import { screenLocale } from '../../lib/page-locale'
import { requireUser, sessionOf } from '../guards'

// A malformed id or token is one that matches nothing: 404 like every other refusal here, never a 400 that would
// tell a guesser more.
const idParams = z.object({ id: z.string().max(100) })
// `lang`: the screen's language, which decides the report's only for a student who never chose one (services/reports.ts).
const downloadQuery = screenLanguageQuerySchema.extend({ token: z.string().optional() })

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  // Open to signed-out visitors: the service decides between session and token, and answers 404 to everyone else.
  app.get('/reports/:id/download', { schema: { params: idParams, querystring: downloadQuery } }, async (request, reply) => {
    const { pdf, contentDisposition } = await ctx.reports.download(request.params.id, request.session, request.query.token, screenLocale(request, request.query.lang))
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition)
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer')
      .send(pdf)
  })

  const ownerRoutes: FastifyPluginAsyncZod = async (owner) => {
    requireUser(owner)

    owner.get('/reports/:id/share-url', { schema: { params: idParams, querystring: screenLanguageQuerySchema, response: { 200: shareLinksSchema } } }, async (request) =>
      ctx.reports.shareLinks(request.params.id, sessionOf(request), screenLocale(request, request.query.lang)),
    )

    owner.delete('/reports/:id/share', { schema: { params: idParams, response: { 200: messageSchema } } }, async (request) => {
      const count = await ctx.reports.stopSharing(request.params.id, sessionOf(request))
      request.log.info({ testId: request.params.id, links: count }, 'report sharing stopped')
      return { message: 'Sharing stopped. Links you sent before no longer work.' }
    })
  }
  await app.register(ownerRoutes)
}
