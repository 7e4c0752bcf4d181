// A school lab of 300 students behind one public address (docs/decisions/008-rate-limits.md): they all register and
// log in, while guessing from that address or at one account is still throttled; and two app instances on one
// database share the counters and the overdue-attempt job.
import pino from 'pino'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import { createMailer } from '../../src/server/mail/mailer'
import { createTestTaking } from '../../src/server/services/test-taking'
import { Client, createTestApp, registerAdmin, registerUser, uniqueEmail, type TestApp } from '../support/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})

async function inBatches<T>(count: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = []
  for (let start = 0; start < count; start += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, k) => fn(start + k)))))
  }
  return out
}

describe('a school lab behind one address', () => {
  it('lets 300 students register and log in within ten minutes, typos included', async () => {
    const lab = '203.0.113.50'
    const students = Array.from({ length: 300 }, (_, i) => ({ email: uniqueEmail(`lab${i}`), password: `pass-${i}-word`, firstName: `Student ${i}` }))
    const started = t.clock.now
    const registered = await inBatches(300, 10, async (i) => {
      t.clock.advance(1000) // one sign-up a second: five minutes for the lab
      return (await new Client(t.app, lab).post('/api/register', students[i])).statusCode
    })
    expect(registered.filter((s) => s !== 201)).toEqual([])
    // One student in ten mistypes the password first.
    const typos = await inBatches(30, 10, async (i) => (await new Client(t.app, lab).post('/api/login', { email: students[i * 10]!.email, password: 'oops' })).statusCode)
    expect(typos.every((s) => s === 401)).toBe(true)
    const logins = await inBatches(300, 10, async (i) => {
      t.clock.advance(500)
      return (await new Client(t.app, lab).post('/api/login', { email: students[i]!.email, password: students[i]!.password })).statusCode
    })
    expect(logins.filter((s) => s !== 200)).toEqual([])
    expect(t.clock.now - started).toBeLessThanOrEqual(10 * 60_000)
  }, 180_000)

  it('still throttles guessing one account from that address, with Retry-After', async () => {
    const { email } = await registerUser(t.app)
    const lab = new Client(t.app, '203.0.113.51')
    const statuses: number[] = []
    for (let i = 0; i < 12; i += 1) statuses.push((await lab.post('/api/login', { email, password: `guess-${i}` })).statusCode)
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    const limited = await lab.post('/api/login', { email, password: 'guess-last' })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('still throttles spraying many accounts from that address, with Retry-After', async () => {
    const sprayer = new Client(t.app, '203.0.113.52')
    const statuses = await inBatches(110, 10, async () => (await sprayer.post('/api/login', { email: uniqueEmail('sprayed'), password: 'Summer2026!' })).statusCode)
    expect(statuses.filter((s) => s === 401).length).toBe(100)
    const limited = await sprayer.post('/api/login', { email: uniqueEmail('sprayed'), password: 'Summer2026!' })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  }, 60_000)
})

describe('two app instances on one database', () => {
  it('share the rate-limit counters', async () => {
    const mailer = createMailer({ from: t.config.MAIL_FROM, dataDir: t.config.DATA_DIR, logger: pino({ level: 'silent' }) })
    const other = await buildApp({ config: t.config, database: t.database, mailer, logger: false, now: () => t.clock.now, clientDir: null })
    try {
      const { email } = await registerUser(t.app)
      const ip = '203.0.113.60'
      // Five wrong passwords on each instance: ten in all, the limit for one account from one address.
      for (let i = 0; i < 5; i += 1) {
        expect((await new Client(t.app, ip).post('/api/login', { email, password: 'wrong-a' })).statusCode).toBe(401)
        expect((await new Client(other, ip).post('/api/login', { email, password: 'wrong-b' })).statusCode).toBe(401)
      }
      expect((await new Client(other, ip).post('/api/login', { email, password: 'wrong-c' })).statusCode).toBe(429)
      expect((await new Client(t.app, ip).post('/api/login', { email, password: 'wrong-d' })).statusCode).toBe(429)
    } finally {
      await other.close()
      await mailer.close()
    }
  })

  it('finalise each overdue attempt exactly once when both run the job at the same time', async () => {
    const { client: admin } = await registerAdmin(t)
    await admin.post('/api/admin/toggle-payments', { enabled: false })
    const students = await Promise.all(Array.from({ length: 6 }, () => registerUser(t.app)))
    for (const { client } of students) expect((await client.post('/api/attempts', { grade: 8, studentName: 'Late' })).statusCode).toBe(201)
    t.clock.advance(40 * 60_000)
    const a = createTestTaking({ db: t.database.db, now: () => t.clock.now })
    const b = createTestTaking({ db: t.database.db, now: () => t.clock.now })
    const [doneA, doneB] = await Promise.all([a.finaliseOverdue(), b.finaliseOverdue()])
    expect(doneA + doneB).toBe(6)
    for (const { client } of students) expect((await client.get('/api/tests/history')).json()).toHaveLength(1)
    expect(await a.finaliseOverdue()).toBe(0)
  })
})
