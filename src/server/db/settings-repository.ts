import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { settings } from './schema'

export async function getPaymentsEnabled(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'payments_enabled'))
  return row ? row.value === true : true
}

export async function setPaymentsEnabled(db: DbOrTx, enabled: boolean): Promise<void> {
  await db
    .insert(settings)
    .values({ key: 'payments_enabled', value: enabled })
    .onConflictDoUpdate({ target: settings.key, set: { value: enabled, updatedAt: sql`now()` } })
}
