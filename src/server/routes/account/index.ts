// Calls of a signed-in user about their own account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { changePasswordBodySchema } from '../../../shared/schemas/auth'
import { messageSchema } from '../../../shared/schemas/common'
import { hashPassword, verifyPassword } from '../../auth/passwords'
import { findUserById, updatePasswordHash } from '../../db/users-repository'
import { AppError } from '../../errors'
import { requireUser, sessionOf } from '../guards'
import { setSessionCookie } from '../auth/session-cookie'

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
      await updatePasswordHash(ctx.db, user.id, passwordHash)
      // Every session of this user ends, this one included; this browser gets a fresh one (rotation).
      await ctx.sessions.revokeUser(user.id)
      const { token, expiresAt } = await ctx.sessions.create(user.id)
      setSessionCookie(request, reply, token, expiresAt)
      return { message: 'Your password has been changed.' }
    },
  )
}
