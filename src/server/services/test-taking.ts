// Taking a test: start or resume an attempt, save answers, submit exactly once, finalise overdue attempts.
// The server owns the clock: an attempt's deadline is its start plus the time limit, saves are accepted until
// the deadline plus a grace period, and time spent is measured by the server. A counsellor may stretch a student's
// limit (extra time) and close a class's test window (docs/decisions/030-exam-period-and-live-progress.md).
import { TEST_TIME_LIMIT_SECONDS, type Board, type CurrentStream } from '../../shared/constants'
import { TIME_FACTORS, testWindowClosedMessage } from '../../shared/schools'
import type { Attempt, SaveAttemptBody } from '../../shared/schemas/attempts'
import type { SubmitTestBody } from '../../shared/schemas/tests'
import type { Grade } from '../../shared/schemas/items'
import { formFor, formOf, gradeItems, validateAnswers, type Bank } from '../assessment/question-bank'
import { assess } from '../assessment/recommend'
import { toTestScore } from '../assessment/scoring'
import {
  tryClaimAttempt,
  findAttempt,
  findOpenAttempt,
  listOverdueAttemptIds,
  markAttemptSubmitted,
  openAttempt,
  saveAttemptAnswers,
  type AttemptRow,
} from '../db/attempts-repository'
import type { Db, DbOrTx } from '../db/client'
import { lockSitter } from '../db/exam-period-repository'
import { findCompletedTest, findTestByAttempt, insertTest, lockUser, type TestRow } from '../db/tests-repository'
import { AppError, notFound } from '../errors'
import { assertGradeAccess, claimGradeAccess, mayRetake } from './access'
import type { PurchaseCache } from './purchase-cache'
import { storedResultOf } from './results'

/** Saves are accepted this long after the deadline (a phone on a slow network), timed by the server. */
const SAVE_GRACE_SECONDS = 60
/** The longest time a counsellor may give, as a multiple of the limit (extra time, docs/decisions/030). */
const MAX_TIME_FACTOR = Math.max(...TIME_FACTORS)
const ATTEMPT_FACTS_MAX = 100_000

export interface TestTakingOptions {
  db: Db
  now: () => number
  /** The time limit; tests may shorten it through configuration. The product's rule is 1,800 s. */
  limitSeconds?: number
  /** Remembered purchase answers, told when a basic plan is bound to a grade. */
  purchaseCache?: PurchaseCache
}

