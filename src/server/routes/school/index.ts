// A counsellor's calls: their school, its classes, class lists and sign-in slips, and the students without an e-mail
// whose password, data export and deletion go through the counsellor. Each call acts inside the counsellor's own
// school (services/schools.ts): another school's class or student answers 404, as if it did not exist.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { accountExportSchema } from '../../../shared/schemas/account'
import { messageSchema } from '../../../shared/schemas/common'
import { orderSchema } from '../../../shared/schemas/payments'
import {
  buySeatsBodySchema,
  classDetailSchema,
  classSummarySchema,
  counsellorSchoolSchema,
  createClassBodySchema,
  idParamsSchema,
  importClassListBodySchema,
  importClassListResponseSchema,
  resetStudentPasswordResponseSchema,
} from '../../../shared/schemas/schools'
import { accountData, eraseAccount } from '../../services/account'
import {
  classDetail,
  counsellorOf,
  counsellorSchool,
  createClass,
  importClassList,
  resetStudentPassword,
  slipStudentForData,
  studentDataAudit,
} from '../../services/schools'
import { requireCounsellor, sessionOf } from '../guards'
import { apiUserOf, toAccountExport } from '../serialize'
import { examPeriodRoutes } from './exam-period'
import { schoolReportRoutes } from './reports'

export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  requireCounsellor(app)
  const ctx = app.ctx
  await app.register(schoolReportRoutes)
  await app.register(examPeriodRoutes)

  app.get('/school', { schema: { response: { 200: counsellorSchoolSchema } } }, async (request) => ({
    ...(await counsellorSchool(ctx.db, counsellorOf(sessionOf(request).user))),
    seatPrice: ctx.config.SEAT_PRICE,
    mockMode: ctx.payments.mockMode,
  }))

  // Seats for the school's students (docs/decisions/050-seats.md): an order settled as every order is (in mock mode
  // at once); the seats reach the school when it is paid.
  app.post('/school/seats/orders', { schema: { body: buySeatsBodySchema, response: { 200: orderSchema } } }, async (request) => {
    const counsellor = counsellorOf(sessionOf(request).user)
    const order = await ctx.payments.createSeatOrder(counsellor, request.body.seats)
    request.log.info({ counsellor: counsellor.id, seats: request.body.seats }, 'seat order placed')
    return order
  })

  app.post('/school/classes', { schema: { body: createClassBodySchema, response: { 201: classSummarySchema } } }, async (request, reply) => {
    const created = await createClass(ctx.db, counsellorOf(sessionOf(request).user), request.body)
    return reply.status(201).send(created)
  })

  app.get('/school/classes/:id', { schema: { params: idParamsSchema, response: { 200: classDetailSchema } } }, async (request) =>
    classDetail(ctx.db, counsellorOf(sessionOf(request).user), request.params.id),
  )

  app.post(
    '/school/classes/:id/students/import',
    { schema: { params: idParamsSchema, body: importClassListBodySchema, response: { 201: importClassListResponseSchema } } },
    async (request, reply) => {
      const counsellor = counsellorOf(sessionOf(request).user)
      const result = await importClassList(ctx.db, counsellor, request.params.id, request.body.csv)
      request.log.info({ counsellor: counsellor.id, classId: request.params.id, created: result.created }, 'class list imported')
      // One-time passwords: never kept by a cache on the way.
      return reply.status(201).header('Cache-Control', 'no-store').send(result)
    },
  )

  app.post(
    '/school/students/:id/reset-password',
    { schema: { params: idParamsSchema, response: { 200: resetStudentPasswordResponseSchema } } },
    async (request) => {
      const counsellor = counsellorOf(sessionOf(request).user)
      const slip = await resetStudentPassword(ctx, counsellor, request.params.id)
      request.log.info({ counsellor: counsellor.id, userId: slip.studentId }, 'student password reset by a counsellor')
      return { message: `${slip.name} has a new one-time password. Print the slip and hand it over.`, slip }
    },
  )

  // The data rights of a student without an e-mail, exercised through the counsellor (the student or the parents ask).
  app.get('/school/students/:id/export', { schema: { params: idParamsSchema, response: { 200: accountExportSchema } } }, async (request, reply) => {
    const counsellor = counsellorOf(sessionOf(request).user)
    const student = await slipStudentForData(ctx.db, counsellor, request.params.id)
    const data = await accountData(ctx, student.id, studentDataAudit(counsellor, student, 'student.data-exported'))
    reply.header('Content-Disposition', `attachment; filename="disha-student-data-${student.username ?? student.id}.json"`)
    const { passwordHash: _omit, ...publicUser } = student
    return toAccountExport(data, await apiUserOf(ctx, publicUser), null)
  })

  app.delete('/school/students/:id', { schema: { params: idParamsSchema, response: { 200: messageSchema } } }, async (request) => {
    const counsellor = counsellorOf(sessionOf(request).user)
    const student = await slipStudentForData(ctx.db, counsellor, request.params.id)
    await eraseAccount(ctx, student, studentDataAudit(counsellor, student, 'student.deleted'))
    request.log.info({ counsellor: counsellor.id, userId: student.id }, 'student deleted by a counsellor')
    return { message: `${student.firstName}'s account and all its data have been deleted.` }
  })
}
