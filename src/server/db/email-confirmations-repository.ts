import { and, eq, gt, isNull } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { emailConfirmations, users } from './schema'

export async function insertEmailConfirmation(db: DbOrTx, row: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insert(emailConfirmations).values(row)
}

const live = (tokenHash: string, now: Date) =>
  and(eq(emailConfirmations.tokenHash, tokenHash), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, now))

/** Whether the token is unused and unexpired now (a cheap check before the costly hash; consume decides). */
export async function findLiveEmailConfirmation(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.select({ userId: emailConfirmations.userId }).from(emailConfirmations).where(live(tokenHash, now)).limit(1)
  return rows.length > 0
}

/** Uses the token once (unused, unexpired) and answers its user's id: single use even under races. */
export async function consumeEmailConfirmation(db: DbOrTx, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db.update(emailConfirmations).set({ usedAt: now }).where(live(tokenHash, now)).returning({ userId: emailConfirmations.userId })
  return row?.userId
}

export async function markEmailConfirmed(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ emailConfirmedAt: now }).where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
}
