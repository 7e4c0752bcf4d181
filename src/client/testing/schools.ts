// The school side as the API answers it, for the screens' tests: Ravi, counsellor of DAV Public School, its class
// 9 A with two students (Priya, from a class list, who has not chosen her own password yet; Kabir, who signed up with
// an e-mail and has finished), and a student's line in a class or school report.
import type { CohortStudent, SchoolRetestReport } from '../../shared/schemas/cohort-report'
import type { ClassDetail, ClassLive, ClassSummary, CounsellorSchool } from '../../shared/schemas/schools'
import { aUser } from './render-app'

export const COUNSELLOR = aUser({ id: 'c1', firstName: 'Ravi', email: 'ravi@school.in', role: 'counsellor', school: { name: 'DAV Public School', code: 'HCDX7F' } })
export const CLASS_ID = '0b6f3f63-7a43-4b8e-9a0e-2f1a2b3c4d5e'

const CLASS_9A: ClassSummary = { id: CLASS_ID, name: '9 A', grade: 9, board: 'cbse', joinCode: 'TP7QKMH8', studentCount: 2, createdAt: '2026-03-01T00:00:00.000Z', testWindowOpen: true }

/** GET /api/school: the counsellor's school and its one class, 9 A, changed by `classOverrides`; 40 seats, 12 used. */
export const aCounsellorSchool = (classOverrides: Partial<ClassSummary> = {}, overrides: Partial<CounsellorSchool> = {}): CounsellorSchool => ({
  id: 's1',
  name: 'DAV Public School',
  code: 'HCDX7F',
  classes: [{ ...CLASS_9A, ...classOverrides }],
  seats: { bought: 30, granted: 10, used: 12, left: 28 },
  seatPrice: 4000,
  mockMode: true,
  ...overrides,
})

/** GET /api/school/classes/:id: class 9 A with Priya and Kabir. */
export const aClassDetail = (overrides: Partial<ClassDetail> = {}): ClassDetail => ({
  ...CLASS_9A,
  students: [
    { id: 'u1', firstName: 'Priya', lastName: 'Sharma', rollNumber: '1', username: 'priya1', email: null, mustChangePassword: true, progress: 'not-started', testId: null, bestFamily: null, timeFactor: 1 },
    { id: 'u2', firstName: 'Kabir', lastName: null, rollNumber: null, username: null, email: 'kabir@example.com', mustChangePassword: false, progress: 'finished', testId: 't2', bestFamily: 'Health and medicine', timeFactor: 1 },
  ],
  families: [{ label: 'Health and medicine', count: 1 }],
  ...overrides,
})

/** A student's line in a class or school report: Priya Sharma of 9 A, who has not started, unless told otherwise. */
export const aCohortStudent = (overrides: Partial<CohortStudent> = {}): CohortStudent => ({
  id: 'u1',
  firstName: 'Priya',
  lastName: 'Sharma',
  rollNumber: '1',
  classId: CLASS_ID,
  className: '9 A',
  grade: 9,
  progress: 'not-started',
  testId: null,
  completedAt: null,
  bestFamily: null,
  suggestedStream: null,
  qualityNotes: [],
  ...overrides,
})

const notOnTheTest = { question: null, questionCount: null, answered: null, lastSavedAt: null, quiet: false }
/** A class of 9 A during the test: one student of each state, one of them gone quiet. */
export const aLive = (overrides: Partial<ClassLive> = {}): ClassLive => ({
  id: CLASS_ID,
  name: '9 A',
  grade: 9,
  testWindowOpen: true,
  asOf: '2026-03-05T10:20:00.000Z',
  quietAfterSeconds: 180,
  students: [
    { id: 'u1', firstName: 'Asha', lastName: 'Verma', rollNumber: '1', state: 'not-started', ...notOnTheTest },
    { id: 'u2', firstName: 'Bela', lastName: 'Rao', rollNumber: '2', state: 'on-question', question: 12, questionCount: 30, answered: 11, lastSavedAt: '2026-03-05T10:19:40.000Z', quiet: false },
    { id: 'u3', firstName: 'Chetan', lastName: null, rollNumber: '3', state: 'on-question', question: 4, questionCount: 30, answered: 3, lastSavedAt: '2026-03-05T10:15:00.000Z', quiet: true },
    { id: 'u4', firstName: 'Dia', lastName: null, rollNumber: null, state: 'finished', ...notOnTheTest },
  ],
  ...overrides,
})

/** GET /api/school/retest-report: twelve students who took a grade twice; eight of grades 9-10, whose stream can be compared. */
export const RETEST: SchoolRetestReport = {
  minDays: 0,
  pairs: 12,
  truncated: false,
  medianDaysApart: 9.5,
  held: [
    { measure: 'family', of: 12, same: 9, low: 46.8, high: 91.1 },
    { measure: 'career', of: 12, same: 5, low: 19.3, high: 68.1 },
    { measure: 'stream', of: 8, same: 7, low: 52.9, high: 97.8 },
  ],
  careful: {
    pairs: 10,
    held: [
      { measure: 'family', of: 10, same: 8, low: 49, high: 94.3 },
      { measure: 'career', of: 10, same: 5, low: 23.7, high: 76.3 },
      { measure: 'stream', of: 7, same: 6, low: 48.7, high: 97.4 },
    ],
  },
}

/** GET /api/school/retest-report?minDays=…: no student took a grade twice that far apart. */
export const NO_RETEST = (minDays: number): SchoolRetestReport => ({
  minDays,
  pairs: 0,
  truncated: false,
  medianDaysApart: null,
  held: (['family', 'career', 'stream'] as const).map((measure) => ({ measure, of: 0, same: 0, low: null, high: null })),
  careful: { pairs: 0, held: [] },
})
