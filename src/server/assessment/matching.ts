// How well a profile fits each career. Interests decide: the fit is the correlation of the student's six RIASEC
// scores with the career's O*NET profile. Aptitude and work style only adjust it within a small bounded margin,
// and never lift a career whose interests fit poorly. The match percentage is a fixed, calibrated map of that fit,
// so equal percentages mean equal fit for every student. docs/assessment.md gives the reasons and the evidence;
// docs/decisions/006-assessment-v2.md records the choice.
import { CAREERS } from './careers'
import { type Career } from '../../shared/schemas/careers'
import { APTITUDES, RIASEC, WORK_STYLES } from '../../shared/schemas/items'
import { pearson, type Profile } from './scoring'
import { hasInterestSignal } from '../../shared/schemas/results'

/** An aptitude score at or above this (0..100) is called a strength in the reasons a student reads. */
export const APTITUDE_STRENGTH = 60

/**
 * The most aptitude and work style may move a career's fit, in correlation units (the fit runs -1..1). Small on
 * purpose: three knowledge items per area are too few to reorder careers whose interests differ, and a career's
 * aptitude weights are editorial. Within a cluster of look-alike careers the adjustment still picks an order.
 */
export const ADJUSTMENT_MARGIN = { aptitude: 0.03, workStyle: 0.02 } as const
/** A career's interest fit must reach this before aptitude or work style may raise it. */
export const LIFT_FLOOR = 0.5

/**
 * The fixed map from fit to match percentage: percent = 100 × (intercept + a·fit + b·d + c·fit·d), clamped to
 * 0..100, where d is the profile's differentiation on 0..1. It is calibrated on simulated students whose true
 * interests are known (tests/assessment/calibrate.ts, seeds the validity test does not use): a career shown at P %
 * has, on average, a true interest correlation of about P / 100 with the student. A flat profile's correlations are
 * mostly noise, so the same measured fit means less there, which the d terms account for. Never rescaled per
 * student: a student whose answers fit nothing sees modest numbers.
 */
const MATCH_CALIBRATION = { intercept: -0.014, fit: 0.935, differentiation: 0.201, interaction: -0.175 } as const

/** Bands a student reads beside the percentage; a career below the lowest floor is not called a fit at all. */
export const BANDS = [
  { band: 'Strong fit', from: 75 },
  { band: 'Good fit', from: 55 },
  { band: 'Worth exploring', from: 0 },
] as const
export type Band = (typeof BANDS)[number]['band']

/** Two careers whose fits differ by less than this are shown as a tie, not as a confident order. */
export const TIE_MARGIN = 0.02

export interface MatchComponents {
  /** Pearson correlation (-1..1) of the student's six RIASEC scores with the career's six O*NET ratings. */
  interest: number | null
  /** -1..1: how far the career leans on the student's relatively stronger aptitude areas (overall level ignored). */
  aptitude: number | null
  /** -1..1: correlation of the student's work-style scores with the career's work-style weights. */
  workStyle: number | null
}

export interface CareerMatch {
  career: Career
  /** Interest fit plus the bounded adjustment, -1..1; the ranking key. */
  fit: number
  /** Integer 0..100 from the fixed calibration. */
  matchPercentage: number
  band: Band
  /** True when this career's fit is within TIE_MARGIN of the one ranked just above it. */
  tiedWithPrevious: boolean
  components: MatchComponents
}

/**
 * Interest fit: Pearson correlation of the student's RIASEC scores with the career's O*NET ratings (the profile
 * correlation of O*NET's Interest Profiler research). Shape, not level: rating everything high fits nothing better.
 * Null with fewer than three types or a perfectly flat profile.
 */
export function interestFit(profile: Profile, career: Career): number | null {
  // Interest scores that do not differ at all (or only by rounding) measure no fit: none, rather than a correlation
  // of noise. Every career then fits at 0 % and the result lists them A to Z (recommend.ts).
  if (!hasInterestSignal(profile.quality.differentiation)) return null
  const types = RIASEC.filter((t) => profile.riasec[t] !== null)
  return pearson(
    types.map((t) => profile.riasec[t]!),
    types.map((t) => career.interests[t]),
  )
}

/**
 * How strongly the student's deviations from their own mean are emphasised in `strongestInterestFit`: squared, sign
 * kept. The same profile correlation, with the clearest interests counting most and the types near the student's
 * own mean counting little.
 */
const HIGH_POINT_POWER = 2

/**
 * The fit of the student's strongest interests, -1..1: the correlation of the career's O*NET ratings with the
 * student's deviations from their own mean raised to HIGH_POINT_POWER (sign kept). It is the steadier reading on a
 * retake, because the strongest interests are the ones the forced choices name most reliably, while the order of
 * the middling types flips with small changes in the answers. It only orders careers whose fits are a tie
 * (`leadWithBestFamily` in recommend.ts); it never ranks on its own, because it ignores most of the profile. Null
 * as for `interestFit`.
 */
