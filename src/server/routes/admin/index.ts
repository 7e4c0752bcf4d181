// Admin calls. The guard is declared once for the whole folder.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  adminTestDetailSchema,
  adminTestPageSchema,
  adminTestsQuerySchema,
  adminUserPageSchema,
  adminUsersQuerySchema,
  type AdminUser,
  auditPageSchema,
  auditQuerySchema,
  retestQuerySchema,
  retestReportSchema,
  togglePaymentsBodySchema,
  togglePaymentsResponseSchema,
} from '../../../shared/schemas/admin'
import { messageSchema } from '../../../shared/schemas/common'
import { formatPrice } from '../../../shared/money'
import { adminOrderListSchema, grantGradeBodySchema } from '../../../shared/schemas/payments'
import { counsellingRequestListSchema } from '../../../shared/schemas/counselling'
import { AppError, notFound } from '../../errors'
import { auditPage, recentCounsellingRequests, resetTest, retestStudy, testDetail, testPage, userPage, type UserListed } from '../../services/admin'
import { grantAdmin, revokeAdmin } from '../../services/admin-rights'
import { requireAdmin, sessionOf } from '../guards'
import { isUuid, toApiUser } from '../serialize'

const idParams = z.object({ id: z.string().max(100) })

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAdmin(app)
  const ctx = app.ctx

  app.post(
    '/admin/toggle-payments',
    {
      schema: { body: togglePaymentsBodySchema, response: { 200: togglePaymentsResponseSchema } },
    },
    async (request) => {
      const { enabled } = request.body
      await ctx.settings.setPaymentsEnabled(enabled)
      request.log.info({ admin: sessionOf(request).user.id, enabled }, 'payments switched')
      return {
        message: enabled
          ? `Payment system enabled. Each grade test now costs ${formatPrice(ctx.payments.pricing().gradeTest.price)}.`
          : 'Payment system disabled. All tests are now free.',
        paymentsEnabled: enabled,
      }
    },
  )

  app.get(
    '/admin/counselling-requests',
    { schema: { response: { 200: counsellingRequestListSchema } } },
    async () =>
      (await recentCounsellingRequests(ctx.db)).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  )

  app.get('/admin/users', { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserPageSchema } } }, async (request) => {
    const page = await userPage(ctx.db, request.query)
    if (!page) throw new AppError('BAD_REQUEST', 'That page of users is not there any more: start again from the first page.')
    return { ...page, users: page.users.map(toAdminUser) }
  })

  app.get('/admin/tests', { schema: { querystring: adminTestsQuerySchema, response: { 200: adminTestPageSchema } } }, async (request) => {
    const page = await testPage(ctx.db, request.query)
    if (!page) throw new AppError('BAD_REQUEST', 'That page of tests is not there any more: start again from the first page.')
    return page
  })

  // A test's detail: each answer with the question and, for knowledge items, the key; then the results as the student saw them.
  app.get('/admin/tests/:id', { schema: { params: idParams, response: { 200: adminTestDetailSchema } } }, async (request) => {
    if (!isUuid(request.params.id)) throw new AppError('BAD_REQUEST', 'That is not a test id.')
    const detail = await testDetail(ctx.db, request.params.id, sessionOf(request).user.locale ?? 'en')
    if (!detail) throw notFound('That test')
    return detail
  })

  // The retest study on real students who took a grade twice: the issue-10 retake goals, measured (services/retest.ts).
  app.get(
    '/admin/retest-report',
    { schema: { querystring: retestQuerySchema, response: { 200: retestReportSchema } } },
    async (request) => retestStudy(ctx.db, request.query.minDays),
  )

  // Resetting a test: the student may take that grade again (their attempt stays, marked submitted).
  app.delete('/admin/tests/:id', { schema: { params: idParams, response: { 200: messageSchema } } }, async (request) => {
    if (!isUuid(request.params.id) || !(await resetTest(ctx, request.params.id))) throw notFound('That test')
    request.log.info({ admin: sessionOf(request).user.id, testId: request.params.id }, 'test reset by admin')
    return { message: 'Test deleted successfully' }
  })

  app.post('/admin/users/:id/make-admin', { schema: { params: idParams, response: { 200: messageSchema } } }, async (request) => {
    const admin = sessionOf(request).user.id
    const user = isUuid(request.params.id) ? await grantAdmin(ctx.db, request.params.id, { kind: 'admin', id: admin }, new Date(ctx.now())) : undefined
    if (!user) throw notFound('That user')
    ctx.sessions.forgetUser(user.id)
    request.log.info({ admin, userId: user.id }, 'admin granted')
    return { message: 'User granted admin access' }
  })

  // Taking admin rights away: refused when it would leave Disha without an admin (services/admin-rights.ts).
  app.post('/admin/users/:id/revoke-admin', { schema: { params: idParams, response: { 200: messageSchema } } }, async (request) => {
    const admin = sessionOf(request).user.id
    if (!isUuid(request.params.id)) throw notFound('That user')
    const user = await revokeAdmin(ctx.db, request.params.id, { kind: 'admin', id: admin }, new Date(ctx.now()))
    ctx.sessions.forgetUser(user.id)
    request.log.info({ admin, userId: user.id }, 'admin revoked')
    return { message: user.id === admin ? 'You no longer have admin access.' : 'Admin access removed' }
  })

  app.get('/admin/audit', { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } }, async (request) => {
    const page = await auditPage(ctx.db, request.query)
    if (!page) throw new AppError('BAD_REQUEST', 'That page of the activity is not there any more: start again from the newest entries.')
    return {
      next: page.next,
      entries: page.entries.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actorId: row.actorId,
        actorKind: row.actorKind,
        actorName: row.actorEmail ?? row.actorUsername,
        schoolId: row.schoolId,
        schoolName: row.schoolName,
        action: row.action,
        targetUserId: row.targetUserId,
        targetName: targetName(row),
        details: row.details,
      })),
    }
  })

  app.get('/admin/orders', { schema: { response: { 200: adminOrderListSchema } } }, async () => ctx.payments.recentOrders(30))

  // A support case settled by hand (a payment that reached the bank but not us): recorded with the admin's id.
  app.post(
    '/admin/users/:id/grant-grade',
    { schema: { params: idParams, body: grantGradeBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound('That user')
      await ctx.payments.grantGrade(sessionOf(request).user.id, request.params.id, request.body.grade, request.body.note)
      return { message: `Grade ${request.body.grade} test granted` }
    },
  )
}

/** An account as the admin's list shows it: the user as the API shows it, with the school and class, and a roll number. */
function toAdminUser(row: UserListed): AdminUser {
  const { passwordHash: _omit, school, schoolClass, ...user } = row
  return {
    ...toApiUser(user),
    ...(school ? { school } : {}),
    ...(school && schoolClass ? { schoolClass } : {}),
    ...(row.rollNumber ? { rollNumber: row.rollNumber } : {}),
  }
}

/** "Asha Rao (asha@example.com)", or the user name of a student without an e-mail; null for a deleted account. */
function targetName(row: { targetFirstName: string | null; targetLastName: string | null; targetEmail: string | null; targetUsername: string | null }) {
  const name = [row.targetFirstName, row.targetLastName].filter(Boolean).join(' ')
  const handle = row.targetEmail ?? row.targetUsername
  if (!name) return handle
  return handle ? `${name} (${handle})` : name
}
