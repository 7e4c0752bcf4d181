import { eq, sql } from 'drizzle-orm'
import type { Board, Locale } from '../../shared/constants'
import type { DbOrTx } from './client'
import { users } from './schema'

export type UserRow = typeof users.$inferSelect

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
  return row
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

/** Inserts a user; answers undefined when the e-mail is already taken (any letter case). */
export async function insertUser(
  db: DbOrTx,
  user: { email: string; firstName: string; lastName: string | null; passwordHash: string; isAdmin: boolean; schoolId?: string; classId?: string; board?: Board; locale?: Locale },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning()
  return row
}

/** Names the student's board. */
export async function setUserBoard(db: DbOrTx, userId: string, board: Board): Promise<void> {
  await db.update(users).set({ board }).where(eq(users.id, userId))
}

/** Stores the language the account chose for the interface. */
export async function setUserLocale(db: DbOrTx, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId))
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

/**
 * Sets or clears the admin flag; answers the row as it was before and after, or undefined when there is no such user.
 * Clearing it records when, so ADMIN_EMAILS does not grant it back by itself; setting it clears that mark.
 */
export async function setAdminFlag(
  db: DbOrTx,
  userId: string,
  isAdmin: boolean,
  at: Date,
): Promise<{ before: UserRow; after: UserRow } | undefined> {
  const before = await findUserById(db, userId)
  if (!before) return undefined
  const [after] = await db
    .update(users)
    .set({ isAdmin, adminRevokedAt: isAdmin ? null : at })
    .where(eq(users.id, userId))
    .returning()
  return after ? { before, after } : undefined
}

/** Locks every admin's row until the transaction ends and answers their ids: two revocations cannot both pass the last-admin check. */
export async function lockAdmins(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update')
  return rows.map((r) => r.id)
}

/**
 * Accounts an ADMIN_EMAILS start-up grant applies to: listed, not admin, confirmed by their mailbox's owner (a
 * confirmation or reset link, each of which set the password and ended every earlier session), and not revoked.
 */
export async function listAdminEmailCandidates(db: DbOrTx, emails: string[]): Promise<UserRow[]> {
  if (emails.length === 0) return []
  return db
    .select()
    .from(users)
    .where(
      sql`lower(${users.email}) in ${emails.map((e) => e.toLowerCase())} and not ${users.isAdmin} and ${users.emailConfirmedAt} is not null and ${users.adminRevokedAt} is null`,
    )
}


/** Deletes the user; sessions, resets, attempts, tests and counselling requests go with it (ON DELETE CASCADE). */
export async function deleteUser(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id })
  return rows.length > 0
}
