// The assessment's content in Hindi: the careers, their clusters and families, the route costs' words, the grade 11-12
// stream routes and the entrance exams (i18n/hi/, student-facing text only, keyed like the English files). Loaded and checked against
// the English data at start-up (src/shared/schemas/hindi-content.ts), so that a career without its Hindi, or a list
// of another length, stops the server rather than reaching a Hindi reader as English. A stored result keeps ids and
// English text; services/result-language.ts looks the Hindi up here when a Hindi reader reads it.
import path from 'node:path'
import { CAREER_FAMILY_IDS, type CareerFamily } from '../../shared/schemas/careers'
import {
  examTexts,
  HINDI_CAREER_FILES,
  hindiCareersSchema,
  hindiExamsSchema,
  hindiClustersSchema,
  hindiFamiliesSchema,
  hindiRouteCostsSchema,
  hindiStreamRoutesSchema,
  joinHindiCareerFiles,
  type HindiCareer,
  type HindiFamilyRouteCosts,
} from '../../shared/schemas/hindi-content'
import { helpText, ROUTE_COST_WORDS_HI, type FamilyRouteCosts } from '../../shared/schemas/route-costs'
import { readAssessmentJson } from '../lib/paths'
import { CAREERS } from './careers'
import { CLUSTERS } from './clusters'
import { STREAM_ROUTES } from './eligibility'
import { costNotesInLanguage, ROUTE_COSTS } from './route-costs'

/** Reads one of the Hindi files (`i18n/hi/<file>`), parsed but not validated. Exposed for the tests and the build's check. */
export function readHindiFile(file: string, dir?: string): unknown {
  return readAssessmentJson(path.join('i18n', 'hi', file), dir)
}

const CAREERS_HI: Readonly<Record<string, HindiCareer>> = hindiCareersSchema(CAREERS).parse(
  joinHindiCareerFiles(HINDI_CAREER_FILES.map((file) => [file, readHindiFile(file)])),
)
const CLUSTERS_HI = hindiClustersSchema(CLUSTERS).parse(readHindiFile('clusters.json'))
const FAMILIES_HI = hindiFamiliesSchema(CAREER_FAMILY_IDS).parse(readHindiFile('families.json'))
const ROUTE_COSTS_HI = hindiRouteCostsSchema(ROUTE_COSTS).parse(readHindiFile('route-costs.json')).families
const STREAM_ROUTES_HI = hindiStreamRoutesSchema(STREAM_ROUTES).parse(readHindiFile('stream-routes.json')).careers
const EXAMS_HI: Readonly<Record<string, string>> = hindiExamsSchema(examTexts(CAREERS, STREAM_ROUTES)).parse(readHindiFile('exams.json'))

/** A career's Hindi, by id; undefined for an id the catalogue no longer has. */
export function careerInHindi(id: string): HindiCareer | undefined {
  return CAREERS_HI[id]
}

/** A cluster's Hindi name and description, by id. */
export function clusterInHindi(id: string): { name: string; description: string } | undefined {
  return CLUSTERS_HI[id]
}

/** A career family's Hindi name, by id. */
export function familyNameInHindi(id: string): string | undefined {
  return FAMILIES_HI[id]?.name
}

/** English text → Hindi, for the pairs of two lists said item by item. */
function pairUp(into: Map<string, string>, english: readonly string[], hindi: readonly string[]) {
  english.forEach((text, i) => {
    if (!into.has(text)) into.set(text, hindi[i]!)
  })
}

/**
 * Each career's data sentences, English → Hindi: its skills, pathways and next steps of every grade band, and its
 * stream route's notes and steps. A result stores these as English text, chosen by grade and stream at submission.
 */
const CAREER_TEXTS: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  CAREERS.map((career) => {
    const hindi = CAREERS_HI[career.id]!
    const texts = new Map<string, string>()
    pairUp(texts, career.skills, hindi.skills)
    pairUp(texts, career.pathways, hindi.pathways)
    for (const band of ['grade8', 'grade9to10', 'grade11to12'] as const) pairUp(texts, career.nextSteps[band], hindi.nextSteps[band])
    const route = STREAM_ROUTES[career.id]
    const routeHi = STREAM_ROUTES_HI[career.id]
    if (route && routeHi) {
      pairUp(texts, [route.note, route.closed, route.without?.note].filter((t) => t !== undefined), [routeHi.note, routeHi.closed, routeHi.without?.note].filter((t) => t !== undefined))
      pairUp(texts, route.without?.steps ?? [], routeHi.without?.steps ?? [])
    }
    return [career.id, texts]
  }),
)

/** One of a career's data sentences in Hindi, or the text as stored when it is not (or no longer) the catalogue's. */
export function careerTextInHindi(careerId: string, english: string): string {
  return CAREER_TEXTS.get(careerId)?.get(english) ?? english
}

/** An entrance exam or route in Hindi by its English text, as a result stores it; as stored when it is not (or no longer) the catalogue's. */
export function examInHindi(english: string): string {
  return Object.hasOwn(EXAMS_HI, english) ? EXAMS_HI[english]! : english
}

const NAMES_HI: ReadonlyMap<string, string> = new Map(CAREERS.map((c) => [c.careerField, CAREERS_HI[c.id]!.careerField]))

/** A career's Hindi name by its English one (`careerField`), as the engine's sentences name careers; undefined for other text. */
export function careerNameInHindi(english: string): string | undefined {
  return NAMES_HI.get(english)
}

const STREAMS_HI: ReadonlyMap<string, string> = new Map(CAREERS.map((c) => [c.stream, CAREERS_HI[c.id]!.stream]))

/** A career's usual stream ('Science (PCM)') in Hindi; as given when it is not one of the catalogue's. */
export function streamNameInHindi(english: string): string {
  return STREAMS_HI.get(english) ?? english
}

/** A family's costs with the Hindi words: the English entry's figures and requirements, the Hindi file's text. */
function withHindiWords(costs: FamilyRouteCosts, said: HindiFamilyRouteCosts): FamilyRouteCosts {
  return {
    ...costs,
    routes: costs.routes.map((route, i) => {
      const { route: name, remark } = said.routes[i]!
      return { ...route, route: name, ...(remark === undefined ? {} : { remark }) }
    }),
    help: costs.help.map((help, i) => (typeof help === 'string' ? helpText(said.help[i]!) : { ...help, text: helpText(said.help[i]!) })),
    check: said.check,
  }
}

const COST_NOTES_HI = costNotesInLanguage({
  costsOf: (family: CareerFamily) => withHindiWords(ROUTE_COSTS[family], ROUTE_COSTS_HI[family]!),
  labelOf: (family: CareerFamily) => FAMILIES_HI[family]!.name,
  words: ROUTE_COST_WORDS_HI,
})

/** A family's cost note in Hindi by its English text, as a result stores it; undefined for any other note. */
export function costNoteInHindi(english: string): string | undefined {
  return COST_NOTES_HI.get(english)
}
