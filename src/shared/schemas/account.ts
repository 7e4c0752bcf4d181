import { z } from 'zod'
import { userSchema } from './auth'
import { counsellingRequestSchema } from './counselling'
import { purchaseListSchema } from './payments'
import { answersSchema, testSchema } from './tests'

/** GET /api/account/export: everything kept about the signed-in user, as one JSON document (a download). */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  user: userSchema,
  /** Each test with its whole stored result, as computed at submission. */
  tests: z.array(testSchema.extend({ result: z.unknown() })),
  attempts: z.array(
    z.object({
      id: z.string(),
      grade: z.number().int(),
      studentName: z.string(),
      answers: answersSchema,
      startedAt: z.string(),
      submittedAt: z.string().nullable(),
    }),
  ),
  counsellingRequests: z.array(counsellingRequestSchema),
  purchases: purchaseListSchema,
  /** Share links in force: when each was made and until when (a link itself is a key, not data). */
  reportShareLinks: z.array(z.object({ testId: z.string(), createdAt: z.string(), expiresAt: z.string() })),
  /** Where the account is signed in: when each session began and was last used (a session id is a key too). */
  sessions: z.array(z.object({ createdAt: z.string(), lastSeenAt: z.string(), expiresAt: z.string(), current: z.boolean() })),
})
