// The students of a school (or of one of its classes) with where each is with their class grade's test, read for the
// cohort report. Every read matches the counsellor's school id: another school's class has no students here.
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { classes, testAttempts, tests, users } from './schema'

export interface CohortRow {
  id: string
  firstName: string
  lastName: string | null
  rollNumber: string | null
  classId: string
  className: string
  grade: number
  /** The latest test of the class's grade, when one is finished. */
  testId: string | null
  completedAt: Date | null
  /** That test's time in seconds (a too-fast note says its minutes). */
  timeSpent: number | null
  /** That test's `listed` column: the result's first two families and its response-quality findings. */
  listed: unknown
  /** Grades 9-10: the stream that test's result suggests. */
  suggestedStream: string | null
  /** An attempt of the class's grade not yet submitted. */
  inProgress: boolean
}

/**
 * The students of the school's classes (or of one class), class by class in grade and name order, then by roll
 * number and name. The latest test of each student's class grade comes from `listed` (under 1 KB a test); only the
 * suggested stream of grades 9-10 is read from the whole result, and only for that one test.
 */
export async function listCohort(db: DbOrTx, schoolId: string, classId?: string): Promise<CohortRow[]> {
  const latest = db
    .select({ id: tests.id, completedAt: tests.completedAt, timeSpent: tests.timeSpent, listed: tests.listed })
    .from(tests)
    .where(and(eq(tests.userId, users.id), eq(tests.grade, classes.grade)))
    .orderBy(desc(tests.completedAt), desc(tests.id))
    .limit(1)
    .as('latest')
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      rollNumber: users.rollNumber,
      classId: classes.id,
      className: classes.name,
      grade: classes.grade,
      testId: latest.id,
      completedAt: latest.completedAt,
      timeSpent: latest.timeSpent,
      listed: latest.listed,
      suggestedStream: sql<string | null>`case when ${classes.grade} in (9, 10) and ${latest.id} is not null
        then (select s.result -> 'stream' ->> 'stream' from ${tests} s where s.id = ${latest.id}) end`,
      inProgress: sql<boolean>`exists (select 1 from ${testAttempts} a where a.user_id = ${users.id} and a.grade = ${classes.grade} and a.submitted_at is null)`,
    })
    .from(users)
    .innerJoin(classes, and(eq(classes.id, users.classId), eq(classes.schoolId, schoolId)))
    .leftJoinLateral(latest, sql`true`)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, 'student'), classId ? eq(users.classId, classId) : undefined))
    .orderBy(
      asc(classes.grade),
      sql`lower(${classes.name})`,
      asc(classes.id),
      // Roll numbers in their number order (2 before 10), then as text (10A after 10).
      sql`${users.rollNumber} is null`,
      sql`nullif(substring(${users.rollNumber} from '^[0-9]{1,9}'), '')::int nulls last`,
      sql`lower(${users.rollNumber})`,
      asc(users.firstName),
      asc(users.id),
    )
  return rows.map((r) => ({ ...r, completedAt: r.completedAt ? new Date(r.completedAt) : null, inProgress: r.inProgress === true }))
}
