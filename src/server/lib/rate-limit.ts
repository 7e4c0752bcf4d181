// Fixed-window counters kept in the database, so every app instance sharing it counts together
// (docs/decisions/008-rate-limits.md). The same SQL runs on PGlite and PostgreSQL.
import type { DbOrTx } from '../db/client'
import { deleteCounter, deleteEndedCounters, incrementCounter, readCounter } from '../db/rate-limits-repository'

export interface RateLimitRule {
  /** Events allowed per window. */
  limit: number
  windowMs: number
}

export interface RateLimitResult {
  allowed: boolean
  retryAfterSeconds: number
}

export interface RateLimiter {
  /** Counts one event; allowed while the count stays within the limit. */
  hit(bucket: string, key: string, rule: RateLimitRule): Promise<RateLimitResult>
  /** Whether one more event would be allowed, without counting it (for limits that count failures only). */
  check(bucket: string, key: string, rule: RateLimitRule): Promise<RateLimitResult>
  /** Forgets a counter (a successful login clears that account's failures). */
  clear(bucket: string, key: string): Promise<void>
  /** Deletes counters whose window ended. */
  sweep(): Promise<number>
}

export function createRateLimiter(db: DbOrTx, now: () => number = Date.now): RateLimiter {
  // PostgreSQL text cannot hold NUL; keys come from client input (an e-mail), so escape it rather than fail.
  const id = (bucket: string, key: string) => `${bucket}:${key.replace(/\\/g, '\\\\').replace(/\0/g, '\\0')}`
  const retryAfter = (resetAt: Date, t: number) => Math.max(1, Math.ceil((resetAt.getTime() - t) / 1000))
  return {
    async hit(bucket, key, rule) {
      const t = now()
      const counter = await incrementCounter(db, id(bucket, key), new Date(t), rule.windowMs)
      const allowed = counter.count <= rule.limit
      return { allowed, retryAfterSeconds: allowed ? 0 : retryAfter(counter.resetAt, t) }
    },
    async check(bucket, key, rule) {
      const t = now()
      const counter = await readCounter(db, id(bucket, key), new Date(t))
      const allowed = !counter || counter.count < rule.limit
      return { allowed, retryAfterSeconds: allowed || !counter ? 0 : retryAfter(counter.resetAt, t) }
    },
    clear: (bucket, key) => deleteCounter(db, id(bucket, key)),
    sweep: () => deleteEndedCounters(db, new Date(now())),
  }
}
