// A signed-in student's tests.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { testHistorySchema } from '../../../shared/schemas/tests'
import { listUserTests } from '../../db/tests-repository'
import { requireUser, sessionOf } from '../guards'
import { toApiTest } from '../serialize'

export const testRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx

  app.get('/tests/history', { schema: { response: { 200: testHistorySchema } } }, async (request) => {
    const rows = await listUserTests(ctx.db, sessionOf(request).user.id)
    return rows.map(toApiTest)
  })
}
