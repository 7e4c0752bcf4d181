import { z } from 'zod'
import type { Locale } from '../constants'
import { withTimeTaken } from '../time-taken'
import { testSchema } from './tests'

// Fields added by assessment v2 (issue #10) are optional: results stored before it lack them and must still render.

export const MATCH_BANDS = ['Strong fit', 'Good fit', 'Worth exploring'] as const
export const matchBandSchema = z.enum(MATCH_BANDS)

export const recommendationSchema = z.object({
  id: z.string(),
  careerField: z.string(),
  description: z.string(),
  matchPercentage: z.number().int().min(0).max(100),
  recommendedStream: z.string().optional(),
  /** 'Strong fit', 'Good fit' or 'Worth exploring', from the calibrated percentage. */
  band: matchBandSchema.optional(),
  /** Career family id, e.g. 'engineering-technology'. */
  family: z.string().optional(),
  /** The cluster of look-alike careers it belongs to, e.g. 'core-engineering' (absent on results stored before clusters). */
  cluster: z.string().optional(),
  /** Within the tie margin of the career above it: show the two as equals. */
  tiedWithPrevious: z.boolean().optional(),
  /** Grades 11-12 with a known stream: false when the stream has closed the usual route, with the route that remains. */
  eligibility: z.object({ open: z.boolean(), note: z.string().optional() }).optional(),
  nextSteps: z.array(z.string()),
  reasons: z.array(z.string()),
  skills: z.array(z.string()),
  pathways: z.array(z.string()),
  exams: z.array(z.string()),
  /** Job outlook with its source, only where the catalogue has a sourced one. */
  outlook: z.object({ text: z.string(), source: z.string() }).optional(),
})
export type Recommendation = z.infer<typeof recommendationSchema>

export const streamRecommendationSchema = z.object({
  forGrade: z.number().int(),
  stream: z.string(),
  runnerUp: z.string(),
  scores: z.record(z.string(), z.number()),
  summary: z.string(),
  reasons: z.array(z.string()),
})
export type StreamRecommendation = z.infer<typeof streamRecommendationSchema>

export const familyMatchSchema = z.object({
  id: z.string(),
  label: z.string(),
  fit: z.number(),
  matchPercentage: z.number().int().min(0).max(100),
  band: matchBandSchema,
  careerIds: z.array(z.string()),
  tiedWithPrevious: z.boolean(),
  /**
   * Grades 11-12, when the student's stream closes some of the family's careers: how many of its catalogue careers
   * the stream opens (`careerIds`, the family's fit, rests on those alone). "Health and medicine" for a Commerce student
   * is public health alone, which the family's name does not say. Absent when every career is open, and on results
   * stored before it.
   */
  streamOpens: z.object({ open: z.number().int().min(1), of: z.number().int().min(1) }).optional(),
})
export type FamilyMatch = z.infer<typeof familyMatchSchema>

/**
 * A cluster of look-alike careers the result ranks ("which kind of work"), with its careers as specialisations. Its
 * percentage is its best career's; a run of clusters shown as tied shows one percentage, and the cluster's first
 * careers show the cluster's.
 */
export const clusterMatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  family: z.string(),
  fit: z.number(),
  matchPercentage: z.number().int().min(0).max(100),
  band: matchBandSchema,
  /** The cluster's careers in the result (ids of `recommendations`), in the student's order. */
  careerIds: z.array(z.string()),
  tiedWithPrevious: z.boolean(),
})
export type ClusterMatch = z.infer<typeof clusterMatchSchema>

/** What a family's `streamOpens` tells the student and their parents, in the PDF and on the parents' page. */
export function streamOpensNote({ open, of }: { open: number; of: number }): string {
  return `The current stream opens ${open} of this family's ${of} careers, and its match rests on ${open === 1 ? 'that one' : 'those'}.`
}

const qualityFlagSchema = z.object({
  code: z.enum(['few-answers', 'flat', 'acquiescent', 'straight-line', 'extreme-alternating', 'inconsistent', 'too-fast']),
  message: z.string(),
})
export type QualityFlag = z.infer<typeof qualityFlagSchema>

const traitScores = z.record(z.string(), z.number().nullable())

export const profileSchema = z.object({
  riasec: traitScores,
  workStyle: traitScores,
  aptitude: traitScores,
  answered: z.number().int(),
  total: z.number().int(),
  quality: z.object({
    differentiation: z.number().nullable(),
    consistency: z.number().nullable(),
    acquiescence: z.number().nullable(),
    keyInconsistency: z.number().nullable().optional(),
    /** Most-and-least pairs answered with the same option at both ends (absent on results stored before pairs). */
    pairContradictions: z.number().int().nullable().optional(),
    lowConfidence: z.boolean(),
    /** The result asks to be read with care, so no band is 'Strong fit' (absent on results stored before the rule). */
    strongFitWithheld: z.boolean().optional(),
    reasons: z.array(z.string()),
    flags: z.array(qualityFlagSchema).optional(),
  }),
})
export type ProfileSummary = z.infer<typeof profileSchema>

