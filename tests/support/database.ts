// A fresh, migrated database for one test file: a copy of the run's template (see global-setup.ts).
import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../../src/server/db/client'

export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.DISHA_TEST_DB === 'postgres' ? 'postgres' : 'pglite'

export async function createTestDatabase(): Promise<Database> {
  if (TEST_DB_KIND === 'postgres') return createPostgresCopy()
  const tarball = readFileSync(inject('pgliteTemplate'))
  const pglite = await PGlite.create({ loadDataDir: new Blob([tarball]), extensions: PGLITE_EXTENSIONS })
  return openDatabase({ pglite })
}

/** A fresh copy of the migrated template on PostgreSQL, by URL, for tests that open it themselves (or through a proxy). */
export async function createPostgresCopyUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL
  const template = inject('postgresTemplate')
  if (!url || !template) throw new Error('DISHA_TEST_DB=postgres needs TEST_DATABASE_URL')
  const name = `${template}_c_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  const u = new URL(url)
  u.pathname = `/${name}`
  return {
    url: u.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

async function createPostgresCopy(): Promise<Database> {
  const copy = await createPostgresCopyUrl()
  const database = await openDatabase({ url: copy.url })
  urls.set(database, copy.url)
  const close = database.close.bind(database)
  database.close = async () => {
    await close()
    await copy.drop()
  }
  return database
}

const urls = new WeakMap<Database, string>()

/**
 * A second connection to the same test database, as a second app instance has: its own pool on PostgreSQL; on
 * PGlite (one process, one in-memory database) the same database, left open for its owner to close.
 */
export async function openSecondConnection(database: Database): Promise<Database> {
  const url = urls.get(database)
  if (!url) return { ...database, close: async () => {} }
  return openDatabase({ url })
}
