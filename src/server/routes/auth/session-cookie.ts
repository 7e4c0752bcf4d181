import type { FastifyReply, FastifyRequest } from 'fastify'

export const SESSION_COOKIE = 'disha_session'
/**
 * A hint for the browser, not a credential: "a session cookie was set here". Readable by scripts (the session
 * cookie is not), so a signed-out visitor's page can skip asking GET /api/auth/user, which would answer 401 and
 * log a failed request in the console (docs/decisions/011). The server never reads it.
 */
export const SIGNED_IN_HINT_COOKIE = 'disha_signed_in'

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  const secure = request.protocol === 'https'
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt })
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, expires: expiresAt })
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  const secure = request.protocol === 'https'
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure })
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', httpOnly: false, sameSite: 'lax', secure })
}
