import { and, desc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { entitlements } from './schema'

export type EntitlementRow = typeof entitlements.$inferSelect
export type NewEntitlement = typeof entitlements.$inferInsert

/** Grants once per order: a second grant for the same order is ignored (order_id is unique). */
export async function insertEntitlement(db: DbOrTx, entitlement: NewEntitlement): Promise<EntitlementRow | undefined> {
  const [row] = await db.insert(entitlements).values(entitlement).onConflictDoNothing({ target: entitlements.orderId }).returning()
  return row
}

/** What the user may use: every entitlement not withdrawn (a refunded payment withdraws what it granted). */
export async function listUserEntitlements(db: DbOrTx, userId: string): Promise<EntitlementRow[]> {
  return db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), isNull(entitlements.revokedAt)))
    .orderBy(desc(entitlements.createdAt))
}

/** Withdraws what an order granted; answers the entitlement withdrawn, if any. */
export async function revokeOrderEntitlement(db: DbOrTx, orderId: string, at: Date): Promise<EntitlementRow | undefined> {
  const [row] = await db
    .update(entitlements)
    .set({ revokedAt: at })
    .where(and(eq(entitlements.orderId, orderId), isNull(entitlements.revokedAt)))
    .returning()
  return row
}

/** Binds an unused basic plan to the grade its one assessment is taken in. Answers whether one was bound. */
export async function useBasicPlan(db: DbOrTx, entitlementId: string, grade: number): Promise<boolean> {
  const rows = await db
    .update(entitlements)
    .set({ grade })
    .where(and(eq(entitlements.id, entitlementId), eq(entitlements.kind, 'basic'), isNull(entitlements.grade)))
    .returning({ id: entitlements.id })
  return rows.length > 0
}
