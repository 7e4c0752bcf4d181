// What the main routes of each career family cost, with the fee waivers and scholarships that apply. The data is
// route-costs.json (reviewed by a counsellor every year); its schema and the note's wording are shared
// (src/shared/schemas/route-costs.ts). Loaded and validated once at start-up, and each family's note written then, so
// a result only picks notes.
import { CURRENT_STREAMS, studiesStream, type CurrentStream } from '../../shared/constants'
import { CAREER_FAMILIES, CAREER_FAMILY_IDS, type CareerFamily } from '../../shared/schemas/careers'
import type { Grade } from '../../shared/schemas/items'
import { ROUTE_COST_WORDS_EN, routeCostNote, routeCostsFileSchema, type FamilyRouteCosts, type RouteCostWords } from '../../shared/schemas/route-costs'
import { readAssessmentJson } from '../lib/paths'
import { meetsRequirement, type Requirement } from './eligibility'

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

/** A family's costs, name and the note's wording in one language. */
export interface NoteLanguage {
  costsOf: (family: CareerFamily) => FamilyRouteCosts
  labelOf: (family: CareerFamily) => string
  words: RouteCostWords
}

const ENGLISH: NoteLanguage = { costsOf: (f) => ROUTE_COSTS[f], labelOf: (f) => CAREER_FAMILIES[f], words: ROUTE_COST_WORDS_EN }

/**
 * A family's note. Without a stream (grades 9-10, or 11-12 with none given): every route but those that stand in for
 * another (`insteadOf`), which that note names itself. For a grade 11-12 stream: only the routes and help it allows
 * (`requires` in the data) and the route standing in for one it closes (a BCA for Commerce with Mathematics, whose
 * B.Tech is closed), or null where it allows none of them (health for a Commerce student, whose open health career
 * is public health through a first degree and an MPH: MBBS fees would only be noise).
 */
function noteFor(family: CareerFamily, stream: CurrentStream | undefined, language: NoteLanguage = ENGLISH): string | null {
  const costs = language.costsOf(family)
  const allowed = (x: { requires?: Requirement }) => x.requires === undefined || (stream !== undefined && meetsRequirement(x.requires, stream))
  const standsIn = (r: FamilyRouteCosts['routes'][number]) => r.insteadOf !== undefined && stream !== undefined && !meetsRequirement(r.insteadOf, stream)
  const routes = stream ? costs.routes.filter((r) => allowed(r) && (r.insteadOf === undefined || standsIn(r))) : costs.routes.filter((r) => r.insteadOf === undefined)
  const help = stream ? costs.help.filter((h) => typeof h === 'string' || allowed(h)) : costs.help
  return routes.length === 0 ? null : routeCostNote(language.labelOf(family), { ...costs, routes, help }, language.words)
}

const STREAM_OR_NONE = [undefined, ...CURRENT_STREAMS] as const

/** Every family's note, for each stream and for none, written once at start-up so that a result only picks notes. */
const COST_NOTES = Object.fromEntries(CAREER_FAMILY_IDS.map((f) => [f, noteFor(f, undefined)])) as Readonly<Record<CareerFamily, string | null>>
const COST_NOTES_FOR_STREAM = Object.fromEntries(
  CURRENT_STREAMS.map((stream) => [stream, Object.fromEntries(CAREER_FAMILY_IDS.map((f) => [f, noteFor(f, stream)]))]),
) as Readonly<Record<CurrentStream, Readonly<Record<CareerFamily, string | null>>>>

/**
 * Every note a result can hold, in English, with the same note in another language: the family's costs (the English
 * entry with that language's route names, remarks, help and place to check), its name and the wording. A stored
 * result keeps a cost note as English text, so a reader of that language is given its note by the English one.
 */
export function costNotesInLanguage(language: NoteLanguage): ReadonlyMap<string, string> {
  const notes = new Map<string, string>()
  for (const family of CAREER_FAMILY_IDS) {
    for (const stream of STREAM_OR_NONE) {
      const english = noteFor(family, stream)
      const said = noteFor(family, stream, language)
      if (english !== null && said !== null) notes.set(english, said)
    }
  }
  return notes
}

/** At most this many cost notes: one per family among the top three recommendations. */
export const MAX_COST_NOTES = 3

/**
 * Grades 9-12: one cost note per family among the student's top three recommendations, in their order, each family
 * once; for a grade 11-12 stream, only the routes it allows. Grade 8 gets none: costs are too far off to weigh on
 * what a student explores.
 */
export function costNotesFor(grade: Grade, topFamilies: readonly CareerFamily[], currentStream?: CurrentStream): string[] {
  if (grade === 8) return []
  const notes = currentStream && studiesStream(grade) ? COST_NOTES_FOR_STREAM[currentStream] : COST_NOTES
  return [...new Set(topFamilies.slice(0, MAX_COST_NOTES))].flatMap((f) => notes[f] ?? [])
}
