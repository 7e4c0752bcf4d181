// How well a profile fits each career: interest shape (O*NET-style profile correlation), aptitude and work style,
// blended and mapped to a match percentage whose meaning does not depend on the student. docs/assessment.md explains
// each choice and docs/decisions/003-scoring-model.md records why this model.
import { CAREERS, type Career } from './careers'
import { APTITUDES, RIASEC, WORK_STYLES } from './item-schema'
import { pearson, type Profile } from './scoring'

/** Share of each component in the blend when all three are known. A missing component drops out (never a 0). */
export const BLEND_WEIGHTS = { interest: 0.6, aptitude: 0.25, workStyle: 0.15 } as const

/** An aptitude score at or above this (0..100) is called a strength in the reasons a student reads. */
export const APTITUDE_STRENGTH = 60

/**
 * The fixed map from blend (0..1) to match percentage: linear between these anchors. It never depends on the
 * student at hand, so 80 % means the same for everyone. docs/assessment.md ("What a match percentage means") gives
 * the reasoning and the simulation figures behind each anchor:
 * - 0.5 → 25 %: interests unrelated to the career (r = 0) and middling aptitude and work-style fit;
 * - 0.7 → 50 %: the typical best match of someone answering at random, i.e. nothing stands out;
 * - 0.88 → 80 %: the typical match of a synthetic student with the career their answers were drawn from.
 */
export const MATCH_CALIBRATION: readonly (readonly [blend: number, percent: number])[] = [
  [0, 0],
  [0.5, 25],
  [0.7, 50],
  [0.88, 80],
  [1, 100],
]

export interface MatchComponents {
  /** Pearson correlation (-1..1) of the student's six RIASEC scores with the career's six O*NET ratings. */
  interest: number | null
  /** 0..1: the student's aptitude scores averaged with the career's aptitude weights. */
  aptitude: number | null
  /** 0..1: (1 + r) / 2 with r the correlation of the student's five work-style scores with the career's weights. */
  workStyle: number | null
}

export interface CareerMatch {
  career: Career
  /** The blend, 0..1, before calibration. */
  fit: number
  /** Integer 0..100 from the fixed calibration. */
  matchPercentage: number
  components: MatchComponents
}

/**
 * Interest fit: Pearson correlation of the student's RIASEC scores with the career's O*NET ratings (the profile
 * correlation of O*NET's Interest Profiler research), over the types the student has a score for. Shape, not level:
 * a student who rates everything high is not a better fit for everything. Null with fewer than three types or a
 * perfectly flat profile.
 */
export function interestFit(profile: Profile, career: Career): number | null {
  const types = RIASEC.filter((t) => profile.riasec[t] !== null)
  return pearson(
    types.map((t) => profile.riasec[t]!),
    types.map((t) => career.interests[t]),
  )
}

/**
 * Aptitude fit = Σ w_k · a_k / Σ w_k: the student's aptitude scores (0..1) averaged with the career's aptitude
 * weights, over the areas the student has a score for. A career that names no aptitude is compared with the plain
 * average of the student's scores. So the student's overall level moves every career by the same amount and never
 * ranks one career above another; only which areas are the student's stronger ones does. That keeps a weak score on
 * four items from steering anyone towards the careers that ask for no aptitude. Null when no knowledge item was
 * answered.
 */
export function aptitudeFit(profile: Profile, career: Career): number | null {
  const known = APTITUDES.filter((a) => profile.aptitude[a] !== null)
  if (known.length === 0) return null
  let num = 0
  let den = 0
  for (const a of known) {
    const w = career.aptitudes[a] ?? 0
    if (w <= 0) continue
    num += w * (profile.aptitude[a]! / 100)
    den += w
  }
  if (den > 0) return num / den
  return known.reduce((sum, a) => sum + profile.aptitude[a]! / 100, 0) / known.length
}

/**
 * Work-style fit = (1 + r) / 2, r the correlation of the student's five work-style scores with the career's weights
 * (a trait the career does not list counts 0). Shape again: what the student leans on most against what the career
 * leans on most. Null when the student has fewer than three work-style scores or either side is flat.
 */
export function workStyleFit(profile: Profile, career: Career): number | null {
  const traits = WORK_STYLES.filter((t) => profile.workStyle[t] !== null)
  const r = pearson(
    traits.map((t) => profile.workStyle[t]!),
    traits.map((t) => career.workStyles[t] ?? 0),
  )
  return r === null ? null : (1 + r) / 2
}

/**
 * blend = Σ wᵢ·xᵢ / Σ wᵢ over the components that are known, with x_interest = (1 + r) / 2 so that all three are
 * on 0..1. A missing component drops out and the others are reweighted; it is never counted as 0.
 */
export function blend(components: MatchComponents): number {
  let num = 0
  let den = 0
  if (components.interest !== null) {
    num += BLEND_WEIGHTS.interest * ((1 + components.interest) / 2)
    den += BLEND_WEIGHTS.interest
  }
  if (components.aptitude !== null) {
    num += BLEND_WEIGHTS.aptitude * components.aptitude
    den += BLEND_WEIGHTS.aptitude
  }
  if (components.workStyle !== null) {
    num += BLEND_WEIGHTS.workStyle * components.workStyle
    den += BLEND_WEIGHTS.workStyle
  }
  return den > 0 ? num / den : 0
}

/** The calibrated, student-independent map from blend to an integer percentage (MATCH_CALIBRATION). */
export function toMatchPercentage(fit: number): number {
  const anchors = MATCH_CALIBRATION
  const first = anchors[0]!
  if (!(fit > first[0])) return first[1]
  for (let i = 1; i < anchors.length; i++) {
    const [x1, y1] = anchors[i]!
    const [x0, y0] = anchors[i - 1]!
    if (fit <= x1) return Math.round(y0 + ((fit - x0) / (x1 - x0)) * (y1 - y0))
  }
  return anchors[anchors.length - 1]![1]
}

export function matchCareer(profile: Profile, career: Career): CareerMatch {
  const components: MatchComponents = {
    interest: interestFit(profile, career),
    aptitude: aptitudeFit(profile, career),
    workStyle: workStyleFit(profile, career),
  }
  const fit = blend(components)
  return { career, fit, matchPercentage: toMatchPercentage(fit), components }
}

/** Every career, best first; equal fits are ordered by career id so the ranking never depends on input order. */
export function matchCareers(profile: Profile, careers: readonly Career[] = CAREERS): CareerMatch[] {
  return careers
    .map((career) => matchCareer(profile, career))
    .sort((a, b) => b.fit - a.fit || (a.career.id < b.career.id ? -1 : a.career.id > b.career.id ? 1 : 0))
}
