import { z } from 'zod'
import { matchBandSchema } from './results'

/** GET /api/reports/:id/share-url (docs/product.md, "Share with Parents"). */
export const shareLinksSchema = z.object({
  shareUrl: z.string(),
  /** When the link stops working (ISO-8601). */
  expiresAt: z.string(),
  whatsappUrl: z.string(),
  gmailUrl: z.string(),
})
export type ShareLinks = z.infer<typeof shareLinksSchema>

const sharedFamilySchema = z.object({ label: z.string(), band: matchBandSchema, matchPercentage: z.number().int() })

/**
 * GET /api/shared/:token: what a parent or counsellor with the link may read, and nothing else about the account:
 * the first name, the grade, the best career family, the top kinds of work with their careers (results stored before
 * clusters: the top careers) with their bands and reasons, the stream advice (grades 9-10) or the stream studied
 * (grades 11-12), and the response-quality note. The summary of the results screen, from the same adapter as the
 * PDF, said about the student rather than to them. Results stored before assessment v2 have no family, bands or notes.
 */
export const sharedReportSchema = z.object({
  firstName: z.string(),
  grade: z.number().int(),
  /** The family the result leads with, and a second family within the tie margin. */
  bestFamily: sharedFamilySchema
    .extend({
      tiedWith: sharedFamilySchema.nullable(),
      /** Grades 11-12: how many of the family's careers the stream opens, when it closes some (absent otherwise). */
      streamOpens: z.object({ open: z.number().int(), of: z.number().int() }).optional(),
    })
    .nullable(),
  /**
   * The first career is the best family's top career, which leads even where a later one (of another family) has a
   * higher match: the page shows it apart under the family's name. Absent (false) before v2.
   */
  ledByFamily: z.boolean().optional(),
  /** False when the answers did not show any difference between interests: the careers are A to Z, not by fit. */
  ranked: z.boolean().optional(),
  careers: z.array(
    z.object({
      careerField: z.string(),
      matchPercentage: z.number().int(),
      band: matchBandSchema.nullable(),
      /** About as good a fit as the career above: shown as a tie, not a confident order. */
      tiedWithPrevious: z.boolean(),
      /** Why a tie shows two percentages (results.ts tieReason); absent when it shows one. */
      tieReason: z.string().optional(),
      description: z.string(),
      reasons: z.array(z.string()),
    }),
  ),
  /**
   * The top kinds of work the result ranks (clusters of look-alike careers), each with its careers inside; the page
   * leads with them. Absent for results stored before clusters, which show `careers`.
   */
  clusters: z
    .array(
      z.object({
        name: z.string(),
        description: z.string(),
        matchPercentage: z.number().int(),
        band: matchBandSchema,
        tiedWithPrevious: z.boolean(),
        tieReason: z.string().optional(),
        /** The family's label. */
        family: z.string().optional(),
        careers: z.array(
          z.object({
            careerField: z.string(),
            matchPercentage: z.number().int(),
            band: matchBandSchema.nullable(),
            tiedWithPrevious: z.boolean(),
            tieReason: z.string().optional(),
          }),
        ),
        /** Why its first career suits the student, said about them. */
        reasons: z.array(z.string()),
      }),
    )
    .optional(),
  /** With clusters: the best family's label when its kind of work leads although one of another family has a higher match. */
  clusterLeadFamily: z.string().nullable().optional(),
  /** Grades 11-12: the stream and subjects the student studies (its label). */
  currentStream: z.string().nullable(),
  stream: z
    .object({
      forGrade: z.number().int(),
      stream: z.string(),
      runnerUp: z.string().nullable(),
      summary: z.string().nullable(),
      reasons: z.array(z.string()),
    })
    .nullable(),
  /** The answers did not give a clear picture: the page says to read the matches with care, and why (`qualityNotes`). */
  lowConfidence: z.boolean(),
  qualityNotes: z.array(z.string()),
  /** The PDF through the same link (relative to the site). */
  downloadUrl: z.string(),
})
export type SharedReport = z.infer<typeof sharedReportSchema>
