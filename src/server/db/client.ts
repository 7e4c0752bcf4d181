// Opens the one database the app talks to: PostgreSQL when DATABASE_URL is set, else embedded PGlite.
// Both speak the same dialect through the same Drizzle query builder; only opening, raw multi-statement
// execution (migrations) and closing differ, and they are kept here.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs SQL text that may hold several statements (migrations). */
  exec(sqlText: string): Promise<void>
  /** Answers whether the database can run a query now. */
  ping(): Promise<boolean>
  /** Sends a message to every instance listening on the channel (PostgreSQL NOTIFY). */
  notify(channel: string, payload: string): Promise<void>
  /** Calls handler with each message on the channel, from any instance sharing this database. */
  listen(channel: string, handler: (payload: string) => void): Promise<void>
  /** Calls fn with the seconds each query took (for metrics); one observer at a time. */
  observeQueries(fn: (seconds: number) => void): void
  /** PostgreSQL pool connections; undefined on the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined
  close(): Promise<void>
}

type QueryObserver = { fn: (seconds: number) => void }

/**
 * Times every call of client.query, resolving or failing, for the observer (if any). A query is asked for either way
 * the drivers offer: with a callback as its last argument (pg-pool's pool.query does this with its pooled client) or
 * for a promise.
 */
function timeQueries(client: { query: (...args: never[]) => unknown }, observer: QueryObserver) {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown
  client.query = ((...args: unknown[]) => {
    const started = performance.now()
    const done = () => observer.fn((performance.now() - started) / 1000)
    const last = args.at(-1)
    if (typeof last === 'function') {
      return original(
        ...args.slice(0, -1),
        (...results: unknown[]) => {
          done()
          return (last as (...a: unknown[]) => unknown)(...results)
        },
      )
    }
    const result = original(...args)
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done)
    return result
  }) as typeof client.query
}

/**
 * The PostgreSQL extensions the migrations create (pg_trgm: the admin lists' search, migrations/0026_admin_lists.sql).
 * PGlite loads an extension only when it is named at creation, so every PGlite the app's database is opened in,
 * including the tests' and the benchmarks', is created with these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm }

export type DatabaseTarget = { url: string } | { dataDir: string } | { pglite: PGlite }

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url)
  if ('pglite' in target) return wrapPglite(target.pglite)
  const dir = path.resolve(target.dataDir)
  mkdirSync(path.dirname(dir), { recursive: true })
  const lock = lockDataDir(dir)
  try {
    mkdirSync(dir, { recursive: true })
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await initPgliteCluster(dir)
    const database = wrapPglite(
      await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] }),
    )
    const close = database.close.bind(database)
    database.close = async () => {
      try {
        await close()
      } finally {
        lock.release()
      }
    }
    return database
  } catch (err) {
    lock.release()
    throw err
  }
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WASM memory, which never shrinks. A school's
 * whole database is a few MB, and the operating system caches the data files anyway: 32 MB keeps the working set
 * and takes about 150 MB off the server's resident memory (docs/benchmarks.md).
 */
const PGLITE_SHARED_BUFFERS = '32MB'

/**
 * Creates a new PGlite data folder in a short-lived child process. initdb inside WASM grows the instance's memory
 * to about 800 MB, and WASM memory never shrinks: done in this process, the server would keep that for its whole
 * life. Opened afterwards, the same folder costs under 300 MB (measured, docs/benchmarks.md).
 */
async function initPgliteCluster(dir: string): Promise<void> {
  const entry = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href
  const script = `const { PGlite } = await import(${JSON.stringify(entry)}); const db = await PGlite.create(${JSON.stringify(dir)}); await db.close()`
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { timeout: 120_000 })
}

function wrapPglite(client: PGlite): Database {
  const observer: QueryObserver = { fn: () => {} }
  timeQueries(client as unknown as { query: (...args: never[]) => unknown }, observer)
  return wrap('pglite', drizzlePglite({ client, schema }) as unknown as Db, {
    observer,
    poolStats: () => undefined,
    exec: (text) => client.exec(text),
    query: (text, params) => client.query(text, params),
    listen: async (channel, handler) => {
      await client.listen(channel, handler)
    },
    end: () => client.close(),
    isClosed: () => client.closed,
  })
}

