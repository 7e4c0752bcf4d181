import { and, asc, desc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { tests, users } from './schema'

/**
 * A test as the app reads it: every column but `listed`, which the database derives from `result` for the lists
 * alone (migrations/0008_test_listing.sql, 0009); reading it elsewhere would fetch the same findings twice.
 */
const { listed, ...rowColumns } = getTableColumns(tests)
export type TestRow = Omit<typeof tests.$inferSelect, 'listed'>
export type NewTest = typeof tests.$inferInsert

/** A test as the lists read it: `result` holds only the part a list shows (the generated `listed` column). */
const listColumns = { ...rowColumns, result: listed }

/** A user's tests, newest first, for the history; `result` is only the part a list shows (see listColumns). */
export async function listUserTests(db: DbOrTx, userId: string): Promise<TestRow[]> {
  return db.select(listColumns).from(tests).where(eq(tests.userId, userId)).orderBy(desc(tests.completedAt))
}

/** A user's tests with their whole stored results, for the data export. */
export async function listUserTestsWhole(db: DbOrTx, userId: string): Promise<TestRow[]> {
  return db.select(rowColumns).from(tests).where(eq(tests.userId, userId)).orderBy(desc(tests.completedAt))
}

export async function findTest(db: DbOrTx, id: string): Promise<TestRow | undefined> {
  const [row] = await db.select(rowColumns).from(tests).where(eq(tests.id, id)).limit(1)
  return row
}

export async function findTestByAttempt(db: DbOrTx, attemptId: string): Promise<TestRow | undefined> {
  const [row] = await db.select(rowColumns).from(tests).where(eq(tests.attemptId, attemptId)).limit(1)
  return row
}

export async function findCompletedTest(db: DbOrTx, userId: string, grade: number): Promise<TestRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(tests)
    .where(and(eq(tests.userId, userId), eq(tests.grade, grade)))
    .orderBy(desc(tests.completedAt))
    .limit(1)
  return row
}

export async function insertTest(db: DbOrTx, test: NewTest): Promise<TestRow> {
  const [row] = await db.insert(tests).values(test).returning(rowColumns)
  if (!row) throw new Error('insert into tests returned nothing')
  return row
}

/** Takes the user's row lock so that one user's submissions run one at a time. */
export async function lockUser(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

/** Every test, newest first, for the admin list; `result` is only the part a list shows (see listColumns). */
export async function listAllTests(db: DbOrTx, limit = 1000): Promise<TestRow[]> {
  return db.select(listColumns).from(tests).orderBy(desc(tests.completedAt)).limit(limit)
}

export async function deleteTest(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(tests).where(eq(tests.id, id)).returning({ id: tests.id })
  return rows.length > 0
}

/** What the retest study reads of a sitting: the answers to assess again, and when and how it was taken. */
export interface RetestSittingRow {
  userId: string | null
  grade: number
  answers: Record<string, string>
  timeSpent: number
  attemptId: string | null
  currentStream: TestRow['currentStream']
  completedAt: Date
}

/**
 * Every test of a student who completed the same grade more than once (a premium plan allows retakes), ordered by
 * student, grade and time, for the retest study (src/server/services/retest.ts). Only these rows are read.
 */
export async function listRepeatedSittings(db: DbOrTx): Promise<RetestSittingRow[]> {
  const repeated = db
    .select({ userId: tests.userId, grade: tests.grade })
    .from(tests)
    .where(isNotNull(tests.userId))
    .groupBy(tests.userId, tests.grade)
    .having(sql`count(*) >= 2`)
  return db
    .select({
      userId: tests.userId,
      grade: tests.grade,
      answers: tests.answers,
      timeSpent: tests.timeSpent,
      attemptId: tests.attemptId,
      currentStream: tests.currentStream,
      completedAt: tests.completedAt,
    })
    .from(tests)
    .where(sql`(${tests.userId}, ${tests.grade}) IN ${repeated}`)
    .orderBy(asc(tests.userId), asc(tests.grade), asc(tests.completedAt))
}
