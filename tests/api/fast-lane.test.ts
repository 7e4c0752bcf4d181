// The fast lane (src/server/lib/fast-lane.ts, docs/decisions/019) must answer exactly as Fastify's route would.
// Each case is sent to a listening server twice: first with the lane open, then with it closed (every request
// through Fastify, hooks and guards). Status, headers (but Date) and body must be the same, and the lane must have
// sent the answers it is meant to send, so a lane that never answers fails here too.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { Client, createTestApp, registerUser, type TestApp, untilBrotli } from '../support/app'

const METRICS_TOKEN = 'metrics-token-0123456789'

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

interface Case {
  name: string
  method?: 'GET' | 'HEAD'
  path: string
  headers: Record<string, string>
  /** Whether the open lane should send this answer itself. */
  lane: boolean
}

function send(port: number, c: Case): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: c.method ?? 'GET', path: c.path, headers: c.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const { date: _date, ...headers } = res.headers
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('base64') })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  return (t.app.server.address() as AddressInfo).port
}

/** Runs every case with the lane open, then closed, and returns both answers and what the lane sent. */
async function bothWays(t: TestApp, cases: Case[]) {
  const lane = t.app.ctx.fastLane
  if (!lane) throw new Error('the app was built without its fast lane')
  const port = await listening(t)
  const viaLane: Answer[] = []
  const sentByLane: string[] = []
  for (const c of cases) {
    const before = lane.served
    viaLane.push(await send(port, c))
    if (lane.served > before) sentByLane.push(c.name)
  }
  lane.close()
  const viaFastify: Answer[] = []
  for (const c of cases) viaFastify.push(await send(port, c))
  return { viaLane, viaFastify, sentByLane }
}

async function paidStudent(t: TestApp, grade: number) {
  const { client } = await registerUser(t.app)
  expect((await client.post('/api/payment/create-order', { grade })).statusCode).toBe(200)
  return client
}

