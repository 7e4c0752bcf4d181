// The language an account chooses for the interface (PUT /api/account/locale, or the registration form's language),
// stored on the account.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_MESSAGE } from '../../src/shared/constants'
import { Client, createTestApp, registerUser, uniqueEmail, type TestApp } from '../support/app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

async function storedLocale(userId: string): Promise<string | null | undefined> {
  const stored = await t.database.db.execute(sql`select locale from users where id = ${userId}`)
  return (stored as unknown as { rows: { locale: string | null }[] }).rows[0]?.locale
}

describe('PUT /api/account/locale', () => {
  it('a new account has chosen no language: the user carries none', async () => {
    const { client, user } = await registerUser(t.app)
    expect((await client.get('/api/auth/user')).json()).not.toHaveProperty('locale')
    expect(await storedLocale(user.id)).toBeNull()
  })

  it('stores the language and shows it on the user, at once and on the next request', async () => {
    const { client, user } = await registerUser(t.app)
    const res = await client.request('PUT', '/api/account/locale', { locale: 'hi' })
    expect(res.statusCode).toBe(200)
    expect(res.json().locale).toBe('hi')
    expect(res.json().id).toBe(user.id)
    expect((await client.get('/api/auth/user')).json().locale).toBe('hi')
    expect(await storedLocale(user.id)).toBe('hi')
    expect((await client.request('PUT', '/api/account/locale', { locale: 'en' })).json().locale).toBe('en')
    expect((await client.get('/api/auth/user')).json().locale).toBe('en')
    expect(await storedLocale(user.id)).toBe('en')
  })

  it('answers 400 with a clear message for anything else, and stores nothing', async () => {
    const { client, user } = await registerUser(t.app)
    await client.request('PUT', '/api/account/locale', { locale: 'hi' })
    for (const body of [{ locale: 'fr' }, { locale: 'HI' }, { locale: 'hi-IN' }, { locale: '' }, { locale: ' hi' }, { locale: 1 }, { locale: null }, {}]) {
      const res = await client.request('PUT', '/api/account/locale', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toContain(LOCALE_MESSAGE)
    }
    expect(await storedLocale(user.id)).toBe('hi')
    expect((await client.get('/api/auth/user')).json().locale).toBe('hi')
  })

  it('is kept for the account: a new sign-in sees it', async () => {
    const { client, user, email, password } = await registerUser(t.app)
    await client.request('PUT', '/api/account/locale', { locale: 'hi' })
    const other = new Client(t.app)
    const login = await other.post('/api/login', { email, password })
    expect(login.statusCode).toBe(200)
    expect(login.json().locale).toBe('hi')
    expect((await other.get('/api/auth/user')).json()).toMatchObject({ id: user.id, locale: 'hi' })
  })

  it('needs a signed-in user', async () => {
    expect((await new Client(t.app).request('PUT', '/api/account/locale', { locale: 'hi' })).statusCode).toBe(401)
  })
})

describe('POST /api/register with the language of the form', () => {
  it('keeps it as the account\'s choice', async () => {
    const client = new Client(t.app, '198.51.100.240')
    const res = await client.post('/api/register', { email: uniqueEmail('form-hindi'), password: 'secret123', firstName: 'अनन्या', lastName: 'शर्मा', locale: 'hi' })
    expect(res.statusCode).toBe(201)
    expect(res.json().locale).toBe('hi')
    expect(await storedLocale(res.json().id as string)).toBe('hi')
    expect((await client.get('/api/auth/user')).json().locale).toBe('hi')
  })

  it('answers 400 with the clear message for another language, and creates no account', async () => {
    const email = uniqueEmail('form-french')
    const res = await new Client(t.app, '198.51.100.241').post('/api/register', { email, password: 'secret123', firstName: 'Asha', locale: 'fr' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(LOCALE_MESSAGE)
    const login = await new Client(t.app, '198.51.100.241').post('/api/login', { email, password: 'secret123' })
    expect(login.statusCode).toBe(401)
  })
})
