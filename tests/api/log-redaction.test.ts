// Defect 4 (second half): an error's log line carried the argon2 hash. No log line may carry a secret: password
// hashes, passwords, session cookies, tokens in URLs or bodies, authorization headers.
import { Writable } from 'node:stream'
import pino from 'pino'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { loggerOptions } from '../../src/server/lib/logger'
import { createMailer } from '../../src/server/mail/mailer'
import { createTestDatabase } from '../support/database'

describe('log lines carry no secrets', () => {
  it('redacts hashes, passwords, cookies, tokens and authorization headers, even in a database error', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean))
        done()
      },
    })
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_URL: 'http://disha.test', DATA_DIR: '.tmp/test-data' })
    const database = await createTestDatabase()
    const mailer = createMailer({ from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger: pino({ level: 'silent' }) })
    const app = await buildApp({ config, database, mailer, logger: { level: 'info', stream }, clientDir: null })
    afterAll(async () => {
      await app.close()
      await mailer.close()
      await database.close()
    })

    const password = 'Sup3r-secret-pw'
    const registered = await app.inject({ method: 'POST', url: '/api/register', payload: { email: 'log.one@example.com', password, firstName: 'Asha' } })
    expect(registered.statusCode).toBe(201)
    const cookie = registered.cookies.find((c) => c.name === 'disha_session')?.value as string
    await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `disha_session=${cookie}`, authorization: 'Bearer bearer-secret-xyz' } })
    await app.inject({ method: 'GET', url: '/api/reports/00000000-0000-4000-8000-000000000000/download?token=share-token-secret-123' })

    // A database failure while storing a new account: the driver's error names the query and its parameters.
    await database.exec(`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE TRIGGER refuse_users BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse();`)
    const failed = await app.inject({ method: 'POST', url: '/api/register', payload: { email: 'log.two@example.com', password, firstName: 'Asha' } })
    expect(failed.statusCode).toBe(500)
    expect(failed.json().message).not.toMatch(/argon2|insert/i)

    const log = lines.join('\n')
    expect(log).toMatch(/unhandled error/) // the failure is logged...
    expect(log).toMatch(/disk full/) // ...with what went wrong...
    expect(log).not.toMatch(/\$argon2/) // ...but not the hash,
    expect(log).not.toContain(password)
    expect(log).not.toContain(cookie)
    expect(log).not.toContain('bearer-secret-xyz')
    expect(log).not.toContain('share-token-secret-123')
  })

  // In outbox mode (no SMTP_URL) a reset link in the log, token and all, would let whoever reads the log reset the
  // password (and, for an ADMIN_EMAILS address, become admin).
  it('never logs a mailed link, its token or the recipient, in outbox mode at the most talkative level', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean))
        done()
      },
    })
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'disha-outbox-'))
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', PUBLIC_URL: 'http://disha.test', DATA_DIR: dataDir, ADMIN_EMAILS: 'head@school.test' })
    const database = await createTestDatabase()
    const logger = pino({ ...loggerOptions('trace') }, stream)
    const mailer = createMailer({ from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger })
    const app = await buildApp({ config, database, mailer, logger: { level: 'trace', stream }, clientDir: null })
    afterAll(async () => {
      await app.close()
      await mailer.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    })

    const email = 'reset.me@example.com'
    expect((await app.inject({ method: 'POST', url: '/api/register', payload: { email, password: 'secret123', firstName: 'R' } })).statusCode).toBe(201)
    expect((await app.inject({ method: 'POST', url: '/api/register', payload: { email: 'head@school.test', password: 'secret123', firstName: 'H' } })).statusCode).toBe(201)
    expect((await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode).toBe(200)
    await mailer.close()

    // Both mails are in the outbox, each with its link...
    const outbox = path.join(dataDir, 'outbox')
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    const tokens = mails.flatMap((m) => [...m.matchAll(/token=3D([\w-]+)|token=([\w-]{20,})/g)].map((x) => (x[1] ?? x[2]) as string))
    expect(tokens.length).toBeGreaterThanOrEqual(2)
    // ...and the log says where mail went, but never a link, a token or an address.
    const log = lines.join('\n')
    expect(log).toMatch(/password reset mailed/)
    expect(log).toMatch(/written to the outbox/)
    for (const token of tokens) expect(log).not.toContain(token.slice(0, 20))
    expect(log).not.toMatch(/reset-password\?token|confirm-email\?token/)
    expect(log).not.toContain(email)
    expect(log).not.toContain('head@school.test')
  })

  it('scrubs secrets from any object or message logged, not only from known paths', () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const log = pino(loggerOptions('info'), stream)
    log.info({ link: 'http://disha.test/reset-password?token=abc123secret', nested: { shareUrl: 'http://disha.test/shared/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd' } }, 'sent')
    log.info('opened http://disha.test/confirm-email?token=zzz999secret')
    const text = lines.join('')
    expect(text).not.toContain('abc123secret')
    expect(text).not.toContain('AbCdEfGhIjKlMnOpQrStUvWxYz')
    expect(text).not.toContain('zzz999secret')
    expect(text).toContain('[redacted]')
  })
})
