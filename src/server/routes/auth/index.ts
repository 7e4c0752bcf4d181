// Public account calls: who am I, register, login, logout, forgot and reset password, and the confirmation of an
// ADMIN_EMAILS address.
import { pageLocale } from '../../lib/page-locale'
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
} from '../../../shared/schemas/auth'
import { errorBodySchema, messageSchema } from '../../../shared/schemas/common'
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie'
import type { SessionUser } from '../../auth/sessions'
import type { AppContext } from '../../context'
import { AppError, sendError } from '../../errors'
import { confirmAdminAddress, confirmationLinkIsLive, logIn, register, requestPasswordReset, resetPassword, type AuthDeps } from '../../services/auth'
import { accountKey, enforceRateLimit } from '../../services/rate-limits'
import { apiUserOf } from '../serialize'

const FORGOT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. It is valid for 60 minutes."

const tokenQuery = z.object({ token: z.string().max(200).optional() })

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const deps: AuthDeps = {
    db: ctx.db,
    sessions: ctx.sessions,
    adminEmails: ctx.config.ADMIN_EMAILS,
    now: ctx.now,
    limiter: ctx.limiter,
    mailer: ctx.mailer,
    publicUrl: ctx.publicUrl,
  }

  const apiUser = (user: SessionUser) => apiUserOf(ctx, user)

  app.get(
    '/auth/user',
    { schema: { response: { 200: userSchema, 401: errorBodySchema } } },
    async (request, reply) => {
      if (!request.session) return sendError(reply, new AppError('UNAUTHENTICATED', 'You are not logged in.'))
      return apiUser(request.session.user)
    },
  )

  app.post(
    '/register',
    { schema: { body: registerBodySchema, response: { 201: userSchema } } },
    async (request, reply) => {
      await enforceRateLimit(ctx, 'register', request.ip)
      const { user, confirmationMailed } = await register(deps, request.body, request.ip, pageLocale(request))
      if (confirmationMailed) request.log.info({ userId: user.id }, 'admin address confirmation mailed')
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
      const user = await confirmAdminAddress(deps, request.body.token, request.body.newPassword)
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
    const user = await logIn(deps, email, password, ip)
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
      // The answer is the same whether or not an account has the address, and whether or not a mail went out.
      const reset = await requestPasswordReset(deps, email, pageLocale(request))
      if (reset) request.log.info({ userId: reset.userId }, reset.mailed ? 'password reset mailed' : 'reset mail cap reached; no new mail sent')
      return { message: FORGOT_MESSAGE }
    },
  )

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      await enforceRateLimit(ctx, 'resetPassword', request.ip)
      const user = await resetPassword(deps, request.body.token, request.body.newPassword)
      request.log.info({ userId: user.id, isAdmin: user.isAdmin }, 'password reset through the mailed link')
      return { message: 'Your password has been reset. You can now log in with your new password.' }
    },
  )

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
