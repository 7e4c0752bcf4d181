// Applies migrations/*.sql in name order, each once, each in its own transaction.
// An advisory lock keeps two app instances starting together from racing.
import { readdirSync, readFileSync } from 'node:fs'
import { MIGRATIONS_DIR } from '../lib/paths'
import type { Database } from './client'

const LOCK_ID = 7_210_417

function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(`${dir}/${name}`, 'utf8') }))
}

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const applied: string[] = []
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  for (const migration of listMigrations(dir)) {
    const name = migration.name.replace(/'/g, "''")
    // One transaction per file: the lock, the check, the change and the record stand or fall together.
    await database.exec(`
      BEGIN;
      SELECT pg_advisory_xact_lock(${LOCK_ID});
      DO $migrate$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${name}') THEN
          EXECUTE ${dollarQuote(migration.sql)};
          INSERT INTO schema_migrations (name) VALUES ('${name}');
        END IF;
      END $migrate$;
      COMMIT;`)
    applied.push(migration.name)
  }
  return applied
}

function dollarQuote(text: string): string {
  let tag = 'sql'
  while (text.includes(`$${tag}$`)) tag += '_'
  return `$${tag}$${text}$${tag}$`
}
