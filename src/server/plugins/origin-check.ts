// Cross-site state-changing requests are refused: the browser names its page's origin on every POST, PUT, PATCH and
// DELETE, and says in Sec-Fetch-Site when the request came from another site. Razorpay's webhook is called by
// Razorpay's servers, not by a page, and is checked by its signature instead. Run by the first step of every request
// (./request-start.ts).
import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors'

export type OriginCheck = (request: FastifyRequest) => AppError | undefined

/** The check for an app at `publicUrl`: the refusal for a request another site sent, undefined for any other. */
export function originCheck(publicUrl: string): OriginCheck {
  const allowedOrigins = new Set([new URL(publicUrl).origin])
  return (request) => {
    const method = request.method
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || request.url.startsWith('/api/payment/webhook')) return undefined
    const origin = request.headers.origin
    const site = request.headers['sec-fetch-site']
    const own = `${request.protocol}://${request.host}`
    if (site === 'cross-site' || (origin && origin !== own && !allowedOrigins.has(origin))) {
      return new AppError('CROSS_SITE', 'This request came from another website and was refused.')
    }
    return undefined
  }
}