export function createTestTaking({ db, now, limitSeconds = TEST_TIME_LIMIT_SECONDS, purchaseCache }: TestTakingOptions) {
  // Never more than the attempt's own time (its limit, stretched by any extra time the student was given).
  const remaining = (row: Pick<AttemptRow, 'startedAt' | 'deadlineAt'>, at: number) =>
    Math.max(0, Math.min(Math.round((row.deadlineAt.getTime() - row.startedAt.getTime()) / 1000), Math.ceil((row.deadlineAt.getTime() - at) / 1000)))
  const closed = (row: Pick<AttemptRow, 'deadlineAt'>, at: number) => at > row.deadlineAt.getTime() + SAVE_GRACE_SECONDS * 1000

  // What never changes about an attempt (whose it is, its grade, its deadline), kept so that a save, the call a
  // student makes 30 times a test, is one UPDATE instead of a SELECT and an UPDATE. Entries go when the attempt
  // is submitted; a deleted attempt is caught by the UPDATE finding no row.
  const attemptFacts = new Map<string, Pick<AttemptRow, 'userId' | 'grade' | 'startedAt' | 'deadlineAt'> & { form: Bank }>()
  const rememberFacts = (row: AttemptRow) => {
    if (attemptFacts.size >= ATTEMPT_FACTS_MAX) attemptFacts.delete(attemptFacts.keys().next().value as string)
    const facts = { userId: row.userId, grade: row.grade, startedAt: row.startedAt, deadlineAt: row.deadlineAt, form: attemptForm(row) }
    attemptFacts.set(row.id, facts)
    return facts
  }

  function toAttempt(row: AttemptRow, at = now()): Attempt {
    return {
      id: row.id,
      grade: row.grade,
      studentName: row.studentName,
      answers: row.answers,
      position: row.position,
      revision: row.revision,
      startedAt: row.startedAt.toISOString(),
      deadlineAt: row.deadlineAt.toISOString(),
      remainingSeconds: row.submittedAt ? 0 : remaining(row, at),
      status: row.submittedAt ? 'submitted' : 'open',
      testId: row.testId,
      currentStream: row.currentStream ?? null,
      board: row.board ?? null,
      ...timeFactorOf(row),
    }
  }

  // The extra time an attempt was started with, read back from its own deadline: start() sets the span to the limit
  // times the factor, rounded to the second, so the factor is the one whose span it is. An attempt whose span matches
  // none (the limit was configured differently when it started) says nothing rather than a wrong figure.
  function timeFactorOf(row: Pick<AttemptRow, 'startedAt' | 'deadlineAt'>): Pick<Attempt, 'timeFactor'> {
    const span = Math.round((row.deadlineAt.getTime() - row.startedAt.getTime()) / 1000)
    const factor = TIME_FACTORS.find((f) => f !== 1 && span === Math.round(limitSeconds * f))
    return factor === undefined ? {} : { timeFactor: factor as Exclude<typeof factor, 1> }
  }

  async function assertNotCompleted(tx: DbOrTx, userId: string, grade: number) {
    const done = await findCompletedTest(tx, userId, grade)
    if (done && !(await mayRetake(tx, userId, now()))) {
      throw new AppError('GRADE_COMPLETED', `You have already completed the grade ${grade} test. An admin can reset it if you need to retake it.`)
    }
  }

  /** Finds the attempt of this user or answers 404 (another user's attempt is "not found", never "forbidden"). */
  async function ownAttempt(tx: DbOrTx, userId: string, attemptId: string, forUpdate = false) {
    const row = await findAttempt(tx, attemptId, { forUpdate })
    if (!row || row.userId !== userId) throw notFound('That test attempt')
    return row
  }

  /** Turns an open attempt into a test; the caller holds the user's lock. */
  async function finalise(tx: DbOrTx, row: AttemptRow, submitted: Record<string, string> | undefined, at: number): Promise<TestRow> {
    const existing = await findTestByAttempt(tx, row.id)
    if (existing) return existing
    // Until the grace ends, the answers sent with the submit are the newest; after it, only what was saved counts.
    const answers = submitted && !closed(row, at) ? { ...row.answers, ...submitted } : row.answers
    const elapsed = Math.round((Math.min(at, row.deadlineAt.getTime()) - row.startedAt.getTime()) / 1000)
    const test = await createTest(tx, {
      userId: row.userId,
      grade: row.grade,
      studentName: row.studentName,
      answers,
      timeSpent: elapsed,
      attemptId: row.id,
      completedAt: new Date(Math.min(at, row.deadlineAt.getTime() + SAVE_GRACE_SECONDS * 1000)),
      currentStream: row.currentStream ?? null,
      board: row.board ?? null,
      questionIds: row.questionIds ?? null,
    })
    await markAttemptSubmitted(tx, row.id, test.id, new Date(at))
    attemptFacts.delete(row.id)
    return test
  }

  async function createTest(
    tx: DbOrTx,
    t: {
      userId: string
      grade: number
      studentName: string
      answers: Record<string, string>
      timeSpent: number
      attemptId: string | null
      completedAt: Date
      currentStream: CurrentStream | null
      board: Board | null
      questionIds: string[] | null
    },
  ): Promise<TestRow> {
    const { result, timeSpent } = assessSitting(t)
    const stored = storedResultOf(result)
    return insertTest(tx, {
      userId: t.userId,
      grade: t.grade,
      studentName: t.studentName,
      answers: t.answers,
      timeSpent,
      score: toTestScore(result.profile),
      attemptId: t.attemptId,
      completedAt: t.completedAt,
      result: stored,
      currentStream: t.currentStream,
      board: t.board,
      questionIds: t.questionIds,
    })
  }

  function assertValidAnswers(grade: number, answers: Record<string, string>, form?: Bank) {
    const problems = validateAnswers(grade as Grade, answers, form ?? gradeItems(grade as Grade))
    if (problems.length > 0) {
      throw new AppError('VALIDATION', problems[0]?.message ?? 'Some answers are not valid.', {
        issues: problems.map((p) => ({ field: `answers.${p.questionId}`, message: p.message })),
      })
    }
  }

  return {
    toAttempt,

    /** Starts the attempt of a grade, or resumes the open one (a second tab or device gets the same attempt). */
    /** `currentStream` is required by the route's schema for grades 11-12 and refused for the others. */
    /** `board` draws the knowledge questions from its chapters (null: items both boards teach). */
    async start(
      userId: string,
      grade: number,
      studentName: string,
      currentStream?: CurrentStream,
      board: Board | null = null,
    ): Promise<{ attempt: Attempt; created: boolean }> {
      await assertGradeAccess(db, userId, grade, now())
      return db.transaction(async (tx) => {
        const sitter = await lockSitter(tx, userId)
        const open = await findOpenAttempt(tx, userId, grade)
        if (open && closed(open, now())) {
          // The student comes back after the time ran out: their saved answers become the test.
          await finalise(tx, open, undefined, now())
        } else if (open) {
          return { attempt: toAttempt(open), created: false }
        }
        await assertNotCompleted(tx, userId, grade)
        // The counsellor has closed the class's window for its grade's test: an open attempt goes on (above), a new
        // one waits for the window (before anything is spent on it).
        if (sitter?.classGrade === grade && sitter.testWindowOpen === false) {
          throw new AppError('TEST_WINDOW_CLOSED', testWindowClosedMessage(grade, sitter.className ?? ''))
        }
        // Under the user's lock, so a basic plan's one assessment cannot be spent on two grades at once.
        await claimGradeAccess(tx, userId, grade, now(), purchaseCache)
        const at = now()
        const { row, created } = await openAttempt(tx, {
          userId,
          grade,
          studentName,
          currentStream: currentStream ?? null,
          board,
          questionIds: formFor(grade as Grade, { board, stream: currentStream ?? null }).map((item) => item.id),
          startedAt: new Date(at),
          // Extra time the counsellor gave stretches this attempt's deadline (WCAG 2.2.1 Timing Adjustable).
          deadlineAt: new Date(at + Math.round((limitSeconds * (sitter?.timeFactorPercent ?? 100)) / 100) * 1000),
        })
        return { attempt: toAttempt(row, at), created }
      })
    },

    /** The open attempt of a grade, finalising it first when its time has run out. */
    async current(userId: string, grade: number): Promise<Attempt | undefined> {
      const open = await findOpenAttempt(db, userId, grade)
      if (!open) return undefined
      if (!closed(open, now())) return toAttempt(open)
      return db.transaction(async (tx) => {
        await lockUser(tx, userId)
        const row = await ownAttempt(tx, userId, open.id, true)
        if (!row.submittedAt) await finalise(tx, row, undefined, now())
        return toAttempt((await findAttempt(tx, open.id)) as AttemptRow)
      })
    },

    async save(userId: string, attemptId: string, body: SaveAttemptBody) {
      const timeUp = () =>
        new AppError('CONFLICT', 'Time is up for this test, so answers can no longer be changed. Your saved answers have been submitted.')
      let facts = attemptFacts.get(attemptId)
      if (!facts) {
        const row = await ownAttempt(db, userId, attemptId)
        if (row.submittedAt) throw timeUp()
        facts = rememberFacts(row)
      }
      if (facts.userId !== userId) throw notFound('That test attempt')
      assertValidAnswers(facts.grade, body.answers, facts.form)
      const at = now()
      if (closed(facts, at)) throw timeUp()
      // The UPDATE itself refuses a submitted attempt and an older revision.
      let revision = await saveAttemptAnswers(db, attemptId, { ...body, savedAt: new Date(at) })
      if (revision === undefined) {
        // No row updated: a newer revision is already stored (fine, keep it), or the attempt was submitted.
        const row = await ownAttempt(db, userId, attemptId)
        if (row.submittedAt) {
          attemptFacts.delete(attemptId)
          throw timeUp()
        }
        revision = row.revision
      }
      return { revision: Math.max(revision, body.revision), remainingSeconds: remaining(facts, at), savedAt: new Date(at).toISOString() }
    },

    /** POST /api/tests: exactly one test per attempt, however often and however concurrently it is called. */
    async submit(userId: string, body: SubmitTestBody): Promise<{ test: TestRow; created: boolean }> {
      assertValidAnswers(body.grade, body.answers)
      return db.transaction(async (tx) => {
        await lockUser(tx, userId)
        const at = now()
        const row = body.attemptId
          ? await ownAttempt(tx, userId, body.attemptId, true)
          : await findOpenAttempt(tx, userId, body.grade)
        if (!row) {
          // Without a started attempt: say first what stands in the way (payment, then a completed grade).
          await assertGradeAccess(tx, userId, body.grade, at)
          await assertNotCompleted(tx, userId, body.grade)
          // A test is always taken through an attempt the server started and timed (never the client's timeSpent).
          throw new AppError('CONFLICT', 'Please start the test before submitting it: there is no test in progress for this grade.')
        }
        if (row.grade !== body.grade) throw new AppError('BAD_REQUEST', 'That attempt belongs to another grade.')
        const existing = await findTestByAttempt(tx, row.id)
        if (existing) return { test: existing, created: false }
        // Submitted before, and its test since reset by an admin: the student starts a new attempt instead.
        if (row.submittedAt) {
          throw new AppError('CONFLICT', 'This test attempt was already submitted. To take the test again, please start it again.')
        }
        assertValidAnswers(row.grade, body.answers, attemptForm(row))
        return { test: await finalise(tx, row, body.answers, at), created: true }
      })
    },

    /** Turns attempts whose grace has ended into tests from their saved answers, so no browser is needed. */
    async finaliseOverdue(): Promise<number> {
      const ids = await listOverdueAttemptIds(db, new Date(now() - SAVE_GRACE_SECONDS * 1000))
      let count = 0
      for (const id of ids) {
        const done = await db.transaction(async (tx) => {
          // Several instances run this job: the first to claim an attempt finalises it, the others skip it at once
          // rather than queue for its locks (a transaction-scoped advisory lock, freed at commit).
          if (!(await tryClaimAttempt(tx, id))) return false
          const peek = await findAttempt(tx, id)
          if (!peek || peek.submittedAt) return false
          await lockUser(tx, peek.userId)
          const row = await findAttempt(tx, id, { forUpdate: true })
          if (!row || row.submittedAt) return false
          await finalise(tx, row, undefined, now())
          return true
        })
        if (done) count += 1
      }
      return count
    },
  }
}

