// The built SPA: hashed assets cached for a year, index.html always re-checked, client routes fall back to it,
// API answers never cached, responses compressed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import type { Database } from '../../src/server/db/client'
import { createMailer } from '../../src/server/mail/mailer'
import { createTestDatabase } from '../support/database'

const original = `<!doctype html><title>Page</title>${'<p>Disha</p>'.repeat(300)}`
// Quality and level unlike the server's on-the-fly compression (brotli 4, gzip 6): the bytes tell which was sent.
const brCopy = zlib.brotliCompressSync(original, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
const gzCopy = zlib.gzipSync(original, { level: 1 })
const dir = mkdtempSync(path.join(os.tmpdir(), 'disha-client-'))
let app: FastifyInstance
let database: Database

beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html lang="en"><title>Disha</title><div id="root"></div>${' '.repeat(2000)}</html>`)
  writeFileSync(path.join(dir, 'landing.html'), '<!doctype html><title>Landing</title><div id="root" data-view="info"><h1>Discover</h1></div>')
  writeFileSync(path.join(dir, 'landing-login.html'), '<!doctype html><title>Login</title><div id="root" data-view="login"><h1>Login</h1></div>')
  // Hindi twins of the landing page and the app's frame; the login variant is left without one.
  writeFileSync(path.join(dir, 'landing-hi.html'), '<!doctype html><html lang="hi"><div id="root" data-view="info"><h1>खोजिए</h1></div></html>')
  writeFileSync(path.join(dir, 'index-hi.html'), '<!doctype html><html lang="hi"><title>Disha</title><div id="root"></div></html>')
  writeFileSync(path.join(dir, 'app-test.html'), '<!doctype html><title>Disha</title><link rel="modulepreload" href="/assets/test-X.js"><div id="root"></div>')
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(5000))})`)
  // As the build writes them (vite.config.ts, precompress): a brotli and a gzip copy beside the file.
  writeFileSync(path.join(dir, 'assets', 'page-Pre123.js'), original)
  writeFileSync(path.join(dir, 'assets', 'page-Pre123.js.br'), brCopy)
  writeFileSync(path.join(dir, 'assets', 'page-Pre123.js.gz'), gzCopy)
  database = await createTestDatabase()
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir })
  const mailer = createMailer({ from: config.MAIL_FROM, dataDir: dir, logger: pino({ level: 'silent' }) })
  app = await buildApp({ config, database, mailer, logger: false, clientDir: dir })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('serving the SPA', () => {
  it("sends helmet's full set of security headers with pages and assets, the CSP allowing Razorpay checkout (decision 015)", async () => {
    for (const url of ['/', '/test/10', '/assets/index-AbC123.js']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain('script-src')
      expect(csp).toContain('https://checkout.razorpay.com')
      expect(csp).toContain('frame-src https://api.razorpay.com')
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    }
    // A parents' page carries its share token in the address: never indexed, never sent on as a referrer.
    const shared = await app.inject({ method: 'GET', url: '/shared/some-share-token' })
    expect(shared.statusCode).toBe(200)
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(shared.headers['referrer-policy']).toBe('no-referrer')
    expect(shared.headers['content-security-policy']).toContain('https://checkout.razorpay.com')
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toMatch(/br|gzip/)
  })

  it("sends the build's compressed copy as it is, by what the browser accepts, and the file itself to one that accepts none", async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/page-Pre123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary)).toContain('accept-encoding')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.rawPayload.equals(brCopy)).toBe(true)
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(original)
    const gz = await app.inject({ method: 'GET', url: '/assets/page-Pre123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.rawPayload.equals(gzCopy)).toBe(true)
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(original)
    const plain = await app.inject({ method: 'GET', url: '/assets/page-Pre123.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(original)
    // The copies are not pages of their own: asked for by name they are files like any other, never a fallback page.
    expect((await app.inject({ method: 'GET', url: '/assets/page-Pre123.js.br' })).headers['content-encoding']).toBeUndefined()
  })

  it('serves the pre-rendered landing page at / to a browser without a session cookie, never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.vary).toMatch(/Cookie/i)
    expect(res.body).toContain('data-view="info"')
    // The form variant for the login links (?showAuth=true); another hint cookie alone changes nothing.
    const login = await app.inject({ method: 'GET', url: '/?showAuth=true', cookies: { disha_signed_in: '1' } })
    expect(login.body).toContain('data-view="login"')
    const head = await app.inject({ method: 'HEAD', url: '/' })
    expect(head.statusCode).toBe(200)
  })

  it("sends the pages the build drew in Hindi to a browser that chose Hindi, or asks for it first, and English otherwise", async () => {
    const hindiLanding = { cookies: { disha_locale: 'hi' } }
    for (const asked of [hindiLanding, { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } }, { headers: { 'accept-language': 'mr, hi;q=0.8, en;q=0.5' } }]) {
      const res = await app.inject({ method: 'GET', url: '/', ...asked })
      expect(res.body, JSON.stringify(asked)).toContain('<html lang="hi">')
      expect(res.body).toContain('data-view="info"')
      expect(res.headers.vary).toMatch(/Cookie/i)
      expect(res.headers.vary).toMatch(/Accept-Language/i)
    }
    // The choice made in the browser wins over the browser's languages, both ways.
    const english = await app.inject({ method: 'GET', url: '/', cookies: { disha_locale: 'en' }, headers: { 'accept-language': 'hi-IN' } })
    expect(english.body).toContain('<h1>Discover</h1>')
    expect((await app.inject({ method: 'GET', url: '/', cookies: { disha_locale: 'hi' }, headers: { 'accept-language': 'en-IN' } })).body).toContain('खोजिए')
    // Neither language asked for, a cookie naming another language, or English first: English.
    for (const asked of [{}, { headers: { 'accept-language': 'ta-IN, fr' } }, { cookies: { disha_locale: 'fr' } }, { headers: { 'accept-language': 'en-IN,hi;q=0.9' } }]) {
      expect((await app.inject({ method: 'GET', url: '/', ...asked })).body, JSON.stringify(asked)).toContain('<h1>Discover</h1>')
    }
    // A page with no Hindi twin is sent in English.
    expect((await app.inject({ method: 'GET', url: '/?showAuth=true', ...hindiLanding })).body).toContain('data-view="login"')
    // The app's frame, at / with a session and for every client route.
    for (const url of ['/', '/pricing', '/instructions/9']) {
      const res = await app.inject({ method: 'GET', url, cookies: { disha_session: 'anything', disha_locale: 'hi' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('<html lang="hi">')
      expect(res.headers.vary, url).toMatch(/Accept-Language/i)
      expect((await app.inject({ method: 'GET', url, cookies: { disha_session: 'anything' } })).body, url).toContain('<html lang="en">')
    }
  })

  it('serves index.html at / with a session cookie and for client routes, never cached', async () => {
    for (const url of ['/', '/?showAuth=true', '/results/123', '/instructions/10?x=1']) {
      const res = await app.inject({ method: 'GET', url, cookies: { disha_session: 'anything' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<div id="root">')
    }
  })

  it("sends the test page's copy, which preloads its code, for /test/*", async () => {
    const res = await app.inject({ method: 'GET', url: '/test/10', cookies: { disha_session: 'anything' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toContain('/assets/test-X.js')
    expect((await app.inject({ method: 'GET', url: '/results/1' })).body).not.toContain('/assets/test-X.js')
  })

  it('answers unknown API paths and non-GET methods with JSON 404, never the page', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/unknown' })
    expect(api.statusCode).toBe(404)
    expect(api.headers['cache-control']).toBe('no-store')
    expect(api.json().message).toBeTruthy()
    const post = await app.inject({ method: 'POST', url: '/somewhere', payload: {} })
    expect(post.statusCode).toBe(404)
  })

  it("answers a file request it cannot serve with the file server's status and that status's code from the one table", async () => {
    const past = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { range: 'bytes=999999-' } })
    expect(past.statusCode).toBe(416)
    expect(past.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE' })
    const stale = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'if-match': '"no-such-version"' } })
    expect(stale.statusCode).toBe(412)
    expect(stale.json()).toMatchObject({ code: 'PRECONDITION_FAILED' })
    const forbidden = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js%00' })
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' })
  })

  it('marks API answers no-store', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/system/payment-settings' })
    expect(res.headers['cache-control']).toBe('no-store')
  })
})
