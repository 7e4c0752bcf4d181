// Builds the Fastify app: plugins, hooks, error handling, the API routes and the built SPA.
import { existsSync } from 'node:fs'
import path from 'node:path'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type onResponseHookHandler } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { createSessionStore, type ResolvedSession, type SessionStore } from './auth/sessions'
import { paymentsMockMode, publicUrl, type Config } from './config'
import type { Database, Db } from './db/client'
import { AppError } from './errors'
import { pageLocale } from './lib/page-locale'
import { registerCookies } from './lib/cookies'
import { loggerOptions } from './lib/logger'
import { lazyChildLogger, RequestLineController } from './lib/request-logger'
import { CLIENT_DIR } from './lib/paths'
import {
  lazyTestPageRenderer,
  loadTestPageData,
  readTestPageTemplate,
  testPageDocument,
  testPageGrade,
  type RenderTestPage,
} from './lib/test-page'
import { API_SECURITY_HEADERS, computeSecurityHeaders, isApiPath } from './lib/security-headers'
import { createMetrics, type Metrics } from './lib/metrics'
import { createFastLane, serverWithFastLane, type FastLane } from './lib/fast-lane'
import { countOpenAttempts } from './db/attempts-repository'
import { createRateLimiter, type RateLimiter } from './lib/rate-limit'
import type { Mailer } from './mail/mailer'
import { accountRoutes } from './routes/account/index'
import { authRoutes } from './routes/auth/index'
import { sessionCookieFor, type SessionCookie } from './auth/session-cookie'
import { systemRoutes } from './routes/system/index'
import { testRoutes } from './routes/tests/index'
import { questionRoutes } from './routes/questions/index'
import { attemptRoutes } from './routes/attempts/index'
import { adminRoutes } from './routes/admin/index'
import { counsellingRoutes } from './routes/counselling/index'
import { purchaseRoutes } from './routes/purchases/index'
import { webhookRoutes } from './routes/payments/webhook'
import { pricingRoutes } from './routes/pricing/index'
import { gradeAccessRoutes } from './routes/grade-access/index'
import { resetLinkRoutes } from './routes/reset-links/index'
import { adminSchoolRoutes } from './routes/admin-schools/index'
import { schoolRoutes } from './routes/school/index'
import { schoolSignInRoutes } from './routes/school-sign-in/index'
import { createRazorpayGateway, type PaymentGateway } from './payments/razorpay-gateway'
import { createPayments, type Payments } from './services/payments'
import { createSettingsCache, type SettingsCache } from './services/settings-cache'
import { createTestTaking, type TestTaking } from './services/test-taking'
import { createPurchaseCache, type PurchaseCache } from './services/purchase-cache'
import { createReports, type Reports } from './services/reports'
import { reportRoutes } from './routes/reports/index'
import { sharedRoutes } from './routes/shared/index'
import { openApi, openApiRoutes } from './routes/openapi/index'

export interface AppContext {
  config: Config
  database: Database
  db: Db
  sessions: SessionStore
  /** The session cookie's name and flags, from PUBLIC_URL's scheme. */
  sessionCookie: SessionCookie
  settings: SettingsCache
  mailer: Mailer
  limiter: RateLimiter
  now: () => number
  publicUrl: string
  testTaking: TestTaking
  payments: Payments
  purchaseCache: PurchaseCache
  reports: Reports
  metrics: Metrics
  /** Cached signed-in reads answered before Fastify (lib/fast-lane.ts); undefined when the app was built without it. */
  fastLane: FastLane | undefined
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
  /** The payment gateway; by default Razorpay when keys are configured, none (mock mode) otherwise. */
  gateway?: PaymentGateway | null
  /** The built SPA; null serves the API alone. Defaults to dist/client when it exists. */
  clientDir?: string | null
  /**
   * Draws a reloaded test's open question into its HTML (docs/decisions/018). Defaults to dist/server/test-page.js,
   * loaded on first use; null (or no such file) sends the plain test page.
   */
  renderTestPage?: (() => Promise<RenderTestPage | null>) | null
  /** Whether the listening server answers cached signed-in reads itself (docs/decisions/019); default true. */
  fastLane?: boolean
}

