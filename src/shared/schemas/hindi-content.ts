// The Hindi twins of the assessment's content files (src/server/assessment/i18n/hi/): the careers, their clusters and
// families, the route costs, the grade 11-12 stream routes and the entrance exams, each holding only what a student
// reads, keyed like the English file (the exams by their English text). Checked against the English data, so that a career, cluster or family without its Hindi, or a list
// of another length, stops the server at start-up (src/server/assessment/hindi-content.ts) and fails the build
// (scripts/check-data.ts), not a Hindi reader's result later.
import { z } from 'zod'
import type { Career } from './careers'
import type { Cluster } from './clusters'
import type { FamilyRouteCosts } from './route-costs'
import type { StreamRoute } from './stream-routes'

/** A Hindi sentence ends with the danda (।), or a question mark. */
const SENTENCE_END = /[।?]$/

const line = z.string().trim().min(2).max(400)
const sentence = z.string().trim().min(10).max(600).regex(SENTENCE_END, "write whole sentences: end each with '।'")
/** A step or list item has no sentence end (an abbreviation's full stop, as in 'M.S.', may end it). */
const item = line.regex(/[^।]$/, "a list item has no '।' at the end, like the English one no full stop")

/** What a closed route's note must name, as English says 'Route that remains:' or 'Routes that remain:'. */
export const HINDI_ROUTES_REMAIN = /बचा हुआ रास्ता:|बचे हुए रास्ते:/

/** Issues for every key of `english` missing from `hindi`, and every key of `hindi` that English does not have. */
function sameKeys(ctx: z.RefinementCtx, path: (string | number)[], english: Iterable<string>, hindi: Record<string, unknown>, what: string) {
  const known = new Set(english)
  for (const id of known) if (!(id in hindi)) ctx.addIssue({ code: 'custom', path: [...path, id], message: `no Hindi for the ${what} '${id}'` })
  for (const id of Object.keys(hindi)) if (!known.has(id)) ctx.addIssue({ code: 'custom', path: [...path, id], message: `no ${what} '${id}' in the English file` })
}

function sameLength(ctx: z.RefinementCtx, path: (string | number)[], english: readonly unknown[], hindi: readonly unknown[]) {
  if (english.length !== hindi.length) {
    ctx.addIssue({ code: 'custom', path, message: `${hindi.length} items where English has ${english.length}` })
  }
}

export const hindiCareerSchema = z.strictObject({
  careerField: line.max(120),
  description: sentence,
  stream: line.max(60),
  skills: z.array(item),
  pathways: z.array(item),
  nextSteps: z.strictObject({ grade8: z.array(item), grade9to10: z.array(item), grade11to12: z.array(item) }),
})
export type HindiCareer = z.infer<typeof hindiCareerSchema>

/**
 * The careers' Hindi (careers-1.json and careers-2.json together), checked against the catalogue: every career, no
 * other, each list as long as the English one, and one Hindi name per English stream.
 */
export function hindiCareersSchema(careers: readonly Career[]) {
  return z.record(z.string(), hindiCareerSchema).superRefine((hindi, ctx) => {
    sameKeys(ctx, [], careers.map((c) => c.id), hindi, 'career')
    const streamNames = new Map<string, string>()
    for (const career of careers) {
      const said = hindi[career.id]
      if (!said) continue
      sameLength(ctx, [career.id, 'skills'], career.skills, said.skills)
      sameLength(ctx, [career.id, 'pathways'], career.pathways, said.pathways)
      for (const band of ['grade8', 'grade9to10', 'grade11to12'] as const) {
        sameLength(ctx, [career.id, 'nextSteps', band], career.nextSteps[band], said.nextSteps[band])
      }
      const named = streamNames.get(career.stream)
      if (named === undefined) streamNames.set(career.stream, said.stream)
      else if (named !== said.stream) {
        ctx.addIssue({ code: 'custom', path: [career.id, 'stream'], message: `'${career.stream}' is '${named}' elsewhere, not '${said.stream}'` })
      }
    }
  })
}

/** The clusters' names and descriptions by cluster id: every cluster of clusters.json, no other. */
export function hindiClustersSchema(clusters: readonly Pick<Cluster, 'id'>[]) {
  return z
    .record(z.string(), z.strictObject({ name: line.max(100), description: sentence }))
    .superRefine((hindi, ctx) => sameKeys(ctx, [], clusters.map((c) => c.id), hindi, 'cluster'))
}

/** The families' names by family id: every family, no other. */
export function hindiFamiliesSchema(familyIds: readonly string[]) {
  return z.record(z.string(), z.strictObject({ name: line.max(100) })).superRefine((hindi, ctx) => sameKeys(ctx, [], familyIds, hindi, 'family'))
}

const hindiRouteCostSchema = z.strictObject({ route: line.max(80), remark: item.optional() })
const hindiHelpSchema = z.union([sentence, z.strictObject({ text: sentence })])
export const hindiFamilyRouteCostsSchema = z.strictObject({ routes: z.array(hindiRouteCostSchema), help: z.array(hindiHelpSchema), check: item })
export type HindiFamilyRouteCosts = z.infer<typeof hindiFamilyRouteCostsSchema>

