// POST /api/reset-links/check: a reset link's page asks whether its token is still usable, so a used or expired link
// says so at once. The answer is the same rule the reset itself applies, and the check is rate-limited like a reset.
import { beforeAll, describe, expect, it } from 'vitest'
import { hashToken, newToken } from '../../src/server/auth/tokens'
import { insertPasswordReset } from '../../src/server/db/password-resets-repository'
import { Client, createTestApp, registerUser, type TestApp } from '../support/app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

/** A reset link for the user as the forgot-password mail would carry it, valid for `minutes`. */
async function resetToken(userId: string, minutes = 60): Promise<string> {
  const token = newToken()
  await insertPasswordReset(t.database.db, { tokenHash: hashToken(token), userId, expiresAt: new Date(t.clock.now + minutes * 60_000) })
  return token
}

const check = (client: Client, body: unknown) => client.post('/api/reset-links/check', body)

describe('POST /api/reset-links/check', () => {
  it('says a fresh link is usable, and the same link is not once it has been used', async () => {
    const { user } = await registerUser(t.app)
    const token = await resetToken(user.id)
    const client = new Client(t.app, '192.0.2.31')
    expect((await check(client, { token })).json()).toEqual({ usable: true })
    expect((await client.post('/api/auth/reset-password', { token, newPassword: 'a-new-pass-1' })).statusCode).toBe(200)
    const after = await check(client, { token })
    expect(after.statusCode).toBe(200)
    expect(after.json()).toEqual({ usable: false })
  })

  it('says an expired link and an unknown token are not usable, without telling them apart', async () => {
    const { user } = await registerUser(t.app)
    const expired = await resetToken(user.id, -1)
    const client = new Client(t.app, '192.0.2.32')
    expect((await check(client, { token: expired })).json()).toEqual({ usable: false })
    expect((await check(client, { token: 'made-up-token' })).json()).toEqual({ usable: false })
  })

  it('refuses a body without a usable token with 400, and changes nothing', async () => {
    const client = new Client(t.app, '192.0.2.33')
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(201) }, { token: 5 }]) {
      const res = await check(client, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toBeTruthy()
    }
  })

  it('counts against the reset limit of the address: guessing tokens here is no cheaper than resetting', async () => {
    const client = new Client(t.app, '192.0.2.34')
    for (let i = 0; i < 20; i++) expect((await check(client, { token: `guess-${i}` })).statusCode).toBe(200)
    const refused = await check(client, { token: 'guess-21' })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeTruthy()
    // The reset itself is refused from that address too, and another address is not affected.
    expect((await client.post('/api/auth/reset-password', { token: 'guess-22', newPassword: 'whatever-1' })).statusCode).toBe(429)
    expect((await check(new Client(t.app, '192.0.2.35'), { token: 'guess' })).statusCode).toBe(200)
  })
})
