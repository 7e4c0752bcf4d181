// The cohort report a counsellor reads for one class or the whole school: who has not started the class grade's
// test, who is on the way, who has finished; the spread of best career families and (grades 9-10) of suggested
// streams, to plan sections and stream meetings; and the students whose result asks to be read with care.
import { z } from 'zod'
import { CLASS_BOARDS } from '../schools'
import { TEST_PROGRESS } from './schools'

/** How many students are where with their class grade's test. */
export const progressCountsSchema = z.object({
  notStarted: z.number().int(),
  inProgress: z.number().int(),
  finished: z.number().int(),
})
export type ProgressCounts = z.infer<typeof progressCountsSchema>

/** Finished tests counted by a label (a career family, a stream), most first, then A to Z. */
export const spreadSchema = z.array(z.object({ label: z.string(), count: z.number().int() }))
export type Spread = z.infer<typeof spreadSchema>

export const cohortStudentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  rollNumber: z.string().nullable(),
  classId: z.string(),
  className: z.string(),
  grade: z.number().int(),
  progress: z.enum(TEST_PROGRESS),
  /** The latest finished test of the class's grade, for its results. */
  testId: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The family that test's result leads with, its band, and a family tied with it. */
  bestFamily: z.object({ label: z.string(), band: z.string(), tiedWith: z.string().optional() }).nullable(),
  /** Grades 9-10: the stream the result suggests for the next grade. */
  suggestedStream: z.string().nullable(),
  /** The result's "read with care" notes (response quality); empty when it has none. */
  qualityNotes: z.array(z.string()),
})
export type CohortStudent = z.infer<typeof cohortStudentSchema>

/** GET /api/school/classes/:id/report */
export const classReportSchema = z.object({
  generatedAt: z.string(),
  schoolName: z.string(),
  schoolClass: z.object({ id: z.string(), name: z.string(), grade: z.number().int(), board: z.enum(CLASS_BOARDS) }),
  progress: progressCountsSchema,
  families: spreadSchema,
  /** Grades 9-10 only (null for other grades). */
  streams: spreadSchema.nullable(),
  students: z.array(cohortStudentSchema),
})
export type ClassReport = z.infer<typeof classReportSchema>

/** GET /api/school/report: the school's classes, its grades' spreads and every student to follow up. */
export const schoolReportSchema = z.object({
  generatedAt: z.string(),
  schoolName: z.string(),
  progress: progressCountsSchema,
  classes: z.array(
    z.object({ id: z.string(), name: z.string(), grade: z.number().int(), board: z.enum(CLASS_BOARDS), studentCount: z.number().int(), progress: progressCountsSchema }),
  ),
  /** One entry per grade that has a class: its finished tests' families and (grades 9-10) streams. */
  grades: z.array(z.object({ grade: z.number().int(), studentCount: z.number().int(), progress: progressCountsSchema, families: spreadSchema, streams: spreadSchema.nullable() })),
  /** Students whose latest result carries a "read with care" note, class by class. */
  followUp: z.array(cohortStudentSchema),
})
export type SchoolReport = z.infer<typeof schoolReportSchema>

/**
 * What a retake may keep: the #1 career family, the career the result leads with, and the suggested stream (grades
 * 9 and 10 only).
 */
export const RETEST_MEASURES = ['family', 'career', 'stream'] as const

/** How many pairs of sittings kept one thing (`measure`), out of the pairs it can be counted on (`of`). */
export const retestHeldSchema = z.object({
  measure: z.enum(RETEST_MEASURES),
  /** Every pair; for the stream, the pairs whose two sittings both suggested one. */
  of: z.number().int(),
  same: z.number().int(),
  /** Wilson's 95 % interval of the share `same / of`, in percent; null when `of` is 0. */
  low: z.number().nullable(),
  high: z.number().nullable(),
})
export type RetestHeld = z.infer<typeof retestHeldSchema>

/**
 * GET /api/school/retest-report: the school's own students who took a grade twice (their first sitting and their first
 * later one at least `minDays` after it), both sittings assessed with today's engine, and how often the result held.
 * Figures and codes only: the screen says them in the counsellor's language.
 */
export const schoolRetestReportSchema = z.object({
  minDays: z.number().int(),
  /** Students who took a grade twice (one pair of sittings each per grade). */
  pairs: z.number().int(),
  /** True when only the most recent MAX_RETEST_PAIRS pairs were read. */
  truncated: z.boolean(),
  medianDaysApart: z.number().nullable(),
  /** In the order of RETEST_MEASURES. */
  held: z.array(retestHeldSchema),
  /** The same over the pairs with no "read with care" note at either sitting. */
  careful: z.object({ pairs: z.number().int(), held: z.array(retestHeldSchema) }),
})
export type SchoolRetestReport = z.infer<typeof schoolRetestReportSchema>
