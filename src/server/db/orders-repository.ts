import { and, desc, eq, getTableColumns, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { orders, users } from './schema'

export type OrderRow = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert

export async function insertOrder(db: DbOrTx, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning()
  if (!row) throw new Error('order insert returned nothing')
  return row
}

/** The student's unpaid order for this purpose, if one is open (at most one: a partial unique index). */
export async function findOpenOrder(db: DbOrTx, userId: string, purpose: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.purpose, purpose), eq(orders.status, 'created')))
    .limit(1)
  return row
}

export async function markOrderReplaced(db: DbOrTx, id: string): Promise<void> {
  await db.update(orders).set({ status: 'replaced' }).where(and(eq(orders.id, id), eq(orders.status, 'created')))
}

export async function findOrderByGatewayId(db: DbOrTx, gatewayOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId)).limit(1)
  return row
}

/**
 * The only way an order becomes paid: moves it forward from unpaid to paid once. Answers the row when this call
 * made the change, undefined when the order was already paid (a repeat, or another instance got there first).
 */
export async function markOrderPaid(
  db: DbOrTx,
  id: string,
  payment: { paymentId: string; via: NonNullable<OrderRow['paidVia']>; at: Date },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'paid', paymentId: payment.paymentId, paidVia: payment.via, paidAt: payment.at })
    .where(and(eq(orders.id, id), inArray(orders.status, ['created', 'replaced'])))
    .returning()
  return row
}

/** A paid order whose payment was refunded in full: it stops counting as paid (once; answers the row). */
export async function markOrderRefunded(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.update(orders).set({ status: 'refunded' }).where(and(eq(orders.id, id), eq(orders.status, 'paid'))).returning()
  return row
}

/** Marks an order for an admin to look at (a dispute, a partial refund); answers whether the flag changed. */
export async function flagOrder(db: DbOrTx, id: string, flag: NonNullable<OrderRow['flag']>, at: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ flag, flaggedAt: at })
    .where(and(eq(orders.id, id), or(isNull(orders.flag), ne(orders.flag, flag))))
    .returning({ id: orders.id })
  return rows.length > 0
}

export async function listUserOrders(db: DbOrTx, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt))
}

export async function listRecentOrders(db: DbOrTx, since: Date): Promise<(OrderRow & { userEmail: string | null })[]> {
  return db
    .select({ ...getTableColumns(orders), userEmail: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(gt(orders.createdAt, since))
    .orderBy(desc(orders.createdAt))
    .limit(500)
}

/**
 * Claims up to `limit` gateway orders left unpaid between `oldest` and `newest` and not checked since `checkedBefore`,
 * stamping them as checked now. Rows another instance is claiming are skipped, so no order is checked twice at once.
 */
export async function claimUnpaidOrders(
  db: DbOrTx,
  window: { oldest: Date; newest: Date; checkedBefore: Date; at: Date; limit: number },
): Promise<OrderRow[]> {
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['created', 'replaced']),
        eq(orders.gateway, 'razorpay'),
        gt(orders.createdAt, window.oldest),
        lt(orders.createdAt, window.newest),
        or(isNull(orders.checkedAt), lt(orders.checkedAt, window.checkedBefore)),
      ),
    )
    .orderBy(orders.createdAt)
    .limit(window.limit)
    .for('update', { skipLocked: true })
  return db.update(orders).set({ checkedAt: window.at }).where(inArray(orders.id, due)).returning()
}