export function strongestInterestFit(profile: Profile, career: Career): number | null {
  const types = RIASEC.filter((t) => profile.riasec[t] !== null)
  if (types.length === 0) return null
  const mean = types.reduce((s, t) => s + profile.riasec[t]!, 0) / types.length
  return pearson(
    types.map((t) => {
      const d = profile.riasec[t]! - mean
      return Math.sign(d) * Math.abs(d) ** HIGH_POINT_POWER
    }),
    types.map((t) => career.interests[t]),
  )
}

/**
 * Aptitude lean, -1..1: the career's aptitude weights applied to the student's aptitude scores measured from the
 * student's own mean, so only which areas are relatively stronger counts, never the overall level. A career that
 * names no aptitude gets 0. Null when fewer than two areas were answered (nothing to compare).
 */
export function aptitudeFit(profile: Profile, career: Career): number | null {
  const known = APTITUDES.filter((a) => profile.aptitude[a] !== null)
  if (known.length < 2) return null
  const mean = known.reduce((s, a) => s + profile.aptitude[a]!, 0) / known.length
  let num = 0
  let den = 0
  for (const a of known) {
    const w = career.aptitudes[a] ?? 0
    num += w * ((profile.aptitude[a]! - mean) / 50)
    den += w
  }
  return den > 0 ? Math.max(-1, Math.min(1, num / den)) : 0
}

/** Work-style fit, -1..1: correlation of the student's work-style scores with the career's weights (unlisted = 0). */
export function workStyleFit(profile: Profile, career: Career): number | null {
  const traits = WORK_STYLES.filter((t) => profile.workStyle[t] !== null)
  return pearson(
    traits.map((t) => profile.workStyle[t]!),
    traits.map((t) => career.workStyles[t] ?? 0),
  )
}

/**
 * fit = interest + bounded adjustment. The adjustment is at most ADJUSTMENT_MARGIN in total, and it may only be
 * positive when the interest fit reaches LIFT_FLOOR: a high score never lifts a poorly fitting career. Without an
 * interest fit there is nothing to rank on and the fit is -1 (the career is never recommended on aptitude alone).
 */
export function blend(components: MatchComponents): number {
  if (components.interest === null) return -1
  let adjustment = 0
  if (components.aptitude !== null) adjustment += ADJUSTMENT_MARGIN.aptitude * components.aptitude
  if (components.workStyle !== null) adjustment += ADJUSTMENT_MARGIN.workStyle * components.workStyle
  if (components.interest < LIFT_FLOOR) adjustment = Math.min(0, adjustment)
  return Math.max(-1, Math.min(1, components.interest + adjustment))
}

/**
 * The calibrated, student-independent map (MATCH_CALIBRATION) from a fit and the profile's differentiation (points,
 * 0..100; null counts as 0) to an integer percentage.
 */
export function toMatchPercentage(fit: number, differentiation: number | null): number {
  if (!Number.isFinite(fit)) return 0
  const c = MATCH_CALIBRATION
  const d = Math.max(0, Math.min(100, differentiation ?? 0)) / 100
  const estimate = c.intercept + c.fit * fit + c.differentiation * d + c.interaction * fit * d
  return Math.max(0, Math.min(100, Math.round(100 * estimate)))
}

/**
 * The band of a percentage. With `lowConfidence` (the result has a response-quality flag: quality in scoring.ts)
 * a 'Strong fit' reads 'Good fit': the percentage is still shown, and the note says why no fit is strong
 * (quality.strongFitWithheld).
 */
export function bandOf(matchPercentage: number, lowConfidence = false): Band {
  const band = (BANDS.find((b) => matchPercentage >= b.from) ?? BANDS[BANDS.length - 1]!).band
  return lowConfidence && band === 'Strong fit' ? 'Good fit' : band
}

function matchCareer(profile: Profile, career: Career): Omit<CareerMatch, 'tiedWithPrevious'> {
  const components: MatchComponents = {
    interest: interestFit(profile, career),
    aptitude: aptitudeFit(profile, career),
    workStyle: workStyleFit(profile, career),
  }
  const fit = blend(components)
  const matchPercentage = toMatchPercentage(fit, profile.quality.differentiation)
  return { career, fit, matchPercentage, band: bandOf(matchPercentage, profile.quality.lowConfidence), components }
}

/** Every career, best first; equal fits are ordered by career id so the ranking never depends on input order. */
export function matchCareers(profile: Profile, careers: readonly Career[] = CAREERS): CareerMatch[] {
  const sorted = careers
    .map((career) => matchCareer(profile, career))
    .sort((a, b) => b.fit - a.fit || (a.career.id < b.career.id ? -1 : a.career.id > b.career.id ? 1 : 0))
  return sorted.map((m, i) => ({ ...m, tiedWithPrevious: i > 0 && sorted[i - 1]!.fit - m.fit < TIE_MARGIN }))
}