const DEFAULT_CLIENT_DIR = CLIENT_DIR
const BODY_LIMIT = 100 * 1024

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, mailer } = options
  const now = options.now ?? Date.now
  const app = Fastify({
    // The lane is made below, once the caches it reads exist; the server asks ctx for it per request.
    ...(options.fastLane === false ? {} : { serverFactory: serverWithFastLane(() => ctx.fastLane) }),
    // Redaction and scrubbing always apply, whatever level or stream the caller picked (lib/logger.ts).
    logger: options.logger === false ? false : { ...loggerOptions(config.LOG_LEVEL), ...(options.logger === true ? {} : (options.logger ?? {})) },
    // The per-request child logger is made only when the request writes a line (lib/request-logger.ts).
    childLoggerFactory: lazyChildLogger,
    ...(options.logger === false ? {} : { logController: new RequestLineController() }),
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

  const purchaseCache = createPurchaseCache()
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    sessions: createSessionStore(database.db, now, database),
    sessionCookie: sessionCookieFor(publicUrl(config)),
    settings: createSettingsCache(database.db, database, now),
    mailer,
    limiter: createRateLimiter(database.db, now),
    now,
    publicUrl: publicUrl(config),
    purchaseCache,
    testTaking: createTestTaking({ db: database.db, now, limitSeconds: config.DISHA_TEST_ATTEMPT_SECONDS, purchaseCache }),
    payments: createPayments({
      db: database.db,
      config,
      now,
      log: app.log,
      onAccessWithdrawn: (userId) => purchaseCache.forgetUser(userId),
      gateway:
        options.gateway !== undefined
          ? options.gateway
          : paymentsMockMode(config)
            ? null
            : createRazorpayGateway({ keyId: config.RAZORPAY_KEY_ID ?? '', keySecret: config.RAZORPAY_KEY_SECRET ?? '', apiUrl: config.RAZORPAY_API_URL }),
    }),
    reports: createReports({ db: database.db, now, publicUrl: publicUrl(config), shareLinkDays: config.SHARE_LINK_DAYS }),
    metrics: createMetrics({ openAttempts: () => countOpenAttempts(database.db), pool: () => database.poolStats() }),
    fastLane: undefined,
  }
  app.decorate('ctx', ctx)
  database.observeQueries((seconds) => ctx.metrics.observeQuery(seconds))
  mailer.onFailure(() => ctx.metrics.mailFailures.inc())
  // Request metrics, labelled by route pattern (/api/tests/:id/results), never by the raw URL. Each route gets its
  // own onResponse hook holding its series, bound once here, so a request does no label lookup; requests no route
  // matched are counted by the not-found handler when their answer has gone (no hook that every request runs).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const series = new Map(methods.map((method) => [method, ctx.metrics.routeSeries(method, route.url)]))
    const only = methods.length === 1 ? series.get(methods[0] as string) : undefined
    const observe: onResponseHookHandler = (request, reply, done) => {
      ;(only ?? series.get(request.method))?.observe(reply.statusCode, reply.elapsedTime / 1000)
      done()
    }
    route.onResponse = route.onResponse ? [...(Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse]), observe] : [observe]
  })
  await ctx.sessions.start()
  await ctx.settings.start()
  app.decorateRequest('session', undefined)

  const securityHeaders = await computeSecurityHeaders({
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
  // A request body may arrive compressed (Content-Encoding: gzip, deflate or br); a GET or HEAD has none, so those
  // routes skip the decompression hook, which would otherwise run on every read (set before the plugin reads it).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (route.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD')) route.decompress = false
  })
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] })
  registerCookies(app)

  // One hook for what every request needs first (one hook call rather than three: it runs on every request):
  // 1. Security headers: pages get helmet's full set; API answers the few that matter for data
  //    (lib/security-headers.ts, docs/decisions/015).
  // 2. Cross-site state-changing requests are refused: the browser names its page's origin on every POST.
  // 3. Who is calling: resolved from the session cookie once per API request (cached, see auth/sessions.ts); a fresh
  //    cached session is used at once, without a promise.
  //    API answers are private and change: no-store, unless the route sets its own Cache-Control (the ETag-validated
  //    question lists). A parents' page carries its share token in the address: never indexed, never sent on as a
  //    referrer. Served over HTTPS (directly or through a trusted proxy), every answer says browsers should never
  //    come back over plain HTTP.
  // (Hooks here take a callback rather than returning a promise: most finish at once.)
  const apiHeaders = { ...API_SECURITY_HEADERS, 'cache-control': 'no-store' }
  if (options.fastLane !== false) {
    // Request lines are written at info and below; then every request goes through Fastify, which writes them.
    const log = app.log as { isLevelEnabled?(level: string): boolean }
    const mayWriteLines = options.logger !== false && typeof log.isLevelEnabled === 'function'
    const lane = createFastLane({
      sessions: ctx.sessions,
      sessionCookie: ctx.sessionCookie,
      apiHeaders,
      trustProxy: trustProxyOption(config.TRUST_PROXY),
      logsRequests: () => mayWriteLines && log.isLevelEnabled?.('info') === true,
    })
    ctx.fastLane = lane
    app.addHook('preClose', (done) => {
      lane.close()
      done()
    })
  }
  const allowedOrigins = new Set([new URL(ctx.publicUrl).origin])
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url
    const api = url.startsWith('/api/')
    reply.headers(api || isApiPath(url) ? apiHeaders : securityHeaders)
    if (url.startsWith('/shared/')) reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer')
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    const method = request.method
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && !url.startsWith('/api/payment/webhook')) {
      const origin = request.headers.origin
      const site = request.headers['sec-fetch-site']
      const own = `${request.protocol}://${request.host}`
      if (site === 'cross-site' || (origin && origin !== own && !allowedOrigins.has(origin))) {
        return done(new AppError('CROSS_SITE', 'This request came from another website and was refused.'))
      }
    }
    if (!api) return done()
    const token = ctx.sessionCookie.tokenOf(request.cookies)
    if (!token) return done()
    const found = ctx.sessions.lookup(token)
    if (!(found instanceof Promise)) {
      request.session = found
      return done()
    }
    found.then((session) => {
      request.session = session
      done()
    }, done)
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
    if (status === 415 && (error as { code?: string }).code === 'FST_CP_ERR_INVALID_CONTENT_ENCODING') {
      return reply.status(415).send({ message: 'Please send the request uncompressed, or compressed with gzip, deflate or br.', code: 'UNSUPPORTED_MEDIA_TYPE' })
    }
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

  await app.register(openApi)
  await app.register(systemRoutes)
  await app.register(authRoutes, { prefix: '/api' })
  await app.register(accountRoutes, { prefix: '/api' })
  await app.register(testRoutes, { prefix: '/api' })
  await app.register(questionRoutes, { prefix: '/api' })
  await app.register(attemptRoutes, { prefix: '/api' })
  await app.register(adminRoutes, { prefix: '/api' })
  await app.register(counsellingRoutes, { prefix: '/api' })
  await app.register(purchaseRoutes, { prefix: '/api' })
  await app.register(pricingRoutes, { prefix: '/api' })
  await app.register(gradeAccessRoutes, { prefix: '/api' })
  await app.register(resetLinkRoutes, { prefix: '/api' })
  await app.register(adminSchoolRoutes, { prefix: '/api' })
  await app.register(schoolRoutes, { prefix: '/api' })
  await app.register(schoolSignInRoutes, { prefix: '/api' })
  await app.register(webhookRoutes, { prefix: '/api' })
  await app.register(reportRoutes, { prefix: '/api' })
  await app.register(sharedRoutes, { prefix: '/api' })
  await app.register(openApiRoutes, { prefix: '/api' })

  const clientDir = options.clientDir === undefined ? (existsSync(DEFAULT_CLIENT_DIR) ? DEFAULT_CLIENT_DIR : null) : options.clientDir
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(clientDir),
      // `/` is answered below: the pre-rendered landing page or the app, by the session cookie.
      index: false,
      // The build writes brotli and gzip copies of every text file (vite.config.ts, precompress): sent as they are,
      // smaller than on-the-fly compression and no CPU per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite names assets by content hash, so they never change; index.html must always be re-checked.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  if (clientDir) {
    // The build pre-renders the signed-out landing page (landing.html, and landing-login.html with the form open for
    // `?showAuth=true`): a first visit paints from HTML and loads no router, query library or zod
    // (docs/decisions/014). A browser holding a session cookie gets the app, which shows home or, if that session
    // has ended, the same landing page. Only the cookie's presence is looked at, never the session store.
    // Each in English and in Hindi (-hi.html), sent in the language the browser chose (docs/decisions/045-i18n.md).
    const landing = existsSync(path.join(clientDir, 'landing.html'))
    app.get('/', (request, reply) => {
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language')
      if (!landing || request.cookies[ctx.sessionCookie.name]) return reply.sendFile(appPage(request))
      const showAuth = (request.query as Record<string, unknown>).showAuth === 'true'
      return reply.sendFile(inLanguage(showAuth ? 'landing-login.html' : 'landing.html', request))
    })
  }

  // A page the build drew in both languages, in the one the browser chose: its Hindi twin when there is one, else the
  // English page (a build older than the Hindi pages, or a page drawn only in English).
  const drawnInHindi = new Map<string, boolean>()
  function inLanguage(fileName: string, request: FastifyRequest): string {
    if (!clientDir || pageLocale(request) !== 'hi') return fileName
    const hindi = fileName.replace(/\.html$/, '-hi.html')
    let exists = drawnInHindi.get(hindi)
    if (exists === undefined) {
      exists = existsSync(path.join(clientDir, hindi))
      drawnInHindi.set(hindi, exists)
    }
    return exists ? hindi : fileName
  }
  const appPage = (request: FastifyRequest) => inLanguage('index.html', request)

  // The test page's copy of index.html also preloads the page's own code (vite.config.ts, decision 014).
  const testPage = clientDir !== null && existsSync(path.join(clientDir, 'app-test.html'))
  // A test page the student can take or is taking arrives drawn (decision 018): the name entry, or an open attempt's
  // question; any other test page, or any failure on the way, gets the plain page, which asks for itself.
  const renderer = options.renderTestPage === undefined ? lazyTestPageRenderer() : options.renderTestPage
  const drawnPage = clientDir !== null ? path.join(clientDir, 'app-test-drawn.html') : null
  const testTemplate = testPage && renderer && drawnPage && existsSync(drawnPage) ? await readTestPageTemplate(drawnPage) : null
  async function serverRenderedTestPage(request: FastifyRequest): Promise<string | null> {
    const grade = testPageGrade(request.url)
    if (!testTemplate || !renderer || request.method !== 'GET' || grade === null || !request.cookies[ctx.sessionCookie.name]) return null
    try {
      const render = await renderer()
      const data = render && (await loadTestPageData(app, request, grade))
      return render && data ? testPageDocument(testTemplate, await render(data), data) : null
    } catch (error) {
      request.log.error({ err: error }, 'the test page could not be drawn on the server; the plain page was sent')
      return null
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    reply.raw.once('finish', () => ctx.metrics.observeRequest(request.method, 'unmatched', reply.statusCode, reply.elapsedTime / 1000))
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')
    if (clientDir && isPage) {
      if (testPage && request.url.startsWith('/test/')) {
        const html = await serverRenderedTestPage(request)
        // One student's answers and name: never kept by a cache, and not the page another cookie gets.
        if (html) return reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html)
        return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').sendFile('app-test.html')
      }
      return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language').sendFile(appPage(request))
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
