// Guards are declared once per folder of routes (a plugin scope), never re-checked by hand in handlers. They run
// when the request arrives (onRequest), before its body is read or validated: a signed-out or non-admin caller learns
// nothing about what a route would accept.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ResolvedSession } from '../auth/sessions'
import { AppError } from '../errors'

export function requireUser(scope: FastifyInstance) {
  scope.addHook('onRequest', (request, _reply, done) => {
    done(request.session ? undefined : new AppError('UNAUTHENTICATED', 'Please log in to continue.'))
  })
}

export function requireAdmin(scope: FastifyInstance) {
  requireUser(scope)
  scope.addHook('onRequest', (request, _reply, done) => {
    done(request.session?.user.isAdmin ? undefined : new AppError('FORBIDDEN', 'Admin access required'))
  })
}

/** The session of a request that passed requireUser. */
export function sessionOf(request: FastifyRequest): ResolvedSession {
  if (!request.session) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.')
  return request.session
}
