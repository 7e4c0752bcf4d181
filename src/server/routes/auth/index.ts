// Public account calls: who am I, register, login, logout, forgot and reset password, and the confirmation of an
// ADMIN_EMAILS address.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  confirmEmailBodySchema,
  forgotPasswordBodySchema,
  linkCheckBodySchema,
  linkStatusSchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  userSchema,
  type User,
} from '../../../shared/schemas/auth'
import type { AppContext } from '../../context'
import { classOfJoinCode, describeUser } from '../../services/schools'
import { errorBodySchema, messageSchema } from '../../../shared/schemas/common'
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords'
import { hashToken, newToken } from '../../auth/tokens'
import { insertPasswordReset } from '../../db/password-resets-repository'
import { insertEmailConfirmation } from '../../db/email-confirmations-repository'
import { findUserByEmail, insertUser, type UserRow } from '../../db/users-repository'
import { AppError } from '../../errors'
import { emailConfirmationMessage, passwordResetMessage } from '../../mail/templates'
import { isListedAdminEmail } from '../../services/admin-rights'
import { adminConfirmationPending, confirmAdminAddress, confirmationLinkIsLive, resetPassword, type AccountLinkDeps } from '../../services/auth'
import { accountKey, countRateLimit, enforceRateLimit, limitedPasswordCheck, loginBuckets } from '../../services/rate-limits'
import { toApiUser } from '../serialize'
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie'

const RESET_TTL_MS = 60 * 60 * 1000
const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000
const FORGOT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. It is valid for 60 minutes."

const tokenQuery = z.object({ token: z.string().max(200).optional() })

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const links: AccountLinkDeps = { db: ctx.db, sessions: ctx.sessions, adminEmails: ctx.config.ADMIN_EMAILS, now: ctx.now }

  const apiUser = (user: Omit<UserRow, 'passwordHash'>) => apiUserOf(ctx, user)

  app.get(
    '/auth/user',
    { schema: { response: { 200: userSchema, 401: errorBodySchema } } },
    async (request, reply) => {
      if (!request.session) return reply.status(401).send({ message: 'You are not logged in.', code: 'UNAUTHENTICATED' })
      return apiUser(request.session.user)
    },
  )

  app.post(
    '/register',
    { schema: { body: registerBodySchema, response: { 201: userSchema } } },
    async (request, reply) => {
      await enforceRateLimit(ctx, 'register', request.ip)
      const { email, password, firstName, lastName, joinCode } = request.body
      // A class's code joins the new account to the class; a wrong one is counted like a wrong password and creates
      // nothing (services/schools.ts).
      const schoolClass = joinCode === undefined ? undefined : await classOfJoinCode(ctx, joinCode, request.ip, undefined)
      const passwordHash = await hashPassword(password)
      // An ADMIN_EMAILS address becomes admin only when the mailbox's owner sets the password through the link mailed
      // to it (services/auth.ts), never by sign-up alone.
      const user = await insertUser(ctx.db, {
        email,
        firstName,
        lastName,
        passwordHash,
        isAdmin: false,
        ...(schoolClass ? { schoolId: schoolClass.schoolId, classId: schoolClass.id } : {}),
      })
      if (!user) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists. Please log in instead.')
      if (isListedAdminEmail(ctx.config.ADMIN_EMAILS, email)) {
        const token = newToken()
        await insertEmailConfirmation(ctx.db, { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(ctx.now() + CONFIRM_TTL_MS) })
        void ctx.mailer.send(emailConfirmationMessage(email, user.firstName, `${ctx.publicUrl}/confirm-email?token=${token}`))
        request.log.info({ userId: user.id }, 'admin address confirmation mailed')
      }
      await startSession(ctx, request, reply, user.id)
      const { passwordHash: _omit, ...publicUser } = user
      return reply.status(201).send(await apiUser(publicUser))
    },
  )

  // Links mailed before the confirmation page existed pointed here: they open the page, which asks for a password.
  app.get('/auth/confirm-email', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const token = request.query.token ?? ''
    return reply.redirect(`/confirm-email?token=${encodeURIComponent(token)}`, 302)
  })

  // Whether a confirmation link can still be used, so its page says so at once instead of after a password is typed.
  // The token travels in the body (never in an address a proxy logs), and each check counts as a reset guess.
  app.post(
    '/auth/confirm-email/check',
    { schema: { body: linkCheckBodySchema, response: { 200: linkStatusSchema } } },
    async (request) => {
      await enforceRateLimit(ctx, 'resetPassword', request.ip)
      return { usable: await confirmationLinkIsLive(ctx.db, request.body.token, ctx.now()) }
    },
  )

  // The mailbox's owner sets the password: every earlier session of the account ends, and this browser gets a new one.
  app.post(
    '/auth/confirm-email',
    { schema: { body: confirmEmailBodySchema, response: { 200: userSchema } } },
    async (request, reply) => {
      await enforceRateLimit(ctx, 'resetPassword', request.ip)
      const user = await confirmAdminAddress(links, request.body.token, request.body.newPassword)
      request.log.info({ userId: user.id, isAdmin: user.isAdmin }, 'e-mail address confirmed by its owner')
      await startSession(ctx, request, reply, user.id)
      const { passwordHash: _omit, ...publicUser } = user
      return apiUser(publicUser)
    },
  )

  app.post('/login', { schema: { body: loginBodySchema, response: { 200: userSchema } } }, async (request, reply) => {
    const { email, password } = request.body
    const ip = request.ip
    await enforceRateLimit(ctx, 'login', ip)
    // Each guess is counted before the (costly) hash and given back when it proves right, so guesses sent in
    // parallel cannot all pass the check before any of them fails, and a lab's correct logins use up nothing.
    let user: UserRow | undefined
    const ok = await limitedPasswordCheck(ctx, loginBuckets(ip, email), async () => {
      user = await findUserByEmail(ctx.db, email)
      // An unknown e-mail costs the same hash as a wrong password, so timing does not tell which it was.
      const verified = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password)
      return verified && user !== undefined
    })
    if (!ok || !user) throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password')
    await ctx.limiter.clear('loginFailuresAccountAddress', `${ip}|${accountKey(email)}`)
    await startSession(ctx, request, reply, user.id)
    const { passwordHash: _omit, ...publicUser } = user
    return apiUser(publicUser)
  })

  app.post('/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await endSession(ctx, request, reply)
    return { message: 'You have been logged out.' }
  })

  // A navigation to /api/logout ends the session only when it came from Disha's own pages (or was typed): another
  // site's link or image cannot sign a student out. Browsers say where a navigation came from in Sec-Fetch-Site;
  // one that does not is judged by its Referer.
  app.get('/logout', async (request, reply) => {
    if (isOwnNavigation(request.headers['sec-fetch-site'], request.headers.referer, ctx.publicUrl, `${request.protocol}://${request.host}`)) {
      await endSession(ctx, request, reply)
    } else {
      request.log.info('a logout navigation from another site was ignored')
    }
    return reply.redirect('/', 302)
  })

  app.get('/login', async (_request, reply) => reply.redirect('/?showAuth=true', 302))

  app.post(
    '/auth/forgot-password',
    { schema: { body: forgotPasswordBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      const email = request.body.email.toLowerCase()
      const account = accountKey(email)
      // Keyed by the requester (address and e-mail), never by the e-mail alone: a stranger asking many times for a
      // student's address is refused, and cannot refuse the student. See docs/decisions/008-rate-limits.md.
      await enforceRateLimit(ctx, 'forgotPassword', `${request.ip}|${account}`)
      await enforceRateLimit(ctx, 'forgotPasswordAddress', request.ip)
      const user = z.email().safeParse(email).success ? await findUserByEmail(ctx.db, email) : undefined
      // Past the mail cap the answer is the same but no new mail goes out: the mailbox already holds links from
      // the last hour, each valid for 60 minutes, which a stranger's requests cannot revoke.
      if (user && !(await countRateLimit(ctx, 'resetMails', account))) {
        request.log.info({ userId: user.id }, 'reset mail cap reached; no new mail sent')
      } else if (user?.email) {
        const token = newToken()
        await insertPasswordReset(ctx.db, {
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(ctx.now() + RESET_TTL_MS),
        })
        // The link is a password: it goes to the mailbox (or the outbox folder), never to the log.
        // Not awaited: the answer must not wait for, or depend on, the mail server.
        void ctx.mailer.send(passwordResetMessage(user.email, user.firstName, `${ctx.publicUrl}/reset-password?token=${token}`))
        request.log.info({ userId: user.id }, 'password reset mailed')
      }
      return { message: FORGOT_MESSAGE }
    },
  )

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      await enforceRateLimit(ctx, 'resetPassword', request.ip)
      const user = await resetPassword(links, request.body.token, request.body.newPassword)
      request.log.info({ userId: user.id, isAdmin: user.isAdmin }, 'password reset through the mailed link')
      return { message: 'Your password has been reset. You can now log in with your new password.' }
    },
  )

}

