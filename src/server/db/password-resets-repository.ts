import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { passwordResets } from './schema'

export async function insertPasswordReset(
  db: DbOrTx,
  reset: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset)
}

/** Whether the token is unused and unexpired now (a cheap check before the costly hash; consume decides). */
export async function findLiveReset(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .limit(1)
  return rows.length > 0
}

/** Marks the token used and answers its user, only if it was unused and unexpired: single use even under races. */
export async function consumePasswordReset(db: DbOrTx, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId })
  return row?.userId
}

/** A successful reset makes the user's other outstanding links useless too. */
export async function invalidateUserResets(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
}

export async function deleteStaleResets(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(passwordResets).where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
}
