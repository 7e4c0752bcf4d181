// What the main routes of each career family cost, with the fee waivers and scholarships that apply. The data is
// route-costs.json (reviewed by a counsellor every year); its schema and the note's wording are shared
// (src/shared/schemas/route-costs.ts). Loaded and validated once at start-up, and each family's note written then, so
// a result only picks notes.
import { CAREER_FAMILIES, CAREER_FAMILY_IDS, type CareerFamily } from '../../shared/schemas/careers'
import type { Grade } from '../../shared/schemas/items'
import { routeCostNote, routeCostsFileSchema, type FamilyRouteCosts } from '../../shared/schemas/route-costs'
import { readAssessmentJson } from '../lib/paths'

/** Reads the route costs data file (route-costs.json). Exposed for the tests. */
export function readRouteCostsFile(): unknown {
  return readAssessmentJson('route-costs.json')
}

/**
 * Rough yearly ranges with their source and academic year. Validated at start-up, so a family without an entry, or
 * an entry without its source, stops the server, not a student's result.
 */
export const ROUTE_COSTS: Readonly<Record<CareerFamily, FamilyRouteCosts>> = Object.freeze(
  routeCostsFileSchema(CAREER_FAMILY_IDS).parse(readRouteCostsFile()).families,
)

const COST_NOTES = Object.fromEntries(CAREER_FAMILY_IDS.map((f) => [f, routeCostNote(CAREER_FAMILIES[f], ROUTE_COSTS[f])])) as Readonly<
  Record<CareerFamily, string>
>

/** At most this many cost notes: one per family among the top three recommendations. */
export const MAX_COST_NOTES = 3

/**
 * Grades 9-12: one cost note per family among the student's top three recommendations, in their order, each family
 * once. Grade 8 gets none: costs are too far off to weigh on what a student explores.
 */
export function costNotesFor(grade: Grade, topFamilies: readonly CareerFamily[]): string[] {
  if (grade === 8) return []
  return [...new Set(topFamilies.slice(0, MAX_COST_NOTES))].map((f) => COST_NOTES[f])
}
