// PostgreSQL going away under a running app, played through a TCP proxy on loopback (tests/support/tcp-proxy.ts);
// the real server, shared with other tests, is never touched. PostgreSQL only: PGlite runs inside the process.
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import { createSessionStore } from '../../src/server/auth/sessions'
import { loadConfig } from '../../src/server/config'
import { openDatabase, type Database } from '../../src/server/db/client'
import { insertUser } from '../../src/server/db/users-repository'
import { createMailer } from '../../src/server/mail/mailer'
import { createPostgresCopyUrl, TEST_DB_KIND } from '../support/database'
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy'

describe.skipIf(TEST_DB_KIND !== 'postgres')('PostgreSQL faults', () => {
  let copy: Awaited<ReturnType<typeof createPostgresCopyUrl>>
  let proxy: TcpProxy
  const opened: Database[] = []

  beforeAll(async () => {
    copy = await createPostgresCopyUrl()
    const target = new URL(copy.url)
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432))
  })
  afterAll(async () => {
    proxy.resume()
    for (const d of opened) await d.close().catch(() => {})
    await proxy.close()
    await copy.drop()
  })

  async function open(url: string) {
    const database = await openDatabase({ url })
    opened.push(database)
    return database
  }

  // Defect 5: when PostgreSQL stopped answering without closing connections, /healthz and API calls hung.
  it('answers /healthz with 503 within 2 s and API calls with 503 soon, when PostgreSQL stops answering; recovers by itself', async () => {
    const database = await open(proxy.url(copy.url))
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://disha.test', DATA_DIR: '.tmp/test-data' })
    const mailer = createMailer({ from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger: pino({ level: 'silent' }) })
    const app = await buildApp({ config, database, mailer, logger: false, clientDir: null })
    try {
      const body = { email: 'stall@example.com', password: 'secret123', firstName: 'S' }
      expect((await app.inject({ method: 'POST', url: '/api/register', payload: body })).statusCode).toBe(201)
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)

      proxy.pause()
      let started = Date.now()
      const health = await app.inject({ method: 'GET', url: '/healthz' })
      expect(health.statusCode).toBe(503)
      expect(Date.now() - started).toBeLessThan(2000)

      started = Date.now()
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: body.email, password: body.password } })
      expect(login.statusCode).toBe(503)
      expect(login.json().message).toMatch(/briefly unavailable/)
      expect(Date.now() - started).toBeLessThan(8000)

      proxy.resume()
      await expect.poll(async () => (await app.inject({ method: 'GET', url: '/healthz' })).statusCode, { timeout: 10_000, interval: 250 }).toBe(200)
      const again = await app.inject({ method: 'POST', url: '/api/login', payload: { email: body.email, password: body.password } })
      expect(again.statusCode).toBe(200)
    } finally {
      proxy.resume()
      await app.close()
      await mailer.close()
    }
  }, 40_000)

  it('answers 503 while PostgreSQL restarts mid-attempts; the retried saves all land, nothing lost, no app restart', async () => {
    const database = await open(proxy.url(copy.url))
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://disha.test', DATA_DIR: '.tmp/test-data' })
    const mailer = createMailer({ from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger: pino({ level: 'silent' }) })
    // Tests are free here; set before the app starts, so its settings cache reads it.
    await database.db.execute("UPDATE settings SET value = 'false'::jsonb WHERE key = 'payments_enabled'" as never)
    const app = await buildApp({ config, database, mailer, logger: false, clientDir: null })
    try {
      const students = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const reg = await app.inject({ method: 'POST', url: '/api/register', remoteAddress: '198.18.9.1', payload: { email: `outage${i}@example.com`, password: 'secret123', firstName: 'O' } })
          const cookie = `disha_session=${reg.cookies.find((c) => c.name === 'disha_session')?.value}`
          const attempt = await app.inject({ method: 'POST', url: '/api/attempts', headers: { cookie }, payload: { grade: 8, studentName: 'O' } })
          return { cookie, id: attempt.json().id as string }
        }),
      )
      const questions = (await app.inject({ method: 'GET', url: '/api/questions/8', headers: { cookie: students[0]!.cookie } })).json() as { id: string; questionType: string; options: string[] }[]
      const answerFor = (i: number) => (questions[i]!.questionType === 'rating_scale' ? '4' : (questions[i]!.options[0] as string))
      const statuses = new Map<number, number>()
      // The outage starts once a tenth of the saves are in, not after a fixed delay: on a fast runtime all 600 saves
      // can land within 300 ms, and the outage would then hit no save at all.
      let startOutage!: () => void
      const tenthSaved = new Promise<void>((resolve) => (startOutage = resolve))
      // Like the browser's queue: each save is retried until the server acknowledges it.
      const work = students.map(async (s) => {
        for (let revision = 1; revision <= 30; revision += 1) {
          const answers = Object.fromEntries(Array.from({ length: revision }, (_, i) => [questions[i]!.id, answerFor(i)]))
          for (let tries = 0; ; tries += 1) {
            const res = await app.inject({ method: 'PUT', url: `/api/attempts/${s.id}/answers`, headers: { cookie: s.cookie }, payload: { answers, position: revision - 1, revision } })
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
            if (statuses.get(200) === 60) startOutage()
            if (res.statusCode === 200) break
            expect(res.statusCode).toBe(503)
            expect(tries).toBeLessThan(200)
            await new Promise((resolve) => setTimeout(resolve, 100))
          }
        }
      })
      await tenthSaved
      await proxy.outage(3000) // every connection dropped, new ones refused for 3 s: a restart
      await Promise.all(work)
      expect(statuses.get(503) ?? 0).toBeGreaterThan(0)
      console.info(`faults: PostgreSQL outage mid-attempts, ${statuses.get(200)} saves acknowledged, ${statuses.get(503)} answered 503 and retried, 0 lost`)
      for (const s of students) {
        const current = (await app.inject({ method: 'GET', url: '/api/attempts/current/8', headers: { cookie: s.cookie } })).json()
        expect(current.revision).toBe(30)
        expect(Object.keys(current.answers)).toHaveLength(30)
      }
    } finally {
      await app.close()
      await mailer.close()
    }
  }, 60_000)

  // Defect 11: after an outage of more than a second, an instance stopped hearing other instances' logouts.
  it('listens again after its LISTEN connection is killed and PostgreSQL stays away for a while', async () => {
    const a = await open(copy.url)
    const b = await open(proxy.url(copy.url))
    const user = await insertUser(a.db, { email: 'listen@example.com', firstName: 'L', lastName: null, passwordHash: 'x', isAdmin: false })
    const t = Date.now()
    const now = () => t
    const storeA = createSessionStore(a.db, now, a)
    const storeB = createSessionStore(b.db, now, b)
    await Promise.all([storeA.start(), storeB.start()])

    // PostgreSQL ends B's connections (as a restart does) and refuses B for 2.5 s.
    const admin = new pg.Client({ connectionString: copy.url })
    await admin.connect()
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'LISTEN%'`)
    await admin.end()
    await proxy.outage(2500)

    // Once PostgreSQL is back, a logout on A reaches B without waiting for B's cache to expire (the clock stands).
    await expect.poll(async () => (await b.ping()), { timeout: 10_000 }).toBe(true)
    const session = await storeA.create(user!.id)
    expect(await storeB.resolve(session.token)).toBeDefined()
    await expect
      .poll(
        async () => {
          await storeA.destroy(session.token)
          return storeB.resolve(session.token)
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBeUndefined()
  }, 40_000)
})
