// The platform admin's schools: create one, list them with their counsellors and seats, invite a counsellor, grant seats.
import { pageLocale } from '../../lib/page-locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  createSchoolBodySchema,
  grantSeatsBodySchema,
  grantSeatsResponseSchema,
  idParamsSchema,
  inviteCounsellorBodySchema,
  inviteCounsellorResponseSchema,
  schoolListSchema,
  schoolSchema,
} from '../../../shared/schemas/schools'
import { createSchool, inviteCounsellor, listSchoolsForAdmin } from '../../services/schools'
import { grantSeats } from '../../services/seats'
import { requireAdmin, sessionOf } from '../guards'

export const adminSchoolRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAdmin(app)
  const ctx = app.ctx

  app.get('/admin/schools', { schema: { response: { 200: schoolListSchema } } }, async () => listSchoolsForAdmin(ctx.db))

  app.post('/admin/schools', { schema: { body: createSchoolBodySchema, response: { 201: schoolSchema } } }, async (request, reply) => {
    const school = await createSchool(ctx.db, sessionOf(request).user.id, request.body.name)
    request.log.info({ admin: sessionOf(request).user.id, schoolId: school.id }, 'school created')
    return reply.status(201).send(school)
  })

  app.post(
    '/admin/schools/:id/counsellors',
    { schema: { params: idParamsSchema, body: inviteCounsellorBodySchema, response: { 201: inviteCounsellorResponseSchema } } },
    async (request, reply) => {
      const admin = sessionOf(request).user.id
      const { counsellor, again } = await inviteCounsellor(ctx, admin, request.params.id, request.body, pageLocale(request))
      request.log.info({ admin, userId: counsellor.id }, 'counsellor invited')
      return reply.status(201).send({
        message: again
          ? `A new invitation is on its way to ${request.body.email}; the earlier link no longer works.`
          : `An invitation is on its way to ${request.body.email}. The link works for 7 days.`,
        counsellor,
      })
    },
  )

  app.post(
    '/admin/schools/:id/seats',
    { schema: { params: idParamsSchema, body: grantSeatsBodySchema, response: { 201: grantSeatsResponseSchema } } },
    async (request, reply) => {
      const admin = sessionOf(request).user.id
      const seats = await grantSeats(ctx.db, admin, request.params.id, request.body.seats, request.body.note)
      request.log.info({ admin, schoolId: request.params.id, seats: request.body.seats }, 'seats granted')
      const n = request.body.seats
      return reply.status(201).send({ message: `${n} ${n === 1 ? 'seat' : 'seats'} granted. The school has ${seats.left} left.`, seats })
    },
  )
}
