// Fixed-window counters kept in the database, so every app instance sharing it counts together
// (docs/decisions/008-rate-limits.md, 023-security-review-fixes.md). The same SQL runs on PGlite and PostgreSQL.
import type { DbOrTx } from '../db/client'
import { deleteCounter, deleteCountersOf, deleteEndedCounters, incrementCounter, reserveCounters, settleCounter } from '../db/rate-limits-repository'

export interface RateLimitRule {
  /** Events allowed per window. */
  limit: number
  windowMs: number
}

export interface RateLimitResult {
  allowed: boolean
  retryAfterSeconds: number
}

export interface Reservation {
  bucket: string
  key: string
  rule: RateLimitRule
}

/** How long to wait when only attempts still being checked filled the allowance: they settle within moments. */
const PENDING_RETRY_SECONDS = 2

export interface RateLimiter {
  /** Counts one event; allowed while the count stays within the limit. */
  hit(bucket: string, key: string, rule: RateLimitRule): Promise<RateLimitResult>
  /**
   * Reserves one attempt on every counter at once, for limits that count failures: allowed while failures plus
   * attempts under way stay within each limit. A refused reservation is given back at once; an allowed one must be
   * settled with `settle` when the attempt's outcome is known.
   */
  reserve(reservations: Reservation[]): Promise<RateLimitResult>
  /** Settles a reservation: a failure is counted, a success only leaves. */
  settle(reservations: Reservation[], failed: boolean): Promise<void>
  /** Forgets a counter (a successful login clears that account's failures from that address). */
  clear(bucket: string, key: string): Promise<void>
  /** Forgets the counters of one account: those keyed by it exactly, and those whose key ends with it. */
  forgetAccount(exact: { bucket: string; key: string }[], endingWith: string): Promise<void>
  /** Deletes counters whose window ended. */
  sweep(): Promise<number>
}

export function createRateLimiter(db: DbOrTx, now: () => number = Date.now): RateLimiter {
  // PostgreSQL text cannot hold NUL; keys may come from client input, so escape it rather than fail.
  const id = (bucket: string, key: string) => `${bucket}:${key.replace(/\\/g, '\\\\').replace(/\0/g, '\\0')}`
  const retryAfter = (resetAt: Date, t: number) => Math.max(1, Math.ceil((resetAt.getTime() - t) / 1000))
  const settleAll = (reservations: Reservation[], failed: boolean) =>
    Promise.all(reservations.map((r) => settleCounter(db, id(r.bucket, r.key), failed))).then(() => {})
  return {
    async hit(bucket, key, rule) {
      const t = now()
      const counter = await incrementCounter(db, id(bucket, key), new Date(t), rule.windowMs)
      const allowed = counter.count <= rule.limit
      return { allowed, retryAfterSeconds: allowed ? 0 : retryAfter(counter.resetAt, t) }
    },
    async reserve(reservations) {
      const t = now()
      const counters = await reserveCounters(
        db,
        reservations.map((r) => ({ key: id(r.bucket, r.key), windowMs: r.rule.windowMs })),
        new Date(t),
      )
      let retryAfterSeconds = 0
      for (const r of reservations) {
        const c = counters.get(id(r.bucket, r.key))
        if (!c || c.count + c.pending <= r.rule.limit) continue
        const wait = c.count >= r.rule.limit ? retryAfter(c.resetAt, t) : PENDING_RETRY_SECONDS
        retryAfterSeconds = Math.max(retryAfterSeconds, wait)
      }
      if (retryAfterSeconds === 0) return { allowed: true, retryAfterSeconds: 0 }
      await settleAll(reservations, false)
      return { allowed: false, retryAfterSeconds }
    },
    settle: settleAll,
    clear: (bucket, key) => deleteCounter(db, id(bucket, key)),
    forgetAccount: (exact, endingWith) =>
      deleteCountersOf(
        db,
        exact.map((e) => id(e.bucket, e.key)),
        [endingWith],
      ),
    sweep: () => deleteEndedCounters(db, new Date(now())),
  }
}
