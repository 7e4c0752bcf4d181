import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AuditAction } from '../../shared/schemas/admin'
import type { DbOrTx } from './client'
import { auditLog, schools, users } from './schema'

export type AuditRow = typeof auditLog.$inferSelect
export type AuditEntry = Pick<typeof auditLog.$inferInsert, 'actorId' | 'actorKind' | 'action' | 'targetUserId' | 'details' | 'schoolId'>

/** Records an action; call inside the transaction that makes the change, so neither stands without the other. */
export async function insertAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry)
}

/** Several entries of one change at once (a class list's students), in the caller's transaction. */
export async function insertAudits(db: DbOrTx, entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(auditLog).values(entries)
}

export async function listAudit(db: DbOrTx, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit)
}

export interface AuditPageQuery {
  /** The id of the last entry already shown: the page starts with the next older one. */
  before?: string
  limit: number
  action?: AuditAction
  schoolId?: string
}

export type AuditListed = AuditRow & {
  actorEmail: string | null
  actorUsername: string | null
  targetFirstName: string | null
  targetLastName: string | null
  targetEmail: string | null
  targetUsername: string | null
  schoolName: string | null
}

const actor = alias(users, 'actor')
const target = alias(users, 'target')

/**
 * A page of the log, newest first, with the names of who acted, on whom and in which school. Keyset paging on
 * (at, id), the log's own index, so a page costs the same however far back it is. `undefined` when `before` names no
 * entry.
 */
export async function listAuditPage(db: DbOrTx, query: AuditPageQuery): Promise<AuditListed[] | undefined> {
  const where: SQL[] = []
  if (query.before !== undefined) {
    const [cursor] = await db.select({ at: auditLog.at }).from(auditLog).where(eq(auditLog.id, query.before)).limit(1)
    if (!cursor) return undefined
    where.push(sql`(${auditLog.at}, ${auditLog.id}) < (select a.at, a.id from audit_log a where a.id = ${query.before})`)
  }
  if (query.action !== undefined) where.push(eq(auditLog.action, query.action))
  if (query.schoolId !== undefined) where.push(eq(auditLog.schoolId, query.schoolId))
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorKind: auditLog.actorKind,
      action: auditLog.action,
      targetUserId: auditLog.targetUserId,
      details: auditLog.details,
      schoolId: auditLog.schoolId,
      actorEmail: actor.email,
      actorUsername: actor.username,
      targetFirstName: target.firstName,
      targetLastName: target.lastName,
      targetEmail: target.email,
      targetUsername: target.username,
      schoolName: schools.name,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.targetUserId))
    .leftJoin(schools, eq(schools.id, auditLog.schoolId))
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit)
}
