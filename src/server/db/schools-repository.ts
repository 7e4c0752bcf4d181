// Schools, their classes and the accounts they hold. Every read a counsellor's request makes takes the counsellor's
// school id and matches on it: a row of another school is not found, exactly like a row that does not exist.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { classes, schools, testAttempts, tests, users } from './schema'

export type SchoolRow = typeof schools.$inferSelect
export type ClassRow = typeof classes.$inferSelect
type UserRow = typeof users.$inferSelect

// ---- Schools ----

/** Inserts a school; undefined when the name or the code is taken (the caller tells which and retries a code). */
export async function insertSchool(db: DbOrTx, school: { name: string; code: string; createdBy: string | null }): Promise<SchoolRow | undefined> {
  const [row] = await db.insert(schools).values(school).onConflictDoNothing().returning()
  return row
}

export async function findSchoolByName(db: DbOrTx, name: string): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(sql`lower(${schools.name}) = lower(${name})`).limit(1)
  return row
}

export async function findSchool(db: DbOrTx, id: string): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id)).limit(1)
  return row
}

/** Locks the school's row until the transaction ends and answers it: one class-list upload of a school at a time. */
export async function lockSchool(db: DbOrTx, id: string): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id)).for('update')
  return row
}

/** Every school, newest first, with how many classes and students it holds. */
export async function listSchools(db: DbOrTx): Promise<(SchoolRow & { classCount: number; studentCount: number })[]> {
  return db
    .select({
      id: schools.id,
      name: schools.name,
      code: schools.code,
      createdBy: schools.createdBy,
      createdAt: schools.createdAt,
      classCount: sql<number>`(select count(*)::int from ${classes} where ${classes.schoolId} = ${schools.id})`,
      studentCount: sql<number>`(select count(*)::int from ${users} where ${users.schoolId} = ${schools.id} and ${users.role} = 'student')`,
    })
    .from(schools)
    .orderBy(desc(schools.createdAt), asc(schools.id))
}

/** The counsellors of the given schools, and whether each has set a password through the invitation yet. */
export async function listCounsellors(db: DbOrTx, schoolIds: string[]): Promise<UserRow[]> {
  if (schoolIds.length === 0) return []
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, 'counsellor'), inArray(users.schoolId, schoolIds)))
    .orderBy(asc(users.createdAt))
}

/** A counsellor's account made by an invitation: no usable password until the invitee sets one through the link. */
export async function insertCounsellor(
  db: DbOrTx,
  user: { email: string; firstName: string; lastName: string | null; passwordHash: string; schoolId: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, role: 'counsellor', isAdmin: false })
    .onConflictDoNothing()
    .returning()
  return row
}

// ---- Classes ----

/** Inserts a class; undefined when its school has a class of that name, or the join code is taken. */
export async function insertClass(
  db: DbOrTx,
  row: { schoolId: string; name: string; grade: number; board: ClassRow['board']; joinCode: string; createdBy: string },
): Promise<ClassRow | undefined> {
  const [inserted] = await db.insert(classes).values(row).onConflictDoNothing().returning()
  return inserted
}

export async function findClassByName(db: DbOrTx, schoolId: string, name: string): Promise<ClassRow | undefined> {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), sql`lower(${classes.name}) = lower(${name})`))
    .limit(1)
  return row
}

/** A class of this school, or undefined (another school's class is not found). */
export async function findClassInSchool(db: DbOrTx, schoolId: string, classId: string): Promise<ClassRow | undefined> {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId)))
    .limit(1)
  return row
}

export async function findClassByJoinCode(db: DbOrTx, joinCode: string): Promise<ClassRow | undefined> {
  const [row] = await db.select().from(classes).where(eq(classes.joinCode, joinCode)).limit(1)
  return row
}

/** A school's classes, by grade and name, each with its number of students. */
export async function listClasses(db: DbOrTx, schoolId: string): Promise<(ClassRow & { studentCount: number })[]> {
  return db
    .select({
      id: classes.id,
      schoolId: classes.schoolId,
      name: classes.name,
      grade: classes.grade,
      board: classes.board,
      joinCode: classes.joinCode,
      createdBy: classes.createdBy,
      createdAt: classes.createdAt,
      testWindowOpen: classes.testWindowOpen,
      studentCount: sql<number>`(select count(*)::int from ${users} where ${users.classId} = ${classes.id})`,
    })
    .from(classes)
    .where(eq(classes.schoolId, schoolId))
    .orderBy(asc(classes.grade), asc(classes.name))
}

export async function countClassStudents(db: DbOrTx, classId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.classId, classId))
  return row?.n ?? 0
}

// ---- Students of a school ----

