// Helmet's security headers, worked out once at start-up instead of on every request.
//
// @fastify/helmet calls helmet(options) inside two onRequest hooks for every request, which re-parses the CSP
// directives and rebuilds each middleware each time (about a tenth of a cached API call's CPU in the profile,
// docs/benchmarks.md). The headers depend only on the options, so they are taken once from @fastify/helmet itself
// (a throwaway instance answering one injected request) and then set as a fixed list: the same headers helmet
// would send, helmet still their source. Those are for documents (the SPA's pages, its assets). An API answer is
// JSON that no browser renders as a page, and gets the short set below instead (docs/decisions/015).
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify from 'fastify'

const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

export async function computeSecurityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false })
  await probe.register(helmet, options)
  probe.get('/', async () => 'probe')
  try {
    const res = await probe.inject({ method: 'GET', url: '/' })
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(res.headers)) {
      if (!NOT_HELMETS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
    }
    if (!headers['content-security-policy']) throw new Error('helmet sent no Content-Security-Policy')
    return headers
  } finally {
    await probe.close()
  }
}

/**
 * The headers that matter for an answer that is data, not a page (docs/decisions/015): no MIME sniffing (a JSON body
 * must never run as script or render as HTML), a CSP that allows nothing and no framing should the answer ever be
 * opened as a document, no referrer, and same-origin reads only (Spectre-style no-cors reads by other sites).
 * HSTS and Cache-Control are set for every answer elsewhere (plugins/security-headers.ts).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
})

/** Whether a request gets the API's short set: the JSON API, /healthz and /metrics. Everything else is a document. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/healthz' || url.startsWith('/metrics')
}
