import type { FastifyReply, FastifyRequest } from 'fastify'

export const SESSION_COOKIE = 'disha_session'
/**
 * A hint for the browser, not a credential: "a session cookie was set here". Readable by scripts (the session
 * cookie is not), so a signed-out visitor's page can skip asking GET /api/auth/user, which would answer 401 and
 * log a failed request in the console (docs/decisions/011). The server never reads it.
 */
export const SIGNED_IN_HINT_COOKIE = 'disha_signed_in'

// The longest token worth looking up: ours are far shorter, so a longer one is no session, and no digest is spent.
const MAX_TOKEN_LENGTH = 100

/** The session token a request's cookies carry, or undefined when there is none worth looking up. */
export function sessionTokenOf(cookies: Record<string, string | undefined>): string | undefined {
  const token = cookies[SESSION_COOKIE]
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined
}

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
