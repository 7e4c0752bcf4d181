// What the signed-in student may do with each grade's test now (start, pay, take it again, or nothing more), from the
// access rules the attempt and test routes enforce: the home cards, the instructions, the test page's gates and the
// results ask this one call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { gradeAccessListSchema } from '../../../shared/schemas/access'
import { listGradeAccess } from '../../services/access'
import { requireUser, sessionOf } from '../guards'

export const gradeAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx

  app.get('/grade-access', { schema: { response: { 200: gradeAccessListSchema } } }, async (request) =>
    listGradeAccess(ctx, sessionOf(request).user.id, ctx.now()),
  )
}
