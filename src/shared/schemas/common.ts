import { z } from 'zod'
import { BOARD_MESSAGE, BOARDS, CURRENT_STREAMS, GRADES, LOCALE_MESSAGE, LOCALES, studiesStream } from '../constants'

/** Every non-2xx answer of the API (docs/product.md, "The API"). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export const messageSchema = z.object({ message: z.string() })
export type MessageBody = z.infer<typeof messageSchema>

export const GRADE_MESSAGE = 'Grade must be a number from 8 to 12'

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

// C0 and C1 control characters (NUL among them) have no place in a name or a message: PostgreSQL cannot store NUL
// in text, and the others only hide or garble what a counsellor reads. Line breaks and tabs are allowed in messages.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
export const CONTROL_CHARS_MESSAGE = 'Control characters are not allowed here.'

/** For a one-line field: no control characters at all. */
export const noControlChars = (v: string) => !CONTROL_CHARS.test(v)
/** For a multi-line field: line breaks and tabs, but no other control characters. */
export const noControlCharsButLines = (v: string) => !CONTROL_CHARS_BUT_LINES.test(v)

export const studentNameSchema = z
  .string({ error: 'Please enter your name to start the test.' })
  .trim()
  .min(1, 'Please enter your name to start the test.')
  .max(80, 'Please keep the name under 80 characters.')
  .refine(noControlChars, CONTROL_CHARS_MESSAGE)

/** Grades 11-12: the stream and subjects studied now (CURRENT_STREAMS). */
export const currentStreamSchema = z.enum(CURRENT_STREAMS, { error: 'Choose your current stream and subjects from the list' })

/** The language of the interface an account chose: 'en' or 'hi'. */
export const localeSchema = z.enum(LOCALES, { error: LOCALE_MESSAGE })

/**
 * `?lang=`: the language the screen shows, which the app sends with what the server says about a result (its content,
 * the history, the report, the share texts); used only where the account has not chosen one.
 */
export const screenLanguageQuerySchema = z.object({ lang: localeSchema.optional() })

/** The school board a student names: 'cbse', 'icse' (ICSE and ISC) or 'state' (a state board following the NCERT books). */
export const boardSchema = z.enum(BOARDS, { error: BOARD_MESSAGE })

/**
 * Grades 11 and 12 must say their current stream, and only they may: a stream sent for grades 8-10 is a mistake in
 * the request, not something to ignore silently.
 */
export function checkCurrentStream(value: { grade: number; currentStream?: string | undefined }, ctx: z.RefinementCtx, required: boolean): void {
  const streamGrade = studiesStream(value.grade)
  if (streamGrade && required && value.currentStream === undefined) {
    ctx.addIssue({ code: 'custom', path: ['currentStream'], message: `Choose your current stream and subjects before the grade ${value.grade} test` })
  }
  if (!streamGrade && value.currentStream !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['currentStream'], message: 'Only grades 11 and 12 choose a current stream' })
  }
}