/**
 * Time limits for PostgreSQL, so a database that stops answering (a network partition, a stalled server) turns
 * requests into quick 503s instead of hanging them: connecting, each query as the client waits for it, each
 * statement on the server, and a transaction left idle (its locks would block everyone else).
 */
const PG_TIMEOUTS = {
  connectionTimeoutMillis: 2_000,
  query_timeout: 5_000,
  statement_timeout: 5_000,
  idle_in_transaction_session_timeout: 10_000,
} as const
/** /healthz waits this long for its ping, so a load balancer hears 503 within 2 s. */
const PING_TIMEOUT_MS = 1_500
const LISTEN_RETRY_MAX_MS = 10_000

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, keepAlive: true, ...PG_TIMEOUTS })
  const observer: QueryObserver = { fn: () => {} }
  // pool.query and transactions both run on pooled clients: timing each client's query times them all once.
  pool.on('connect', (client) => timeQueries(client as unknown as { query: (...args: never[]) => unknown }, observer))
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const listeners = new Map<string, ((payload: string) => void)[]>()
  let listener: pg.Client | undefined
  let connecting: Promise<void> | undefined
  let retryTimer: NodeJS.Timeout | undefined
  let failures = 0
  let ending = false

  // LISTEN needs one connection of its own, kept open. When it is lost (a restart, an outage, a terminated
  // backend) it is re-opened, retrying with back-off for as long as it takes, and every channel is listened to again.
  function scheduleReconnect() {
    if (ending || retryTimer) return
    const delay = Math.min(LISTEN_RETRY_MAX_MS, 250 * 2 ** Math.min(failures, 6))
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      connectListener().catch(() => {})
    }, delay)
    retryTimer.unref()
  }

  function connectListener(): Promise<void> {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: PG_TIMEOUTS.connectionTimeoutMillis })
      let lost = false
      const onLost = () => {
        if (lost) return
        lost = true
        if (listener === client) listener = undefined
        client.end().catch(() => {})
        scheduleReconnect()
      }
      client.on('notification', (msg) => {
        for (const handler of listeners.get(msg.channel) ?? []) handler(msg.payload ?? '')
      })
      client.on('error', onLost)
      client.on('end', onLost)
      try {
        await client.connect()
        for (const channel of listeners.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`)
      } catch (err) {
        failures += 1
        onLost()
        throw err
      }
      failures = 0
      listener = client
    })().finally(() => {
      connecting = undefined
    })
    return connecting
  }

  return wrap('postgres', drizzlePg({ client: pool, schema }) as unknown as Db, {
    observer,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    exec: (text) => pool.query(text),
    query: (text, params) => pool.query(text, params),
    listen: async (channel, handler) => {
      const first = !listeners.has(channel)
      listeners.set(channel, [...(listeners.get(channel) ?? []), handler])
      if (!listener) await connectListener()
      else if (first) await listener.query(`LISTEN ${quoteIdent(channel)}`)
    },
    end: async () => {
      ending = true
      clearTimeout(retryTimer)
      await listener?.end().catch(() => {})
      await pool.end()
    },
    isClosed: () => false,
  })
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid channel name ${name}`)
  return name
}

interface Driver {
  observer: QueryObserver
  poolStats(): ReturnType<Database['poolStats']>
  exec(text: string): Promise<unknown>
  query(text: string, params?: unknown[]): Promise<unknown>
  listen(channel: string, handler: (payload: string) => void): Promise<void>
  end(): Promise<void>
  isClosed(): boolean
}

function wrap(kind: Database['kind'], db: Db, driver: Driver): Database {
  let closed = false
  return {
    db,
    kind,
    async exec(sqlText) {
      await driver.exec(sqlText)
    },
    async ping() {
      if (closed || driver.isClosed()) return false
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)
      })
      try {
        return await Promise.race([driver.query('select 1').then(() => true), timeout])
      } catch {
        return false
      } finally {
        clearTimeout(timer)
      }
    },
    async notify(channel, payload) {
      await driver.query('select pg_notify($1, $2)', [channel, payload])
    },
    listen: (channel, handler) => driver.listen(channel, handler),
    observeQueries(fn) {
      driver.observer.fn = fn
    },
    poolStats: () => driver.poolStats(),
    async close() {
      if (closed) return
      closed = true
      await driver.end()
    },
  }
}
