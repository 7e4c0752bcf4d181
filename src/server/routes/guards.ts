// Guards are declared once per folder of routes (a plugin scope), never re-checked by hand in handlers. They run
// when the request arrives (onRequest), before its body is read or validated: a signed-out caller, or one without the
// role, learns nothing about what a route would accept.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ResolvedSession } from '../auth/sessions'
import { AppError, notLoggedIn } from '../errors'

/**
 * Signed in, whatever the state of the password: only for the call that replaces a one-time password (and calls
 * that every session may make). Everything else is behind requireUser.
 */
export function requireSession(scope: FastifyInstance) {
  scope.addHook('onRequest', (request, _reply, done) => {
    done(request.session ? undefined : notLoggedIn())
  })
}

/**
 * Signed in with a password of one's own. A session begun with a one-time password (a school's sign-in slip, a
 * counsellor's reset) may do nothing but choose one (docs/decisions/026-schools.md).
 */
export function requireUser(scope: FastifyInstance) {
  scope.addHook('onRequest', (request, _reply, done) => {
    if (!request.session) return done(notLoggedIn())
    done(request.session.user.mustChangePassword ? passwordChangeRequired() : undefined)
  })
}

const passwordChangeRequired = () =>
  new AppError('PASSWORD_CHANGE_REQUIRED', 'Please choose your own password first: the one on your slip works only once.')

export function requireAdmin(scope: FastifyInstance) {
  requireUser(scope)
  scope.addHook('onRequest', (request, _reply, done) => {
    done(request.session?.user.isAdmin ? undefined : new AppError('FORBIDDEN', 'Admin access required'))
  })
}

/** A counsellor of a school: every call behind it acts inside that school alone (services/schools.ts). */
export function requireCounsellor(scope: FastifyInstance) {
  requireUser(scope)
  scope.addHook('onRequest', (request, _reply, done) => {
    const user = request.session?.user
    done(user?.role === 'counsellor' && user.schoolId ? undefined : new AppError('FORBIDDEN', 'Counsellor access required'))
  })
}

/** The session of a request that passed requireUser. */
export function sessionOf(request: FastifyRequest): ResolvedSession {
  if (!request.session) throw notLoggedIn()
  return request.session
}
