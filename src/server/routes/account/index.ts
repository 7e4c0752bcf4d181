// Calls of a signed-in user about their own account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { changePasswordBodySchema, deleteAccountBodySchema } from '../../../shared/schemas/auth'
import { messageSchema } from '../../../shared/schemas/common'
import { hashPassword, verifyPassword } from '../../auth/passwords'
import { listUserAttempts } from '../../db/attempts-repository'
import { listUserCounsellingRequests } from '../../db/counselling-repository'
import { invalidateUserResets } from '../../db/password-resets-repository'
import { listUserReportShares } from '../../db/report-shares-repository'
import { listUserTestsWhole } from '../../db/tests-repository'
import { deleteUser, findUserById, updatePasswordHash } from '../../db/users-repository'
import { AppError } from '../../errors'
import { requireUser, sessionOf } from '../guards'
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie'
import { toApiTest, toApiUser } from '../serialize'

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx

  app.post(
    '/auth/change-password',
    { schema: { body: changePasswordBodySchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const session = sessionOf(request)
      const user = await findUserById(ctx.db, session.user.id)
      if (!user || !(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw new AppError('BAD_REQUEST', 'Current password is incorrect')
      }
      const passwordHash = await hashPassword(request.body.newPassword)
      await ctx.db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, passwordHash)
        // A reset link mailed before the change must not undo it (someone may have read that mail).
        await invalidateUserResets(tx, user.id, new Date(ctx.now()))
      })
      // Every session of this user ends, this one included; this browser gets a fresh one (rotation).
      await ctx.sessions.revokeUser(user.id)
      const { token, expiresAt } = await ctx.sessions.create(user.id)
      setSessionCookie(request, reply, token, expiresAt)
      return { message: 'Your password has been changed.' }
    },
  )

  // The students are minors: they (and their parents) can take a copy of everything kept about them, and erase it.
  app.get('/account/export', async (request, reply) => {
    const { user } = sessionOf(request)
    const [tests, attempts, counselling, purchases, shares] = await Promise.all([
      listUserTestsWhole(ctx.db, user.id),
      listUserAttempts(ctx.db, user.id),
      listUserCounsellingRequests(ctx.db, user.id),
      ctx.payments.purchases(user.id),
      listUserReportShares(ctx.db, user.id),
    ])
    reply.header('Content-Disposition', 'attachment; filename="disha-my-data.json"')
    return {
      exportedAt: new Date(ctx.now()).toISOString(),
      user: toApiUser(user),
      tests: tests.map((t) => ({ ...toApiTest(t), result: t.result })),
      attempts: attempts.map((a) => ({
        id: a.id,
        grade: a.grade,
        studentName: a.studentName,
        answers: a.answers,
        startedAt: a.startedAt.toISOString(),
        submittedAt: a.submittedAt?.toISOString() ?? null,
      })),
      counsellingRequests: counselling.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
      purchases,
      // Share links in force for the tests (the links themselves are not kept, only that they exist).
      reportShareLinks: shares.map((s) => ({ testId: s.testId, createdAt: s.createdAt.toISOString() })),
    }
  })

  app.delete(
    '/account',
    { schema: { body: deleteAccountBodySchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const session = sessionOf(request)
      const user = await findUserById(ctx.db, session.user.id)
      if (!user || !(await verifyPassword(user.passwordHash, request.body.password))) {
        throw new AppError('BAD_REQUEST', 'That password is not correct, so nothing was deleted.')
      }
      // Payment records stay for the accounts (they name no person once the account is gone: user_id is cleared).
      await deleteUser(ctx.db, user.id)
      ctx.sessions.forgetUser(user.id)
      ctx.reports.forgetUser(user.id)
      clearSessionCookie(request, reply)
      request.log.info({ userId: user.id }, 'account deleted by its owner')
      return { message: 'Your account and all its data have been deleted.' }
    },
  )
}
