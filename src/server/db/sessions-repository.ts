import { and, eq, gt, lt, ne, or } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { sessions, users } from './schema'

export type SessionRow = typeof sessions.$inferSelect

export async function insertSession(
  db: DbOrTx,
  session: { idHash: string; userId: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session)
}

/** The live session and its user, or undefined when missing or past either expiry. */
export async function findLiveSession(db: DbOrTx, idHash: string, idleCutoff: Date, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleCutoff)))
    .limit(1)
  return row
}

export async function touchSession(db: DbOrTx, idHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash))
}

export async function deleteSession(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash))
}

/** Ends every session of a user, except the one named (the caller's own, when it stays). */
export async function deleteUserSessions(db: DbOrTx, userId: string, exceptIdHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(exceptIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash)) : eq(sessions.userId, userId))
}

export async function deleteExpiredSessions(db: DbOrTx, idleCutoff: Date, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)))
    .returning({ idHash: sessions.idHash })
  return rows.length
}

/** A user's sessions that still stand (for the data export: when each began and was last used; never the id). */
export async function listUserSessions(db: DbOrTx, userId: string, idleCutoff: Date, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleCutoff)))
    .orderBy(sessions.createdAt)
}
