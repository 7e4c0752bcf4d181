// Career families: the result leads with the family that fits best, because a family is far steadier on a retake
// than any single career (look-alike careers such as mechanical and civil engineering trade places with small
// changes in the answers). docs/assessment.md ("Career families") gives the figures.
import { CAREER_FAMILIES, type CareerFamily } from '../../shared/schemas/careers'
import { bandOf, TIE_MARGIN, toMatchPercentage, type Band, type CareerMatch } from './matching'
import { clusterById } from './clusters'
import type { Quality } from './scoring'

/**
 * A family's fit is a rank-discounted mean of its careers' fits: the best counts 1, the next 1/2, then 1/4 and so
 * on (weights FAMILY_RANK_DECAY^k). One career alone is a noisy reading (validity study: same family on a retake
 * 65 % with the best alone); a plain mean of the top three (75 %) cuts off at a fixed number that suits a family of
 * four careers differently from one of twelve. The halving weights every career a little, leans on the best ones,
 * and needs no cut-off: same family 75.6 % (on the single draw of item effects the study used then; 74.97 % pooled
 * over its eight draws, docs/assessment.md §8), and the family the result leads with holds the student's truly
 * best-fitting career slightly more often (docs/assessment.md, section 6).
 */
export const FAMILY_RANK_DECAY = 0.5

/**
 * A family within this much fit of the one above it is named as tied with it. Measured on the validity study's
 * students taking the test twice (`node --import tsx tests/assessment/ties.ts`): with the best family less
 * than 0.06 ahead of the runner-up, another family leads at the retake 34-51 % of the time, so the order is no
 * confident finding; from 0.06 to 0.08 ahead, 22 %; beyond 0.15, 4 %. At 0.06 about 29 % of results name a tie, and
 * 7 % of students see another family on the retake with no tie named at either sitting (13 % at the careers' 0.02).
 * The order of the families, and so the lead, does not change.
 */
export const FAMILY_TIE_MARGIN = 0.06

export interface FamilyMatch {
  id: CareerFamily
  label: string
  /** Rank-discounted mean fit of the family's careers, best first with weights 1, 1/2, 1/4, … (FAMILY_RANK_DECAY), -1..1. */
  fit: number
  matchPercentage: number
  band: Band
  /** The family's careers in the student's ranking order (ids). */
  careerIds: string[]
  tiedWithPrevious: boolean
  /** Grades 11-12: how many of the family's catalogue careers the student's stream opens, when it closes some. */
  streamOpens?: { open: number; of: number }
}

/**
 * Families ranked by fit, each with its careers in the order of `matches` (best first, but the lead may have been
 * moved up within a tie). The family's fit reads its careers' fits sorted best first, so it does not depend on
 * how a tie was ordered.
 */
export function rankFamilies(
  matches: readonly CareerMatch[],
  quality: Pick<Quality, 'differentiation' | 'lowConfidence'>,
): FamilyMatch[] {
  const byFamily = new Map<CareerFamily, CareerMatch[]>()
  for (const m of matches) {
    const list = byFamily.get(m.career.family) ?? []
    list.push(m)
    byFamily.set(m.career.family, list)
  }
  const families = [...byFamily.entries()].map(([id, list]) => {
    const fits = list.map((m) => m.fit).sort((a, b) => b - a)
    let sum = 0
    let weights = 0
    fits.forEach((f, k) => {
      sum += FAMILY_RANK_DECAY ** k * f
      weights += FAMILY_RANK_DECAY ** k
    })
    const fit = sum / weights
    const matchPercentage = toMatchPercentage(fit, quality.differentiation)
    const band = bandOf(matchPercentage, quality.lowConfidence)
    return { id, label: CAREER_FAMILIES[id], fit, matchPercentage, band, careerIds: list.map((m) => m.career.id) }
  })
  families.sort((a, b) => b.fit - a.fit || (a.id < b.id ? -1 : 1))
  return families.map((f, i) => ({ ...f, tiedWithPrevious: i > 0 && families[i - 1]!.fit - f.fit < FAMILY_TIE_MARGIN }))
}

export interface ClusterMatch {
  id: string
  /** What a student reads, such as 'Core engineering'. */
  name: string
  /** One sentence: the kind of work the cluster's careers share. */
  description: string
  family: CareerFamily
  /** The fit of the cluster's best open career: a cluster fits as well as its best specialisation. */
  fit: number
  /** Shown percentage; the same for every cluster of a tie (the tie's highest), so a tie never reads as an order. */
  matchPercentage: number
  band: Band
  /** The cluster's open careers (its specialisations), in the student's order. */
  careerIds: string[]
  /** Within TIE_MARGIN of the cluster shown just above it. */
  tiedWithPrevious: boolean
}

/**
 * Clusters of the matched careers, each keeping its careers in the order of `matches`: the best cluster of
 * `leadFamily` first (the result leads with the best family), then the others by the fit of their best career, equal
 * fits by id. A cluster's fit is its best career's, not a mean: its careers are look-alikes whose fits differ by a few
 * hundredths, a mean would let a cluster's percentage read lower than a career's inside it, and in the validity study
 * a rank-discounted mean found the best-fitting cluster less often (docs/assessment.md, "Career clusters").
 */
export function rankClusters(
  matches: readonly CareerMatch[],
  quality: Pick<Quality, 'differentiation' | 'lowConfidence'>,
  leadFamily?: CareerFamily,
): ClusterMatch[] {
  const byCluster = new Map<string, CareerMatch[]>()
  for (const m of matches) {
    const list = byCluster.get(m.career.cluster) ?? []
    list.push(m)
    byCluster.set(m.career.cluster, list)
  }
  const clusters = [...byCluster.entries()].map(([id, list]) => {
    const cluster = clusterById(id)
    const fit = Math.max(...list.map((m) => m.fit))
    return {
      id,
      name: cluster?.name ?? id,
      description: cluster?.description ?? '',
      family: list[0]!.career.family,
      fit,
      matchPercentage: toMatchPercentage(fit, quality.differentiation),
      band: bandOf(0),
      careerIds: list.map((m) => m.career.id),
      tiedWithPrevious: false,
    }
  })
  clusters.sort((a, b) => b.fit - a.fit || (a.id < b.id ? -1 : 1))
  const lead = clusters.findIndex((c) => c.family === leadFamily)
  const ordered = lead > 0 ? [clusters[lead]!, ...clusters.slice(0, lead), ...clusters.slice(lead + 1)] : clusters
  return showTies(ordered, quality.lowConfidence)
}

/**
 * Marks each item within TIE_MARGIN of the fit of the one above it as tied, and gives every item of a run of ties
 * the run's highest percentage (and its band): two items shown as tied never show two different percentages.
 */
export function showTies<T extends { fit: number; matchPercentage: number; band: Band; tiedWithPrevious: boolean }>(items: readonly T[], lowConfidence: boolean): T[] {
  const out = items.map((item, i) => ({ ...item, tiedWithPrevious: i > 0 && Math.abs(items[i - 1]!.fit - item.fit) < TIE_MARGIN }))
  let start = 0
  for (let i = 1; i <= out.length; i++) {
    if (i < out.length && out[i]!.tiedWithPrevious) continue
    const shown = Math.max(...out.slice(start, i).map((x) => x.matchPercentage))
    for (let k = start; k < i; k++) out[k] = { ...out[k]!, matchPercentage: shown, band: bandOf(shown, lowConfidence) }
    start = i
  }
  return out
}
