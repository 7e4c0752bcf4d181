import { z } from 'zod'
import { GRADES } from '../constants'

/** Every non-2xx answer of the API (API.md, general rules). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export const messageSchema = z.object({ message: z.string() })
export type MessageBody = z.infer<typeof messageSchema>

const GRADE_MESSAGE = 'Grade must be a number from 8 to 12'

export const gradeSchema = z
  .number({ error: GRADE_MESSAGE })
  .int(GRADE_MESSAGE)
  .refine((g) => (GRADES as readonly number[]).includes(g), GRADE_MESSAGE)

/** A grade in a path parameter: '8'..'12'. */
export const gradeParamSchema = z.object({
  grade: z
    .string()
    .regex(/^\d{1,2}$/, GRADE_MESSAGE)
    .transform(Number)
    .pipe(gradeSchema),
})

export const studentNameSchema = z
  .string({ error: 'Please enter your name to start the test.' })
  .trim()
  .min(1, 'Please enter your name to start the test.')
  .max(80, 'Please keep the name under 80 characters.')
