import { sql } from 'drizzle-orm'
import type { DbOrTx } from './client'

export interface Counter {
  count: number
  resetAt: Date
}

function firstRow(result: unknown): { count: number; reset_at: Date | string } | undefined {
  return (result as { rows: { count: number; reset_at: Date | string }[] }).rows[0]
}

/** Adds one to a counter (starting a new window when the old one ended) in one statement: safe across instances. */
export async function incrementCounter(db: DbOrTx, key: string, now: Date, windowMs: number): Promise<Counter> {
  const at = now.toISOString()
  const resetAt = new Date(now.getTime() + windowMs).toISOString()
  const row = firstRow(
    await db.execute(sql`
      INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, ${resetAt}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= ${at}::timestamptz THEN 1 ELSE rate_limits.count + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= ${at}::timestamptz THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
      RETURNING count, reset_at`),
  )
  if (!row) throw new Error('rate_limits upsert returned nothing')
  return { count: Number(row.count), resetAt: new Date(row.reset_at) }
}

/** The counter as it stands, or undefined when there is none or its window has ended. */
export async function readCounter(db: DbOrTx, key: string, now: Date): Promise<Counter | undefined> {
  const row = firstRow(await db.execute(sql`SELECT count, reset_at FROM rate_limits WHERE key = ${key} AND reset_at > ${now.toISOString()}::timestamptz`))
  return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : undefined
}

export async function deleteCounter(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`)
}

export async function deleteEndedCounters(db: DbOrTx, now: Date): Promise<number> {
  const result = await db.execute(sql`DELETE FROM rate_limits WHERE reset_at <= ${now.toISOString()}::timestamptz RETURNING key`)
  return (result as unknown as { rows: unknown[] }).rows.length
}
