// Opens the database, migrates it, and builds the app: shared by `npm start`, the admin CLI and tests.
import pino from 'pino'
import { buildApp } from './app'
import type { Config } from './config'
import { openDatabase, type Database } from './db/client'
import { migrate } from './db/migrate'
import { grantAdminByEmails } from './db/users-repository'
import { createMailer } from './mail/mailer'

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/db` })
  await migrate(database)
  return database
}

export async function startServer(config: Config) {
  const logger = pino({ level: config.LOG_LEVEL })
  const database = await openConfiguredDatabase(config)
  const granted = await grantAdminByEmails(database.db, config.ADMIN_EMAILS)
  if (granted > 0) logger.info({ granted }, 'admin rights granted from ADMIN_EMAILS')
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger })
  const app = await buildApp({ config, database, mailer, logger: { level: config.LOG_LEVEL } })

  const sweep = setInterval(() => {
    app.ctx.sessions.sweep().catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'))
  }, 60 * 60 * 1000)
  sweep.unref()

  await app.listen({ port: config.PORT, host: config.HOST })

  let closing: Promise<void> | undefined
  async function close() {
    closing ??= (async () => {
      clearInterval(sweep)
      await app.close() // stops accepting, lets in-flight requests finish
      await mailer.close()
      await database.close()
    })()
    return closing
  }
  return { app, database, close }
}
