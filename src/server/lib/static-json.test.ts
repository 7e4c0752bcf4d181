import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { brotliOf, etagMatches, pickEncoding, staticJsonAnswer, toStaticJson } from './static-json'

describe('static JSON', () => {
  it('holds the same JSON in every encoding, under an ETag that follows the content', () => {
    const value = [{ id: 'q1', options: ['अ', 'B'] }]
    const a = toStaticJson(value)
    expect(JSON.parse(a.identity.toString('utf8'))).toEqual(value)
    expect(gunzipSync(a.gzip).equals(a.identity)).toBe(true)
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    // An equal value is the same entry, so lists that come out alike are held and compressed once.
    expect(toStaticJson(structuredClone(value))).toBe(a)
    expect(toStaticJson([{ id: 'q2' }]).etag).not.toBe(a.etag)
  })

  it('sends gzip to a brotli client until the brotli form is made, then brotli', async () => {
    const a = toStaticJson({ made: 'lazily', n: Math.random() })
    expect(a.br).toBeUndefined()
    const first = staticJsonAnswer(a, undefined, 'gzip, deflate, br')
    expect(first).toMatchObject({ status: 200, encoding: 'gzip', body: a.gzip })
    const br = await brotliOf(a)
    expect(brotliDecompressSync(br).equals(a.identity)).toBe(true)
    expect(staticJsonAnswer(a, undefined, 'gzip, deflate, br')).toMatchObject({ status: 200, encoding: 'br', body: br })
    expect(staticJsonAnswer(a, undefined, 'gzip')).toMatchObject({ status: 200, encoding: 'gzip', body: a.gzip })
    expect(staticJsonAnswer(a, undefined, undefined)).toMatchObject({ status: 200, encoding: undefined, body: a.identity })
    expect(staticJsonAnswer(a, a.etag, 'br')).toEqual({ status: 304 })
  })

  it('matches If-None-Match lists, weak forms and *', () => {
    expect(etagMatches(undefined, '"a"')).toBe(false)
    expect(etagMatches('"b"', '"a"')).toBe(false)
    expect(etagMatches('"b", "a"', '"a"')).toBe(true)
    expect(etagMatches('W/"a"', '"a"')).toBe(true)
    expect(etagMatches('*', '"a"')).toBe(true)
  })

  it('prefers br, then gzip, and honours q=0', () => {
    expect(pickEncoding(undefined)).toBeUndefined()
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip')
    expect(pickEncoding('deflate')).toBeUndefined()
    expect(pickEncoding('identity, gzip;q=0')).toBeUndefined()
    // Remembered answers are the same answers, however many distinct values arrive.
    for (let i = 0; i < 200; i += 1) expect(pickEncoding(`gzip, x-${i};q=0.5`)).toBe('gzip')
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip')
    expect(pickEncoding('identity, gzip;q=0')).toBeUndefined()
  })
})
