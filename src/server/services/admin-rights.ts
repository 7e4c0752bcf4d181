// Who is an admin, and the one way each change to that is made: granted by an admin, the command line or
// ADMIN_EMAILS; revoked by an admin or the command line, never leaving Disha without one. Every change is audited in
// the transaction that makes it (docs/decisions/022-admin-rights-and-the-mailbox-owner.md).
import { insertAudit, type AuditEntry } from '../db/audit-repository'
import type { Db, DbOrTx } from '../db/client'
import { findUserById, listAdminEmailCandidates, lockAdmins, setAdminFlag, type UserRow } from '../db/users-repository'
import { AppError, notFound } from '../errors'

/** Who acts: an admin (by id), the command line, or the ADMIN_EMAILS setting. */
export type AdminActor = { kind: 'admin'; id: string } | { kind: 'cli' } | { kind: 'admin-emails'; how: string }

function auditActor(actor: AdminActor): Pick<AuditEntry, 'actorId' | 'actorKind'> {
  return { actorId: actor.kind === 'admin' ? actor.id : null, actorKind: actor.kind }
}

const LAST_ADMIN = () =>
  new AppError('LAST_ADMIN', 'Disha needs at least one admin. Make someone else an admin before removing this one.')

/** Grants admin rights inside the caller's transaction; answers the user, or undefined when there is none. */
export async function grantAdminIn(tx: DbOrTx, userId: string, actor: AdminActor, at: Date): Promise<UserRow | undefined> {
  const change = await setAdminFlag(tx, userId, true, at)
  if (!change) return undefined
  if (!change.before.isAdmin) {
    await insertAudit(tx, {
      ...auditActor(actor),
      action: 'admin.granted',
      targetUserId: userId,
      details: { email: change.after.email, isAdmin: { before: false, after: true }, ...(actor.kind === 'admin-emails' ? { how: actor.how } : {}) },
    })
  }
  return change.after
}

export async function grantAdmin(db: Db, userId: string, actor: AdminActor, at: Date): Promise<UserRow | undefined> {
  return db.transaction((tx) => grantAdminIn(tx, userId, actor, at))
}

/**
 * Takes admin rights away. Refused (409) when it would leave no admin: every admin's row is locked first, so two
 * admins removing each other at the same moment cannot both succeed.
 */
export async function revokeAdmin(db: Db, userId: string, actor: AdminActor, at: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx)
    if (!admins.includes(userId)) {
      const user = await findUserById(tx, userId)
      if (!user) throw notFound('That user')
      return user
    }
    if (admins.length <= 1) throw LAST_ADMIN()
    const change = await setAdminFlag(tx, userId, false, at)
    if (!change) throw notFound('That user')
    await insertAudit(tx, {
      ...auditActor(actor),
      action: 'admin.revoked',
      targetUserId: userId,
      details: { email: change.after.email, isAdmin: { before: true, after: false } },
    })
    return change.after
  })
}

/** Whether ADMIN_EMAILS lists the address. */
export function isListedAdminEmail(adminEmails: readonly string[], email: string): boolean {
  return adminEmails.includes(email.toLowerCase())
}

/**
 * At start: admin for listed accounts whose address a mailbox owner confirmed (by setting the password through a
 * mailed link) and whose rights no admin took away. Answers how many were granted.
 */
export async function grantFromAdminEmails(db: Db, adminEmails: readonly string[], at: Date): Promise<number> {
  const candidates = await listAdminEmailCandidates(db, [...adminEmails])
  for (const user of candidates) await grantAdmin(db, user.id, { kind: 'admin-emails', how: 'start-up' }, at)
  return candidates.length
}
