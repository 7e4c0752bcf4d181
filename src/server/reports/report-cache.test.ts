import { describe, expect, it } from 'vitest'
import { createReportCache } from './report-cache'

const pdf = (n: number) => Buffer.alloc(n, 1)

describe('report cache', () => {
  it('answers a stored report only for the same test and version', () => {
    const cache = createReportCache()
    cache.set('t1', 'v1', 'u1', pdf(10))
    expect(cache.get('t1', 'v1')?.length).toBe(10)
    expect(cache.get('t1', 'v2')).toBeUndefined()
    expect(cache.get('t2', 'v1')).toBeUndefined()
  })

  it('drops the least recently used entry beyond its size', () => {
    const cache = createReportCache({ maxEntries: 2 })
    cache.set('a', 'v', null, pdf(1))
    cache.set('b', 'v', null, pdf(1))
    cache.get('a', 'v')
    cache.set('c', 'v', null, pdf(1))
    expect(cache.get('b', 'v')).toBeUndefined()
    expect(cache.get('a', 'v')).toBeDefined()
    expect(cache.get('c', 'v')).toBeDefined()
  })

  it('keeps within its byte budget', () => {
    const cache = createReportCache({ maxBytes: 25 })
    cache.set('a', 'v', null, pdf(10))
    cache.set('b', 'v', null, pdf(10))
    cache.set('c', 'v', null, pdf(10))
    expect(cache.bytes).toBeLessThanOrEqual(25)
    expect(cache.get('a', 'v')).toBeUndefined()
    cache.set('huge', 'v', null, pdf(100))
    expect(cache.get('huge', 'v')).toBeUndefined()
  })

  it('drops the reports of a deleted test and of a deleted account', () => {
    const cache = createReportCache()
    cache.set('t1', 'v1', 'u1', pdf(5))
    cache.set('t1', 'v2', 'u1', pdf(5))
    cache.set('t2', 'v1', 'u1', pdf(5))
    cache.set('t3', 'v1', 'u2', pdf(5))
    cache.dropTest('t1')
    expect(cache.size).toBe(2)
    cache.dropUser('u1')
    expect(cache.size).toBe(1)
    expect(cache.get('t3', 'v1')).toBeDefined()
    expect(cache.bytes).toBe(5)
  })
})
