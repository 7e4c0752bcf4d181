import { z } from 'zod'

/** GET /api/reports/:id/share-url (SPEC.md "Share info"). */
export const shareLinksSchema = z.object({
  shareUrl: z.string(),
  whatsappUrl: z.string(),
  gmailUrl: z.string(),
})
export type ShareLinks = z.infer<typeof shareLinksSchema>

/**
 * GET /api/shared/:token: what a parent or counsellor with the link may read, and nothing else about the account:
 * the first name, the grade, the top careers with their reasons and the stream advice.
 */
export const sharedReportSchema = z.object({
  firstName: z.string(),
  grade: z.number().int(),
  careers: z.array(
    z.object({
      careerField: z.string(),
      matchPercentage: z.number().int(),
      description: z.string(),
      reasons: z.array(z.string()),
    }),
  ),
  stream: z
    .object({
      forGrade: z.number().int(),
      stream: z.string(),
      runnerUp: z.string().nullable(),
      summary: z.string().nullable(),
      reasons: z.array(z.string()),
    })
    .nullable(),
  /** The answers did not give a clear picture: the page says to read the matches with care. */
  lowConfidence: z.boolean(),
  /** The PDF through the same link (relative to the site). */
  downloadUrl: z.string(),
})
export type SharedReport = z.infer<typeof sharedReportSchema>
