// Builds the real app on a fresh test database, with helpers to call it as a browser would.
import pino from 'pino'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, expect } from 'vitest'
import { buildApp, type BuildAppOptions } from '../../src/server/app'
import { loadConfig, type Config } from '../../src/server/config'
import type { Database } from '../../src/server/db/client'
import { grantAdmin } from '../../src/server/services/admin-rights'
import { createMailer, type Mailer } from '../../src/server/mail/mailer'
import { createTestDatabase } from './database'

export interface TestApp {
  app: FastifyInstance
  database: Database
  config: Config
  mailer: Mailer
  /** Moves the app's clock. */
  clock: { now: number; advance(ms: number): void }
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { database?: Database; build?: Pick<BuildAppOptions, 'clientDir' | 'renderTestPage' | 'fastLane'> } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://disha.test', DATA_DIR: '.tmp/test-data', ...env })
  const database = options.database ?? (await createTestDatabase())
  const logger = pino({ level: 'silent' })
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger })
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms
    },
  }
  const app = await buildApp({ config, database, mailer, logger: false, now: () => clock.now, clientDir: null, ...options.build })
  // Nothing a client sends may cause a 5xx. 503 is allowed only when a test took the database away on purpose, or
  // made the payment gateway fail (an outage upstream, not the client's doing).
  const serverErrors: string[] = []
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 500) return payload
    const upstream = reply.statusCode === 503 && typeof payload === 'string' && payload.includes('"code":"PAYMENT_GATEWAY_UNAVAILABLE"')
    if (!upstream && !(reply.statusCode === 503 && !(await database.ping()))) {
      serverErrors.push(`${request.method} ${request.url} -> ${reply.statusCode}`)
    }
    return payload
  })
  await app.ready()
  afterAll(async () => {
    expect(serverErrors, 'requests answered with a 5xx').toEqual([])
    await app.close()
    await mailer.close()
    await database.close()
  })
  return { app, database, config, mailer, clock }
}

/** A browser-like client: keeps the session cookie between calls. */
export class Client {
  cookie: string | undefined
  constructor(
    readonly app: FastifyInstance,
    readonly ip = '203.0.113.10',
  ) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    })
    this.keepCookie(res)
    assertNo5xx(res)
    return res
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers)
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers)
  }

  private keepCookie(res: LightMyRequestResponse) {
    const set = res.cookies.find((c) => c.name === 'disha_session')
    if (!set) return
    const expired = set.value === '' || (set.expires && new Date(set.expires).getTime() <= Date.now())
    this.cookie = expired ? undefined : `disha_session=${set.value}`
  }
}

function assertNo5xx(res: LightMyRequestResponse) {
  if (res.statusCode >= 500) throw new Error(`${res.statusCode} from the server: ${res.body}`)
}

/**
 * Asks for a question list in brotli until it comes in brotli: the server makes a list's brotli form on the thread
 * pool the first time a client asks (lib/static-json.ts) and sends gzip until then. Returns the brotli answer.
 */
export async function untilBrotli(client: Client, url: string): Promise<LightMyRequestResponse> {
  for (let asked = 0; asked < 200; asked += 1) {
    const res = await client.get(url, { 'accept-encoding': 'gzip, deflate, br' })
    if (res.headers['content-encoding'] === 'br') return res
    if (res.headers['content-encoding'] !== 'gzip') throw new Error(`${url} came as ${String(res.headers['content-encoding'])} (${res.statusCode}) to a client that accepts br`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`${url} never came in brotli`)
}

let counter = 0
export function uniqueEmail(prefix = 'student') {
  counter += 1
  return `${prefix}.${process.pid}.${counter}.${Date.now()}@example.com`
}

export async function registerUser(app: FastifyInstance, overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}) {
  const client = new Client(app, `198.51.100.${(counter % 250) + 1}`)
  const body = { email: uniqueEmail(), password: 'secret123', firstName: 'Asha', lastName: 'Verma', ...overrides }
  const res = await client.post('/api/register', body)
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
  return { client, user: res.json() as { id: string; email: string; isAdmin: boolean }, password: body.password, email: body.email }
}

/** Registers an account and makes it admin as `npm run admin -- grant` would (ADMIN_EMAILS needs a mailed link). */
export async function registerAdmin(t: TestApp, overrides: Partial<{ email: string; password: string; firstName: string }> = {}) {
  const registered = await registerUser(t.app, overrides)
  await grantAdmin(t.database.db, registered.user.id, { kind: 'cli' }, new Date())
  t.app.ctx.sessions.forgetUser(registered.user.id)
  return registered
}

/** Grades 11 and 12 must name the stream they study when they start (issue 10); the others must not. */
export function streamFor(grade: number): { currentStream?: 'science-pcm' } {
  return grade >= 11 ? { currentStream: 'science-pcm' } : {}
}

/** The questions of a test started with streamFor(grade): grades 11-12 draw their knowledge items for that stream. */
export function questionsUrl(grade: number): string {
  return `/api/questions/${grade}${grade >= 11 ? '?stream=science-pcm' : ''}`
}
