// Purchase status of a grade test (SPEC.md section 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { gradeParamSchema } from '../../../shared/schemas/common'
import { purchaseStatusSchema } from '../../../shared/schemas/purchases'
import { hasPurchasedGrade } from '../../services/access'
import { requireUser, sessionOf } from '../guards'

export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx

  app.get(
    '/test-purchase/status/:grade',
    { schema: { params: gradeParamSchema, response: { 200: purchaseStatusSchema } } },
    async (request) => ({ hasPurchased: await hasPurchasedGrade(ctx.db, sessionOf(request).user.id, request.params.grade) }),
  )
}
