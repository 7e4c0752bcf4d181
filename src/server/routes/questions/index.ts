// A grade's 30 questions, without keys, for a student who may take that grade's test.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { gradeParamSchema } from '../../../shared/schemas/common'
import { questionListSchema } from '../../../shared/schemas/questions'
import type { Grade } from '../../assessment/item-schema'
import { toPublicQuestions } from '../../assessment/question-bank'
import { assertGradeAccess } from '../../services/access'
import { requireUser, sessionOf } from '../guards'

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx

  app.get(
    '/questions/:grade',
    { schema: { params: gradeParamSchema, response: { 200: questionListSchema } } },
    async (request) => {
      await assertGradeAccess(ctx.db, sessionOf(request).user.id, request.params.grade, ctx.now())
      return toPublicQuestions(request.params.grade as Grade)
    },
  )
}