function questionCases(paid: Client, unpaid: Client, loggedOut: string, etag: string): Case[] {
  const cookie = paid.cookie as string
  const token = cookie.slice(cookie.indexOf('=') + 1)
  const path = '/api/questions/10'
  return [
    { name: 'plain', path, headers: { cookie }, lane: true },
    { name: 'brotli', path, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' }, lane: true },
    { name: 'gzip', path, headers: { cookie, 'accept-encoding': 'gzip' }, lane: true },
    { name: 'br refused', path, headers: { cookie, 'accept-encoding': 'br;q=0, gzip' }, lane: true },
    { name: 'etag held', path, headers: { cookie, 'if-none-match': etag }, lane: true },
    { name: 'weak etag held', path, headers: { cookie, 'if-none-match': `"nope", W/${etag}` }, lane: true },
    { name: 'any etag', path, headers: { cookie, 'if-none-match': '*' }, lane: true },
    { name: 'other etag', path, headers: { cookie, 'if-none-match': '"other"' }, lane: true },
    { name: 'more cookies', path, headers: { cookie: `theme=dark; ${cookie}; disha_session=second` }, lane: true },
    { name: 'untrusted proto', path, headers: { cookie, 'x-forwarded-proto': 'https' }, lane: true },
    { name: 'grade not bought', path: '/api/questions/9', headers: { cookie }, lane: false },
    { name: 'unpaid student', path, headers: { cookie: unpaid.cookie as string }, lane: false },
    { name: 'no cookie', path, headers: {}, lane: false },
    { name: 'unknown token', path, headers: { cookie: 'disha_session=not-a-session' }, lane: false },
    { name: 'logged out', path, headers: { cookie: loggedOut }, lane: false },
    { name: 'token too long', path, headers: { cookie: `disha_session=${token}${'x'.repeat(100)}` }, lane: false },
    { name: 'query', path: `${path}?fresh=1`, headers: { cookie }, lane: false },
    { name: 'zero-padded grade', path: '/api/questions/010', headers: { cookie }, lane: false },
    { name: 'no such grade', path: '/api/questions/13', headers: { cookie }, lane: false },
    { name: 'trailing slash', path: `${path}/`, headers: { cookie }, lane: false },
    { name: 'head', method: 'HEAD', path, headers: { cookie }, lane: false },
    { name: 'hindi', path: `${path}?lang=hi`, headers: { cookie }, lane: true },
    { name: 'hindi brotli', path: `${path}?lang=hi`, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' }, lane: true },
    { name: 'english named', path: `${path}?lang=en`, headers: { cookie }, lane: false },
    { name: 'hindi for a board', path: `${path}?board=cbse&lang=hi`, headers: { cookie }, lane: false },
    { name: 'unknown language', path: `${path}?lang=fr`, headers: { cookie }, lane: false },
  ]
}

/** The questions route's count of 200 answers in /metrics. */
async function questionsOkCount(t: TestApp): Promise<number> {
  const metrics = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  const ok = metrics.body.split('\n').find((line) => line.startsWith('disha_http_requests_total{') && line.includes('route="/api/questions/:grade"') && line.includes('status_code="200"'))
  if (ok === undefined) throw new Error(`no 200 of the questions route in /metrics: ${metrics.body.slice(0, 2000)}`)
  return Number(ok.split(' ').pop())
}

async function setUp(env: Record<string, string> = {}) {
  const t = await createTestApp(env)
  const paid = await paidStudent(t, 10)
  const { client: unpaid } = await registerUser(t.app)
  const { client: leaving } = await registerUser(t.app)
  const loggedOut = leaving.cookie as string
  expect((await leaving.post('/api/logout')).statusCode).toBeLessThan(300)
  const first = await paid.get('/api/questions/10')
  expect(first.statusCode).toBe(200)
  // The brotli forms are made on a first ask; both ways must then send the same bytes.
  await untilBrotli(paid, '/api/questions/10')
  await untilBrotli(paid, '/api/questions/10?lang=hi')
  return { t, paid, unpaid, loggedOut, etag: String(first.headers.etag) }
}

describe('the fast lane', () => {
  it('answers questions requests exactly as the route does, and leaves the rest to it', async () => {
    const { t, paid, unpaid, loggedOut, etag } = await setUp({ METRICS_TOKEN })
    const cases = questionCases(paid, unpaid, loggedOut, etag)
    const okBefore = await questionsOkCount(t)
    const { viaLane, viaFastify, sentByLane } = await bothWays(t, cases)
    cases.forEach((c, i) => expect(viaLane[i], c.name).toEqual(viaFastify[i]))
    expect(sentByLane).toEqual(cases.filter((c) => c.lane).map((c) => c.name))
    // The answers themselves: the list, its encodings, 304s, and the guards' refusals.
    const status = Object.fromEntries(cases.map((c, i) => [c.name, viaLane[i]?.status]))
    expect(status).toMatchObject({ plain: 200, brotli: 200, 'etag held': 304, 'other etag': 200, 'grade not bought': 402, 'no cookie': 401, 'logged out': 401, 'zero-padded grade': 400 })
    expect(viaLane[1]?.headers['content-encoding']).toBe('br')
    expect(viaLane[0]?.headers['strict-transport-security']).toBeUndefined()
    // Counted in the route's series whoever sent them: each 200 twice (lane open, then closed).
    const okCases = cases.filter((c, i) => (c.method ?? 'GET') === 'GET' && viaLane[i]?.status === 200).length
    expect(await questionsOkCount(t)).toBe(okBefore + okCases * 2)
  })

  it('answers a Hindi reader in Hindi exactly as the route does, with its own ETag', async () => {
    const t = await createTestApp()
    const paid = await paidStudent(t, 8)
    const cookie = paid.cookie as string
    const hindi = await paid.get('/api/questions/8?lang=hi')
    const english = await paid.get('/api/questions/8')
    expect(hindi.body).toMatch(/[\u0900-\u097F]/)
    expect(hindi.headers.etag).not.toBe(english.headers.etag)
    const cases: Case[] = [
      { name: 'english', path: '/api/questions/8', headers: { cookie }, lane: true },
      { name: 'hindi', path: '/api/questions/8?lang=hi', headers: { cookie }, lane: true },
      { name: 'hindi gzip', path: '/api/questions/8?lang=hi', headers: { cookie, 'accept-encoding': 'gzip' }, lane: true },
      { name: 'hindi etag held', path: '/api/questions/8?lang=hi', headers: { cookie, 'if-none-match': String(hindi.headers.etag) }, lane: true },
      { name: "english's etag for hindi", path: '/api/questions/8?lang=hi', headers: { cookie, 'if-none-match': String(english.headers.etag) }, lane: true },
    ]
    const { viaLane, viaFastify, sentByLane } = await bothWays(t, cases)
    cases.forEach((c, i) => expect(viaLane[i], c.name).toEqual(viaFastify[i]))
    expect(sentByLane).toEqual(cases.map((c) => c.name))
    expect(viaLane.map((a) => a.status)).toEqual([200, 200, 200, 304, 200])
    expect(Buffer.from(viaLane[1]!.body, 'base64').toString('utf8')).toBe(hindi.body)
  })

  it('stops answering the moment a session ends or the switch and purchases no longer say yes', async () => {
    const { t, paid, etag } = await setUp()
    const lane = t.app.ctx.fastLane!
    const port = await listening(t)
    const c: Case = { name: 'plain', path: '/api/questions/10', headers: { cookie: paid.cookie as string, 'if-none-match': etag }, lane: true }
    expect((await send(port, c)).status).toBe(304)
    const served = lane.served
    expect(served).toBeGreaterThan(0)
    expect((await paid.post('/api/logout')).statusCode).toBeLessThan(300)
    expect((await send(port, c)).status).toBe(401)
    expect(lane.served).toBe(served)
  })

  it('sends HSTS behind a trusted HTTPS proxy, and leaves a proxy list it cannot check to Fastify', async () => {
    for (const [env, lane] of [[{ TRUST_PROXY: 'true' }, true], [{ TRUST_PROXY: '127.0.0.1' }, false]] as const) {
      const { t, paid } = await setUp(env)
      const cookie = paid.cookie as string
      const cases: Case[] = [
        { name: 'https', path: '/api/questions/10', headers: { cookie, 'x-forwarded-proto': 'http, https' }, lane },
        { name: 'http', path: '/api/questions/10', headers: { cookie, 'x-forwarded-proto': 'https,http' }, lane },
      ]
      const { viaLane, viaFastify, sentByLane } = await bothWays(t, cases)
      expect(viaLane, env.TRUST_PROXY).toEqual(viaFastify)
      expect(sentByLane, env.TRUST_PROXY).toEqual(lane ? ['https', 'http'] : [])
      expect(viaLane[0]?.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(viaLane[1]?.headers['strict-transport-security']).toBeUndefined()
    }
  })

  it('is not there in an app built without it', async () => {
    const without = await createTestApp({}, { build: { fastLane: false } })
    expect(without.app.ctx.fastLane).toBeUndefined()
  })
})
