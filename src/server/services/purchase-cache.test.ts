import { describe, expect, it } from 'vitest'
import { createPurchaseCache } from './purchase-cache'

describe('purchase cache', () => {
  it('remembers a yes until its time, per user and grade, and forgets a user at once', () => {
    const cache = createPurchaseCache()
    expect(cache.has('u1', 8, 0)).toBe(false)
    cache.remember('u1', 8, 1000)
    cache.remember('u1', 9, 1000)
    cache.remember('u2', 8, 1000)
    expect(cache.has('u1', 8, 999)).toBe(true)
    expect(cache.has('u1', 10, 999)).toBe(false)
    expect(cache.has('u1', 8, 1000)).toBe(false)
    expect(cache.has('u1', 8, 0)).toBe(false) // expired entries are dropped, not revived
    cache.forgetUser('u1')
    expect(cache.has('u1', 9, 0)).toBe(false)
    expect(cache.has('u2', 8, 0)).toBe(true)
  })
})
