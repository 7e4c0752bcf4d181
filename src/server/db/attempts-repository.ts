import type { Board, CurrentStream } from '../../shared/constants'
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { testAttempts } from './schema'

export type AttemptRow = typeof testAttempts.$inferSelect

/** Creates the open attempt of a user and grade unless one exists; answers the open one either way. */
export async function openAttempt(
  db: DbOrTx,
  attempt: {
    userId: string
    grade: number
    studentName: string
    currentStream: CurrentStream | null
    board: Board | null
    questionIds: string[]
    startedAt: Date
    deadlineAt: Date
  },
): Promise<{ row: AttemptRow; created: boolean }> {
  const [created] = await db
    .insert(testAttempts)
    .values({ ...attempt, answers: {}, position: 0, revision: 0, savedAt: attempt.startedAt })
    .onConflictDoNothing({ target: [testAttempts.userId, testAttempts.grade], where: sql`submitted_at IS NULL` })
    .returning()
  if (created) return { row: created, created: true }
  const open = await findOpenAttempt(db, attempt.userId, attempt.grade)
  if (!open) throw new Error('open attempt vanished between insert and select')
  return { row: open, created: false }
}

export async function findOpenAttempt(db: DbOrTx, userId: string, grade: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.userId, userId), eq(testAttempts.grade, grade), isNull(testAttempts.submittedAt)))
    .limit(1)
  return row
}

export async function findAttempt(db: DbOrTx, id: string, options: { forUpdate?: boolean } = {}): Promise<AttemptRow | undefined> {
  const query = db.select().from(testAttempts).where(eq(testAttempts.id, id)).limit(1)
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row
}

/**
 * The save's UPDATE, built once per database as a named prepared statement: a save is the call a student makes 30
 * times a test, and this skips the query builder on every call and, on PostgreSQL, the parse and plan (each pooled
 * connection prepares it on first use).
 */
function buildSaveStatement(db: DbOrTx) {
  return db
    .update(testAttempts)
    // Drizzle's types omit placeholders in set(), but it binds each to its column (mapUpdateSet wraps it in a Param
    // with the column as encoder), so answers go out as JSON and savedAt as a timestamp, as without a placeholder.
    .set({
      answers: sql.placeholder('answers'),
      position: sql.placeholder('position'),
      revision: sql.placeholder('revision'),
      savedAt: sql.placeholder('savedAt'),
    } as unknown as Partial<typeof testAttempts.$inferInsert>)
    .where(and(eq(testAttempts.id, sql.placeholder('id')), isNull(testAttempts.submittedAt), lt(testAttempts.revision, sql.placeholder('revision'))))
    .returning({ revision: testAttempts.revision })
    .prepare('disha_save_attempt_answers')
}
const saveStatements = new WeakMap<DbOrTx, ReturnType<typeof buildSaveStatement>>()

/** Stores a save unless a newer revision is already stored; answers the stored revision. */
export async function saveAttemptAnswers(
  db: DbOrTx,
  id: string,
  save: { answers: Record<string, string>; position: number; revision: number; savedAt: Date },
): Promise<number | undefined> {
  let statement = saveStatements.get(db)
  if (!statement) {
    statement = buildSaveStatement(db)
    saveStatements.set(db, statement)
  }
  const [row] = await statement.execute({ id, ...save })
  return row?.revision
}

export async function markAttemptSubmitted(db: DbOrTx, id: string, testId: string, at: Date): Promise<void> {
  await db.update(testAttempts).set({ submittedAt: at, testId }).where(eq(testAttempts.id, id))
}

export async function listOverdueAttemptIds(db: DbOrTx, cutoff: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .where(and(isNull(testAttempts.submittedAt), lt(testAttempts.deadlineAt, cutoff)))
    .limit(limit)
  return rows.map((r) => r.id)
}

export async function listUserAttempts(db: DbOrTx, userId: string): Promise<AttemptRow[]> {
  return db.select().from(testAttempts).where(eq(testAttempts.userId, userId))
}

/** Claims an attempt for this transaction (pg_try_advisory_xact_lock); false when another transaction holds it. */
export async function tryClaimAttempt(db: DbOrTx, id: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT pg_try_advisory_xact_lock(hashtext('disha.finalise:' || ${id})) AS claimed`)
  return (result as unknown as { rows: { claimed: boolean }[] }).rows[0]?.claimed === true
}

export async function countOpenAttempts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(testAttempts).where(isNull(testAttempts.submittedAt))
  return Number(row?.n ?? 0)
}
