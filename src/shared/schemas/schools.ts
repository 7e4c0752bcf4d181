// Schools, counsellors, classes and the students a counsellor adds from a class list (docs/decisions/026-schools.md).
import { z } from 'zod'
import { MIN_PASSWORD_LENGTH } from '../constants'
import { CLASS_BOARDS, JOIN_CODE_LENGTH, MAX_CLASS_LIST_ROWS, SCHOOL_CODE_LENGTH, TIME_FACTORS } from '../schools'
import { CONTROL_CHARS_MESSAGE, gradeSchema, noControlChars } from './common'

const oneLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noControlChars, CONTROL_CHARS_MESSAGE)

const newPassword = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(256, 'Password must be at most 256 characters long')

/** Codes are typed from paper: spaces and dashes are dropped and letters compared in capitals. */
const normalisedCode = (label: string, length: number) =>
  z
    .string({ error: `Please enter the ${label}` })
    .max(40, `The ${label} has ${length} letters and digits`)
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, `Please enter the ${label}`)
        .regex(new RegExp(`^[A-Z0-9]{${length}}$`), `The ${label} has ${length} letters and digits`),
    )

const schoolCodeSchema = normalisedCode('school code', SCHOOL_CODE_LENGTH)
export const joinCodeSchema = normalisedCode('class code', JOIN_CODE_LENGTH)

/** An id in a path: a malformed one is a mistake in the request (400), a well-formed one that is not yours is 404. */
export const idParamsSchema = z.object({ id: z.uuid({ error: 'This id is not valid.' }) })

// ---- Schools and counsellors (platform admin) ----

export const createSchoolBodySchema = z.object({ name: oneLine('School name', 120) })

const counsellorSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** Whether the counsellor has set a password through the invitation (and so can sign in). */
  joined: z.boolean(),
})

// ---- Seats (docs/decisions/050-seats.md) ----

/** The most seats one order or one grant adds. */
export const MAX_SEATS_AT_ONCE = 1000

/** A school's seats: bought, granted by a platform admin, used (one per student and grade) and left. */
export const schoolSeatsSchema = z.object({
  bought: z.number().int(),
  granted: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
})
export type SchoolSeats = z.infer<typeof schoolSeatsSchema>

/**
 * A grade on the school's seat, for a student with nothing of their own covering it: `available` (starting takes one
 * of the school's seats), `used` (the student took a seat for this grade already; starting again takes no other),
 * `all-used` (the class's grade, but the school has no seat left).
 */
export const SEAT_STATES = ['available', 'used', 'all-used'] as const
export type SeatState = (typeof SEAT_STATES)[number]

const SEATS_MESSAGE = `Seats must be a whole number from 1 to ${MAX_SEATS_AT_ONCE}`
const seatsField = z.number({ error: SEATS_MESSAGE }).int({ error: SEATS_MESSAGE }).min(1, SEATS_MESSAGE).max(MAX_SEATS_AT_ONCE, SEATS_MESSAGE)

export const buySeatsBodySchema = z.object({ seats: seatsField })
export type BuySeatsBody = z.input<typeof buySeatsBodySchema>

export const grantSeatsBodySchema = z.object({ seats: seatsField, note: oneLine('Note', 200) })
export type GrantSeatsBody = z.input<typeof grantSeatsBodySchema>
export const grantSeatsResponseSchema = z.object({ message: z.string(), seats: schoolSeatsSchema })

export const schoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  createdAt: z.string(),
  counsellors: z.array(counsellorSchema),
  classCount: z.number().int(),
  studentCount: z.number().int(),
  seats: schoolSeatsSchema,
})
export type School = z.infer<typeof schoolSchema>
export const schoolListSchema = z.array(schoolSchema)

export const inviteCounsellorBodySchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Please enter a valid email address')),
  firstName: oneLine('First name', 60),
  lastName: z
    .string()
    .trim()
    .max(60, 'Last name must be at most 60 characters')
    .refine(noControlChars, CONTROL_CHARS_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null)),
})
export type InviteCounsellorBody = z.input<typeof inviteCounsellorBodySchema>
export const inviteCounsellorResponseSchema = z.object({ message: z.string(), counsellor: counsellorSchema })

/** The invitation link's page: whether it can still be used, and for which school. */
export const invitationCheckBodySchema = z.object({ token: z.string({ error: 'This invitation link is not valid.' }).min(1).max(200) })
export const invitationStatusSchema = z.object({ usable: z.boolean(), schoolName: z.string().nullable() })
export const acceptInvitationBodySchema = invitationCheckBodySchema.extend({ newPassword })
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>

// ---- Classes (counsellor) ----

export const createClassBodySchema = z.object({
  name: oneLine('Class name', 40),
  grade: gradeSchema,
  board: z.enum(CLASS_BOARDS, { error: 'Choose the board: CBSE, ICSE or State board' }),
})
export type CreateClassBody = z.input<typeof createClassBodySchema>

export const classSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: z.number().int(),
  board: z.enum(CLASS_BOARDS),
  joinCode: z.string(),
  studentCount: z.number().int(),
  createdAt: z.string(),
  /** Whether the class's students may start the class grade's test now (the counsellor opens and closes it). */
  testWindowOpen: z.boolean(),
})
export type ClassSummary = z.infer<typeof classSummarySchema>

export const counsellorSchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  classes: z.array(classSummarySchema),
  seats: schoolSeatsSchema,
  /** The price of one seat in paise (SEAT_PRICE), and whether buying charges nothing (payments in mock mode). */
  seatPrice: z.number().int(),
  mockMode: z.boolean(),
})
export type CounsellorSchool = z.infer<typeof counsellorSchoolSchema>