/** The students of a class, by roll number and name, with where each is with the class's grade test. */
export async function listClassStudents(db: DbOrTx, schoolClass: Pick<ClassRow, 'id' | 'grade'>) {
  const latestTest = db
    .select({
      userId: tests.userId,
      id: tests.id,
      family: sql<string | null>`${tests.listed} -> 'families' -> 0 ->> 'label'`.as('family'),
      n: sql<number>`row_number() over (partition by ${tests.userId} order by ${tests.completedAt} desc)`.as('n'),
    })
    .from(tests)
    .where(and(eq(tests.grade, schoolClass.grade), sql`${tests.userId} in (select ${users.id} from ${users} where ${users.classId} = ${schoolClass.id})`))
    .as('latest_test')
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      rollNumber: users.rollNumber,
      username: users.username,
      email: users.email,
      mustChangePassword: users.mustChangePassword,
      timeFactorPercent: users.timeFactorPercent,
      testId: latestTest.id,
      bestFamily: latestTest.family,
      // An attempt of the grade not yet submitted: the student has started (an attempt past its time is finalised
      // when next read, so until then it counts as started).
      inProgress: sql<boolean>`exists (select 1 from ${testAttempts} where ${testAttempts.userId} = ${users.id} and ${testAttempts.grade} = ${schoolClass.grade} and ${testAttempts.submittedAt} is null)`,
    })
    .from(users)
    .leftJoin(latestTest, and(eq(latestTest.userId, users.id), eq(latestTest.n, 1)))
    .where(eq(users.classId, schoolClass.id))
    .orderBy(sql`${users.rollNumber} is null`, sql`lower(${users.rollNumber})`, asc(users.firstName), asc(users.id))
}

/** A student of this school, or undefined (a student of another school, a counsellor, anyone else: not found). */
export async function findStudentInSchool(db: DbOrTx, schoolId: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.schoolId, schoolId), eq(users.role, 'student')))
    .limit(1)
  return row
}

/** A student who signs in with a slip: found by the school's code and the user name (any letter case). */
export async function findSlipAccount(db: DbOrTx, schoolCode: string, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(and(eq(schools.code, schoolCode), sql`lower(${users.username}) = lower(${username})`))
    .limit(1)
  return row?.user
}

/** Which of these user names (lower case) the school already holds. */
export async function takenUsernames(db: DbOrTx, schoolId: string, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set()
  const rows = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), sql`lower(${users.username}) in ${candidates}`))
  return new Set(rows.map((r) => r.username))
}

/** The roll numbers (lower case) a class already holds. */
export async function classRollNumbers(db: DbOrTx, classId: string): Promise<Set<string>> {
  const rows = await db
    .select({ roll: sql<string>`lower(${users.rollNumber})` })
    .from(users)
    .where(and(eq(users.classId, classId), sql`${users.rollNumber} is not null`))
  return new Set(rows.map((r) => r.roll))
}

/** Students a counsellor made from a class list; all or nothing, inside the caller's transaction. */
export async function insertSlipStudents(
  db: DbOrTx,
  rows: { firstName: string; lastName: string | null; rollNumber: string; username: string; passwordHash: string; schoolId: string; classId: string }[],
): Promise<UserRow[]> {
  if (rows.length === 0) return []
  return db
    .insert(users)
    .values(rows.map((r) => ({ ...r, email: null, role: 'student' as const, isAdmin: false, mustChangePassword: true })))
    .returning()
}

/** Puts a student in a class of the class's school; the student follows the class's board. */
export async function setStudentClass(db: DbOrTx, userId: string, schoolClass: Pick<ClassRow, 'id' | 'schoolId' | 'board'>): Promise<void> {
  await db.update(users).set({ schoolId: schoolClass.schoolId, classId: schoolClass.id, board: schoolClass.board }).where(eq(users.id, userId))
}

/** A new password for the account, and whether it is a one-time one the student must replace at the next sign-in. */
export async function setPassword(db: DbOrTx, userId: string, passwordHash: string, mustChangePassword: boolean): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ passwordHash, mustChangePassword }).where(eq(users.id, userId)).returning()
  return row
}

/** What the API says of a user's school and class (both absent for a user of no school). */
export async function findSchoolAndClass(db: DbOrTx, schoolId: string, classId: string | null) {
  const [row] = await db
    .select({
      school: { name: schools.name, code: schools.code },
      schoolClass: { name: classes.name, grade: classes.grade, board: classes.board, testWindowOpen: classes.testWindowOpen },
    })
    .from(schools)
    .leftJoin(classes, and(eq(classes.schoolId, schools.id), classId ? eq(classes.id, classId) : isNull(classes.id)))
    .where(eq(schools.id, schoolId))
    .limit(1)
  return row
}
