// A signed-in student's tests: history, submission and results (which the counsellor of the student's school reads too).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { screenLanguageQuerySchema } from '../../../shared/schemas/common'
import { testResultsSchema } from '../../../shared/schemas/results'
import { submitTestBodySchema, testHistorySchema, testSchema } from '../../../shared/schemas/tests'
import { notFound } from '../../errors'
import { screenLocale } from '../../lib/page-locale'
import { toApiTest } from '../../services/results'
import { readableResults, testHistory } from '../../services/tests'
import { requireUser, sessionOf } from '../guards'
import { isUuid } from '../serialize'

// A malformed id is simply an id that matches no test: 404, like another user's test.
const testIdParams = z.object({ id: z.string().max(100) })

export const testRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx

  // `?lang=`: the screen's language, for an account that has not chosen one (services/tests.ts).
  app.get('/tests/history', { schema: { querystring: screenLanguageQuerySchema, response: { 200: testHistorySchema } } }, async (request) => {
    return testHistory(ctx.db, sessionOf(request).user, screenLocale(request, request.query.lang))
  })

  app.post(
    '/tests',
    { schema: { body: submitTestBodySchema, response: { 200: testSchema, 201: testSchema } } },
    async (request, reply) => {
      const { test, created } = await ctx.testTaking.submit(sessionOf(request).user.id, request.body)
      return reply.status(created ? 201 : 200).send(toApiTest(test))
    },
  )

  app.get(
    '/tests/:id/results',
    { schema: { params: testIdParams, querystring: screenLanguageQuerySchema, response: { 200: testResultsSchema } } },
    async (request) => {
      const { user } = sessionOf(request)
      if (!isUuid(request.params.id)) throw notFound('That test')
      return readableResults(ctx.db, user, request.params.id, screenLocale(request, request.query.lang))
    },
  )
}
