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
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
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
  close(): Promise<void>
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { pglite: PGlite }

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url)
  if ('pglite' in target) return wrapPglite(target.pglite)
  const dir = path.resolve(target.dataDir)
  mkdirSync(dir, { recursive: true })
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await initPgliteCluster(dir)
  return wrapPglite(await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] }))
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
  return wrap('pglite', drizzlePglite({ client, schema }) as unknown as Db, {
    exec: (text) => client.exec(text),
    query: (text, params) => client.query(text, params),
    listen: async (channel, handler) => {
      await client.listen(channel, handler)
    },
    end: () => client.close(),
    isClosed: () => client.closed,
  })
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 })
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const listeners = new Map<string, ((payload: string) => void)[]>()
  let listener: pg.Client | undefined
  let ending = false

  // LISTEN needs one connection of its own, kept open; it reconnects after a failure and listens again.
  async function connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: url })
    client.on('notification', (msg) => {
      for (const handler of listeners.get(msg.channel) ?? []) handler(msg.payload ?? '')
    })
    client.on('error', () => {
      listener = undefined
      if (!ending) setTimeout(() => void connectListener().catch(() => {}), 1000).unref()
    })
    await client.connect()
    for (const channel of listeners.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`)
    listener = client
  }

  return wrap('postgres', drizzlePg({ client: pool, schema }) as unknown as Db, {
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
      try {
        await driver.query('select 1')
        return true
      } catch {
        return false
      }
    },
    async notify(channel, payload) {
      await driver.query('select pg_notify($1, $2)', [channel, payload])
    },
    listen: (channel, handler) => driver.listen(channel, handler),
    async close() {
      if (closed) return
      closed = true
      await driver.end()
    },
  }
}
