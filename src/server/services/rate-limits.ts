// The limits on the calls a stranger can make, and the signals each is keyed by (docs/decisions/008-rate-limits.md,
// 023-security-review-fixes.md). A school lab of 300 students behind one public address must get through; guessing
// passwords must not, even with many guesses sent at once.
import { hashToken } from '../auth/tokens'
import { AppError } from '../errors'
import type { RateLimiter, RateLimitRule, Reservation } from './rate-limiter'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

const LOGIN_MESSAGE = 'Too many login attempts. Please wait a little and try again.'
const JOIN_CODE_MESSAGE = 'Too many wrong class codes. Please wait a little and try again, or check the code with your counsellor.'

const RATE_LIMITS = {
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
  /** Wrong current passwords of one signed-in account (change password, delete account): a stolen session's guesses. */
  currentPasswordFailures: {
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Too many wrong passwords. Please wait a little and try again, or log out and use "Forgot password".',
  },
  /** The same over a day. */
  currentPasswordFailuresDay: {
    limit: 50,
    windowMs: 24 * HOUR,
    message: 'Too many wrong passwords today. Please try again tomorrow, or log out and use "Forgot password".',
  },
  /** Reset requests for one e-mail from one address. */
  forgotPassword: { limit: 5, windowMs: HOUR, message: 'Too many reset requests for this email. Please try again later.' },
  /** Reset requests from one address across e-mails. */
  forgotPasswordAddress: { limit: 50, windowMs: HOUR, message: 'Too many reset requests from this network. Please try again later.' },
  /** Reset mails to one address: beyond this the answer is the same but no new mail goes out (see the decision). */
  resetMails: { limit: 5, windowMs: HOUR, message: '' },
  /** Wrong class codes from one address (a lab's typos stay far below; trying codes does not). */
  joinCodeFailuresAddress: { limit: 100, windowMs: 15 * MINUTE, message: JOIN_CODE_MESSAGE },
  /** The same over a day: the back-off for someone who waits out the short window. */
  joinCodeFailuresAddressDay: { limit: 500, windowMs: 24 * HOUR, message: JOIN_CODE_MESSAGE },
  /** Wrong class codes of one signed-in account, from anywhere. */
  joinCodeFailuresAccount: { limit: 10, windowMs: 15 * MINUTE, message: JOIN_CODE_MESSAGE },
  /** Guesses at reset and confirmation tokens from one address. */
  resetPassword: { limit: 20, windowMs: 15 * MINUTE, message: 'Too many attempts to reset a password. Please wait a little and try again.' },
} satisfies Record<string, RateLimitRule & { message: string }>

export type RateLimitBucket = keyof typeof RATE_LIMITS

/** What the limits need of the app. */
export interface Limits {
  limiter: RateLimiter
}

/**
 * The key an account is counted by: a digest of its e-mail, so the counters never hold the address itself, and so an
 * account's counters can be found and deleted with the account.
 */
export function accountKey(email: string): string {
  return hashToken(email.trim().toLowerCase()).slice(0, 32)
}

function refuse(bucket: RateLimitBucket, retryAfterSeconds: number): never {
  throw new AppError('RATE_LIMITED', RATE_LIMITS[bucket].message, { headers: { 'Retry-After': String(retryAfterSeconds) } })
}

/** Counts this request and refuses it with 429 beyond the limit. */
export async function enforceRateLimit(limits: Limits, bucket: RateLimitBucket, key: string) {
  const result = await limits.limiter.hit(bucket, key, RATE_LIMITS[bucket])
  if (!result.allowed) refuse(bucket, result.retryAfterSeconds)
}

/** Counts an event and answers whether it was within the limit, refusing nothing. */
export async function countRateLimit(limits: Limits, bucket: RateLimitBucket, key: string): Promise<boolean> {
  return (await limits.limiter.hit(bucket, key, RATE_LIMITS[bucket])).allowed
}

/**
 * A password check counted before it is made: the attempt is reserved on every failure counter at once (429 when any
 * is full, counting the checks still under way), then `run` verifies, and the attempt is settled: counted as a
 * failure when `run` answers false, given back when it answers true or throws.
 */
export async function limitedPasswordCheck(
  limits: Limits,
  buckets: [RateLimitBucket, string][],
  run: () => Promise<boolean>,
): Promise<boolean> {
  const reservations: Reservation[] = buckets.map(([bucket, key]) => ({ bucket, key, rule: RATE_LIMITS[bucket] }))
  const reserved = await limits.limiter.reserve(reservations)
  if (!reserved.allowed) {
    // The message of the first bucket is as good as any: they all say "wait".
    refuse(buckets[0]![0], reserved.retryAfterSeconds)
  }
  let outcome: boolean | undefined
  try {
    outcome = await run()
    return outcome
  } finally {
    await limits.limiter.settle(reservations, outcome === false)
  }
}

/** The failure counters of a login by this address at this account. */
export function loginBuckets(ip: string, email: string): [RateLimitBucket, string][] {
  const account = accountKey(email)
  return [
    ['loginFailuresAccountAddress', `${ip}|${account}`],
    ['loginFailuresAccount', account],
    ['loginFailuresAddress', ip],
    ['loginFailuresAddressDay', ip],
  ]
}

/**
 * The name a student without an e-mail signs in with, as the account counters key it (through accountKey): the
 * school's code and the user name, as typed in any letter case.
 */
export function slipAccountName(schoolCode: string, username: string): string {
  return `${schoolCode.toUpperCase()}/${username.trim().toLowerCase()}`
}

/** The failure counters of a class code typed by this address, and by this account when signed in. */
export function joinCodeBuckets(ip: string, userId: string | undefined): [RateLimitBucket, string][] {
  return [
    ['joinCodeFailuresAddress', ip],
    ['joinCodeFailuresAddressDay', ip],
    ...(userId ? [['joinCodeFailuresAccount', userId] as [RateLimitBucket, string]] : []),
  ]
}

/** The failure counters of a signed-in user's current-password checks. */
export function currentPasswordBuckets(userId: string): [RateLimitBucket, string][] {
  return [
    ['currentPasswordFailures', userId],
    ['currentPasswordFailuresDay', userId],
  ]
}

/**
 * Deletes every counter keyed by this account (the digest of its e-mail, or of its school sign-in name, and its id):
 * called when the account is deleted.
 */
export async function forgetAccountLimits(limits: Limits, signInName: string, userId: string): Promise<void> {
  const account = accountKey(signInName)
  await limits.limiter.forgetAccount(
    [
      { bucket: 'loginFailuresAccount', key: account },
      { bucket: 'resetMails', key: account },
      { bucket: 'joinCodeFailuresAccount', key: userId },
      ...currentPasswordBuckets(userId).map(([bucket, key]) => ({ bucket, key })),
    ],
    `|${account}`,
  )
}
