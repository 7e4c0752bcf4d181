import { z } from 'zod'
import { userSchema } from './auth'
import { testSchema } from './tests'

export const adminUserListSchema = z.array(userSchema)
export const adminTestListSchema = z.array(testSchema)

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
