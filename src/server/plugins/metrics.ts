// Request metrics, labelled by route pattern (/api/tests/:id/results), never by the raw URL. Each route gets its own
// onResponse hook holding its series, bound once here, so a request does no label lookup; requests no route matched
// are counted by the not-found handler when their answer has gone (./pages.ts), not by a hook every request runs.
// Registered before the routes, so it sees each of them as it is added.
import type { FastifyInstance, onResponseHookHandler } from 'fastify'
import fp from 'fastify-plugin'

export const routeMetrics = fp(async (app: FastifyInstance) => {
  const metrics = app.ctx.metrics
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const series = new Map(methods.map((method) => [method, metrics.routeSeries(method, route.url)]))
    const only = methods.length === 1 ? series.get(methods[0] as string) : undefined
    const observe: onResponseHookHandler = (request, reply, done) => {
      ;(only ?? series.get(request.method))?.observe(reply.statusCode, reply.elapsedTime / 1000)
      done()
    }
    route.onResponse = route.onResponse ? [...(Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse]), observe] : [observe]
  })
})
