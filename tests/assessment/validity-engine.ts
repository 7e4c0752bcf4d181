// The one place the validity study touches the engine: its documented entry point, `assess` (or an engine given in
// its place, such as the deliberately degraded one the floors are checked against). Keeping it to this adapter means
// the study measures the engine only through what a student is told.
import type { Grade } from '../../src/shared/schemas/items'
import { CAREERS } from '../../src/server/assessment/careers'
import type { Bank } from '../../src/server/assessment/question-bank'
import { assess, recommendFromProfile, type AssessmentInput, type RecommendationResult } from '../../src/server/assessment/recommend'
import { scoreWithBank } from '../../src/server/assessment/scoring'
import { getBank } from '../../src/server/assessment/question-bank'
import { RIASEC } from '../../src/shared/schemas/items'
import { clusterOf } from './study-clusters'
import { gaussian, hashSeed, mulberry32 } from './validity-model'

/** An engine as the study sees it: one sitting in, the result a student reads out. */
export type Engine = (input: AssessmentInput, bank: Bank) => RecommendationResult

/** The engine as it ships. Every career is listed, so the study can read the whole order. */
export const shippedEngine: Engine = (input, bank) => assess(input, { bank, count: CAREERS.length })

/**
 * A deliberately worse engine, for checking that the study's floors catch a worse advice: the student's interest
 * scores get Gaussian jitter (SD `sd` points of 0..100) before matching, seeded from the answers so it is the same for
 * the same answers. At sd 6 it drops top-5 career survival by several points.
 */
export function jitteredEngine(sd: number): Engine {
  return (input, bank) => {
    const profile = scoreWithBank(input.grade, bank, input.answers, input.timeSpentSeconds)
    const rng = mulberry32(hashSeed(JSON.stringify(input.answers)))
    const riasec = { ...profile.riasec }
    for (const t of RIASEC) if (riasec[t] !== null) riasec[t] = riasec[t]! + sd * gaussian(rng)
    return recommendFromProfile({ ...profile, riasec }, { count: CAREERS.length })
  }
}

export interface EngineView {
  /** Career ids, best first (every career). */
  ranked: string[]
  /** Cluster ids, best first, each once. */
  clusters: string[]
  /** The match percentage the result leads with (its first cluster's). */
  leadPercentage: number
  /** The family the result leads with. */
  bestFamily: string
  /** A second family the result names as tied with the best ("(tied with …)" in the summary), if any. */
  tiedFamily?: string
  /** The student is told the result is less certain (any response-quality or flat-profile flag). */
  flagged: boolean
  /** The codes of the response-quality flags (`quality.flags`), such as 'flat' or 'inconsistent'. */
  flags: string[]
  /** Grades 9-10: 'science' | 'commerce' | 'humanities'. */
  stream?: string
}

export function assessForValidity(grade: Grade, answers: Record<string, string>, timeSpentSeconds: number, options: { bank?: Bank; engine?: Engine } = {}): EngineView {
  const { bank = getBank(grade), engine = shippedEngine } = options
  const result = engine({ grade, answers, timeSpentSeconds }, bank)
  const label = result.stream?.stream
  const stream = label === undefined ? undefined : label.startsWith('Science') ? 'science' : label === 'Commerce' ? 'commerce' : 'humanities'
  const ranked = result.recommendations.map((r) => r.id)
  return {
    ranked,
    // The engine ranks clusters; a degraded or older engine that ranks careers only is read by its careers' order.
    clusters: result.clusters ? result.clusters.map((c) => c.id) : [...new Set(ranked.map(clusterOf))],
    leadPercentage: result.clusters?.[0]?.matchPercentage ?? result.recommendations[0]?.matchPercentage ?? 0,
    bestFamily: result.families[0]?.id ?? 'none',
    ...(result.families[1]?.tiedWithPrevious ? { tiedFamily: result.families[1].id } : {}),
    flagged: result.lowConfidence,
    flags: result.quality.flags.map((f) => f.code),
    ...(stream ? { stream } : {}),
  }
}
