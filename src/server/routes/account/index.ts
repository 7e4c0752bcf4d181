// Calls of a signed-in user about their own account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { accountExportSchema } from '../../../shared/schemas/account'
import { changePasswordBodySchema, deleteAccountBodySchema, setBoardBodySchema, setLocaleBodySchema, userSchema } from '../../../shared/schemas/auth'
import { messageSchema } from '../../../shared/schemas/common'
import { accountData, changePassword, deleteAccount, setBoard, setLocale, type AccountDeps } from '../../services/account'
import { requireUser, sessionOf } from '../guards'
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie'
import { apiUserOf, toAccountExport } from '../serialize'

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx
  const deps: AccountDeps = ctx

  app.post(
    '/auth/change-password',
    { schema: { body: changePasswordBodySchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const { user } = sessionOf(request)
      await changePassword(deps, user.id, request.body.currentPassword, request.body.newPassword)
      // Every session of this user ended, this one included; this browser gets a fresh one (rotation).
      const { token, expiresAt } = await ctx.sessions.create(user.id)
      setSessionCookie(ctx.sessionCookie, reply, token, expiresAt)
      return { message: 'Your password has been changed.' }
    },
  )

  app.put('/account/board', { schema: { body: setBoardBodySchema, response: { 200: userSchema } } }, async (request) => {
    const { user } = sessionOf(request)
    await setBoard(deps, user.id, request.body.board)
    return apiUserOf(ctx, { ...user, board: request.body.board })
  })

  app.put('/account/locale', { schema: { body: setLocaleBodySchema, response: { 200: userSchema } } }, async (request) => {
    const { user } = sessionOf(request)
    await setLocale(deps, user.id, request.body.locale)
    return apiUserOf(ctx, { ...user, locale: request.body.locale })
  })

  app.get('/account/export', { schema: { response: { 200: accountExportSchema } } }, async (request, reply) => {
    const session = sessionOf(request)
    const data = await accountData(deps, session.user.id)
    reply.header('Content-Disposition', 'attachment; filename="disha-my-data.json"')
    return toAccountExport(data, await apiUserOf(ctx, session.user), session.idHash)
  })

  app.delete(
    '/account',
    { schema: { body: deleteAccountBodySchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const { user } = sessionOf(request)
      await deleteAccount(deps, user.id, request.body.password)
      clearSessionCookie(ctx.sessionCookie, reply)
      request.log.info({ userId: user.id }, 'account deleted by its owner')
      return { message: 'Your account and all its data have been deleted.' }
    },
  )
}
