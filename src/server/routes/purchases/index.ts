// Purchase status of a grade test (SPEC.md section 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { gradeParamSchema } from '../../../shared/schemas/common'
import { hasPurchasedGrade } from '../../services/access'
import { requireUser, sessionOf } from '../guards'

export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx

  app.get(
    '/test-purchase/status/:grade',
    { schema: { params: gradeParamSchema, response: { 200: z.object({ hasPurchased: z.boolean() }) } } },
    async (request) => ({ hasPurchased: await hasPurchasedGrade(ctx.db, sessionOf(request).user.id, request.params.grade) }),
  )
}
