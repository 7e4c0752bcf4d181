// Guards are declared once per folder of routes (a plugin scope), never re-checked by hand in handlers.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ResolvedSession } from '../auth/sessions'
import { AppError } from '../errors'

export function requireUser(scope: FastifyInstance) {
  scope.addHook('preHandler', (request, _reply, done) => {
    done(request.session ? undefined : new AppError('UNAUTHENTICATED', 'Please log in to continue.'))
  })
}

export function requireAdmin(scope: FastifyInstance) {
  requireUser(scope)
  scope.addHook('preHandler', (request, _reply, done) => {
    done(request.session?.user.isAdmin ? undefined : new AppError('FORBIDDEN', 'Admin access required'))
  })
}

/** The session of a request that passed requireUser. */
export function sessionOf(request: FastifyRequest): ResolvedSession {
  if (!request.session) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.')
  return request.session
}
