// Limits that hold when guesses arrive all at once: each password check is counted before the hash and given back
// when it proves right, so parallel guesses cannot all pass the check before any of them fails. On PostgreSQL the
// requests really run side by side (a pool of connections); on PGlite they queue on its one connection.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountKey } from '../../src/server/services/rate-limits'
import { Client, createTestApp, registerUser, uniqueEmail, type TestApp } from '../support/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})

const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {}
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1
  return counts
}

describe('login limits under parallel guesses', () => {
  it('lets exactly 10 of 60 parallel wrong passwords from one address be tried against one account', async () => {
    const { email } = await registerUser(t.app)
    const guesser = new Client(t.app, '203.0.113.80')
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => guesser.post('/api/login', { email, password: `guess-${i}` })))
    expect(statuses(answers)).toEqual({ 401: 10, 429: 50 })
    expect(answers.find((a) => a.statusCode === 429)?.headers['retry-after']).toBeDefined()
  }, 60_000)

  it('lets at most 50 of 300 parallel guesses at one account through, from 300 addresses', async () => {
    const { email } = await registerUser(t.app)
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => new Client(t.app, `10.${(i >> 8) & 255}.${i & 255}.7`).post('/api/login', { email, password: `guess-${i}` })),
    )
    expect(statuses(answers)).toEqual({ 401: 50, 429: 250 })
  }, 120_000)

  it('lets exactly 100 of 130 parallel sprayed guesses from one address through', async () => {
    const sprayer = new Client(t.app, '203.0.113.81')
    const answers = await Promise.all(Array.from({ length: 130 }, () => sprayer.post('/api/login', { email: uniqueEmail('sprayed'), password: 'Summer2026!' })))
    expect(statuses(answers)).toEqual({ 401: 100, 429: 30 })
  }, 120_000)

  it('still lets a lab log in at once: 40 correct logins in parallel from one address all succeed, and use up nothing', async () => {
    const lab = '203.0.113.82'
    const students = await Promise.all(Array.from({ length: 40 }, (_, i) => registerUser(t.app, { password: `lab-pass-${i}` })))
    const answers = await Promise.all(students.map((s, i) => new Client(t.app, lab).post('/api/login', { email: s.email, password: `lab-pass-${i}` })))
    expect(statuses(answers)).toEqual({ 200: 40 })
    const rows = await t.database.db.execute(sql`SELECT count, pending FROM rate_limits WHERE key = ${`loginFailuresAddress:${lab}`}`)
    expect((rows as unknown as { rows: { count: number; pending: number }[] }).rows).toEqual([{ count: 0, pending: 0 }])
  }, 120_000)
})

describe('current-password checks', () => {
  it('limit a signed-in session to 10 wrong passwords in 15 minutes, in parallel too, for both change and delete', async () => {
    const { client, password } = await registerUser(t.app)
    const wrong = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? client.post('/api/auth/change-password', { currentPassword: `wrong-${i}`, newPassword: 'new-secret-1' })
          : client.request('DELETE', '/api/account', { password: `wrong-${i}` }),
      ),
    )
    expect(statuses(wrong)).toEqual({ 400: 10, 429: 20 })
    const limited = wrong.find((r) => r.statusCode === 429)
    expect(limited?.json().message).toMatch(/Too many wrong passwords/)
    // Even the right password waits now: the guesser does not learn which was right.
    expect((await client.request('DELETE', '/api/account', { password })).statusCode).toBe(429)
    t.clock.advance(15 * 60_000 + 1000)
    // After the window, the owner's right password works, and a right one gives its count back.
    const changed = await client.post('/api/auth/change-password', { currentPassword: password, newPassword: 'new-secret-1' })
    expect(changed.statusCode).toBe(200)
  }, 60_000)
})

describe('counters and account deletion', () => {
  it('deletes the counters keyed by an account with it, and keys them by a digest, never the address', async () => {
    const { client, email, password, user } = await registerUser(t.app)
    const ip = '203.0.113.83'
    for (let i = 0; i < 3; i++) await new Client(t.app, ip).post('/api/login', { email, password: 'wrong' })
    await new Client(t.app, ip).post('/api/auth/forgot-password', { email })
    await client.post('/api/auth/change-password', { currentPassword: 'wrong', newPassword: 'whatever1' })
    const keys = async () =>
      ((await t.database.db.execute(sql`SELECT key FROM rate_limits`)) as unknown as { rows: { key: string }[] }).rows.map((r) => r.key)
    const before = await keys()
    expect(before.join('\n')).not.toContain(email)
    const mine = before.filter((k) => k.endsWith(accountKey(email)) || k.endsWith(user.id))
    expect(mine.sort()).toEqual(
      [
        `forgotPassword:${ip}|${accountKey(email)}`,
        `loginFailuresAccount:${accountKey(email)}`,
        `loginFailuresAccountAddress:${ip}|${accountKey(email)}`,
        `resetMails:${accountKey(email)}`,
        `currentPasswordFailures:${user.id}`,
        `currentPasswordFailuresDay:${user.id}`,
      ].sort(),
    )
    expect((await client.request('DELETE', '/api/account', { password })).statusCode).toBe(200)
    const after = await keys()
    expect(after.filter((k) => mine.includes(k))).toEqual([])
    // Counters of the address alone are not the account's: they stay.
    expect(after).toContain(`loginFailuresAddress:${ip}`)
  })
})