/**
 * The route costs' words (the figures, requirements and sources stay in the English file): every family, its routes
 * and help in the English order, with a remark and a help's form (with or without a requirement) where English has one.
 */
export function hindiRouteCostsSchema(english: Readonly<Record<string, FamilyRouteCosts>>) {
  return z.strictObject({ families: z.record(z.string(), hindiFamilyRouteCostsSchema) }).superRefine(({ families }, ctx) => {
    sameKeys(ctx, ['families'], Object.keys(english), families, 'family')
    for (const [id, costs] of Object.entries(english)) {
      const said = families[id]
      if (!said) continue
      sameLength(ctx, ['families', id, 'routes'], costs.routes, said.routes)
      sameLength(ctx, ['families', id, 'help'], costs.help, said.help)
      costs.routes.forEach((route, i) => {
        if (said.routes[i] && (route.remark === undefined) !== (said.routes[i].remark === undefined)) {
          ctx.addIssue({ code: 'custom', path: ['families', id, 'routes', i, 'remark'], message: 'a remark where English has one, and none where it has none' })
        }
      })
      costs.help.forEach((help, i) => {
        if (said.help[i] !== undefined && (typeof help === 'string') !== (typeof said.help[i] === 'string')) {
          ctx.addIssue({ code: 'custom', path: ['families', id, 'help', i], message: 'the same form as English: a sentence, or { text } where English names a requirement' })
        }
      })
    }
  })
}

export const hindiStreamRouteSchema = z.strictObject({
  note: sentence.optional(),
  without: z.strictObject({ note: sentence, steps: z.array(item).optional() }).optional(),
  closed: sentence.regex(HINDI_ROUTES_REMAIN, "name what is left: 'बचा हुआ रास्ता:' or 'बचे हुए रास्ते:'").optional(),
})
export type HindiStreamRoute = z.infer<typeof hindiStreamRouteSchema>

/** What of a stream route a student reads; an entry with none of it (its `why` and `requires` only) needs no Hindi. */
function studentFacing(route: StreamRoute): boolean {
  return route.note !== undefined || route.without !== undefined || route.closed !== undefined
}

/**
 * The stream routes' notes and steps: an entry for every English entry a student reads anything of, with exactly its
 * notes and as many steps. A route's exams are said in exams.json, with the careers' (`hindiExamsSchema`).
 */
export function hindiStreamRoutesSchema(english: Readonly<Record<string, StreamRoute>>) {
  return z.strictObject({ careers: z.record(z.string(), hindiStreamRouteSchema) }).superRefine(({ careers }, ctx) => {
    const facing = Object.entries(english).filter(([, route]) => studentFacing(route))
    sameKeys(ctx, ['careers'], facing.map(([id]) => id), careers, 'stream route')
    for (const [id, route] of facing) {
      const said = careers[id]
      if (!said) continue
      for (const field of ['note', 'closed', 'without'] as const) {
        if ((route[field] === undefined) !== (said[field] === undefined)) {
          ctx.addIssue({ code: 'custom', path: ['careers', id, field], message: `'${field}' where English has one, and none where it has none` })
        }
      }
      if (route.without && said.without) {
        const steps = route.without.steps ?? []
        const saidSteps = said.without.steps ?? []
        sameLength(ctx, ['careers', id, 'without', 'steps'], steps, saidSteps)
      }
    }
  })
}

/** Every entrance exam or route the careers (`exams`) and the stream routes (`without.exams`) name, each once, in order. */
export function examTexts(careers: readonly Pick<Career, 'exams'>[], streamRoutes: Readonly<Record<string, StreamRoute>>): string[] {
  const routes = Object.values(streamRoutes).flatMap((route) => route.without?.exams ?? [])
  return [...new Set([...careers.flatMap((c) => c.exams), ...routes])]
}

/**
 * The exams in Hindi (exams.json), keyed by their English text: every exam of `english` (`examTexts`), no other. The
 * official name stays as the body writes it (JEE Main, NEET-UG, CUET-UG); the words around it are Hindi, so an exam
 * that is a name alone is the same text in both files.
 */
export function hindiExamsSchema(english: readonly string[]) {
  return z.record(z.string(), item.max(200)).superRefine((hindi, ctx) => sameKeys(ctx, [], english, hindi, 'exam'))
}

/** The careers' Hindi files (in i18n/hi/), each one translator's half of the catalogue. */
export const HINDI_CAREER_FILES = ['careers-1.json', 'careers-2.json'] as const

/**
 * The careers' Hindi is kept in two files (careers-1.json, careers-2.json: one translator each); joined into one
 * record, in which a career found in both would be two translations of it.
 */
export function joinHindiCareerFiles(files: readonly [string, unknown][]): Record<string, unknown> {
  const joined: Record<string, unknown> = {}
  const from = new Map<string, string>()
  for (const [file, value] of files) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file}: an object keyed by career id`)
    for (const [id, career] of Object.entries(value)) {
      const earlier = from.get(id)
      if (earlier) throw new Error(`career '${id}' is translated in both ${earlier} and ${file}`)
      from.set(id, file)
      joined[id] = career
    }
  }
  return joined
}
