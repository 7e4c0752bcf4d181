// Accounts and the links mailed to their owners: signing up, logging in, a password reset, and the confirmation of
// an ADMIN_EMAILS address. Both links set a new password and end every earlier session of the account in one
// transaction: whoever opens the link from the mailbox holds the account afterwards, and nobody who held it before
// keeps a session (docs/decisions/022-admin-rights-and-the-mailbox-owner.md).
import type { Locale } from '../../shared/constants'
import { z } from 'zod'
import type { registerBodySchema } from '../../shared/schemas/auth'
import type { SessionStore } from '../auth/sessions'
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords'
import { hashToken, newToken } from '../auth/tokens'
import type { Db, DbOrTx } from '../db/client'
import {
  consumeEmailConfirmation,
  findLiveEmailConfirmation,
  insertEmailConfirmation,
  markEmailConfirmed,
} from '../db/email-confirmations-repository'
import { consumePasswordReset, findLiveReset, insertPasswordReset, invalidateUserResets } from '../db/password-resets-repository'
import { deleteUserSessions } from '../db/sessions-repository'
import { findUserByEmail, findUserById, insertUser, updatePasswordHash, type UserRow } from '../db/users-repository'
import { AppError } from '../errors'
import type { Mailer } from '../mail/mailer'
import { emailConfirmationMessage, passwordResetMessage } from '../mail/templates'
import { grantAdminIn, isListedAdminEmail } from './admin-rights'
import { accountKey, countRateLimit, limitedPasswordCheck, loginBuckets, type Limits } from './rate-limits'
import { classOfJoinCode } from './schools'

export interface AccountLinkDeps {
  db: Db
  sessions: SessionStore
  adminEmails: readonly string[]
  now: () => number
}

/** What signing up, logging in and asking for a reset link need besides: the limits, and the mail with its links. */
export interface AuthDeps extends AccountLinkDeps, Limits {
  mailer: Mailer
  publicUrl: string
}

const RESET_TTL_MS = 60 * 60 * 1000
const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000

/**
 * POST /api/register: a new account, joined to a class when a class's code came with it (a wrong code is counted
 * like a wrong password and creates nothing, services/schools.ts). An ADMIN_EMAILS address becomes admin only when
 * the mailbox's owner sets the password through the link mailed to it, never by sign-up alone.
 */
/**
 * `pageLocale`: the language of the page the registration came from; the confirmation mail is written in the form's
 * language (`body.locale`, which the account keeps as its choice), else in that one.
 */
export async function register(
  deps: AuthDeps,
  body: z.output<typeof registerBodySchema>,
  ip: string,
  pageLocale: Locale = 'en',
): Promise<{ user: UserRow; confirmationMailed: boolean }> {
  const { email, password, firstName, lastName, joinCode } = body
  const locale = body.locale ?? pageLocale
  const schoolClass = joinCode === undefined ? undefined : await classOfJoinCode(deps, joinCode, ip, undefined)
  const passwordHash = await hashPassword(password)
  const user = await insertUser(deps.db, {
    email,
    firstName,
    lastName,
    passwordHash,
    isAdmin: false,
    ...(body.locale ? { locale: body.locale } : {}),
    // A class's student studies its board, as when joining later from the profile (schools-repository setStudentClass).
    ...(schoolClass ? { schoolId: schoolClass.schoolId, classId: schoolClass.id, board: schoolClass.board } : {}),
  })
  if (!user) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists. Please log in instead.')
  if (!isListedAdminEmail(deps.adminEmails, email)) return { user, confirmationMailed: false }
  const token = newToken()
  await insertEmailConfirmation(deps.db, { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(deps.now() + CONFIRM_TTL_MS) })
  void deps.mailer.send(emailConfirmationMessage(email, user.firstName, `${deps.publicUrl}/confirm-email?token=${token}`, locale))
  return { user, confirmationMailed: true }
}

/**
 * POST /api/login's password check. Each guess is counted before the (costly) hash and given back when it proves
 * right, so guesses sent in parallel cannot all pass the check before any of them fails, and a lab's correct logins
 * use up nothing. An unknown e-mail costs the same hash as a wrong password, so timing does not tell which it was.
 */
export async function logIn(deps: Pick<AuthDeps, 'db' | 'limiter'>, email: string, password: string, ip: string): Promise<UserRow> {
  let user: UserRow | undefined
  const ok = await limitedPasswordCheck(deps, loginBuckets(ip, email), async () => {
    user = await findUserByEmail(deps.db, email)
    const verified = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password)
    return verified && user !== undefined
  })
  if (!ok || !user) throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password')
  await deps.limiter.clear('loginFailuresAccountAddress', `${ip}|${accountKey(email)}`)
  return user
}

