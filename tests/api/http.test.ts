// Cross-cutting HTTP behaviour: origin checks, bad bodies, unknown routes, health, headers.
import zlib from 'node:zlib'
import { describe, expect, it, beforeAll } from 'vitest'
import { Client, createTestApp, registerUser, type TestApp } from '../support/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})

describe('requests a client can get wrong', () => {
  it('refuses a state-changing request from another site with 403 and changes nothing', async () => {
    const { client } = await registerUser(t.app)
    const res = await client.post('/api/logout', undefined, { origin: 'https://evil.example' })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toMatch(/another website/)
    expect((await client.get('/api/auth/user')).statusCode).toBe(200)
    const fetchSite = await client.post('/api/logout', undefined, { 'sec-fetch-site': 'cross-site' })
    expect(fetchSite.statusCode).toBe(403)
  })

  it('accepts the configured public origin', async () => {
    const { client } = await registerUser(t.app)
    expect((await client.post('/api/logout', undefined, { origin: 'http://disha.test' })).statusCode).toBe(200)
  })

  it('answers 400 for malformed JSON, 413 for a huge body, 415 for another content type', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('The request body is not valid JSON.')
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200 * 1024) }),
    })
    expect(huge.statusCode).toBe(413)
    const form = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/plain' }, payload: 'hi' })
    expect(form.statusCode).toBe(415)
    for (const res of [bad, huge, form]) expect(typeof res.json().message).toBe('string')
  })

  it('reads a compressed body, refuses an unknown compression with a message, and ignores the header on a read', async () => {
    const { client } = await registerUser(t.app)
    const body = JSON.stringify({ email: 'nobody@disha.test', password: 'wrong password 1' })
    const gzipped = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(body),
    })
    // Read and checked: the wrong password's answer, not a parse error.
    expect(gzipped.statusCode).toBe(401)
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'compress' },
      payload: body,
    })
    expect(unknown.statusCode).toBe(415)
    expect(unknown.json().message).toBe('Please send the request uncompressed, or compressed with gzip, deflate or br.')
    const read = await client.get('/api/auth/user', { 'content-encoding': 'gzip' })
    expect(read.statusCode).toBe(200)
  })

  it('answers 400 for wrong types and an empty body', async () => {
    const res = await new Client(t.app).post('/api/login', { email: 42, password: ['x'] })
    expect(res.statusCode).toBe(400)
    const empty = await t.app.inject({ method: 'POST', url: '/api/register' })
    expect(empty.statusCode).toBe(400)
  })

  it('answers unknown API paths with a JSON 404 and ignores a junk cookie', async () => {
    const res = await new Client(t.app).get('/api/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBeTruthy()
    const junk = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `disha_session=${'x'.repeat(500)}` } })
    expect(junk.statusCode).toBe(401)
  })

  it('guards user calls', async () => {
    expect((await new Client(t.app).get('/api/tests/history')).statusCode).toBe(401)
    const { client } = await registerUser(t.app)
    const res = await client.get('/api/tests/history')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
  })
})

describe('system', () => {
  it('reports payment settings to anyone', async () => {
    const res = await new Client(t.app).get('/api/system/payment-settings')
    expect(res.json()).toEqual({ paymentsEnabled: true })
  })

  it('answers /healthz with the API\'s short set of security headers', async () => {
    const res = await new Client(t.app).get('/healthz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('health without a database', () => {
  it('answers 503 on /healthz and on calls that need the database', async () => {
    const other = await createTestApp()
    const { client } = await registerUser(other.app)
    await other.database.close()
    const health = await other.app.inject({ method: 'GET', url: '/healthz' })
    expect(health.statusCode).toBe(503)
    const login = await other.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.co', password: 'secret123' } })
    expect(login.statusCode).toBe(503)
    expect(login.json().message).toMatch(/unavailable/)
    void client
  })
})

describe('security headers on every API answer', () => {
  it('sends the short set for data on a 404, an error and an answer: nosniff, a CSP allowing nothing, no referrer, same-origin reads (decision 015)', async () => {
    const client = new Client(t.app)
    const answers = [await client.get('/api/nothing-here'), await client.get('/api/auth/user'), await client.get('/api/system/payment-settings')]
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['strict-transport-security']).toBeUndefined()
      // What only a page needs is not sent with data.
      expect(res.headers['x-frame-options']).toBeUndefined()
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined()
    }
  })
})
