import { z } from 'zod'
import { boardSchema, checkCurrentStream, currentStreamSchema, gradeSchema, studentNameSchema } from './common'
import { answersSchema } from './tests'

export const startAttemptBodySchema = z
  .object({
    grade: gradeSchema,
    studentName: studentNameSchema,
    currentStream: currentStreamSchema.optional(),
    /** The board whose chapters the knowledge questions come from; absent: the board on the student's profile. */
    board: boardSchema.optional(),
  })
  .superRefine((body, ctx) => checkCurrentStream(body, ctx, true))
/** What POST /api/attempts takes: the route validates with the schema, the client's fetcher is typed by it. */
export type StartAttemptBody = z.infer<typeof startAttemptBodySchema>

export const attemptSchema = z.object({
  id: z.string(),
  grade: z.number().int(),
  studentName: z.string(),
  answers: answersSchema,
  position: z.number().int(),
  revision: z.number().int(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  /** Seconds left by the server's clock when this answer was made; the browser counts down from it. */
  remainingSeconds: z.number().int(),
  status: z.enum(['open', 'submitted']),
  testId: z.string().nullable(),
  /** Grades 11-12: the stream chosen before the test; null otherwise. */
  currentStream: currentStreamSchema.nullable().optional(),
  /** The board the questions were drawn for; null when the student named none (items both boards teach). */
  board: boardSchema.nullable().optional(),
  /**
   * Extra time a counsellor gave (WCAG 2.2.1 Timing Adjustable): this attempt's time is this many times the standard
   * limit, and its deadline already holds it. Absent for the standard time.
   */
  timeFactor: z.union([z.literal(1.25), z.literal(1.5), z.literal(2)]).optional(),
})
export type Attempt = z.infer<typeof attemptSchema>

export const saveAttemptBodySchema = z.object({
  answers: answersSchema,
  position: z.number().int().min(0, 'Position out of range').max(29, 'Position out of range'),
  revision: z.number().int().min(1).max(1_000_000),
})
export type SaveAttemptBody = z.infer<typeof saveAttemptBodySchema>

export const saveAttemptResponseSchema = z.object({
  revision: z.number().int(),
  remainingSeconds: z.number().int(),
  savedAt: z.string(),
})
