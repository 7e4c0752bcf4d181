import { z } from 'zod'
import { boardSchema, checkCurrentStream, currentStreamSchema, gradeSchema, studentNameSchema } from './common'

/** Scores 0..100; analytical, creative and leadership are always present (the history shows them: docs/product.md, "History and profile"). */
const testScoreSchema = z
  .object({ analytical: z.number(), creative: z.number(), leadership: z.number() })
  .catchall(z.number())
export type TestScore = z.infer<typeof testScoreSchema>

export const answersSchema = z.record(z.string().max(40), z.string().max(200))
export type Answers = z.infer<typeof answersSchema>

export const testSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  studentName: z.string(),
  grade: z.number().int(),
  answers: answersSchema,
  timeSpent: z.number().int(),
  completedAt: z.string(),
  score: testScoreSchema,
  /** Grades 11-12: the stream the student studies; absent or null for other grades and for older tests. */
  currentStream: currentStreamSchema.nullable().optional(),
  /** The board the student named for the test; absent or null when none was named and for older tests. */
  board: boardSchema.nullable().optional(),
  /**
   * The family the result leads with, for history and admin lists, and the family named as tied with it (its label),
   * if any; absent for tests stored before families.
   */
  bestFamily: z.object({ label: z.string(), band: z.string(), tiedWith: z.string().optional() }).optional(),
  /** Why to read the result with care (the response-quality note), for history and admin lists; absent when none. */
  qualityNotes: z.array(z.string()).optional(),
})
export type Test = z.infer<typeof testSchema>

export const testHistorySchema = z.array(testSchema)

export const submitTestBodySchema = z.object({
  grade: gradeSchema,
  studentName: studentNameSchema,
  answers: answersSchema,
  /** Ignored: the server computes the scores. */
  score: z.record(z.string(), z.unknown()).optional(),
  timeSpent: z.number({ error: 'timeSpent must be a number of seconds' }).finite(),
  attemptId: z.uuid('attemptId is not a valid attempt id').optional(),
  /** Grades 11-12 without an attempt; with an attempt, the attempt's stream counts. */
  currentStream: currentStreamSchema.optional(),
}).superRefine((body, ctx) => checkCurrentStream(body, ctx, false))
export type SubmitTestBody = z.infer<typeof submitTestBodySchema>
