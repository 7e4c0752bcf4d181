import type { FastifyReply } from 'fastify'

/**
 * A hint for the browser, not a credential: "a session cookie was set here". Readable by scripts (the session
 * cookie is not), so a signed-out visitor's page can skip asking GET /api/auth/user, which would answer 401 and
 * log a failed request in the console (docs/decisions/011). The server never reads it.
 */
const SIGNED_IN_HINT_COOKIE = 'disha_signed_in'

/** The session cookie's name on a plain-HTTP address (a laptop, a test). */
const PLAIN_SESSION_COOKIE = 'disha_session'
/**
 * Its name on an HTTPS address. Browsers accept a `__Host-` cookie only when it is Secure, set by the host itself
 * for the whole site (no Domain, Path /), so no other site on a shared parent domain, and no plain-HTTP page, can
 * set or shadow it.
 */
const SECURE_SESSION_COOKIE = '__Host-disha_session'

// The longest token worth looking up: ours are far shorter, so a longer one is no session, and no digest is spent.
const MAX_TOKEN_LENGTH = 100

export interface SessionCookie {
  name: string
  /** Secure when students reach Disha over HTTPS: taken from PUBLIC_URL, not from how one request arrived. */
  secure: boolean
  /** The session token a request's cookies carry, or undefined when there is none worth looking up. */
  tokenOf(cookies: Record<string, string | undefined>): string | undefined
}

export function sessionCookieFor(publicUrl: string): SessionCookie {
  const secure = new URL(publicUrl).protocol === 'https:'
  const name = secure ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE
  return {
    name,
    secure,
    tokenOf(cookies) {
      const token = cookies[name]
      return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined
    },
  }
}

export function setSessionCookie(cookie: SessionCookie, reply: FastifyReply, token: string, expiresAt: Date) {
  const { secure } = cookie
  reply.setCookie(cookie.name, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt })
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, expires: expiresAt })
}

export function clearSessionCookie(cookie: SessionCookie, reply: FastifyReply) {
  const { secure } = cookie
  reply.clearCookie(cookie.name, { path: '/', httpOnly: true, sameSite: 'lax', secure })
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', httpOnly: false, sameSite: 'lax', secure })
}
