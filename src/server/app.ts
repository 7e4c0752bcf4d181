// Builds the Fastify app: plugins, hooks, error handling, the API routes and the built SPA.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { createSessionStore, type ResolvedSession, type SessionStore } from './auth/sessions'
import { publicUrl, type Config } from './config'
import type { Database, Db } from './db/client'
import { AppError } from './errors'
import { loggerOptions } from './lib/logger'
import { createMetrics, type Metrics } from './lib/metrics'
import { countOpenAttempts } from './db/attempts-repository'
import { createRateLimiter, type RateLimiter } from './lib/rate-limit'
import type { Mailer } from './mail/mailer'
import { accountRoutes } from './routes/account/index'
import { authRoutes } from './routes/auth/index'
import { SESSION_COOKIE } from './routes/auth/session-cookie'
import { systemRoutes } from './routes/system/index'
import { testRoutes } from './routes/tests/index'
import { questionRoutes } from './routes/questions/index'
import { attemptRoutes } from './routes/attempts/index'
import { adminRoutes } from './routes/admin/index'
import { counsellingRoutes } from './routes/counselling/index'
import { purchaseRoutes } from './routes/purchases/index'
import { createTestTaking, type TestTaking } from './services/test-taking'

export interface AppContext {
  config: Config
  database: Database
  db: Db
  sessions: SessionStore
  mailer: Mailer
  limiter: RateLimiter
  now: () => number
  publicUrl: string
  testTaking: TestTaking
  metrics: Metrics
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
  }
  interface FastifyRequest {
    session: ResolvedSession | undefined
  }
}

