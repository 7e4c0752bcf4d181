// The limits on the calls a stranger can make, and the signals each is keyed by (docs/decisions/008-rate-limits.md).
// A school lab of 300 students behind one public address must get through; guessing passwords must not.
import type { AppContext } from '../app'
import { AppError } from '../errors'
import type { RateLimitRule } from '../lib/rate-limit'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

const LOGIN_MESSAGE = 'Too many login attempts. Please wait a little and try again.'

export const RATE_LIMITS = {
  /** Sign-ups per address: a lab of 300 registering within minutes, with room for mistakes. */
  register: { limit: 600, windowMs: HOUR, message: 'Too many accounts were created from this network. Please try again later.' },
  /** Every login per address, right or wrong: a flood guard far above a lab logging in. */
  login: { limit: 2000, windowMs: 10 * MINUTE, message: LOGIN_MESSAGE },
  /** Wrong passwords for one account from one address: a student's typos, not a guessing run. */
  loginFailuresAccountAddress: { limit: 10, windowMs: 15 * MINUTE, message: LOGIN_MESSAGE },
  /** Wrong passwords for one account from anywhere: guessing spread over many addresses. */
  loginFailuresAccount: { limit: 50, windowMs: HOUR, message: LOGIN_MESSAGE },
  /** Wrong passwords from one address across accounts: password spraying. A lab's typos stay well below. */
  loginFailuresAddress: { limit: 100, windowMs: 15 * MINUTE, message: LOGIN_MESSAGE },
  /** The same over a day: the back-off for a sprayer who waits out the short window. */
  loginFailuresAddressDay: { limit: 500, windowMs: 24 * HOUR, message: LOGIN_MESSAGE },
  /** Reset requests for one e-mail from one address. */
  forgotPassword: { limit: 5, windowMs: HOUR, message: 'Too many reset requests for this email. Please try again later.' },
  /** Reset requests from one address across e-mails. */
  forgotPasswordAddress: { limit: 50, windowMs: HOUR, message: 'Too many reset requests from this network. Please try again later.' },
  /** Reset mails to one address: beyond this the answer is the same but no new mail goes out (see the decision). */
  resetMails: { limit: 5, windowMs: HOUR, message: '' },
  /** Reset-token guesses from one address. */
  resetPassword: { limit: 20, windowMs: 15 * MINUTE, message: 'Too many attempts to reset a password. Please wait a little and try again.' },
} satisfies Record<string, RateLimitRule & { message: string }>

export type RateLimitBucket = keyof typeof RATE_LIMITS

function refuse(bucket: RateLimitBucket, retryAfterSeconds: number): never {
  throw new AppError('RATE_LIMITED', RATE_LIMITS[bucket].message, { headers: { 'Retry-After': String(retryAfterSeconds) } })
}

/** Counts this request and refuses it with 429 beyond the limit. */
export async function enforceRateLimit(ctx: AppContext, bucket: RateLimitBucket, key: string) {
  const result = await ctx.limiter.hit(bucket, key, RATE_LIMITS[bucket])
  if (!result.allowed) refuse(bucket, result.retryAfterSeconds)
}

/** Refuses with 429 when the limit is already used up, without counting (the counting happens on failure). */
export async function assertUnderRateLimit(ctx: AppContext, bucket: RateLimitBucket, key: string) {
  const result = await ctx.limiter.check(bucket, key, RATE_LIMITS[bucket])
  if (!result.allowed) refuse(bucket, result.retryAfterSeconds)
}

/** Counts an event and answers whether it was within the limit, refusing nothing. */
export async function countRateLimit(ctx: AppContext, bucket: RateLimitBucket, key: string): Promise<boolean> {
  return (await ctx.limiter.hit(bucket, key, RATE_LIMITS[bucket])).allowed
}
