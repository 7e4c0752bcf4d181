import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
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
export const listColumns = { ...rowColumns, result: listed }

/** A user's tests, newest first, for the history; `result` is only the part a list shows (see listColumns). */
export async function listUserTests(db: DbOrTx, userId: string): Promise<TestRow[]> {
  return db.select(listColumns).from(tests).where(eq(tests.userId, userId)).orderBy(desc(tests.completedAt))
}

/** Which grades a user has completed: each test's id and grade, newest first (no results read). */
export async function listUserTestGrades(db: DbOrTx, userId: string): Promise<{ id: string; grade: number }[]> {
  return db.select({ id: tests.id, grade: tests.grade }).from(tests).where(eq(tests.userId, userId)).orderBy(desc(tests.completedAt))
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
/** Locks the test's row until the transaction ends (two share requests at once make one link, not two). */
export async function lockTest(db: DbOrTx, testId: string): Promise<void> {
  await db.select({ id: tests.id }).from(tests).where(eq(tests.id, testId)).for('update')
}

export async function lockUser(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
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
  questionIds: TestRow['questionIds']
  completedAt: Date
}

export interface RetestPairs {
  /** Each student's first sitting of a grade with their first later one at least `minDays` after it, newest retake first. */
  pairs: [RetestSittingRow, RetestSittingRow][]
  /** More pairs than `limit` exist; the oldest were left out. */
  truncated: boolean
}

const retestColumns = {
  id: tests.id,
  userId: tests.userId,
  grade: tests.grade,
  answers: tests.answers,
  timeSpent: tests.timeSpent,
  attemptId: tests.attemptId,
  currentStream: tests.currentStream,
  questionIds: tests.questionIds,
  completedAt: tests.completedAt,
}

/**
 * The retest study's pairs (src/server/services/retest.ts): for each student and grade taken more than once, the
 * first sitting and the first later one at least `minDays` after it, at most `limit` of them, those with the newest
 * retake first; with `schoolId`, only the school's students. The pairing and the limit are the database's, so only the sittings the report assesses are read, not
 * every retaker's every sitting (`npm run bench -- retest` measures both reads).
 */
export async function listRetestPairs(db: DbOrTx, minDays: number, limit: number, schoolId?: string): Promise<RetestPairs> {
  // A school's study (a counsellor's) counts the students who belong to the school now.
  const ofSchool = schoolId === undefined ? sql`` : sql`AND user_id IN (SELECT id FROM users WHERE school_id = ${schoolId})`
  const found = await db.execute(sql`
    WITH repeated AS (
      SELECT user_id, grade FROM tests WHERE user_id IS NOT NULL ${ofSchool} GROUP BY user_id, grade HAVING count(*) >= 2
    ), firsts AS (
      SELECT DISTINCT ON (t.user_id, t.grade) t.id, t.user_id, t.grade, t.completed_at
      FROM tests t JOIN repeated r ON r.user_id = t.user_id AND r.grade = t.grade
      ORDER BY t.user_id, t.grade, t.completed_at, t.id
    )
    SELECT f.id AS first_id, l.id AS later_id
    FROM firsts f CROSS JOIN LATERAL (
      SELECT t.id, t.completed_at FROM tests t
      WHERE t.user_id = f.user_id AND t.grade = f.grade AND t.id <> f.id
        AND t.completed_at >= f.completed_at + make_interval(days => ${minDays}::int)
      ORDER BY t.completed_at, t.id
      LIMIT 1
    ) l
    ORDER BY l.completed_at DESC, l.id
    LIMIT ${limit + 1}::int`)
  const ids = (found as unknown as { rows: { first_id: string; later_id: string }[] }).rows
  const kept = ids.slice(0, limit)
  if (kept.length === 0) return { pairs: [], truncated: false }
  const rows = await db
    .select(retestColumns)
    .from(tests)
    .where(inArray(tests.id, kept.flatMap((p) => [p.first_id, p.later_id])))
  const byId = new Map(rows.map(({ id, ...row }) => [id, row]))
  const pairs = kept.flatMap((p): [RetestSittingRow, RetestSittingRow][] => {
    const first = byId.get(p.first_id)
    const later = byId.get(p.later_id)
    // A sitting deleted (an admin's reset) between the two reads leaves its pair out.
    return first && later ? [[first, later]] : []
  })
  return { pairs, truncated: ids.length > limit }
}
