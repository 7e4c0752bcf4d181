// Opens the one database the app talks to: PostgreSQL when DATABASE_URL is set, else embedded PGlite.
// Both speak the same dialect through the same Drizzle query builder; only opening, raw multi-statement
// execution (migrations) and closing differ, and they are kept here.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
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
  close(): Promise<void>
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { pglite: PGlite }

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url)
  if ('pglite' in target) return wrapPglite(target.pglite)
  const dir = path.resolve(target.dataDir)
  mkdirSync(dir, { recursive: true })
  return wrapPglite(await PGlite.create(dir))
}

function wrapPglite(client: PGlite): Database {
  return wrap('pglite', drizzlePglite({ client, schema }) as unknown as Db, {
    exec: (text) => client.exec(text),
    ping: () => client.query('select 1'),
    end: () => client.close(),
    isClosed: () => client.closed,
  })
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 })
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  return wrap('postgres', drizzlePg({ client: pool, schema }) as unknown as Db, {
    exec: (text) => pool.query(text),
    ping: () => pool.query('select 1'),
    end: () => pool.end(),
    isClosed: () => false,
  })
}

interface Driver {
  exec(text: string): Promise<unknown>
  ping(): Promise<unknown>
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
        await driver.ping()
        return true
      } catch {
        return false
      }
    },
    async close() {
      if (closed) return
      closed = true
      await driver.end()
    },
  }
}
