import { z } from 'zod'

// Grades 11 and 12: where a career's real class 12 requirement differs from the stream the catalogue gives it for
// grades 9-10, and what a student whose stream lacks a subject is told instead (issue #10). The data is
// src/server/assessment/stream-routes.json, reviewed by a counsellor; the server validates it at load
// (src/server/assessment/eligibility.ts) and the build checks it (scripts/check-data.ts).

/** What a career needs in class 12: Physics-Chemistry-Mathematics, Physics-Chemistry-Biology, either, Mathematics, nothing. */
export const REQUIREMENTS = ['pcm', 'pcb', 'science', 'maths', 'none'] as const
export type Requirement = (typeof REQUIREMENTS)[number]

/** The subjects a stream includes, as the requirements read them. */
export const SUBJECTS = ['maths', 'physicsChemistry', 'biology'] as const
export type Subject = (typeof SUBJECTS)[number]

const text = z.string().trim().min(20).max(400).regex(/^[A-Z].*\.$/, 'write whole sentences: a capital letter first, a full stop last')
const step = z.string().trim().min(10).max(160).regex(/[^.]$/, "a step has no full stop at the end, like the catalogue's")

export const streamRouteSchema = z.strictObject({
  /** Why the entry exists, for reviewers; never shown. */
  why: text,
  requires: z.enum(REQUIREMENTS),
  /** A caution shown whenever the career is open. */
  note: text.optional(),
  /**
   * Open, but the best-known route needs a subject the stream lacks (a B.Tech needs Physics and Chemistry; a BCA does
   * not): the note names the route that fits, and the steps and exams replace the career's grade 11-12 ones.
   */
  without: z
    .strictObject({
      needs: z.array(z.enum(SUBJECTS)).min(1),
      note: text,
      steps: z.array(step).length(3).optional(),
      exams: z.array(z.string().trim().min(3).max(120)).min(1).max(6).optional(),
    })
    .optional(),
  /** Closed: the whole note, naming the routes that remain, in place of the general wording. */
  closed: text.regex(/Routes? that remains?:/, "name what is left: 'Route that remains:' or 'Routes that remain:'").optional(),
})
export type StreamRoute = z.infer<typeof streamRouteSchema>

/** The file, checked against the catalogue's career ids. */
export function streamRoutesFileSchema(careerIds: readonly string[]) {
  const known = new Set(careerIds)
  return z
    .strictObject({ about: z.string().min(1), careers: z.record(z.string(), streamRouteSchema) })
    .superRefine((file, ctx) => {
      for (const id of Object.keys(file.careers)) {
        if (!known.has(id)) ctx.addIssue({ code: 'custom', path: ['careers', id], message: 'not a career id of careers.json' })
      }
    })
}
