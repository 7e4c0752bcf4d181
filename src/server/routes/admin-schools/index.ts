// The platform admin's schools: create one, list them with their counsellors, invite a counsellor.
import { pageLocale } from '../../lib/page-locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  createSchoolBodySchema,
  idParamsSchema,
  inviteCounsellorBodySchema,
  inviteCounsellorResponseSchema,
  schoolListSchema,
  schoolSchema,
} from '../../../shared/schemas/schools'
import { createSchool, inviteCounsellor, listSchoolsForAdmin } from '../../services/schools'
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
}
