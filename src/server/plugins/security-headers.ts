// The security headers of every answer: pages get helmet's full set with Disha's Content-Security-Policy, the API the
// few that matter for data (lib/security-headers.ts, docs/decisions/015), and an answer over HTTPS says browsers
// should never come back over plain HTTP. Set by the first step of every request (./request-start.ts).
import type { FastifyReply, FastifyRequest } from 'fastify'
import { API_SECURITY_HEADERS, computeSecurityHeaders, isApiPath } from '../lib/security-headers'

/**
 * The API's headers. Its answers are private and change: no-store, unless the route sets its own Cache-Control
 * (the ETag-validated question lists). The fast lane sends the same (lib/fast-lane.ts).
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({ ...API_SECURITY_HEADERS, 'cache-control': 'no-store' })

const HSTS = 'max-age=31536000; includeSubDomains'

/** helmet's headers for pages, with the policy that lets Razorpay's checkout load, frame and be paid in. */
export function pageSecurityHeaders(): Promise<Record<string, string>> {
  return computeSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://*.razorpay.com'],
        connectSrc: ["'self'", 'https://*.razorpay.com'],
        frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Razorpay's checkout may open a bank's 3-D Secure page in a popup.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: false,
  })
}

/**
 * Sets a request's security headers: the API's set or the page's. A parents' page carries its share token in the
 * address: never indexed, never sent on as a referrer.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, api: boolean, pageHeaders: Readonly<Record<string, string>>) {
  const url = request.url
  reply.headers(api || isApiPath(url) ? API_HEADERS : pageHeaders)
  if (url.startsWith('/shared/')) reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer')
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
}
