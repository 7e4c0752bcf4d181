// Defect 4 (second half): an error's log line carried the argon2 hash. No log line may carry a secret: password
// hashes, passwords, session cookies, tokens in URLs or bodies, authorization headers.
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
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
})
