// JSON that never changes while the process runs (a grade's question list), serialised, hashed and compressed
// once, then served as bytes: no per-request serialisation, schema check or compression, and a strong ETag so a
// browser that already holds it gets a 304 with no body.
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

export interface StaticJson {
  etag: string
  identity: Buffer
  gzip: Buffer
  br: Buffer
}

export function toStaticJson(value: unknown): StaticJson {
  const identity = Buffer.from(JSON.stringify(value), 'utf8')
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  }
}

/** Whether If-None-Match names this ETag (a list, weak forms and '*' included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag || t === `W/${etag}`
  })
}

// Browsers send one of a handful of Accept-Encoding values, so each one's answer is remembered (bounded).
const picked = new Map<string, 'br' | 'gzip' | undefined>()
const PICKED_MAX = 64

/** The best encoding the client accepts: br, then gzip, else none (a q=0 entry refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined
  if (picked.has(acceptEncoding)) return picked.get(acceptEncoding)
  const encoding = parseAcceptEncoding(acceptEncoding)
  if (picked.size >= PICKED_MAX) picked.clear()
  picked.set(acceptEncoding, encoding)
  return encoding
}

function parseAcceptEncoding(acceptEncoding: string): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q && Number(q.slice(2)) === 0) continue
    accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return undefined
}

/** The headers every answer for these bytes carries besides its ETag (304 included). */
export const STATIC_JSON_CACHE_CONTROL = 'private, no-cache'
export const STATIC_JSON_VARY = 'Accept-Encoding'

/** What a request for these bytes gets: 304 when it holds them, else the bytes in the best encoding it accepts. */
export function staticJsonAnswer(
  payload: StaticJson,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): { status: 304 } | { status: 200; encoding: 'br' | 'gzip' | undefined; body: Buffer } {
  if (etagMatches(ifNoneMatch, payload.etag)) return { status: 304 }
  const encoding = pickEncoding(acceptEncoding)
  return { status: 200, encoding, body: encoding === 'br' ? payload.br : encoding === 'gzip' ? payload.gzip : payload.identity }
}

/**
 * Sends the bytes, or 304 when the client holds them. Cache-Control is private, no-cache: the data sits behind a
 * sign-in and an access check, so a browser keeps it but must ask again each time (and gets 304 while it stands).
 */
export function sendStaticJson(request: FastifyRequest, reply: FastifyReply, payload: StaticJson): FastifyReply {
  reply.header('ETag', payload.etag).header('Cache-Control', STATIC_JSON_CACHE_CONTROL).header('Vary', STATIC_JSON_VARY)
  const answer = staticJsonAnswer(payload, request.headers['if-none-match'], request.headers['accept-encoding'])
  if (answer.status === 304) return reply.status(304).send()
  reply.type('application/json; charset=utf-8')
  if (answer.encoding) reply.header('Content-Encoding', answer.encoding)
  return reply.send(answer.body)
}
