// JSON that never changes while the process runs (a grade's question list), serialised, hashed and compressed
// once, then served as bytes: no per-request serialisation, schema check or compression, and a strong ETag so a
// browser that already holds it gets a 304 with no body.
//
// Brotli at quality 11 costs about 50 ms of CPU for a 22 KB list, and the question lists are 152 (grades, boards,
// streams and languages), of which 34 differ. So identical values share one entry, and each entry's brotli form is
// made on libuv's thread pool the first time a client asks for it: the start does not wait seconds for it, the event
// loop is never held by it, and a process that is never asked for brotli (a test) never pays for it. Until it is
// ready, such a client gets the gzip form, which it also accepts.
import { createHash } from 'node:crypto'
import { brotliCompress, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

export interface StaticJson {
  etag: string
  identity: Buffer
  gzip: Buffer
  /** The brotli form once made (see brotliOf); undefined before. */
  br: Buffer | undefined
}

/** Entries by ETag, shared by every app in the process: the values are constants, so the map stays small. */
const made = new Map<string, StaticJson>()
const brotliMaking = new Map<StaticJson, Promise<Buffer>>()

export function toStaticJson(value: unknown): StaticJson {
  const identity = Buffer.from(JSON.stringify(value), 'utf8')
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
  const known = made.get(etag)
  if (known) return known
  const json: StaticJson = { etag, identity, gzip: gzipSync(identity, { level: 9 }), br: undefined }
  made.set(etag, json)
  return json
}

/** The brotli form of these bytes, made on the thread pool once; it is kept on the entry for the next answers. */
export function brotliOf(payload: StaticJson): Promise<Buffer> {
  if (payload.br) return Promise.resolve(payload.br)
  let making = brotliMaking.get(payload)
  if (making === undefined) {
    making = new Promise<Buffer>((resolve, reject) => {
      brotliCompress(payload.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }, (error, br) => {
        brotliMaking.delete(payload)
        if (error) return reject(error)
        payload.br = br
        resolve(br)
      })
    })
    brotliMaking.set(payload, making)
  }
  return making
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
  if (encoding === 'br') {
    if (payload.br) return { status: 200, encoding, body: payload.br }
    // A failure to compress leaves the entry without brotli, and the next client asks again.
    brotliOf(payload).catch(() => undefined)
    return { status: 200, encoding: 'gzip', body: payload.gzip }
  }
  return { status: 200, encoding, body: encoding === 'gzip' ? payload.gzip : payload.identity }
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
