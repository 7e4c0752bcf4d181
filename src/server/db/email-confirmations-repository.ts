import { and, eq, gt, isNull } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { emailConfirmations, users } from './schema'

export async function insertEmailConfirmation(db: DbOrTx, row: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insert(emailConfirmations).values(row)
}

/** Uses the token once (unused, unexpired) and marks its user's address confirmed; answers the user's id. */
export async function consumeEmailConfirmation(db: DbOrTx, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.tokenHash, tokenHash), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, now)))
    .returning({ userId: emailConfirmations.userId })
  if (!row) return undefined
  await markEmailConfirmed(db, row.userId, now)
  return row.userId
}

export async function markEmailConfirmed(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ emailConfirmedAt: now }).where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
}
