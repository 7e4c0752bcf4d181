import { describe, expect, it } from 'vitest'
import { createReportCache } from './report-cache'

const pdf = (n: number) => Buffer.alloc(n, 1)

describe('report cache', () => {
  it('answers a stored report only for the same test and version', () => {
    const cache = createReportCache()
    cache.set('t1', 'en', 'v1', 'u1', pdf(10))
    expect(cache.get('t1', 'en', 'v1')?.length).toBe(10)
    expect(cache.get('t1', 'en', 'v2')).toBeUndefined()
    expect(cache.get('t2', 'en', 'v1')).toBeUndefined()
  })

  it('answers a report only in the language it was drawn in', () => {
    const cache = createReportCache()
    cache.set('t1', 'en', 'v1', 'u1', pdf(10))
    expect(cache.get('t1', 'hi', 'v1')).toBeUndefined()
    cache.set('t1', 'hi', 'v1', 'u1', pdf(12))
    expect(cache.get('t1', 'en', 'v1')?.length).toBe(10)
    expect(cache.get('t1', 'hi', 'v1')?.length).toBe(12)
  })

  it('drops the least recently used entry beyond its size', () => {
    const cache = createReportCache({ maxEntries: 2 })
    cache.set('a', 'en', 'v', null, pdf(1))
    cache.set('b', 'en', 'v', null, pdf(1))
    cache.get('a', 'en', 'v')
    cache.set('c', 'en', 'v', null, pdf(1))
    expect(cache.get('b', 'en', 'v')).toBeUndefined()
    expect(cache.get('a', 'en', 'v')).toBeDefined()
    expect(cache.get('c', 'en', 'v')).toBeDefined()
  })

  it('keeps within its byte budget', () => {
    const cache = createReportCache({ maxBytes: 25 })
    cache.set('a', 'en', 'v', null, pdf(10))
    cache.set('b', 'en', 'v', null, pdf(10))
    cache.set('c', 'en', 'v', null, pdf(10))
    expect(cache.bytes).toBeLessThanOrEqual(25)
    expect(cache.get('a', 'en', 'v')).toBeUndefined()
    cache.set('huge', 'en', 'v', null, pdf(100))
    expect(cache.get('huge', 'en', 'v')).toBeUndefined()
  })

  it('drops the reports of a deleted test and of a deleted account', () => {
    const cache = createReportCache()
    cache.set('t1', 'en', 'v1', 'u1', pdf(5))
    cache.set('t1', 'en', 'v2', 'u1', pdf(5))
    cache.set('t2', 'en', 'v1', 'u1', pdf(5))
    cache.set('t3', 'en', 'v1', 'u2', pdf(5))
    cache.dropTest('t1')
    expect(cache.size).toBe(2)
    cache.dropUser('u1')
    expect(cache.size).toBe(1)
    expect(cache.get('t3', 'en', 'v1')).toBeDefined()
    expect(cache.bytes).toBe(5)
  })
})
