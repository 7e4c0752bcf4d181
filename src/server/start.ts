// Opens the database, migrates it, and builds the app: shared by `npm start`, the admin CLI and tests.
import path from 'node:path'
import pino from 'pino'
import { buildApp } from './app'
import { paymentsMockMode, type Config } from './config'
import { openDatabase, type Database } from './db/client'
import { migrate } from './db/migrate'
import { loggerOptions } from './lib/logger'
import { StartupError } from './lib/startup-error'
import { deleteStaleResets } from './db/password-resets-repository'
import { grantFromAdminEmails } from './services/admin-rights'
import { createMailer } from './mail/mailer'

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/db` })
  try {
    await migrate(database)
  } catch (err) {
    await database.close().catch(() => {})
    throw config.DATABASE_URL ? (unreachablePostgres(config.DATABASE_URL, err) ?? err) : err
  }
  return database
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ECONNRESET', '28P01', '28000', '3D000', '57P03'])

/** The first query failing for a reason the operator can fix becomes one paragraph (no stack, no password). */
function unreachablePostgres(url: string, err: unknown): StartupError | undefined {
  const cause = (err as { cause?: unknown })?.cause ?? err
  const code = (cause as { code?: string })?.code ?? ''
  const message = String((cause as { message?: string })?.message ?? '')
  if (!UNREACHABLE_CODES.has(code) && !/timeout|terminated/i.test(message)) return undefined
  const u = new URL(url)
  const where = `${u.hostname}:${u.port || '5432'}${u.pathname}`
  return new StartupError(
    `Disha cannot reach PostgreSQL at ${where} (${message.replace(/\s+/g, ' ').trim() || code}). ` +
      'Check that PostgreSQL is running and accepts connections from this machine, and that DATABASE_URL names the right ' +
      'host, port, database, user and password; or leave DATABASE_URL empty to use the embedded database in DATA_DIR.',
    { cause: err },
  )
}

export async function startServer(config: Config) {
  const logger = pino(loggerOptions(config.LOG_LEVEL))
  const database = await openConfiguredDatabase(config)
  const granted = await grantFromAdminEmails(database.db, config.ADMIN_EMAILS, new Date())
  if (granted > 0) logger.info({ granted }, 'admin rights granted from ADMIN_EMAILS')
  if (config.DISHA_TEST_ATTEMPT_SECONDS) {
    logger.warn({ seconds: config.DISHA_TEST_ATTEMPT_SECONDS }, 'DISHA_TEST_ATTEMPT_SECONDS is set: test-only shorter time limit')
  }
  if (paymentsMockMode(config)) {
    logger.warn('payments are in mock mode (no RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET): purchases are recorded at once, nothing is charged')
  }
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger })
  const app = await buildApp({ config, database, mailer, logger: { level: config.LOG_LEVEL } })

  const sweep = setInterval(() => {
    app.ctx.sessions.sweep().catch((err: unknown) => {
      app.ctx.metrics.jobFailures.inc({ job: 'session-sweep' })
      app.log.warn({ err }, 'session sweep failed')
    })
    deleteStaleResets(database.db, new Date()).catch((err: unknown) => {
      app.ctx.metrics.jobFailures.inc({ job: 'reset-sweep' })
      app.log.warn({ err }, 'reset-link sweep failed')
    })
    app.ctx.limiter.sweep().catch((err: unknown) => {
      app.ctx.metrics.jobFailures.inc({ job: 'rate-limit-sweep' })
      app.log.warn({ err }, 'rate-limit sweep failed')
    })
  }, 60 * 60 * 1000)
  sweep.unref()
  // Attempts whose time and grace ran out become tests even if no browser comes back.
  const finaliser = setInterval(() => {
    app.ctx.testTaking
      .finaliseOverdue()
      .then((n) => n > 0 && app.log.info({ finalised: n }, 'overdue attempts submitted'))
      .catch((err: unknown) => {
        app.ctx.metrics.jobFailures.inc({ job: 'finalise-overdue' })
        app.log.warn({ err }, 'finalising overdue attempts failed')
      })
  }, 15_000)
  finaliser.unref()
  // Orders a student paid for but whose browser never came back are asked about at the gateway and settled.
  const reconciler = setInterval(() => {
    app.ctx.payments
      .reconcile()
      .then((n) => n > 0 && app.log.info({ settled: n }, 'unpaid orders settled from the gateway'))
      .catch((err: unknown) => app.log.warn({ err }, 'payment reconciliation failed'))
  }, config.PAYMENT_RECONCILE_SECONDS * 1000)
  reconciler.unref()

  await app.listen({ port: config.PORT, host: config.HOST })
  announce(config, app.server.address())

  let closing: Promise<void> | undefined
  async function close() {
    closing ??= (async () => {
      clearInterval(sweep)
      clearInterval(finaliser)
      clearInterval(reconciler)
      await app.close() // stops accepting, lets in-flight requests finish
      await mailer.close()
      await database.close()
    })()
    return closing
  }
  return { app, database, close }
}

/**
 * One line at every start, whatever LOG_LEVEL says (only `silent` silences it): where Disha answers and where its mail
 * goes. The operator's first question, asked before anything else is working.
 */
function announce(config: Config, address: ReturnType<import('node:http').Server['address']>) {
  if (config.LOG_LEVEL === 'silent') return
  const port = typeof address === 'object' && address ? address.port : config.PORT
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`
  const mail = config.SMTP_URL ? `mail is sent through ${withoutPassword(config.SMTP_URL)}` : `mail is written to ${path.resolve(config.DATA_DIR, 'outbox')} (no SMTP_URL)`
  pino(loggerOptions('info')).info({ url, listening: `${config.HOST}:${port}` }, `Disha is ready at ${url}; ${mail}`)
}

function withoutPassword(url: string): string {
  const u = new URL(url)
  if (u.password) u.password = '[redacted]'
  return u.toString()
}
