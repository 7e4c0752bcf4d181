import { z } from 'zod'
import { SEAT_STATES } from './schools'

/**
 * What a student may do with a grade's test now, as the API enforces it (src/server/services/access.ts):
 * - `start`: take it (payments are off, or something the student holds covers the grade);
 * - `pay`: it must be bought first (POST /api/attempts would answer 402);
 * - `retake`: completed, and an active premium plan lets the student take it again (a new test; the earlier one stays);
 * - `completed`: completed, and nothing the student holds allows another sitting (POST /api/attempts would answer 409).
 */
const GRADE_ACTIONS = ['start', 'pay', 'retake', 'completed'] as const
export type GradeAction = (typeof GRADE_ACTIONS)[number]

/**
 * What lets the student take the grade: tests are free, the grade bought on its own, a basic plan, a premium plan, or
 * a seat of the student's school (docs/decisions/050-seats.md).
 */
const ACCESS_SOURCES = ['free', 'grade', 'basic', 'premium', 'seat'] as const
export type AccessSource = (typeof ACCESS_SOURCES)[number]

export const gradeAccessSchema = z.object({
  // An answer's grade, 8..12, in a form the test page's zod-free check can read (lib/wire-check.ts).
  grade: z.number().int().min(8).max(12),
  action: z.enum(GRADE_ACTIONS),
  /** What covers the grade now; null when nothing does. */
  coveredBy: z.enum(ACCESS_SOURCES).nullable(),
  /** Starting this grade spends an unused basic plan's one assessment (the plan is then bound to this grade). */
  spendsBasicPlan: z.boolean(),
  /** The grade on the school's seat (SEAT_STATES), or null when seats do not apply (or something of the student's own covers it). */
  seat: z.enum(SEAT_STATES).nullable(),
  /** The newest completed test of this grade, or null. */
  lastTestId: z.string().nullable(),
  /** How many tests of this grade the student has completed (each is kept in the history). */
  completedCount: z.number().int().min(0),
})
export type GradeAccess = z.infer<typeof gradeAccessSchema>

/** GET /api/grade-access: every grade, 8 to 12 in order. */
export const gradeAccessListSchema = z.object({
  paymentsEnabled: z.boolean(),
  grades: z.array(gradeAccessSchema),
})
export type GradeAccessList = z.infer<typeof gradeAccessListSchema>
