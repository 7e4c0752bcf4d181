// Cookies without a hook on every request (issue 12): `request.cookies` is parsed the first time something reads it,
// and `reply.setCookie`/`clearCookie` write the Set-Cookie header when called. It replaces @fastify/cookie, which
// parsed every request's Cookie header in an onRequest hook, made a Map for every reply and ran an onSend hook on
// every answer, whether or not a cookie was read or set (docs/benchmarks.md, "API").
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

export type CookieOptions = Omit<SetCookie, 'name' | 'value'>

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies by name, parsed on first read. */
    readonly cookies: Record<string, string | undefined>
  }
  interface FastifyReply {
    /** Sets a cookie (SameSite=Lax unless told otherwise). A second call for the same name, domain and path replaces the first. */
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply
    /** Tells the browser to drop a cookie: empty, expired at once. Pass the path and domain it was set with. */
    clearCookie(name: string, options?: CookieOptions): FastifyReply
  }
}

const PARSED = Symbol('disha.cookies')
const SET = Symbol('disha.setCookies')

interface WithParsed {
  [PARSED]: Record<string, string | undefined> | null
  headers: Record<string, string | string[] | undefined>
}
interface WithSet {
  [SET]: Map<string, string> | null
}

export function registerCookies(app: FastifyInstance) {
  app.decorateRequest(PARSED, null)
  app.decorateRequest('cookies', {
    getter(this: FastifyRequest) {
      const request = this as unknown as WithParsed
      let parsed = request[PARSED]
      if (parsed === null) {
        const header = request.headers.cookie
        parsed = typeof header === 'string' && header ? parseCookie(header) : {}
        request[PARSED] = parsed
      }
      return parsed
    },
  })
  app.decorateReply(SET, null)
  app.decorateReply('setCookie', function (this: FastifyReply, name: string, value: string, options?: CookieOptions) {
    return setCookie(this, name, value, options)
  })
  app.decorateReply('clearCookie', function (this: FastifyReply, name: string, options?: CookieOptions) {
    return setCookie(this, name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0 })
  })
}

function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions = {}) {
  const attributes: SetCookie = { sameSite: 'lax', ...options, name, value }
  const set = ((reply as unknown as WithSet)[SET] ??= new Map())
  set.set(`${name};${options.domain};${options.path ?? '/'}`, stringifySetCookie(attributes))
  // The whole list each time: replacing a cookie set earlier in the same answer must not send both.
  reply.removeHeader('set-cookie')
  reply.header('set-cookie', [...set.values()])
  return reply
}
