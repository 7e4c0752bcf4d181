// The fast lane (lib/fast-lane.ts, docs/decisions/019): made once the app's caches exist, kept in `ctx.fastLane` for
// the routes that answer through it and for the server, which asks it first on every request (app.ts).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createFastLane, type FastLaneOptions, type LaneSession } from '../lib/fast-lane'
import { API_HEADERS } from './security-headers'

export interface FastLanePluginOptions {
  /** Whether the app writes request lines at all: then, at LOG_LEVEL info and below, every request goes to Fastify. */
  logsRequests: boolean
  trustProxy: FastLaneOptions<LaneSession>['trustProxy']
}

export const fastLane = fp(async (app: FastifyInstance, options: FastLanePluginOptions) => {
  const ctx = app.ctx
  const log = app.log as { isLevelEnabled?(level: string): boolean }
  const mayWriteLines = options.logsRequests && typeof log.isLevelEnabled === 'function'
  const lane = createFastLane({
    sessions: ctx.sessions,
    sessionCookie: ctx.sessionCookie,
    apiHeaders: API_HEADERS,
    trustProxy: options.trustProxy,
    logsRequests: () => mayWriteLines && log.isLevelEnabled?.('info') === true,
  })
  ctx.fastLane = lane
  app.addHook('preClose', (done) => {
    lane.close()
    done()
  })
})
