// A signed-in user's own account: changing the password, taking a copy of everything kept about them, and deleting
// it all. The students are minors: they (and their parents) can take a copy of their data and erase it.
import type { Board, Locale } from '../../shared/constants'
import type { SessionStore } from '../auth/sessions'
import { SESSION_IDLE_MS } from '../auth/sessions'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { listUserAttempts } from '../db/attempts-repository'
import type { Db } from '../db/client'
import { listUserCounsellingRequests } from '../db/counselling-repository'
import { invalidateUserResets } from '../db/password-resets-repository'
import { listUserReportShares } from '../db/report-shares-repository'
import { listUserSessions } from '../db/sessions-repository'
import { listUserTestsWhole } from '../db/tests-repository'
import { deleteUser, findUserById, setUserBoard, setUserLocale, updatePasswordHash, type UserRow } from '../db/users-repository'
import { AppError, notLoggedIn } from '../errors'
import { insertAudit, type AuditEntry } from '../db/audit-repository'
import { findSchool } from '../db/schools-repository'
import { currentPasswordBuckets, forgetAccountLimits, limitedPasswordCheck, slipAccountName, type Limits } from './rate-limits'
import type { Payments } from './payments'
import type { Reports } from './reports'

export interface AccountDeps extends Limits {
  db: Db
  sessions: SessionStore
  payments: Payments
  reports: Reports
  now: () => number
}

/** The signed-in user's account as it is now; a session whose account is gone is asked to log in again. */
export async function currentAccount(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId)
  if (!user) throw notLoggedIn()
  return user
}

/**
 * Names the student's board (PUT /api/account/board): their next test draws its knowledge questions from its
 * chapters. A test already started keeps the board it was drawn for. Cached sessions of the user are forgotten, so the
 * next request reads the board.
 */
export async function setBoard(deps: Pick<AccountDeps, 'db' | 'sessions'>, userId: string, board: Board): Promise<void> {
  await setUserBoard(deps.db, userId, board)
  deps.sessions.forgetUser(userId)
}

/**
 * Stores the language the account chose (PUT /api/account/locale): the app speaks it on every device the account
 * signs in on. Cached sessions of the user are forgotten, so the next request reads it.
 */
export async function setLocale(deps: Pick<AccountDeps, 'db' | 'sessions'>, userId: string, locale: Locale): Promise<void> {
  await setUserLocale(deps.db, userId, locale)
  deps.sessions.forgetUser(userId)
}

/** The user's password checked, each wrong one counted against the user's limits (a stolen session cannot guess on). */
async function checkCurrentPassword(deps: AccountDeps, userId: string, password: string, wrong: string): Promise<UserRow> {
  let user: UserRow | undefined
  const ok = await limitedPasswordCheck(deps, currentPasswordBuckets(userId), async () => {
    user = await findUserById(deps.db, userId)
    return user !== undefined && (await verifyPassword(user.passwordHash, password))
  })
  if (!ok || !user) throw new AppError('BAD_REQUEST', wrong)
  return user
}

/** Sets a new password; every session of the user ends (the caller starts a new one for this browser). */
export async function changePassword(deps: AccountDeps, userId: string, currentPassword: string, newPassword: string): Promise<void> {
  const user = await checkCurrentPassword(deps, userId, currentPassword, 'Current password is incorrect')
  const passwordHash = await hashPassword(newPassword)
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash)
    // A reset link mailed before the change must not undo it (someone may have read that mail).
    await invalidateUserResets(tx, user.id, new Date(deps.now()))
  })
  await deps.sessions.revokeUser(user.id)
}

export type AccountData = Awaited<ReturnType<typeof accountData>>

/**
 * Everything kept about the user (the route shapes it as one JSON document). A counsellor's export for a student
 * without an e-mail is recorded by `audit`.
 */
export async function accountData(deps: AccountDeps, userId: string, audit?: AuditEntry) {
  const at = deps.now()
  const [tests, attempts, counselling, purchases, shares, sessions] = await Promise.all([
    listUserTestsWhole(deps.db, userId),
    listUserAttempts(deps.db, userId),
    listUserCounsellingRequests(deps.db, userId),
    deps.payments.purchases(userId),
    listUserReportShares(deps.db, userId),
    listUserSessions(deps.db, userId, new Date(at - SESSION_IDLE_MS), new Date(at)),
  ])
  if (audit) await insertAudit(deps.db, audit)
  return { exportedAt: new Date(at), tests, attempts, counselling, purchases, shares, sessions }
}

/** Deletes the account and everything that cascades from it, the rate-limit counters keyed by it included. */
export async function deleteAccount(deps: AccountDeps, userId: string, password: string): Promise<void> {
  const user = await checkCurrentPassword(deps, userId, password, 'That password is not correct, so nothing was deleted.')
  await eraseAccount(deps, user)
}

/** What the account signs in with, as its rate-limit counters are keyed: the e-mail, or the school's code and user name. */
async function signInNameOf(db: Db, user: UserRow): Promise<string> {
  if (user.email !== null) return user.email
  const school = user.schoolId ? await findSchool(db, user.schoolId) : undefined
  return slipAccountName(school?.code ?? '', user.username ?? '')
}

/**
 * Deletes an account and all its data: by its owner, or by a counsellor for a student without an e-mail (then
 * `audit` records it, in the same transaction). Payment records stay for the accounts (they name no person once
 * the account is gone: user_id is cleared).
 */
export async function eraseAccount(deps: AccountDeps, user: UserRow, audit?: AuditEntry): Promise<void> {
  const signInName = await signInNameOf(deps.db, user)
  await deps.db.transaction(async (tx) => {
    if (audit) await insertAudit(tx, audit)
    await deleteUser(tx, user.id)
  })
  await forgetAccountLimits(deps, signInName, user.id)
  deps.sessions.forgetUser(user.id)
  deps.reports.forgetUser(user.id)
}
