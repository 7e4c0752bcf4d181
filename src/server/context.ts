// What every route and plugin of the app reaches through `app.ctx`: the configuration, the database, and the
// services built once per app. Routes read it and never import app.ts, which assembles the app around it.
import type { FastifyBaseLogger } from 'fastify'
import { createReportThread, type ReportThread } from './reports/report-thread'
import { createSessionStore, type ResolvedSession, type SessionStore } from './auth/sessions'
import { sessionCookieFor, type SessionCookie } from './auth/session-cookie'
import { paymentsMockMode, publicUrl, type Config } from './config'
import { countOpenAttempts } from './db/attempts-repository'
import type { Database, Db } from './db/client'
import type { FastLane } from './lib/fast-lane'
import { createMetrics, type Metrics } from './lib/metrics'
import type { Mailer } from './mail/mailer'
import { createRazorpayGateway, type PaymentGateway } from './payments/razorpay-gateway'
import { createPayments, type Payments } from './services/payments'
import { createPurchaseCache, type PurchaseCache } from './services/purchase-cache'
import { createRateLimiter, type RateLimiter } from './services/rate-limiter'
import { createReports, type Reports } from './services/reports'
import { createSettingsCache, type SettingsCache } from './services/settings-cache'
import { createLiveProgress, type LiveProgress } from './services/live-progress'
import { createTestTaking, type TestTaking } from './services/test-taking'

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
  liveProgress: LiveProgress
  payments: Payments
  purchaseCache: PurchaseCache
  reports: Reports
  /** Draws PDFs off the event loop (reports/report-thread.ts, docs/decisions/053); the app's onClose ends it. */
  reportThread: ReportThread
  metrics: Metrics
  /** Cached signed-in reads answered before Fastify (lib/fast-lane.ts); undefined when the app was built without it. */
  fastLane: FastLane<ResolvedSession> | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
  }
  interface FastifyRequest {
    session: ResolvedSession | undefined
  }
}

export interface ContextOptions {
  config: Config
  database: Database
  mailer: Mailer
  now: () => number
  log: FastifyBaseLogger
  /** The payment gateway; by default Razorpay when keys are configured, none (mock mode) otherwise. */
  gateway?: PaymentGateway | null
}

/**
 * The app's services over one database, their queries counted by the app's metrics, and the caches listening for
 * what other instances change (ended sessions, the payment switch).
 */
export async function createContext({ config, database, mailer, now, log, gateway }: ContextOptions): Promise<AppContext> {
  const purchaseCache = createPurchaseCache()
  const reportThread = createReportThread()
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
    liveProgress: createLiveProgress({ db: database.db, now }),
    testTaking: createTestTaking({ db: database.db, now, limitSeconds: config.DISHA_TEST_ATTEMPT_SECONDS, purchaseCache }),
    payments: createPayments({
      db: database.db,
      config,
      now,
      log,
      onAccessWithdrawn: (userId) => purchaseCache.forgetUser(userId),
      gateway:
        gateway !== undefined
          ? gateway
          : paymentsMockMode(config)
            ? null
            : createRazorpayGateway({ keyId: config.RAZORPAY_KEY_ID ?? '', keySecret: config.RAZORPAY_KEY_SECRET ?? '', apiUrl: config.RAZORPAY_API_URL }),
    }),
    reports: createReports({ db: database.db, now, publicUrl: publicUrl(config), shareLinkDays: config.SHARE_LINK_DAYS, thread: reportThread }),
    reportThread,
    metrics: createMetrics({ openAttempts: () => countOpenAttempts(database.db), pool: () => database.poolStats() }),
    fastLane: undefined,
  }
  database.observeQueries((seconds) => ctx.metrics.observeQuery(seconds))
  mailer.onFailure(() => ctx.metrics.mailFailures.inc())
  await ctx.sessions.start()
  await ctx.settings.start()
  return ctx
}
