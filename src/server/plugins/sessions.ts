// Who is calling: an API request's session, resolved from its cookie once, in the first step of the request
// (./request-start.ts), before any guard (routes/guards.ts) reads it. Sessions are cached (auth/sessions.ts): a fresh
// cached one is used at once, without a promise.
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'

export type SessionStep = (request: FastifyRequest, done: (error?: Error) => void) => void

/** Sets `request.session` from the session cookie, then calls `done` (with the error, should the lookup fail). */
export function sessionStep({ sessionCookie, sessions }: Pick<AppContext, 'sessionCookie' | 'sessions'>): SessionStep {
  return (request, done) => {
    const token = sessionCookie.tokenOf(request.cookies)
    if (!token) return done()
    const found = sessions.lookup(token)
    if (!(found instanceof Promise)) {
      request.session = found
      return done()
    }
    found.then((session) => {
      request.session = session
      done()
    }, done)
  }
}
