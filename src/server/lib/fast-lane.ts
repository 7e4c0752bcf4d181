// The fast lane (docs/decisions/019): a signed-in GET whose answer is ready bytes, decided from memory alone, is
// answered by the HTTP server's request listener before Fastify makes its request, reply, hooks and route lookup.
//
// It answers only what it can answer exactly as the Fastify route would: a GET for one of the registered paths
// (the exact text, no query), from a session this instance holds in its cache (auth/sessions.ts, revocation as
// there), with an answer function that returns the bytes (the route's own decision, shared with its handler), while
// request lines are not being logged and the app is not closing. Anything else, a miss, an error, a cookie that
// needs the database, HEAD, a forwarded protocol it cannot vouch for, falls through to Fastify unchanged, which
// applies every guard and hook as before. tests/api/fast-lane.test.ts sends the same requests through both and
// compares status, headers and body.
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { parseCookie } from 'cookie'
import type { RouteSeries } from './metrics'
import { STATIC_JSON_CACHE_CONTROL, STATIC_JSON_VARY, staticJsonAnswer, type StaticJson } from './static-json'

/** What the lane reads of a session itself: whether its user may use the routes behind requireUser yet. */
export interface LaneSession {
  user: { mustChangePassword: boolean }
}

/** The bytes for this signed-in student, or undefined when memory alone cannot say (Fastify then decides). */
export type FastAnswer<S extends LaneSession> = (session: S) => StaticJson | undefined

export interface FastLaneOptions<S extends LaneSession> {
  /** The app's session store (auth/sessions.ts): a session at once when it holds a fresh copy, else a promise. */
  sessions: { lookup(token: string): S | Promise<S | undefined> }
  /** The session cookie's name and how its token is read (auth/session-cookie.ts). */
  sessionCookie: { tokenOf(cookies: Record<string, string | undefined>): string | undefined }
  /** The headers every API answer carries, in the order Fastify's request hook sets them (plugins/security-headers.ts). */
  apiHeaders: Readonly<Record<string, string>>
  /** The app's TRUST_PROXY as Fastify reads it: whether X-Forwarded-Proto from this peer is believed. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean)
  /** Whether Fastify would write request lines now (LOG_LEVEL info or lower): then every request goes to Fastify. */
  logsRequests: () => boolean
}

export interface FastLane<S extends LaneSession> {
  /** Serves `path` from memory when `answer` can; `series` counts what the lane sends, as the route's hook would. */
  answer(path: string, answer: FastAnswer<S>, series: RouteSeries): void
  /** The request listener's first step: true when the lane sent the answer, false to hand the request to Fastify. */
  handle(req: IncomingMessage, res: ServerResponse): boolean
  /** From now on every request goes to Fastify (which answers 503 while closing). */
  close(): void
  /** How many answers the lane has sent. */
  readonly served: number
}

const HSTS = 'max-age=31536000; includeSubDomains'

export function createFastLane<S extends LaneSession>(options: FastLaneOptions<S>): FastLane<S> {
  const { sessions, logsRequests, sessionCookie } = options
  const routes = new Map<string, { answer: FastAnswer<S>; series: RouteSeries }>()
  let open = true
  let served = 0
  // The route's Cache-Control replaces the API's no-store, as it does in Fastify.
  const api = Object.entries(options.apiHeaders).filter(([name]) => name !== 'cache-control').flat()
  const leading = { http: api, https: [...api, 'strict-transport-security', HSTS] }
  const trustsFirstHop = trustsPeer(options.trustProxy)

  /** Whether Fastify's request.protocol would be https: the same rule as fastify/lib/request.js, or undefined. */
  function httpsOf(req: IncomingMessage): boolean | undefined {
    const forwarded = req.headers['x-forwarded-proto']
    if (forwarded) {
      const trusted = trustsFirstHop(req.socket.remoteAddress)
      if (trusted === undefined) return undefined
      if (trusted) return lastEntry(forwarded) === 'https'
    }
    return (req.socket as TLSSocket).encrypted === true
  }

  return {
    answer(path, answer, series) {
      routes.set(path, { answer, series })
    },
    close() {
      open = false
    },
    get served() {
      return served
    },
    handle(req, res) {
      if (req.method !== 'GET' || !open) return false
      const route = routes.get(req.url as string)
      if (route === undefined) return false
      const started = performance.now()
      const headers = req.headers
      const cookie = headers.cookie
      if (!cookie) return false
      const token = sessionCookie.tokenOf(parseCookie(cookie))
      if (!token) return false
      // A session this instance does not hold fresh starts its read here; Fastify's hook then joins that read.
      const session = sessions.lookup(token)
      if (session instanceof Promise) return false
      // The lane's routes are behind requireUser, which refuses a session still on a one-time password.
      if (session.user.mustChangePassword) return false
      const payload = route.answer(session)
      if (payload === undefined || logsRequests()) return false
      const https = httpsOf(req)
      if (https === undefined) return false

      const answer = staticJsonAnswer(payload, headers['if-none-match'], headers['accept-encoding'])
      const out = [...leading[https ? 'https' : 'http'], 'etag', payload.etag, 'cache-control', STATIC_JSON_CACHE_CONTROL, 'vary', STATIC_JSON_VARY]
      if (answer.status === 304) {
        res.writeHead(304, out)
        res.end()
      } else {
        out.push('content-type', 'application/json; charset=utf-8')
        if (answer.encoding) out.push('content-encoding', answer.encoding)
        out.push('content-length', String(answer.body.length))
        res.writeHead(200, out)
        res.end(answer.body)
      }
      route.series.observe(answer.status, (performance.now() - started) / 1000)
      served += 1
      return true
    },
  }
}

/** The numbers Fastify sets on a server it makes itself (fastify/lib/server.js), after its defaults are applied. */
interface ServerTimeouts {
  http?: ServerOptions | null
  keepAliveTimeout?: number
  requestTimeout?: number
  connectionTimeout?: number
  maxRequestsPerSocket?: number
}

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make, with the same timeouts, whose listener asks the
 * lane first. `lane()` is read per request, so the app can make the lane after Fastify (it needs the app's caches).
 */
export function serverWithFastLane(lane: () => Pick<FastLane<never>, 'handle'> | undefined) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void, opts: ServerTimeouts): Server => {
    const server = createServer(opts.http ?? {}, (req, res) => {
      const current = lane()
      if (current !== undefined) {
        try {
          if (current.handle(req, res)) return
        } catch (error) {
          // Nothing was sent (the lane writes last): Fastify answers, and logs whatever it meets.
          if (res.headersSent) return void res.destroy(error as Error)
        }
      }
      handler(req, res)
    })
    if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout
    if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout
    server.setTimeout(opts.connectionTimeout ?? 0)
    if (opts.maxRequestsPerSocket !== undefined && opts.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = opts.maxRequestsPerSocket
    return server
  }
}

/** For a peer address: true or false as Fastify would trust it for hop 0, undefined when only Fastify can tell. */
function trustsPeer(trustProxy: FastLaneOptions<LaneSession>['trustProxy']): (address: string | undefined) => boolean | undefined {
  if (trustProxy === true || trustProxy === false) return () => trustProxy
  if (typeof trustProxy === 'function') return (address) => trustProxy(address ?? '', 0)
  // A list of proxy addresses and ranges: Fastify matches them with proxy-addr; the lane leaves those to it.
  return () => undefined
}

function lastEntry(value: string | string[]): string {
  const text = Array.isArray(value) ? (value[value.length - 1] ?? '') : value
  const comma = text.lastIndexOf(',')
  return (comma === -1 ? text : text.slice(comma + 1)).trim()
}
