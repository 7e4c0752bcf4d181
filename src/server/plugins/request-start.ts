// What every request needs first, in one onRequest hook (one hook call a request rather than three: it runs on
// every request, docs/benchmarks.md): its security headers (./security-headers.ts), the refusal of a cross-site
// state-changing request (./origin-check.ts), and, on the API, who is calling (./sessions.ts). The hook takes a
// callback rather than returning a promise: it mostly finishes at once.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { originCheck } from './origin-check'
import { pageSecurityHeaders, setSecurityHeaders } from './security-headers'
import { sessionStep } from './sessions'

export const requestStart = fp(async (app: FastifyInstance) => {
  const ctx = app.ctx
  const pageHeaders = await pageSecurityHeaders()
  const crossSite = originCheck(ctx.publicUrl)
  const resolveSession = sessionStep(ctx)
  app.decorateRequest('session', undefined)
  app.addHook('onRequest', (request, reply, done) => {
    const api = request.url.startsWith('/api/')
    setSecurityHeaders(request, reply, api, pageHeaders)
    const refusal = crossSite(request)
    if (refusal) return done(refusal)
    if (!api) return done()
    resolveSession(request, done)
  })
})
