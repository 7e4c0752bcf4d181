// Signing in to a school's accounts: a student without an e-mail signs in with the school's code, the user name and
// the password from the slip, and replaces that one-time password first; an invited counsellor sets a password
// through the mailed link; a student joins a class by its code (docs/decisions/026-schools.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { userSchema } from '../../../shared/schemas/auth'
import {
  acceptInvitationBodySchema,
  firstPasswordBodySchema,
  invitationCheckBodySchema,
  invitationStatusSchema,
  joinClassBodySchema,
  schoolLoginBodySchema,
} from '../../../shared/schemas/schools'
import { currentAccount } from '../../services/account'
import { enforceRateLimit } from '../../services/rate-limits'
import { acceptInvitation, invitationStatus, joinClass, logInWithSlip, setFirstPassword } from '../../services/schools'
import { startSession } from '../auth/index'
import { requireSession, requireUser, sessionOf } from '../guards'
import { apiUserOf } from '../serialize'

export const schoolSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  // Limited as the e-mail login is (services/schools.ts logInWithSlip).
  app.post('/school-login', { schema: { body: schoolLoginBodySchema, response: { 200: userSchema } } }, async (request, reply) => {
    await enforceRateLimit(ctx, 'login', request.ip)
    const user = await logInWithSlip(ctx, request.body, request.ip)
    await startSession(ctx, request, reply, user.id)
    const { passwordHash: _omit, ...publicUser } = user
    return apiUserOf(ctx, publicUser)
  })

  // The invitation's page asks whether its link still works (the token in the body; counted as a reset guess).
  app.post('/invitations/check', { schema: { body: invitationCheckBodySchema, response: { 200: invitationStatusSchema } } }, async (request) => {
    await enforceRateLimit(ctx, 'resetPassword', request.ip)
    return invitationStatus(ctx.db, request.body.token, ctx.now())
  })

  app.post('/invitations/accept', { schema: { body: acceptInvitationBodySchema, response: { 200: userSchema } } }, async (request, reply) => {
    await enforceRateLimit(ctx, 'resetPassword', request.ip)
    const user = await acceptInvitation(ctx, request.body.token, request.body.newPassword)
    request.log.info({ userId: user.id }, 'counsellor invitation accepted')
    await startSession(ctx, request, reply, user.id)
    const { passwordHash: _omit, ...publicUser } = user
    return apiUserOf(ctx, publicUser)
  })

  // Allowed to a session still on a one-time password: it is the one thing such a session may do.
  const firstPassword: FastifyPluginAsyncZod = async (scope) => {
    requireSession(scope)
    scope.post('/auth/first-password', { schema: { body: firstPasswordBodySchema, response: { 200: userSchema } } }, async (request, reply) => {
      const { user } = sessionOf(request)
      await setFirstPassword(ctx, user.id, request.body.newPassword)
      // Every session of the student ended; this browser gets a new one.
      await startSession(ctx, request, reply, user.id)
      const { passwordHash: _omit, ...publicUser } = await currentAccount(ctx.db, user.id)
      return apiUserOf(ctx, publicUser)
    })
  }
  await app.register(firstPassword)

  const students: FastifyPluginAsyncZod = async (scope) => {
    requireUser(scope)
    scope.post('/account/join-class', { schema: { body: joinClassBodySchema, response: { 200: userSchema } } }, async (request) => {
      const { user } = sessionOf(request)
      await joinClass(ctx, user, request.body.joinCode, request.ip)
      const { passwordHash: _omit, ...publicUser } = await currentAccount(ctx.db, user.id)
      return apiUserOf(ctx, publicUser)
    })
  }
  await app.register(students)
}
