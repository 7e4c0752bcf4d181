// 'Schedule Career Counseling' on a result page: the student (or parent) leaves a number and a time to call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { counsellingCreatedSchema, counsellingRequestBodySchema } from '../../../shared/schemas/counselling'
import { insertCounsellingRequest } from '../../db/counselling-repository'
import { findTest } from '../../db/tests-repository'
import { notFound } from '../../errors'
import { requireUser, sessionOf } from '../guards'
import { isUuid } from '../serialize'

export const counsellingRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx

  app.post(
    '/counselling-requests',
    { schema: { body: counsellingRequestBodySchema, response: { 201: counsellingCreatedSchema } } },
    async (request, reply) => {
      const { user } = sessionOf(request)
      const { testId, ...rest } = request.body
      const test = isUuid(testId) ? await findTest(ctx.db, testId) : undefined
      if (!test || test.userId !== user.id) throw notFound('That test')
      const row = await insertCounsellingRequest(ctx.db, { userId: user.id, testId, ...rest })
      return reply.status(201).send({
        id: row.id,
        message: 'Thank you! A career counsellor will call you at the time you chose, usually within 3 working days.',
      })
    },
  )
}
