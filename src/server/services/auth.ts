// Accounts and the links mailed to their owners: a password reset, and the confirmation of an ADMIN_EMAILS address.
// Both links set a new password and end every earlier session of the account in one transaction: whoever opens the
// link from the mailbox holds the account afterwards, and nobody who held it before keeps a session
// (docs/decisions/022-admin-rights-and-the-mailbox-owner.md).
import type { SessionStore } from '../auth/sessions'
import { hashPassword } from '../auth/passwords'
import { hashToken } from '../auth/tokens'
import type { Db, DbOrTx } from '../db/client'
import { consumeEmailConfirmation, findLiveEmailConfirmation, markEmailConfirmed } from '../db/email-confirmations-repository'
import { consumePasswordReset, findLiveReset, invalidateUserResets } from '../db/password-resets-repository'
import { deleteUserSessions } from '../db/sessions-repository'
import { findUserById, updatePasswordHash, type UserRow } from '../db/users-repository'
import { AppError } from '../errors'
import { grantAdminIn, isListedAdminEmail } from './admin-rights'

export interface AccountLinkDeps {
  db: Db
  sessions: SessionStore
  adminEmails: readonly string[]
  now: () => number
}

export const invalidResetLink = () =>
  new AppError('BAD_REQUEST', 'This password reset link is invalid or has expired. Please request a new one.')

export const invalidConfirmationLink = () =>
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
