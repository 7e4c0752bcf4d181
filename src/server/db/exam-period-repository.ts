// The exam period's rows: a class's test window, a student's extra time, and both as a test starts.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { classes, testAttempts, tests, users } from './schema'

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

/**
 * A class of this school and where each of its students is with the class grade's test, in one statement (the live
 * view refreshes every few seconds for a whole lab): the class row joined to its students, each student's open attempt
 * of the grade (at most one: test_attempts_one_open_idx) and whether a test of the grade is finished. No rows: not a
 * class of this school. A class without students answers one row with null student columns. A plain read: it takes no
 * lock, so the students' saves never wait for it.
 */
export async function readClassLive(db: DbOrTx, schoolId: string, classId: string) {
  return db
    .select({
      classId: classes.id,
      className: classes.name,
      grade: classes.grade,
      testWindowOpen: classes.testWindowOpen,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      rollNumber: users.rollNumber,
      position: testAttempts.position,
      questionCount: sql<number | null>`jsonb_array_length(${testAttempts.questionIds})`,
      answered: sql<number | null>`(select count(*)::int from jsonb_object_keys(${testAttempts.answers}))`,
      savedAt: testAttempts.savedAt,
      finished: sql<boolean>`exists (select 1 from ${tests} where ${tests.userId} = ${users.id} and ${tests.grade} = ${classes.grade})`,
    })
    .from(classes)
    .leftJoin(users, and(eq(users.classId, classes.id), eq(users.role, 'student')))
    .leftJoin(testAttempts, and(eq(testAttempts.userId, users.id), eq(testAttempts.grade, classes.grade), isNull(testAttempts.submittedAt)))
    .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId)))
    .orderBy(sql`${users.rollNumber} is null`, sql`lower(${users.rollNumber})`, asc(users.firstName), asc(users.id))
}
