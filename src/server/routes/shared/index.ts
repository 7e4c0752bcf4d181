// The parents' page API: a shared report by its token, without signing in. The token in the address must not leak
// to other sites or search engines.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LOCALES } from '../../../shared/constants'
import { sharedReportSchema } from '../../../shared/schemas/reports'
import { pageLocale } from '../../lib/page-locale'

const tokenParams = z.object({ token: z.string() })
/** The language the page shows, which the app sends; without it, this browser's (its cookie, else Accept-Language). */
const languageQuery = z.object({ lang: z.enum(LOCALES).optional() })

export const sharedRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.get('/shared/:token', { schema: { params: tokenParams, querystring: languageQuery, response: { 200: sharedReportSchema } } }, async (request, reply) => {
    // Said in the parent's language (decision 045), not the student's: the link carries none.
    reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer').header('Vary', 'Cookie, Accept-Language')
    return ctx.reports.shared(request.params.token, request.query.lang ?? pageLocale(request))
  })
}
