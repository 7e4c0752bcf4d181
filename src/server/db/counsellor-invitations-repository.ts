// The links mailed to invited counsellors: only their SHA-256 is kept, each is used once.
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { counsellorInvitations, schools, users } from './schema'

export async function insertInvitation(db: DbOrTx, row: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insert(counsellorInvitations).values(row)
}

const live = (tokenHash: string, now: Date) =>
  and(eq(counsellorInvitations.tokenHash, tokenHash), isNull(counsellorInvitations.usedAt), gt(counsellorInvitations.expiresAt, now))

/** The school a live invitation is for (its page names it), or undefined when the link cannot be used. */
export async function findLiveInvitation(db: DbOrTx, tokenHash: string, now: Date): Promise<{ userId: string; schoolName: string } | undefined> {
  const [row] = await db
    .select({ userId: counsellorInvitations.userId, schoolName: schools.name })
    .from(counsellorInvitations)
    .innerJoin(users, eq(users.id, counsellorInvitations.userId))
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(live(tokenHash, now))
    .limit(1)
  return row
}

/** Uses the link once (unused, unexpired) and answers its user's id: single use even under races. */
export async function consumeInvitation(db: DbOrTx, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db.update(counsellorInvitations).set({ usedAt: now }).where(live(tokenHash, now)).returning({ userId: counsellorInvitations.userId })
  return row?.userId
}

/** A new invitation replaces the earlier ones: only the newest link mailed works. */
export async function voidInvitations(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(counsellorInvitations)
    .set({ usedAt: now })
    .where(and(eq(counsellorInvitations.userId, userId), isNull(counsellorInvitations.usedAt)))
}