export const testResultsSchema = z.object({
  test: testSchema,
  recommendations: z.array(recommendationSchema),
  /** Career families, best first; the result leads with the first. Absent on results stored before v2. */
  families: z.array(familyMatchSchema).optional(),
  /**
   * The clusters the result ranks, the best family's best first; `recommendations` holds their careers cluster by
   * cluster. Absent on results stored before clusters, which list careers only.
   */
  clusters: z.array(clusterMatchSchema).optional(),
  stream: streamRecommendationSchema.nullable(),
  profile: profileSchema,
  lowConfidence: z.boolean(),
  notes: z.array(z.string()),
})
export type TestResults = z.infer<typeof testResultsSchema>

/**
 * The best career family when the result leads with its top career (assessment v2), else null. The engine puts that
 * career first even when a career of another family has a higher match of its own (the family is the steadier
 * finding); every view shows it apart, under the family's name, so a lower percentage above a higher one is explained.
 */
export function leadingFamily(results: Pick<TestResults, 'recommendations' | 'families'>): FamilyMatch | null {
  const best = results.families?.[0]
  const first = results.recommendations[0]
  return best && first?.family === best.id ? best : null
}

/**
 * Whether the interest scores differ at all (the profile's differentiation). When every type scored the same, or too
 * few were answered to compare, nothing can be said about fit: the engine lists the careers A to Z with no family,
 * closed route or interest-based stream picked out (recommend.ts, stream.ts), and every view says the list is not
 * in order of fit.
 */
export function hasInterestSignal(differentiation: number | null | undefined): boolean {
  return typeof differentiation === 'number' && differentiation > 0
}

/** The heading over the careers in place of 'top' careers when there is no order (hasInterestSignal). */
export const UNRANKED_HEADING = 'Careers to explore, A to Z'

/** Under a list of careers by fit: neighbours in the list swap on a retake about as often as not (docs/assessment.md §5). */
export const CLOSE_MATCHES_NOTE = 'Careers a few points apart fit about equally well.'

/**
 * Why two items shown as tied can show different percentages (careers of a result stored before one percentage per
 * tie, families, which tie over a wider margin): said beside every such tie, so it never reads as a contradiction.
 */
export const TIE_REASON = 'a gap this small often swaps on a retake'

/** The reason to give beside an item shown as tied with the one above it, or null when the two show one percentage. */
export function tieReason(shown: number, above: number | undefined): string | null {
  return above === undefined || above === shown ? null : TIE_REASON
}

/**
 * Closes the response-quality note when the engine withheld 'Strong fit' (quality.strongFitWithheld), in each
 * language: the one sentence the note adds to the engine's, so the screens and the server say it alike.
 */
export const STRONG_FIT_WITHHELD_NOTES: Readonly<Record<Locale, string>> = {
  en: 'So no fit is called strong this time.',
  hi: 'इसलिए इस बार किसी भी मेल को ‘बहुत उपयुक्त’ नहीं कहा गया है।',
}
export const STRONG_FIT_WITHHELD_NOTE = STRONG_FIT_WITHHELD_NOTES.en

/**
 * The response-quality note: the sentences that say why to read a result with care, or [] when there is nothing to
 * say. The flags' messages when the result has them (v2), then STRONG_FIT_WITHHELD_NOTE when the bands were capped
 * for it; older results carry the same sentences as reasons. One rule for the results screen, the history, the admin
 * view, the PDF and the parents' page. Given the test's time, a too-fast message says its minutes by the one rule
 * of the results card (time-taken.ts), whenever the result was stored. `locale` is the language the flags' messages
 * are in, and so the closing sentence's.
 */
export function qualityNotesOf(
  results: {
    test?: { timeSpent: number } | undefined
    lowConfidence: boolean
    profile: { quality: Pick<ProfileSummary['quality'], 'reasons' | 'flags' | 'strongFitWithheld'> }
  },
  locale: Locale = 'en',
): string[] {
  const timed = (text: string) => withTimeTaken(text, results.test?.timeSpent)
  const { flags = [], strongFitWithheld } = results.profile.quality
  if (flags.length > 0) return [...flags.map((f) => timed(f.message)), ...(strongFitWithheld ? [STRONG_FIT_WITHHELD_NOTES[locale]] : [])]
  if (!results.lowConfidence) return []
  const reasons = results.profile.quality.reasons
  return reasons.length > 0 ? reasons.map(timed) : ['Your answers did not give a clear picture this time.']
}

/**
 * The result's notes, less those that only repeat the response-quality note (every view shows that once, on its
 * own), with a too-fast message's minutes said by the same rule as the note's.
 */
export function otherNotesOf(results: Parameters<typeof qualityNotesOf>[0] & { notes: string[] }): string[] {
  const quality = qualityNotesOf(results)
  return results.notes
    .map((note) => withTimeTaken(note, results.test?.timeSpent))
    .filter((note) => !quality.some((sentence) => note.includes(sentence)))
}
