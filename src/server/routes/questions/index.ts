// A grade's 30 questions, without keys, for a student who may take that grade's test.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { GRADES } from '../../../shared/constants'
import { GRADE_MESSAGE, gradeParamSchema } from '../../../shared/schemas/common'
import { questionListSchema } from '../../../shared/schemas/questions'
import type { Grade } from '../../../shared/schemas/items'
import { toPublicQuestions } from '../../assessment/question-bank'
import { AppError } from '../../errors'
import { sendStaticJson, toStaticJson, type StaticJson } from '../../lib/static-json'
import { hasGradeAccessCached, knownGradeAccess, paymentRequired } from '../../services/access'
import { requireUser, sessionOf } from '../guards'

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx
  // The banks are constants: each list is checked against the response schema once, here, and then served as
  // ready bytes (docs/decisions/010), which is most of what a questions request used to cost. They are kept by the
  // path's own text ('8'..'12'), so the usual grade is found by this lookup.
  const lists = new Map<string, { grade: number; json: StaticJson }>(
    GRADES.map((grade) => [String(grade), { grade, json: toStaticJson(questionListSchema.parse(toPublicQuestions(grade as Grade))) }]),
  )

  // Access known from memory alone (services/access.ts knownGradeAccess): the route's handler and the server's fast
  // lane (lib/fast-lane.ts, docs/decisions/019) both answer from this; when it says no, the handler asks the caches and
  // the database, and the lane hands the request to the handler.
  const fromMemory = (userId: string, list: { grade: number; json: StaticJson }) =>
    knownGradeAccess(ctx, userId, list.grade, ctx.now()) ? list.json : undefined
  if (ctx.fastLane) {
    const series = ctx.metrics.routeSeries('GET', '/api/questions/:grade')
    for (const [param, list] of lists) ctx.fastLane.answer(`/api/questions/${param}`, (session) => fromMemory(session.user.id, list), series)
  }

  async function sendAfterAccessCheck(reply: FastifyReply, request: FastifyRequest, userId: string, grade: number, json: StaticJson) {
    if (!(await hasGradeAccessCached(ctx, userId, grade, ctx.now()))) throw paymentRequired(grade)
    return sendStaticJson(request, reply, json)
  }

  /** The list for the path's grade: '8'..'12' by lookup, and forms such as '08' as the other grade routes read them. */
  function listFor(param: string) {
    const list = lists.get(param)
    if (list) return list
    const parsed = gradeParamSchema.safeParse({ grade: param })
    const known = parsed.success ? lists.get(String(parsed.data.grade)) : undefined
    if (!known) throw new AppError('VALIDATION', GRADE_MESSAGE, { issues: [{ field: 'grade', message: GRADE_MESSAGE }] })
    return known
  }

  app.get(
    '/questions/:grade',
    // The response schema documents the contract; the bytes were checked against it above.
    { schema: { response: { 200: questionListSchema } }, compress: false },
    (request, reply) => {
      const list = listFor((request.params as { grade: string }).grade)
      const userId = sessionOf(request).user.id
      // When access is known in memory, the answer goes out at once, without a promise; otherwise the caches and,
      // on a miss, the database are asked.
      const known = fromMemory(userId, list)
      if (known) {
        sendStaticJson(request, reply, known)
        return
      }
      return sendAfterAccessCheck(reply, request, userId, list.grade, list.json)
    },
  )
}
