// 'Schedule Career Counseling' on a result page: the student (or parent) leaves a number and a time to call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { counsellingCreatedSchema, counsellingRequestBodySchema } from '../../../shared/schemas/counselling'
import { notFound } from '../../errors'
import { requestCounselling } from '../../services/counselling'
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
      if (!isUuid(request.body.testId)) throw notFound('That test')
      const row = await requestCounselling(ctx.db, user.id, request.body)
      return reply.status(201).send({
        id: row.id,
        message: 'Thank you! A career counsellor will call you at the time you chose, usually within 3 working days.',
      })
    },
  )
}
