// The exam period's rows: a class's test window, a student's extra time, and both as a test starts.
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { classes, users } from './schema'

/** Opens or closes a class's test window; answers the class as it was before, or undefined (not a class of this school). */
export async function setClassTestWindow(db: DbOrTx, schoolId: string, classId: string, open: boolean) {
  const [before] = await db
    .select({ id: classes.id, name: classes.name, grade: classes.grade, testWindowOpen: classes.testWindowOpen })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId)))
    .for('update')
  if (!before) return undefined
  await db.update(classes).set({ testWindowOpen: open }).where(eq(classes.id, before.id))
  return before
}

/** A student's time as a percentage of the limit; answers the percentage before. */
export async function setTimeFactorPercent(db: DbOrTx, userId: string, percent: number): Promise<number | undefined> {
  const [before] = await db.select({ percent: users.timeFactorPercent }).from(users).where(eq(users.id, userId)).for('update')
  if (!before) return undefined
  await db.update(users).set({ timeFactorPercent: percent }).where(eq(users.id, userId))
  return before.percent
}

/**
 * Locks the user's row until the transaction ends (one start of a test at a time, as tests-repository's lockUser)
 * and answers what the start must know of the user's school: their time factor and their class's grade and window
 * (null outside a class). The same one statement lockUser is, with two columns and a join more.
 */
export async function lockSitter(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ timeFactorPercent: users.timeFactorPercent, classGrade: classes.grade, className: classes.name, testWindowOpen: classes.testWindowOpen })
    .from(users)
    .leftJoin(classes, eq(classes.id, users.classId))
    .where(eq(users.id, userId))
    .for('update', { of: users })
  return row
}
