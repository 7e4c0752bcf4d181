import { z } from 'zod'
import { GRADES } from '../constants'
import { USER_ROLES } from '../schools'
import { userSchema } from './auth'
import { SECTIONS } from './items'
import { testResultsSchema } from './results'
import { testSchema } from './tests'

/** How many rows a page of the admin's users or tests holds unless the request asks for fewer. */
export const ADMIN_LIST_PAGE_SIZE = 50

/** The roles the users list narrows by: an account's role, or being an admin. */
export const ADMIN_USER_ROLES = [...USER_ROLES, 'admin'] as const
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number]

const pageLimit = (what: string) =>
  z.coerce
    .number({ error: `limit must be a whole number from 1 to 100` })
    .int({ error: 'limit must be a whole number from 1 to 100' })
    .min(1, { error: 'limit must be a whole number from 1 to 100' })
    .max(100, { error: 'limit must be a whole number from 1 to 100' })
    .default(ADMIN_LIST_PAGE_SIZE)
    .describe(`How many ${what} a page holds`)

/** Whether YYYY-MM-DD names a day on the calendar (2026-02-30 does not); false for any other text. */
function onTheCalendar(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`)
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value
}

/** A day, as YYYY-MM-DD, that is on the calendar. */
const day = (name: 'from' | 'to') =>
  z.iso
    .date({ error: `${name} must be a date such as 2026-11-01` })
    .refine(onTheCalendar, { error: `${name} must be a date such as 2026-11-01` })

/** Free text to search for; control characters are refused (PostgreSQL cannot hold some of them in text). */
const search = z
  .string()
  .trim()
  .max(100, { error: 'q must be at most 100 characters' })
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'q must be plain text' })

const listFilters = {
  schoolId: z.uuid({ error: 'schoolId must be a school id' }).optional(),
  classId: z.uuid({ error: 'classId must be a class id' }).optional(),
  grade: z.coerce
    .number({ error: 'grade must be one of 8, 9, 10, 11 or 12' })
    .refine((g) => (GRADES as readonly number[]).includes(g), { error: 'grade must be one of 8, 9, 10, 11 or 12' })
    .optional(),
  from: day('from').optional(),
  to: day('to').optional(),
}

const fromNotAfterTo = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to
const fromAfterTo = { error: 'from must not be after to', path: ['from'] }

/**
 * GET /api/admin/users: newest account first, a page at a time (keyset paging on when the account was made, as the
 * audit log's). `q` searches the name, e-mail, user name and roll number, any letter case, anywhere in them; `grade` is
 * the grade of the student's class; `from` and `to` are days (India time, both included) the account was made on.
 */
export const adminUsersQuerySchema = z
  .object({
    q: search.optional(),
    role: z.enum(ADMIN_USER_ROLES, { error: 'role must be student, counsellor or admin' }).optional(),
    ...listFilters,
    before: z.uuid({ error: 'before must be the id of a user from the page before' }).optional(),
    limit: pageLimit('users'),
  })
  .refine(fromNotAfterTo, fromAfterTo)
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>

/**
 * GET /api/admin/tests: newest test first, a page at a time. `q` searches the student's name (any letter case, anywhere
 * in it) and the test's id by its first characters (4 or more, as the lists show them); `schoolId`, `classId` are the
 * student's; `from` and `to` are days (India time, both included) the test was completed on.
 */
export const adminTestsQuerySchema = z
  .object({
    q: search.optional(),
    ...listFilters,
    before: z.uuid({ error: 'before must be the id of a test from the page before' }).optional(),
    limit: pageLimit('tests'),
  })
  .refine(fromNotAfterTo, fromAfterTo)
export type AdminTestsQuery = z.input<typeof adminTestsQuerySchema>

/** An account in the admin's list: the user as the API shows it, with the roll number of a class-list student. */
export const adminUserSchema = userSchema.extend({ rollNumber: z.string().optional() })
export type AdminUser = z.infer<typeof adminUserSchema>

export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  /** The `before` of the next page; null on the last page. */
  next: z.string().nullable(),
  /** How many accounts match the search and the filters, on every page. */
  total: z.number().int(),
})
export type AdminUserPage = z.infer<typeof adminUserPageSchema>

export const adminTestPageSchema = z.object({
  tests: z.array(testSchema),
  /** The `before` of the next page; null on the last page. */
  next: z.string().nullable(),
  /** How many tests match the search and the filters, on every page. */
  total: z.number().int(),
})
export type AdminTestPage = z.infer<typeof adminTestPageSchema>

/** One question of a sitting as the admin reads it: what was asked, what the student chose, and for a knowledge item the key. */
export const adminTestAnswerSchema = z.object({
  /** 1 for the first question the student met. */
  position: z.number().int(),
  questionId: z.string(),
  section: z.enum(SECTIONS).nullable(),
  /** Null when the question is no longer in the bank. */
  questionText: z.string().nullable(),
  /** The option the student chose (a rating's label, such as 'Quite a bit'); null when unanswered. */
  answer: z.string().nullable(),
  /** Knowledge items: the correct option, and whether the student chose it. */
  key: z.string().optional(),
  correct: z.boolean().optional(),
})
export type AdminTestAnswer = z.infer<typeof adminTestAnswerSchema>

/** GET /api/admin/tests/:id: a sitting's answers per question in the order asked, and its results as the student saw them. */
export const adminTestDetailSchema = z.object({
  test: testSchema,
  /** The student's account, if it still exists. */
  student: z
    .object({ id: z.string(), name: z.string(), email: z.string().nullable(), username: z.string().nullable(), rollNumber: z.string().nullable(), schoolName: z.string().nullable(), className: z.string().nullable() })
    .nullable(),
  answers: z.array(adminTestAnswerSchema),
  /** The profile and results, as the results screen shows them; null for a test stored without results. */
  results: testResultsSchema.nullable(),
})
export type AdminTestDetail = z.infer<typeof adminTestDetailSchema>

/**
 * One audit entry: who (an admin's or a counsellor's id, or the command line, ADMIN_EMAILS or the payment gateway)
 * did what to whom, and when; `details` holds what changed, before and after.
 */
/** Every action the audit log records (the services that call insertAudit write only these). */
export const AUDIT_ACTIONS = [
  'admin.granted',
  'admin.revoked',
  'school.created',
  'counsellor.invited',
  'counsellor.joined',
  'class.created',
  'class.test-window-opened',
  'class.test-window-closed',
  'class-list.imported',
  'student.created',
  'student.password-reset',
  'student.extra-time',
  'student.data-exported',
  'student.deleted',
  'payment.refunded',
  'payment.partially-refunded',
  'payment.disputed',
  'seats.bought',
  'seats.granted',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** What an audit entry is about, with the names an admin reads (a deleted account or school leaves them null). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorKind: z.enum(['admin', 'cli', 'admin-emails', 'gateway', 'counsellor']),
  /** Who acted: their e-mail, or a class-list student's user name. */
  actorName: z.string().nullable(),
  /** The school the action concerned, if any. */
  schoolId: z.string().nullable(),
  schoolName: z.string().nullable(),
  action: z.string(),
  targetUserId: z.string().nullable(),
  /** On whom: the account's name and its e-mail or user name. */
  targetName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

/** How many entries a page of the Activity view holds unless the request asks for fewer. */
export const AUDIT_PAGE_SIZE = 50

/**
 * GET /api/admin/audit: newest first, a page at a time. `before` is the id of the last entry of the page before (keyset
 * paging: a page stays right however many entries are written meanwhile); `action` and `schoolId` narrow the list.
 */
export const auditQuerySchema = z.object({
  before: z.uuid({ error: 'before must be the id of an entry from the page before' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int({ error: 'limit must be a whole number from 1 to 100' })
    .min(1, { error: 'limit must be a whole number from 1 to 100' })
    .max(100, { error: 'limit must be a whole number from 1 to 100' })
    .default(AUDIT_PAGE_SIZE),
  action: z.enum(AUDIT_ACTIONS, { error: "action must be one of the log's actions, such as admin.granted" }).optional(),
  schoolId: z.uuid({ error: 'schoolId must be a school id' }).optional(),
})
export type AuditQuery = z.input<typeof auditQuerySchema>

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The `before` of the next (older) page; null on the last page. */
  next: z.string().nullable(),
})
export type AuditPage = z.infer<typeof auditPageSchema>

export const togglePaymentsBodySchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) })
export const togglePaymentsResponseSchema = z.object({ message: z.string(), paymentsEnabled: z.boolean() })

/** GET /api/admin/retest-report: only pairs of sittings at least this many days apart (0 to 365). */
export const retestQuerySchema = z.object({
  minDays: z.coerce
    .number({ error: 'minDays must be a whole number of days from 0 to 365' })
    .int({ error: 'minDays must be a whole number of days from 0 to 365' })
    .min(0, { error: 'minDays must be a whole number of days from 0 to 365' })
    .max(365, { error: 'minDays must be a whole number of days from 0 to 365' })
    .default(0),
})

/** Below this many pairs a retake goal is reported but not judged: a 95 % interval is then wider than ±18 points. */
export const MIN_RETEST_PAIRS = 30
/** At most this many pairs, the most recent, are assessed (two assessments each; `npm run bench -- retest`). */
export const MAX_RETEST_PAIRS = 2000

/** One retake goal of issue 10, measured on real students' retakes: a percentage with its 95 % interval. */
export const retestGoalSchema = z.object({
  what: z.string(),
  /** The goal, in percent. */
  goal: z.number(),
  /** Percent of pairs, or null with no pairs. */
  measured: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** Null while there are too few pairs to judge (MIN_RETEST_PAIRS). */
  met: z.boolean().nullable(),
})
export type RetestGoal = z.infer<typeof retestGoalSchema>

export const retestReportSchema = z.object({
  minDays: z.number().int(),
  /** Students who took a grade twice (the first sitting, and the first later one at least minDays after it). */
  pairs: z.number().int(),
  /** True when only the most recent MAX_RETEST_PAIRS pairs were read. */
  truncated: z.boolean(),
  medianDaysApart: z.number().nullable(),
  goals: z.array(retestGoalSchema),
  /**
   * The same goals over the pairs whose two sittings both came without a response-quality note ("Read these results
   * with care"): closer to the unchanged student who answers with care.
   */
  careful: z.object({ pairs: z.number().int(), goals: z.array(retestGoalSchema) }),
  note: z.string(),
})
export type RetestReport = z.infer<typeof retestReportSchema>
