// Public account calls: who am I, register, login, logout, forgot and reset password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  userSchema,
} from '../../../shared/schemas/auth'
import { errorBodySchema, messageSchema } from '../../../shared/schemas/common'
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords'
import { hashToken, newToken } from '../../auth/tokens'
import { insertPasswordReset, consumePasswordReset, findLiveReset, invalidateUserResets } from '../../db/password-resets-repository'
import { deleteUserSessions } from '../../db/sessions-repository'
import { consumeEmailConfirmation, insertEmailConfirmation, markEmailConfirmed } from '../../db/email-confirmations-repository'
import { findUserByEmail, findUserById, insertUser, setAdmin, updatePasswordHash } from '../../db/users-repository'
import { AppError } from '../../errors'
import { emailConfirmationMessage, passwordResetMessage } from '../../mail/templates'
import { assertUnderRateLimit, countRateLimit, enforceRateLimit } from '../rate-limits'
import { toApiUser } from '../serialize'
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../auth/session-cookie'

const RESET_TTL_MS = 60 * 60 * 1000
const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000
const FORGOT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. It is valid for 60 minutes."

const invalidResetLink = () =>
  new AppError('BAD_REQUEST', 'This password reset link is invalid or has expired. Please request a new one.')

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.get(
    '/auth/user',
    { schema: { response: { 200: userSchema, 401: errorBodySchema } } },
    async (request, reply) => {
      if (!request.session) return reply.status(401).send({ message: 'You are not logged in.', code: 'UNAUTHENTICATED' })
      return toApiUser(request.session.user)
    },
  )

  app.post(
    '/register',
    { schema: { body: registerBodySchema, response: { 201: userSchema } } },
    async (request, reply) => {
      await enforceRateLimit(ctx, 'register', request.ip)
      const { email, password, firstName, lastName } = request.body
      const passwordHash = await hashPassword(password)
      // An ADMIN_EMAILS address becomes admin only when its owner follows the link mailed to it (never by sign-up alone).
      const user = await insertUser(ctx.db, { email, firstName, lastName, passwordHash, isAdmin: false })
      if (!user) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists. Please log in instead.')
      if (isAdminEmail(email)) {
        const token = newToken()
        await insertEmailConfirmation(ctx.db, { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(ctx.now() + CONFIRM_TTL_MS) })
        const link = `${ctx.publicUrl}/api/auth/confirm-email?token=${token}`
        if (ctx.mailer.mode === 'outbox') request.log.info({ to: user.email }, 'e-mail confirmation written to the outbox')
        void ctx.mailer.send(emailConfirmationMessage(user.email, user.firstName, link))
      }
      await startSession(request, reply, user.id)
      const { passwordHash: _omit, ...publicUser } = user
      return reply.status(201).send(toApiUser(publicUser))
    },
  )

  // The link mailed to an ADMIN_EMAILS address at sign-up: proves the mailbox is the account holder's.
  app.get(
    '/auth/confirm-email',
    { schema: { querystring: z.object({ token: z.string().max(200).optional() }) } },
    async (request, reply) => {
      const token = request.query.token ?? ''
      const now = new Date(ctx.now())
      const user = await ctx.db.transaction(async (tx) => {
        const userId = token ? await consumeEmailConfirmation(tx, hashToken(token), now) : undefined
        if (!userId) return undefined
        const found = await findUserById(tx, userId)
        if (found && isAdminEmail(found.email)) return setAdmin(tx, userId)
        return found
      })
      if (!user) throw new AppError('BAD_REQUEST', 'This confirmation link is invalid or has expired. Please ask for a new one by signing up again or resetting your password.')
      ctx.sessions.forgetUser(user.id)
      request.log.info({ userId: user.id, isAdmin: user.isAdmin }, 'e-mail address confirmed')
      return reply.redirect(user.isAdmin ? '/admin' : '/', 302)
    },
  )

  app.post('/login', { schema: { body: loginBodySchema, response: { 200: userSchema } } }, async (request, reply) => {
    const { email, password } = request.body
    const account = email.toLowerCase()
    const ip = request.ip
    // Failures are what guessing produces: they are counted per account, per address and per both, and checked
    // before the (costly) hash, so a lab's correct logins never use up anyone's allowance.
    await enforceRateLimit(ctx, 'login', ip)
    await assertUnderRateLimit(ctx, 'loginFailuresAccountAddress', `${ip}|${account}`)
    await assertUnderRateLimit(ctx, 'loginFailuresAccount', account)
    await assertUnderRateLimit(ctx, 'loginFailuresAddress', ip)
    await assertUnderRateLimit(ctx, 'loginFailuresAddressDay', ip)
    const user = await findUserByEmail(ctx.db, email)
    // An unknown e-mail costs the same hash as a wrong password, so timing does not tell which it was.
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password)
    if (!user || !ok) {
      await Promise.all([
        countRateLimit(ctx, 'loginFailuresAccountAddress', `${ip}|${account}`),
        countRateLimit(ctx, 'loginFailuresAccount', account),
        countRateLimit(ctx, 'loginFailuresAddress', ip),
        countRateLimit(ctx, 'loginFailuresAddressDay', ip),
      ])
      throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password')
    }
    await ctx.limiter.clear('loginFailuresAccountAddress', `${ip}|${account}`)
    await startSession(request, reply, user.id)
    const { passwordHash: _omit, ...publicUser } = user
    return toApiUser(publicUser)
  })

  app.post('/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await endSession(request, reply)
    return { message: 'You have been logged out.' }
  })

  app.get('/logout', async (request, reply) => {
    await endSession(request, reply)
    return reply.redirect('/', 302)
  })

  app.get('/login', async (_request, reply) => reply.redirect('/?showAuth=true', 302))

  app.post(
    '/auth/forgot-password',
    { schema: { body: forgotPasswordBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      const email = request.body.email.toLowerCase()
      // Keyed by the requester (address and e-mail), never by the e-mail alone: a stranger asking many times for a
      // student's address is refused, and cannot refuse the student. See docs/decisions/008-rate-limits.md.
      await enforceRateLimit(ctx, 'forgotPassword', `${request.ip}|${email}`)
      await enforceRateLimit(ctx, 'forgotPasswordAddress', request.ip)
      const user = z.email().safeParse(email).success ? await findUserByEmail(ctx.db, email) : undefined
      // Past the mail cap the answer is the same but no new mail goes out: the mailbox already holds links from
      // the last hour, each valid for 60 minutes, which a stranger's requests cannot revoke.
      if (user && !(await countRateLimit(ctx, 'resetMails', email))) {
        request.log.info({ userId: user.id }, 'reset mail cap reached; no new mail sent')
      } else if (user) {
        const token = newToken()
        await insertPasswordReset(ctx.db, {
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(ctx.now() + RESET_TTL_MS),
        })
        const link = `${ctx.publicUrl}/reset-password?token=${token}`
        if (ctx.mailer.mode === 'outbox') request.log.info({ link, to: user.email }, 'password reset link')
        // Not awaited: the answer must not wait for, or depend on, the mail server.
        void ctx.mailer.send(passwordResetMessage(user.email, user.firstName, link))
      }
      return { message: FORGOT_MESSAGE }
    },
  )

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      const { token, newPassword } = request.body
      await enforceRateLimit(ctx, 'resetPassword', request.ip)
      const now = new Date(ctx.now())
      const tokenHash = hashToken(token)
      // The token first: a guess costs one lookup, never a password hash.
      if (!(await findLiveReset(ctx.db, tokenHash, now))) throw invalidResetLink()
      const passwordHash = await hashPassword(newPassword)
      const userId = await ctx.db.transaction(async (tx) => {
        const id = await consumePasswordReset(tx, tokenHash, now)
        if (!id) return undefined
        await updatePasswordHash(tx, id, passwordHash)
        // The link came through the mailbox, so the address is confirmed (and an ADMIN_EMAILS owner is admin).
        await markEmailConfirmed(tx, id, now)
        const owner = await findUserById(tx, id)
        if (owner && isAdminEmail(owner.email)) await setAdmin(tx, id)
        await invalidateUserResets(tx, id, now)
        await deleteUserSessions(tx, id)
        return id
      })
      if (!userId) throw invalidResetLink()
      ctx.sessions.forgetUser(userId)
      return { message: 'Your password has been reset. You can now log in with your new password.' }
    },
  )

  function isAdminEmail(email: string) {
    return ctx.config.ADMIN_EMAILS.includes(email.toLowerCase())
  }

  async function startSession(request: Parameters<typeof setSessionCookie>[0], reply: Parameters<typeof setSessionCookie>[1], userId: string) {
    // Rotation: whatever session the browser held before is ended, and a fresh id is issued.
    const previous = request.cookies[SESSION_COOKIE]
    if (previous) await ctx.sessions.destroy(previous)
    const { token, expiresAt } = await ctx.sessions.create(userId)
    setSessionCookie(request, reply, token, expiresAt)
  }

  async function endSession(request: Parameters<typeof setSessionCookie>[0], reply: Parameters<typeof setSessionCookie>[1]) {
    const token = request.cookies[SESSION_COOKIE]
    if (token) await ctx.sessions.destroy(token)
    clearSessionCookie(request, reply)
  }
}
