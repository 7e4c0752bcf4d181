// Fixed-window counters kept in memory. Each app instance counts on its own (docs/decisions/004).

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number
  windowMs: number
}

export interface RateLimitResult {
  allowed: boolean
  retryAfterSeconds: number
}

export interface RateLimiter {
  hit(bucket: string, key: string, rule: RateLimitRule): RateLimitResult
  reset(): void
}

export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let lastSweep = now()

  function sweep(t: number) {
    if (t - lastSweep < 60_000) return
    lastSweep = t
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k)
  }

  return {
    hit(bucket, key, rule) {
      const t = now()
      sweep(t)
      const id = `${bucket}\u0000${key}`
      let w = windows.get(id)
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + rule.windowMs }
        windows.set(id, w)
      }
      w.count += 1
      const allowed = w.count <= rule.limit
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((w.resetAt - t) / 1000)) }
    },
    reset() {
      windows.clear()
    },
  }
}
