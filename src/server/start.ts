// Opens the database, migrates it, and builds the app: shared by `npm start`, the admin CLI and tests.
import pino from 'pino'
import { buildApp } from './app'
import type { Config } from './config'
import { openDatabase, type Database } from './db/client'
import { migrate } from './db/migrate'
import { loggerOptions } from './lib/logger'
import { grantAdminByEmails } from './db/users-repository'
import { createMailer } from './mail/mailer'

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/db` })
  await migrate(database)
  return database
}

export async function startServer(config: Config) {
  const logger = pino(loggerOptions(config.LOG_LEVEL))
  const database = await openConfiguredDatabase(config)
  const granted = await grantAdminByEmails(database.db, config.ADMIN_EMAILS)
  if (granted > 0) logger.info({ granted }, 'admin rights granted from ADMIN_EMAILS')
  if (config.DISHA_TEST_ATTEMPT_SECONDS) {
    logger.warn({ seconds: config.DISHA_TEST_ATTEMPT_SECONDS }, 'DISHA_TEST_ATTEMPT_SECONDS is set: test-only shorter time limit')
  }
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger })
  const app = await buildApp({ config, database, mailer, logger: { level: config.LOG_LEVEL } })

  const sweep = setInterval(() => {
    app.ctx.sessions.sweep().catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'))
    app.ctx.limiter.sweep().catch((err: unknown) => app.log.warn({ err }, 'rate-limit sweep failed'))
  }, 60 * 60 * 1000)
  sweep.unref()
  // Attempts whose time and grace ran out become tests even if no browser comes back.
  const finaliser = setInterval(() => {
    app.ctx.testTaking
      .finaliseOverdue()
      .then((n) => n > 0 && app.log.info({ finalised: n }, 'overdue attempts submitted'))
      .catch((err: unknown) => app.log.warn({ err }, 'finalising overdue attempts failed'))
  }, 15_000)
  finaliser.unref()

  await app.listen({ port: config.PORT, host: config.HOST })

  let closing: Promise<void> | undefined
  async function close() {
    closing ??= (async () => {
      clearInterval(sweep)
      clearInterval(finaliser)
      await app.close() // stops accepting, lets in-flight requests finish
      await mailer.close()
      await database.close()
    })()
    return closing
  }
  return { app, database, close }
}
