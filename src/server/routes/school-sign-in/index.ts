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
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords'
import { findSlipAccount } from '../../db/schools-repository'
import type { UserRow } from '../../db/users-repository'
import { findUserById } from '../../db/users-repository'
import { AppError } from '../../errors'
import { accountKey, enforceRateLimit, limitedPasswordCheck, loginBuckets, slipAccountName } from '../../services/rate-limits'
import { acceptInvitation, invitationStatus, joinClass, setFirstPassword } from '../../services/schools'
import { apiUserOf, startSession } from '../auth/index'
import { requireSession, requireUser, sessionOf } from '../guards'

export const schoolSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  // Limited as the e-mail login is: each guess reserved on the same four failure counters before the hash, the
  // account counted by its school code and user name. Unknown names cost a hash too.
  app.post('/school-login', { schema: { body: schoolLoginBodySchema, response: { 200: userSchema } } }, async (request, reply) => {
    const { schoolCode, username, password } = request.body
    const ip = request.ip
    await enforceRateLimit(ctx, 'login', ip)
    const name = slipAccountName(schoolCode, username)
    let user: UserRow | undefined
    const ok = await limitedPasswordCheck(ctx, loginBuckets(ip, name), async () => {
      user = await findSlipAccount(ctx.db, schoolCode, username)
      const verified = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password)
      return verified && user !== undefined
    })
    if (!ok || !user) throw new AppError('INVALID_CREDENTIALS', 'Invalid school code, user name or password')
    await ctx.limiter.clear('loginFailuresAccountAddress', `${ip}|${accountKey(name)}`)
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
      const fresh = await findUserById(ctx.db, user.id)
      if (!fresh) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.')
      const { passwordHash: _omit, ...publicUser } = fresh
      return apiUserOf(ctx, publicUser)
    })
  }
  await app.register(firstPassword)

  const students: FastifyPluginAsyncZod = async (scope) => {
    requireUser(scope)
    scope.post('/account/join-class', { schema: { body: joinClassBodySchema, response: { 200: userSchema } } }, async (request) => {
      const { user } = sessionOf(request)
      await joinClass(ctx, user, request.body.joinCode, request.ip)
      const fresh = await findUserById(ctx.db, user.id)
      if (!fresh) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.')
      const { passwordHash: _omit, ...publicUser } = fresh
      return apiUserOf(ctx, publicUser)
    })
  }
  await app.register(students)
}
