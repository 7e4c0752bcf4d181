import type { AppContext } from '../app'
import { AppError } from '../errors'
import type { RateLimitRule } from '../lib/rate-limit'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const RATE_LIMITS = {
  login: { limit: 10, windowMs: MINUTE, message: 'Too many login attempts. Please wait a minute and try again.' },
  register: { limit: 20, windowMs: HOUR, message: 'Too many accounts were created from this network. Please try again later.' },
  forgotPassword: { limit: 5, windowMs: HOUR, message: 'Too many reset requests for this email. Please try again later.' },
} satisfies Record<string, RateLimitRule & { message: string }>

export function enforceRateLimit(ctx: AppContext, bucket: keyof typeof RATE_LIMITS, key: string) {
  const rule = RATE_LIMITS[bucket]
  const result = ctx.limiter.hit(bucket, key, rule)
  if (!result.allowed) {
    throw new AppError('RATE_LIMITED', rule.message, { headers: { 'Retry-After': String(result.retryAfterSeconds) } })
  }
}