export type TestTaking = ReturnType<typeof createTestTaking>

/**
 * A sitting as the engine assesses it: its time clamped to the longest limit (extra time included), and the stream
 * for grades 11-12. Only a time
 * the server measured (an attempt's clock) may flag answering as too fast; a client's figure may not. Used at
 * submission, and by the retest study to assess stored sittings again (services/retest.ts).
 */
export function assessSitting(t: {
  grade: number
  answers: Record<string, string>
  timeSpent: number
  attemptId: string | null
  currentStream: CurrentStream | null
  questionIds: readonly string[] | null
}): { result: ReturnType<typeof assess>; timeSpent: number } {
  const timeSpent = Math.max(0, Math.min(TEST_TIME_LIMIT_SECONDS * MAX_TIME_FACTOR, t.timeSpent))
  const bank = formOf(t.grade as Grade, t.questionIds)
  if (!bank) throw new Error(`a sitting of grade ${t.grade} names questions its bank does not hold`)
  const result = assess(
    {
      grade: t.grade as Grade,
      answers: t.answers,
      ...(t.attemptId ? { timeSpentSeconds: timeSpent } : {}),
      ...(t.currentStream ? { currentStream: t.currentStream } : {}),
    },
    { bank },
  )
  return { result, timeSpent }
}

/** The questions an attempt's student met: those drawn for it, or the legacy bank for an attempt from before. */
function attemptForm(row: Pick<AttemptRow, 'grade' | 'questionIds'>): Bank {
  const form = formOf(row.grade as Grade, row.questionIds)
  if (!form) throw new Error(`attempt of grade ${row.grade} names questions its bank does not hold`)
  return form
}
