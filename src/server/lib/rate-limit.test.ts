import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit'

describe('createRateLimiter', () => {
  it('allows up to the limit in a window, then refuses with the seconds left', () => {
    let t = 1_000_000
    const limiter = createRateLimiter(() => t)
    const rule = { limit: 3, windowMs: 60_000 }
    expect([1, 2, 3].map(() => limiter.hit('login', 'a', rule).allowed)).toEqual([true, true, true])
    t += 15_000
    expect(limiter.hit('login', 'a', rule)).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(limiter.hit('login', 'b', rule).allowed).toBe(true)
    expect(limiter.hit('register', 'a', rule).allowed).toBe(true)
    t += 45_000
    expect(limiter.hit('login', 'a', rule).allowed).toBe(true)
  })
})
