import { z } from 'zod'
import { MIN_PASSWORD_LENGTH } from '../constants'
import { CLASS_BOARDS, USER_ROLES } from '../schools'
import { boardSchema, CONTROL_CHARS_MESSAGE, localeSchema, noControlChars } from './common'
import { joinCodeSchema } from './schools'

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  /** Null for a student a counsellor added from a class list: they sign in with the school's code and `username`. */
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  /** Present (true) while an ADMIN_EMAILS account waits for its owner to open the link mailed to the address. */
  adminConfirmationPending: z.literal(true).optional(),
  role: z.enum(USER_ROLES),
  /** A student without an e-mail: the user name printed on the sign-in slip. */
  username: z.string().optional(),
  /** A counsellor's school, or the school of the student's class. */
  school: z.object({ name: z.string(), code: z.string() }).optional(),
  /** The student's class, and whether its test window is open (closed: the class grade's test cannot be started). */
  schoolClass: z.object({ name: z.string(), grade: z.number().int(), board: z.enum(CLASS_BOARDS), testWindowOpen: z.boolean().optional() }).optional(),
  /** Present (true) after a sign-in with a one-time password: the account must choose its own password first. */
  mustChangePassword: z.literal(true).optional(),
  /** The school board the student named (or their class follows); absent until named. */
  board: boardSchema.optional(),
  /** Extra time a counsellor gave: the next attempt's limit is this many times the standard; absent for the standard time. */
  timeFactor: z.union([z.literal(1.25), z.literal(1.5), z.literal(2)]).optional(),
  /** The language the account chose for the interface; absent until chosen (the browser's choice applies). */
  locale: localeSchema.optional(),
})

/** PUT /api/account/board: the student names their board. */
export const setBoardBodySchema = z.object({ board: boardSchema })
export type SetBoardBody = z.infer<typeof setBoardBodySchema>

/** PUT /api/account/locale: the account's language for the interface. */
export const setLocaleBodySchema = z.object({ locale: localeSchema })
export type SetLocaleBody = z.infer<typeof setLocaleBodySchema>
export type User = z.infer<typeof userSchema>

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))

const password = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(256, 'Password must be at most 256 characters long')

export const registerBodySchema = z.object({
  email,
  password,
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(60, 'First name must be at most 60 characters')
    .refine(noControlChars, CONTROL_CHARS_MESSAGE),
  lastName: z
    .string()
    .trim()
    .max(60, 'Last name must be at most 60 characters')
    .refine(noControlChars, CONTROL_CHARS_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** A class's code from the school: the new account joins that class (docs/decisions/026-schools.md). */
  joinCode: z
    .string()
    .max(40)
    .nullish()
    .transform((v) => (v && v.trim() ? v : undefined))
    .pipe(joinCodeSchema.optional()),
  /**
   * The language the registration form was shown in: the account keeps it as its choice, so what the server says to
   * the student (results, history, the PDF report) is in the language they signed up in
   * (docs/decisions/057-account-language-from-the-registration-form.md). Absent: none chosen.
   */
  locale: localeSchema.optional(),
})
export type RegisterBody = z.input<typeof registerBodySchema>

export const loginBodySchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
})
export type LoginBody = z.infer<typeof loginBodySchema>

export const forgotPasswordBodySchema = z.object({
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(254)
    .refine(noControlChars, CONTROL_CHARS_MESSAGE),
})

export const resetPasswordBodySchema = z.object({
  token: z.string({ error: 'This password reset link is invalid or expired.' }).min(1).max(200),
  newPassword: password,
})

/** The link mailed to an ADMIN_EMAILS address: its owner sets the account's password to take it and become admin. */
export const confirmEmailBodySchema = z.object({
  token: z.string({ error: 'This confirmation link is invalid or expired.' }).min(1).max(200),
  newPassword: password,
})


export const changePasswordBodySchema = z.object({
  currentPassword: z.string({ error: 'Please fill in all password fields' }).min(1, 'Please fill in all password fields').max(256),
  newPassword: z
    .string({ error: 'Please fill in all password fields' })
    .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
    .max(256, 'New password must be at most 256 characters long'),
})

export const deleteAccountBodySchema = z.object({
  password: z.string({ error: 'Please enter your password to confirm.' }).min(1, 'Please enter your password to confirm.').max(256),
})

/** POST /api/reset-links/check: whether an e-mailed reset link can still be used, asked when its page opens. */
/** Whether a mailed link (a reset or a confirmation) can still be used; the token travels in the body. */
export const linkCheckBodySchema = resetPasswordBodySchema.pick({ token: true })
export const linkStatusSchema = z.object({ usable: z.boolean() })
export type LinkStatus = z.infer<typeof linkStatusSchema>