export interface BuildAppOptions {
  config: Config
  database: Database
  mailer: Mailer
  logger?: FastifyServerOptions['logger'] | false
  now?: () => number
  /** The built SPA; null serves the API alone. Defaults to dist/client when it exists. */
  clientDir?: string | null
}

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client/', import.meta.url))
const BODY_LIMIT = 100 * 1024

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, mailer } = options
  const now = options.now ?? Date.now
  const app = Fastify({
    // Redaction and scrubbing always apply, whatever level or stream the caller picked (lib/logger.ts).
    logger: options.logger === false ? false : { ...loggerOptions(config.LOG_LEVEL), ...(options.logger === true ? {} : (options.logger ?? {})) },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Errors the router raises before any handler: a malformed address, or a path segment too long to be any id.
    frameworkErrors(error, _request, rawReply) {
      const reply = rawReply as unknown as FastifyReply
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        return reply.status(404).send({ message: 'There is nothing at this address.', code: 'NOT_FOUND' })
      }
      return reply.status(400).send({ message: 'This address is not valid.', code: 'BAD_REQUEST' })
    },
  }).withTypeProvider<ZodTypeProvider>()

  // JSON in and out (API.md): any other body type is refused with 415.
  app.removeContentTypeParser('text/plain')
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    sessions: createSessionStore(database.db, now, database),
    mailer,
    limiter: createRateLimiter(database.db, now),
    now,
    publicUrl: publicUrl(config),
    testTaking: createTestTaking({ db: database.db, now, limitSeconds: config.DISHA_TEST_ATTEMPT_SECONDS }),
    metrics: createMetrics({ openAttempts: () => countOpenAttempts(database.db), pool: () => database.poolStats() }),
  }
  app.decorate('ctx', ctx)
  database.observeQueries((seconds) => ctx.metrics.observeQuery(seconds))
  mailer.onFailure(() => ctx.metrics.mailFailures.inc())
  // One hook for all request metrics; the label is the route pattern (/api/tests/:id/results), never the raw URL.
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000)
  })
  await ctx.sessions.start()
  app.decorateRequest('session', undefined)

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://*.razorpay.com'],
        connectSrc: ["'self'", 'https://*.razorpay.com'],
        frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Razorpay's checkout may open a bank's 3-D Secure page in a popup.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: false,
  })
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] })
  await app.register(cookie)

  // Cross-site state-changing requests are refused: the browser names its page's origin on every POST.
  const allowedOrigins = new Set([new URL(ctx.publicUrl).origin])
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return
    if (request.url.startsWith('/api/payment/webhook')) return
    const origin = request.headers.origin
    const site = request.headers['sec-fetch-site']
    const own = `${request.protocol}://${request.host}`
    if (site === 'cross-site' || (origin && origin !== own && !allowedOrigins.has(origin))) {
      throw new AppError('CROSS_SITE', 'This request came from another website and was refused.')
    }
  })

  // Who is calling: resolved from the session cookie once per API request (cached, see auth/sessions.ts).
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return
    const token = request.cookies[SESSION_COOKIE]
    if (token && token.length <= 100) request.session = await ctx.sessions.resolve(token)
  })

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/healthz') reply.header('Cache-Control', 'no-store')
    // Served over HTTPS (directly or through a trusted proxy): browsers should never come back over plain HTTP.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  })

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers)
      return reply.status(error.status).send({ message: error.message, code: error.code, issues: error.issues })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(error.validationContext ?? 'body'),
        message: v.message ?? 'Invalid value',
      }))
      return reply.status(400).send({ message: issues[0]?.message ?? 'Invalid request.', code: 'VALIDATION', issues })
    }
    const status = (error as { statusCode?: number }).statusCode
    if (status === 413) return reply.status(413).send({ message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' })
    if (status === 415) {
      return reply.status(415).send({ message: 'Please send the request as JSON.', code: 'UNSUPPORTED_MEDIA_TYPE' })
    }
    if (status && status >= 400 && status < 500) {
      const message = (error as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : String((error as { message?: string }).message ?? 'Invalid request.')
      return reply.status(status).send({ message, code: 'BAD_REQUEST' })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      return reply.status(503).send({ message: 'The service is briefly unavailable. Please try again in a minute.', code: 'DATABASE_UNAVAILABLE' })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' })
  })

  await app.register(systemRoutes)
  await app.register(authRoutes, { prefix: '/api' })
  await app.register(accountRoutes, { prefix: '/api' })
  await app.register(testRoutes, { prefix: '/api' })
  await app.register(questionRoutes, { prefix: '/api' })
  await app.register(attemptRoutes, { prefix: '/api' })
  await app.register(adminRoutes, { prefix: '/api' })
  await app.register(counsellingRoutes, { prefix: '/api' })
  await app.register(purchaseRoutes, { prefix: '/api' })

  const clientDir = options.clientDir === undefined ? (existsSync(DEFAULT_CLIENT_DIR) ? DEFAULT_CLIENT_DIR : null) : options.clientDir
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(clientDir),
      index: 'index.html',
      setHeaders(res, filePath) {
        // Vite names assets by content hash, so they never change; index.html must always be re-checked.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')
    if (clientDir && isPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
    }
    return reply.status(404).send({ message: 'There is nothing at this address.', code: 'NOT_FOUND' })
  })

  return app
}

/** Fastify takes a hop count at run time (lib/request.js) although its types omit it; as a function it is typed. */
function trustProxyOption(setting: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  return setting
}

function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors; the cause says what really happened.
  const cause = (error as { cause?: unknown } | null)?.cause
  if (cause && cause !== error && isDatabaseUnavailable(cause)) return true
  const code = (error as { code?: string } | null)?.code
  const message = String((error as { message?: string } | null)?.message ?? '')
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ETIMEDOUT' ||
    code === '57P01' || // admin_shutdown
    code === '57P03' || // cannot_connect_now (starting up)
    code === '57014' || // query_canceled: statement_timeout
    code === '25P03' || // idle_in_transaction_session_timeout
    code === '08006' ||
    code === '08001' ||
    /PGlite is closed|Connection terminated|connect ECONNREFUSED|Cannot use a pool after calling end|Query read timeout|timeout exceeded when trying to connect|timeout expired/i.test(message)
  )
}