/**
 * POST /api/auth/forgot-password: a reset link mailed to an account's address, if there is such an account. Past the
 * mail cap no new mail goes out: the mailbox already holds links from the last hour, each valid for 60 minutes,
 * which a stranger's requests cannot revoke. The link is a password: it goes to the mailbox (or the outbox folder),
 * never to the log; the mail is not awaited, so the answer does not wait for, or depend on, the mail server.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  email: string,
  requestLocale: Locale = 'en',
): Promise<{ userId: string; mailed: boolean } | undefined> {
  const user = z.email().safeParse(email).success ? await findUserByEmail(deps.db, email) : undefined
  if (!user) return undefined
  if (!(await countRateLimit(deps, 'resetMails', accountKey(email)))) return { userId: user.id, mailed: false }
  if (!user.email) return undefined
  const token = newToken()
  await insertPasswordReset(deps.db, { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(deps.now() + RESET_TTL_MS) })
  // In the account's language, or the one the request was made in while the account has not chosen one.
  void deps.mailer.send(passwordResetMessage(user.email, user.firstName, `${deps.publicUrl}/reset-password?token=${token}`, user.locale ?? requestLocale))
  return { userId: user.id, mailed: true }
}

/** Whether a password-reset link can still be used (its page says so before asking for a password). */
export async function resetLinkIsLive(db: Db, token: string, now: number): Promise<boolean> {
  return findLiveReset(db, hashToken(token), new Date(now))
}

const invalidResetLink = () =>
  new AppError('BAD_REQUEST', 'This password reset link is invalid or has expired. Please request a new one.')

const invalidConfirmationLink = () =>
  new AppError(
    'BAD_REQUEST',
    'This confirmation link is invalid, has been used or has expired. Use "Forgot password" with the same address to get a new link.',
  )

/** Whether an ADMIN_EMAILS account is waiting for its owner to open the confirmation link. */
export function adminConfirmationPending(user: Pick<UserRow, 'email' | 'isAdmin' | 'emailConfirmedAt' | 'adminRevokedAt'>, adminEmails: readonly string[]) {
  return !user.isAdmin && !user.emailConfirmedAt && !user.adminRevokedAt && user.email !== null && isListedAdminEmail(adminEmails, user.email)
}

/**
 * The mailbox owner takes the account: the new password is set, the address marked confirmed, other reset links
 * and every session ended, and admin rights granted to an ADMIN_EMAILS address no admin revoked.
 */
async function takeOverAccount(tx: DbOrTx, deps: AccountLinkDeps, userId: string, passwordHash: string, how: string): Promise<UserRow | undefined> {
  const at = new Date(deps.now())
  await updatePasswordHash(tx, userId, passwordHash)
  await markEmailConfirmed(tx, userId, at)
  await invalidateUserResets(tx, userId, at)
  await deleteUserSessions(tx, userId)
  const user = await findUserById(tx, userId)
  if (user?.email && !user.isAdmin && !user.adminRevokedAt && isListedAdminEmail(deps.adminEmails, user.email)) {
    return grantAdminIn(tx, userId, { kind: 'admin-emails', how }, at)
  }
  return user
}

/** POST /api/auth/reset-password. The token is looked up before the costly hash, so a guess costs one query. */
export async function resetPassword(deps: AccountLinkDeps, token: string, newPassword: string): Promise<UserRow> {
  const now = new Date(deps.now())
  const tokenHash = hashToken(token)
  if (!(await findLiveReset(deps.db, tokenHash, now))) throw invalidResetLink()
  const passwordHash = await hashPassword(newPassword)
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, tokenHash, now)
    return userId ? takeOverAccount(tx, deps, userId, passwordHash, 'password-reset') : undefined
  })
  if (!user) throw invalidResetLink()
  deps.sessions.forgetUser(user.id)
  return user
}

/** Whether a confirmation link can still be used (the page says so before asking for a password). */
export async function confirmationLinkIsLive(db: Db, token: string, now: number): Promise<boolean> {
  return findLiveEmailConfirmation(db, hashToken(token), new Date(now))
}

/** POST /api/auth/confirm-email: the owner of an ADMIN_EMAILS mailbox sets the password and becomes admin. */
export async function confirmAdminAddress(deps: AccountLinkDeps, token: string, newPassword: string): Promise<UserRow> {
  const now = new Date(deps.now())
  const tokenHash = hashToken(token)
  if (!(await findLiveEmailConfirmation(deps.db, tokenHash, now))) throw invalidConfirmationLink()
  const passwordHash = await hashPassword(newPassword)
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailConfirmation(tx, tokenHash, now)
    return userId ? takeOverAccount(tx, deps, userId, passwordHash, 'confirmation-link') : undefined
  })
  if (!user) throw invalidConfirmationLink()
  deps.sessions.forgetUser(user.id)
  return user
}