/** Where a student is with the class's grade test. */
export const TEST_PROGRESS = ['not-started', 'in-progress', 'finished'] as const
export type TestProgress = (typeof TEST_PROGRESS)[number]

export const classStudentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  rollNumber: z.string().nullable(),
  /** How the student signs in: a user name with the school's code (a slip), or an e-mail address. */
  username: z.string().nullable(),
  email: z.string().nullable(),
  /** A slip account that has not chosen its own password yet (it has not signed in, or was given a new slip). */
  mustChangePassword: z.boolean(),
  progress: z.enum(TEST_PROGRESS),
  /** The finished test of the class's grade (the latest), for its results. */
  testId: z.string().nullable(),
  /** The family the finished test's result leads with. */
  bestFamily: z.string().nullable(),
  /** The student's time as a multiple of the standard (extra time the counsellor gave; 1 for none). */
  timeFactor: z.number(),
})
export type ClassStudent = z.infer<typeof classStudentSchema>

export const classDetailSchema = classSummarySchema.extend({
  students: z.array(classStudentSchema),
  /** Finished tests by the family their results lead with, most first. */
  families: z.array(z.object({ label: z.string(), count: z.number().int() })),
})
export type ClassDetail = z.infer<typeof classDetailSchema>

// ---- The exam period ----

/** PUT /api/school/classes/:id/test-window: open or close the class's test window. */
export const testWindowBodySchema = z.object({ open: z.boolean({ error: 'Say whether the test window is open (true) or closed (false).' }) })
export type TestWindowBody = z.input<typeof testWindowBodySchema>

const TIME_FACTOR_MESSAGE = 'Choose the time: 1 (standard), 1.25, 1.5 or 2 times the standard.'
const timeFactorSchema = z
  .number({ error: TIME_FACTOR_MESSAGE })
  .refine((f): f is (typeof TIME_FACTORS)[number] => (TIME_FACTORS as readonly number[]).includes(f), TIME_FACTOR_MESSAGE)

/** PUT /api/school/students/:id/extra-time: the student's time for the next attempt, as a multiple of the standard. */
export const extraTimeBodySchema = z.object({ timeFactor: timeFactorSchema })
export type ExtraTimeBody = z.input<typeof extraTimeBodySchema>
export const extraTimeResponseSchema = z.object({ message: z.string(), studentId: z.string(), timeFactor: z.number() })

/** GET /api/school/classes/:id/live: where each student of the class is with the class grade's test, now. */
const LIVE_STATES = ['not-started', 'on-question', 'finished'] as const
export type LiveState = (typeof LIVE_STATES)[number]

export const liveStudentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  rollNumber: z.string().nullable(),
  state: z.enum(LIVE_STATES),
  /** On the test: the question the student is on (1-based) and how many the test has; null otherwise. */
  question: z.number().int().nullable(),
  questionCount: z.number().int().nullable(),
  /** On the test: how many questions are answered. */
  answered: z.number().int().nullable(),
  /** On the test: when the last answer reached the server. */
  lastSavedAt: z.string().nullable(),
  /** On the test, and the last save is older than GONE_QUIET_SECONDS by the server's clock. */
  quiet: z.boolean(),
})
export type LiveStudent = z.infer<typeof liveStudentSchema>

export const classLiveSchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: z.number().int(),
  testWindowOpen: z.boolean(),
  /** When the server read this (the answer may be a few seconds old: LIVE_PROGRESS_CACHE_SECONDS). */
  asOf: z.string(),
  quietAfterSeconds: z.number().int(),
  students: z.array(liveStudentSchema),
})
export type ClassLive = z.infer<typeof classLiveSchema>

// ---- Class lists and sign-in slips ----

/** POST …/students/import: the class list as CSV text, one student a line: name, roll number. */
export const importClassListBodySchema = z.object({
  csv: z
    .string({ error: 'Choose a class list (a CSV file) to upload.' })
    .max(80_000, `The class list is too long. Upload at most ${MAX_CLASS_LIST_ROWS} students at a time.`),
})

/** What a student needs to sign in the first time, printed on a slip. The password is shown once, here. */
export const signInSlipSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  rollNumber: z.string().nullable(),
  className: z.string(),
  schoolName: z.string(),
  schoolCode: z.string(),
  username: z.string(),
  password: z.string(),
})
export type SignInSlip = z.infer<typeof signInSlipSchema>

export const importClassListResponseSchema = z.object({ created: z.number().int(), slips: z.array(signInSlipSchema) })
export type ImportClassListResponse = z.infer<typeof importClassListResponseSchema>
export const resetStudentPasswordResponseSchema = z.object({ message: z.string(), slip: signInSlipSchema })

// ---- Students ----

/** A student joins a class by its code (at sign-up, or from the profile). */
export const joinClassBodySchema = z.object({ joinCode: joinCodeSchema })
export type JoinClassBody = z.input<typeof joinClassBodySchema>

/** A student without an e-mail signs in with the school's code, the user name on the slip and the password. */
export const schoolLoginBodySchema = z.object({
  schoolCode: schoolCodeSchema,
  username: z
    .string({ error: 'Please enter your user name' })
    .trim()
    .min(1, 'Please enter your user name')
    .max(40, 'Please enter your user name as printed on your slip')
    .refine(noControlChars, CONTROL_CHARS_MESSAGE),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
})
export type SchoolLoginBody = z.input<typeof schoolLoginBodySchema>

/** The first sign-in with a one-time password: the student chooses their own. */
export const firstPasswordBodySchema = z.object({ newPassword })
