import { eq, sql } from 'drizzle-orm'
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
  user: { email: string; firstName: string; lastName: string | null; passwordHash: string; isAdmin: boolean },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning()
  return row
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

/** Answers the user when found (whether or not they already were an admin). */
export async function setAdmin(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ isAdmin: true }).where(eq(users.id, userId)).returning()
  return row
}

export async function grantAdminByEmails(db: DbOrTx, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0
  const rows = await db
    .update(users)
    .set({ isAdmin: true })
    // Only addresses whose owner proved they read the mailbox (a confirmation or reset link).
    .where(sql`lower(${users.email}) in ${emails.map((e) => e.toLowerCase())} and not ${users.isAdmin} and ${users.emailConfirmedAt} is not null`)
    .returning({ id: users.id })
  return rows.length
}

export async function listUsers(db: DbOrTx): Promise<UserRow[]> {
  return db.select().from(users).orderBy(sql`${users.createdAt} desc`)
}

/** Deletes the user; sessions, resets, attempts, tests and counselling requests go with it (ON DELETE CASCADE). */
export async function deleteUser(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id })
  return rows.length > 0
}
