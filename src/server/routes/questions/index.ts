// A grade's 30 questions, without keys, for a student who may take that grade's test.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { GRADES } from '../../../shared/constants'
import { gradeParamSchema } from '../../../shared/schemas/common'
import { questionListSchema } from '../../../shared/schemas/questions'
import type { Grade } from '../../assessment/item-schema'
import { toPublicQuestions } from '../../assessment/question-bank'
import { sendStaticJson, toStaticJson, type StaticJson } from '../../lib/static-json'
import { hasPurchasedGradeCached, paymentRequired } from '../../services/access'
import { requireUser, sessionOf } from '../guards'

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx
  // The banks are constants: each list is checked against the response schema once, here, and then served as
  // ready bytes (docs/decisions/010), which is most of what a questions request used to cost.
  const lists = new Map<number, StaticJson>(
    GRADES.map((grade) => [grade, toStaticJson(questionListSchema.parse(toPublicQuestions(grade as Grade)))]),
  )

  app.get(
    '/questions/:grade',
    // The response schema documents the contract; the bytes were checked against it above.
    { schema: { params: gradeParamSchema, response: { 200: questionListSchema } }, compress: false },
    async (request, reply) => {
      // The payment switch comes from the in-process cache; only while payments are on is a purchase looked up, and a
      // recent "yes" is remembered (services/purchase-cache.ts).
      if (await ctx.settings.getPaymentsEnabled()) {
        if (!(await hasPurchasedGradeCached(ctx.purchaseCache, ctx.db, sessionOf(request).user.id, request.params.grade, ctx.now()))) {
          throw paymentRequired(request.params.grade)
        }
      }
      const list = lists.get(request.params.grade)
      if (!list) throw new Error(`no questions for grade ${request.params.grade}`)
      return sendStaticJson(request, reply, list)
    },
  )
}
