// Migrates one template database per run; every test file then starts from a copy of it.
// PGlite: a migrated in-memory instance dumped to a tarball. PostgreSQL: a template database.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: string | null
  }
}

const TMP = path.resolve('.tmp')

export default async function setup(project: TestProject) {
  mkdirSync(TMP, { recursive: true })
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
  const database = await openDatabase({ pglite })
  await migrate(database)
  const dump = await pglite.dumpDataDir('none')
  const file = path.join(TMP, `pglite-template-${process.pid}.tar`)
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteTemplate', file)

  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    project.provide('postgresTemplate', null)
    return
  }
  const template = `disha_template_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${template}`)
  await admin.query(`CREATE DATABASE ${template}`)
  const templateDb = await openDatabase({ url: withDatabase(url, template) })
  await migrate(templateDb)
  await templateDb.close()
  project.provide('postgresTemplate', template)

  return async () => {
    // Drop the copies the test files made (they drop their own; this catches a crashed worker) and the template.
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 || '_c_%' OR datname = $1 ORDER BY datname DESC`,
      [template],
    )
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`)
    await admin.end()
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}
