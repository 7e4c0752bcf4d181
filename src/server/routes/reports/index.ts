// Reports of a test: the PDF download (owner, admin, or anyone holding one of the test's share tokens) and the
// share links, which only the owner or an admin manage.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { messageSchema } from '../../../shared/schemas/common'
import { shareLinksSchema } from '../../../shared/schemas/reports'
import { requireUser, sessionOf } from '../guards'

// A malformed id or token is one that matches nothing: 404 like every other refusal here, never a 400 that would
// tell a guesser more.
const idParams = z.object({ id: z.string().max(100) })
const downloadQuery = z.object({ token: z.string().optional() })

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  // Open to signed-out visitors: the service decides between session and token, and answers 404 to everyone else.
  app.get('/reports/:id/download', { schema: { params: idParams, querystring: downloadQuery } }, async (request, reply) => {
    const { pdf, contentDisposition } = await ctx.reports.download(request.params.id, request.session, request.query.token)
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition)
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer')
      .send(pdf)
  })

  const ownerRoutes: FastifyPluginAsyncZod = async (owner) => {
    requireUser(owner)

    owner.get('/reports/:id/share-url', { schema: { params: idParams, response: { 200: shareLinksSchema } } }, async (request) =>
      ctx.reports.shareLinks(request.params.id, sessionOf(request)),
    )

    owner.delete('/reports/:id/share', { schema: { params: idParams, response: { 200: messageSchema } } }, async (request) => {
      const count = await ctx.reports.stopSharing(request.params.id, sessionOf(request))
      request.log.info({ testId: request.params.id, links: count }, 'report sharing stopped')
      return { message: 'Sharing stopped. Links you sent before no longer work.' }
    })
  }
  await app.register(ownerRoutes)
}
