// A grade's 30 questions, without keys, for a student who may take that grade's test.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { GRADES } from '../../../shared/constants'
import { GRADE_MESSAGE } from '../../../shared/schemas/common'
import { questionListSchema } from '../../../shared/schemas/questions'
import type { Grade } from '../../assessment/item-schema'
import { toPublicQuestions } from '../../assessment/question-bank'
import { AppError } from '../../errors'
import { sendStaticJson, toStaticJson, type StaticJson } from '../../lib/static-json'
import { hasPurchasedGradeCached, paymentRequired } from '../../services/access'
import { requireUser, sessionOf } from '../guards'

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx
  // The banks are constants: each list is checked against the response schema once, here, and then served as
  // ready bytes (docs/decisions/010), which is most of what a questions request used to cost. They are kept by the
  // path's own text ('8'..'12'), so the grade is checked by this lookup: anything else is not a grade.
  const lists = new Map<string, { grade: number; json: StaticJson }>(
    GRADES.map((grade) => [String(grade), { grade, json: toStaticJson(questionListSchema.parse(toPublicQuestions(grade as Grade))) }]),
  )

  async function sendAfterAccessCheck(request: FastifyRequest, reply: FastifyReply, grade: number, json: StaticJson) {
    if (await ctx.settings.getPaymentsEnabled()) {
      if (!(await hasPurchasedGradeCached(ctx.purchaseCache, ctx.db, sessionOf(request).user.id, grade, ctx.now()))) {
        throw paymentRequired(grade)
      }
    }
    return sendStaticJson(request, reply, json)
  }

  app.get(
    '/questions/:grade',
    // The response schema documents the contract; the bytes were checked against it above.
    { schema: { response: { 200: questionListSchema } }, compress: false },
    (request, reply) => {
      const list = lists.get((request.params as { grade: string }).grade)
      if (!list) throw new AppError('VALIDATION', GRADE_MESSAGE, { issues: [{ field: 'grade', message: GRADE_MESSAGE }] })
      // With the payment switch and a recent "yes" for this student and grade both in memory (settings-cache.ts,
      // purchase-cache.ts), the answer goes out at once, without a promise; otherwise the database is asked.
      const paymentsEnabled = ctx.settings.cachedPaymentsEnabled()
      if (paymentsEnabled === false || (paymentsEnabled === true && ctx.purchaseCache.has(sessionOf(request).user.id, list.grade, ctx.now()))) {
        sendStaticJson(request, reply, list.json)
        return
      }
      return sendAfterAccessCheck(request, reply, list.grade, list.json)
    },
  )
}