/**
 * The user as the API shows it: saying when an ADMIN_EMAILS account waits for its owner to open the mailed link, and
 * naming the school and class of an account that has them.
 */
export async function apiUserOf(ctx: AppContext, user: Omit<UserRow, 'passwordHash'>): Promise<User> {
  const base = adminConfirmationPending(user, ctx.config.ADMIN_EMAILS) ? { ...toApiUser(user), adminConfirmationPending: true as const } : toApiUser(user)
  return describeUser(ctx.db, user, base)
}

/** Signs this browser in. Rotation: whatever session the browser held before is ended, and a fresh id is issued. */
export async function startSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const previous = ctx.sessionCookie.tokenOf(request.cookies)
  if (previous) await ctx.sessions.destroy(previous)
  const { token, expiresAt } = await ctx.sessions.create(userId)
  setSessionCookie(ctx.sessionCookie, reply, token, expiresAt)
}

async function endSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const token = ctx.sessionCookie.tokenOf(request.cookies)
  if (token) await ctx.sessions.destroy(token)
  clearSessionCookie(ctx.sessionCookie, reply)
}

/** Whether a navigation came from this site's own pages, or from the student typing or bookmarking the address. */
export function isOwnNavigation(site: string | string[] | undefined, referer: string | undefined, publicUrl: string, requestOrigin: string): boolean {
  if (site === 'same-origin' || site === 'none') return true
  if (site !== undefined) return false
  if (!referer) return true
  try {
    const origin = new URL(referer).origin
    return origin === new URL(publicUrl).origin || origin === requestOrigin
  } catch {
    return false
  }
}
