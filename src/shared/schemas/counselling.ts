import { z } from 'zod'
import { CONTROL_CHARS_MESSAGE, noControlChars, noControlCharsButLines } from './common'

export const PREFERRED_TIMES = ['Weekday morning', 'Weekday evening', 'Weekend'] as const

/** 'Schedule Career Counseling': a short request a counsellor (an admin) follows up. Minimal data: students are minors. */
export const counsellingRequestBodySchema = z.object({
  testId: z.string({ error: 'Please choose the test to discuss.' }).max(100),
  contactName: z
    .string({ error: 'Please enter the name of the person we should talk to.' })
    .trim()
    .min(1, 'Please enter the name of the person we should talk to.')
    .max(80, 'Please keep the name under 80 characters.')
    .refine(noControlChars, CONTROL_CHARS_MESSAGE),
  phone: z
    .string({ error: 'Please enter a 10-digit mobile number.' })
    .trim()
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Please enter a 10-digit mobile number.')),
  preferredTime: z.enum(PREFERRED_TIMES, { error: 'Please choose when we should call.' }),
  message: z
    .string()
    .trim()
    .max(500, 'Please keep the message under 500 characters.')
    .refine(noControlCharsButLines, CONTROL_CHARS_MESSAGE)
    .optional()
    .default(''),
})
export type CounsellingRequestBody = z.input<typeof counsellingRequestBodySchema>

export const counsellingRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  testId: z.string().nullable(),
  contactName: z.string(),
  phone: z.string(),
  preferredTime: z.string(),
  message: z.string(),
  createdAt: z.string(),
})
export type CounsellingRequest = z.infer<typeof counsellingRequestSchema>

/** GET /api/admin/counselling-requests: the 500 most recent requests, newest first. */
export const counsellingRequestListSchema = z.array(counsellingRequestSchema)

export const counsellingCreatedSchema = z.object({ id: z.string(), message: z.string() })
