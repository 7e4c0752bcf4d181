// Career families: the result leads with the family that fits best, because a family is far steadier on a retake
// than any single career (look-alike careers such as mechanical and civil engineering trade places with small
// changes in the answers). docs/assessment.md ("Career families") gives the figures.
import { CAREER_FAMILIES, type CareerFamily } from './careers'
import { bandOf, TIE_MARGIN, toMatchPercentage, type Band, type CareerMatch } from './matching'

/** How many of a family's best careers make its score: the mean of the top three is steadier
 * on a retake than the single best (validity study: same family 71 % against 57 % with the best alone). */
export const FAMILY_SCORE_CAREERS = 3

export interface FamilyMatch {
  id: CareerFamily
  label: string
  /** Mean fit of the family's best FAMILY_SCORE_CAREERS careers (all of them if fewer), -1..1. */
  fit: number
  matchPercentage: number
  band: Band
  /** The family's careers in the student's ranking order (ids). */
  careerIds: string[]
  tiedWithPrevious: boolean
}

/** Families ranked by fit, each with its careers in ranking order. `matches` must be sorted best first. */
export function rankFamilies(matches: readonly CareerMatch[], differentiation: number | null): FamilyMatch[] {
  const byFamily = new Map<CareerFamily, CareerMatch[]>()
  for (const m of matches) {
    const list = byFamily.get(m.career.family) ?? []
    list.push(m)
    byFamily.set(m.career.family, list)
  }
  const families = [...byFamily.entries()].map(([id, list]) => {
    const top = list.slice(0, FAMILY_SCORE_CAREERS)
    const fit = top.reduce((s, m) => s + m.fit, 0) / top.length
    const matchPercentage = toMatchPercentage(fit, differentiation)
    return { id, label: CAREER_FAMILIES[id], fit, matchPercentage, band: bandOf(matchPercentage), careerIds: list.map((m) => m.career.id) }
  })
  families.sort((a, b) => b.fit - a.fit || (a.id < b.id ? -1 : 1))
  return families.map((f, i) => ({ ...f, tiedWithPrevious: i > 0 && families[i - 1]!.fit - f.fit < TIE_MARGIN }))
}
