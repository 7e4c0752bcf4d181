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

/** A grade in a path parameter: '8'..'12'. */
export const gradeParamSchema = z.object({
  grade: z.coerce
    .number({ error: 'Grade must be a number from 8 to 12' })
    .int('Grade must be a number from 8 to 12')
    .refine((g) => (GRADES as readonly number[]).includes(g), 'Grade must be a number from 8 to 12'),
})
