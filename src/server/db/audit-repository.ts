import { desc } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { auditLog } from './schema'

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
