// The exam period (docs/decisions/030-exam-period-and-live-progress.md): a counsellor opens and closes a class's test
// window and gives a student with a documented need extra time. Both act inside the counsellor's school (another
// school's class or student is not found, 404), and each change is audited in its transaction with its before and
// after. The start of a test reads both (services/test-taking.ts).
import type { SessionStore } from '../auth/sessions'
import { insertAudit } from '../db/audit-repository'
import type { Db } from '../db/client'
import { setClassTestWindow, setTimeFactorPercent } from '../db/exam-period-repository'
import { countClassStudents, findClassInSchool, findStudentInSchool } from '../db/schools-repository'
import { notFound } from '../errors'
import type { ClassSummary } from '../../shared/schemas/schools'
import { durationText, type TimeFactor } from '../../shared/schools'
import { TEST_TIME_LIMIT_SECONDS } from '../../shared/constants'
import type { Counsellor } from './schools'

export async function setTestWindow(db: Db, counsellor: Counsellor, classId: string, open: boolean): Promise<ClassSummary> {
  await db.transaction(async (tx) => {
    const before = await setClassTestWindow(tx, counsellor.schoolId, classId, open)
    if (!before) throw notFound('That class')
    await insertAudit(tx, {
      actorId: counsellor.id,
      actorKind: 'counsellor',
      schoolId: counsellor.schoolId,
      action: open ? 'class.test-window-opened' : 'class.test-window-closed',
      targetUserId: null,
      details: { classId: before.id, className: before.name, grade: before.grade, testWindowOpen: { before: before.testWindowOpen, after: open } },
    })
  })
  const row = await findClassInSchool(db, counsellor.schoolId, classId)
  if (!row) throw notFound('That class')
  return {
    id: row.id,
    name: row.name,
    grade: row.grade,
    board: row.board,
    joinCode: row.joinCode,
    studentCount: await countClassStudents(db, row.id),
    createdAt: row.createdAt.toISOString(),
    testWindowOpen: row.testWindowOpen,
  }
}

/**
 * The student's time for their next attempt, as a multiple of the standard (1 takes extra time away). An attempt
 * already open keeps its deadline. The student's cached session forgets the old figure, so their test page shows
 * the new time at once.
 */
export async function setExtraTime(deps: { db: Db; sessions: SessionStore }, counsellor: Counsellor, studentId: string, timeFactor: TimeFactor) {
  const percent = Math.round(timeFactor * 100)
  const student = await deps.db.transaction(async (tx) => {
    const found = await findStudentInSchool(tx, counsellor.schoolId, studentId)
    if (!found) throw notFound('That student')
    const before = (await setTimeFactorPercent(tx, found.id, percent)) ?? 100
    await insertAudit(tx, {
      actorId: counsellor.id,
      actorKind: 'counsellor',
      schoolId: counsellor.schoolId,
      action: 'student.extra-time',
      targetUserId: found.id,
      details: { classId: found.classId, timeFactor: { before: before / 100, after: timeFactor } },
    })
    return found
  })
  deps.sessions.forgetUser(student.id)
  const name = [student.firstName, student.lastName].filter(Boolean).join(' ')
  const minutes = durationText((TEST_TIME_LIMIT_SECONDS * percent) / 100)
  const message =
    timeFactor === 1
      ? `${name} has the standard time (${minutes}) from the next test on.`
      : `${name} has ${timeFactor} times the time (${minutes}) from the next test on.`
  return { message, studentId: student.id, timeFactor }
}
