import { sql } from 'drizzle-orm'
import type { DbOrTx } from './client'

export interface Counter {
  /** Events counted in the window. */
  count: number
  /** Attempts reserved and not yet settled (counted against the limit meanwhile). */
  pending: number
  resetAt: Date
}

type Row = { key: string; count: number; pending: number; reset_at: Date | string }

function rows(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows
}

const counter = (row: Row): Counter => ({ count: Number(row.count), pending: Number(row.pending), resetAt: new Date(row.reset_at) })

/** Adds one to a counter (starting a new window when the old one ended) in one statement: safe across instances. */
export async function incrementCounter(db: DbOrTx, key: string, now: Date, windowMs: number): Promise<Counter> {
  const at = now.toISOString()
  const resetAt = new Date(now.getTime() + windowMs).toISOString()
  const [row] = rows(
    await db.execute(sql`
      INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, ${resetAt}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= ${at}::timestamptz THEN 1 ELSE rate_limits.count + 1 END,
        pending = CASE WHEN rate_limits.reset_at <= ${at}::timestamptz THEN 0 ELSE rate_limits.pending END,
        reset_at = CASE WHEN rate_limits.reset_at <= ${at}::timestamptz THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
      RETURNING key, count, pending, reset_at`),
  )
  if (!row) throw new Error('rate_limits upsert returned nothing')
  return counter(row)
}

/**
 * Reserves one attempt on each counter (pending + 1, starting a new window where the old one ended), all in one
 * statement, and answers every counter as it now stands. Rows are taken in key order, the same order for every
 * caller, so two reservations sharing counters cannot deadlock.
 */
export async function reserveCounters(db: DbOrTx, counters: { key: string; windowMs: number }[], now: Date): Promise<Map<string, Counter>> {
  const at = now.toISOString()
  const sorted = [...counters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const values = sql.join(
    sorted.map((c) => sql`(${c.key}, 0, 1, ${new Date(now.getTime() + c.windowMs).toISOString()}::timestamptz)`),
    sql`, `,
  )
  const result = rows(
    await db.execute(sql`
      INSERT INTO rate_limits (key, count, pending, reset_at) VALUES ${values}
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= ${at}::timestamptz THEN 0 ELSE rate_limits.count END,
        pending = CASE WHEN rate_limits.reset_at <= ${at}::timestamptz THEN 1 ELSE rate_limits.pending + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= ${at}::timestamptz THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
      RETURNING key, count, pending, reset_at`),
  )
  return new Map(result.map((row) => [row.key, counter(row)]))
}

/** Settles one reserved attempt: it leaves `pending`, and counts when it failed. One row per statement (no lock order). */
export async function settleCounter(db: DbOrTx, key: string, failed: boolean): Promise<void> {
  await db.execute(sql`
    UPDATE rate_limits SET pending = greatest(pending - 1, 0), count = count + ${failed ? 1 : 0}
    WHERE key = ${key}`)
}

export async function deleteCounter(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`)
}

/** Deletes the counters named exactly, and those whose key ends with one of the suffixes (an account's digest). */
export async function deleteCountersOf(db: DbOrTx, keys: string[], suffixes: string[]): Promise<void> {
  const exact = keys.length > 0 ? sql`key IN (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})` : sql`false`
  const ending = suffixes.map((s) => sql` OR right(key, ${s.length}) = ${s}`)
  await db.execute(sql`DELETE FROM rate_limits WHERE ${exact}${sql.join(ending, sql``)}`)
}

export async function deleteEndedCounters(db: DbOrTx, now: Date): Promise<number> {
  const result = await db.execute(sql`DELETE FROM rate_limits WHERE reset_at <= ${now.toISOString()}::timestamptz RETURNING key`)
  return (result as unknown as { rows: unknown[] }).rows.length
}
