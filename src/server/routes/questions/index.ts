// A grade's 30 questions, without keys, for a student who may take that grade's test: those drawn for a board (the
// `board` query, else the student's own) and, in grades 11-12, a stream (the `stream` query), in English or, with
// `lang=hi`, in Hindi (docs/decisions/049-questions-in-hindi.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { BOARDS, CURRENT_STREAMS, GRADES, LOCALES, studiesStream, type Board, type CurrentStream, type Locale } from '../../../shared/constants'
import { boardSchema, currentStreamSchema, GRADE_MESSAGE, gradeParamSchema, localeSchema } from '../../../shared/schemas/common'
import { z } from 'zod'
import { questionListSchema } from '../../../shared/schemas/questions'
import { formFor, toPublicQuestions } from '../../assessment/question-bank'
import { AppError } from '../../errors'
import { sendStaticJson, toStaticJson, type StaticJson } from '../../lib/static-json'
import { hasGradeAccessCached, knownGradeAccess, paymentRequired } from '../../services/access'
import { requireUser, sessionOf } from '../guards'

const STREAM_ONLY_MESSAGE = 'Only grades 11 and 12 choose a current stream'

const questionsQuerySchema = z.object({
  /**
   * The board to draw the knowledge questions for; 'none', items both boards teach (an attempt started before a board
   * was named); absent: the student's own.
   */
  board: z.union([boardSchema, z.literal('none')]).optional(),
  /** Grades 11-12: the stream to draw them for. */
  stream: currentStreamSchema.optional(),
  /**
   * The language of the questions' words; absent: English. The answer values are the same in both. A query, not the
   * account's language, so each language's list has its own address, ETag and cache entry in the browser.
   */
  lang: localeSchema.optional(),
})

const listKey = (grade: string, board: Board | null, stream: CurrentStream | null, locale: Locale) =>
  `${grade}|${board ?? ''}|${stream ?? ''}|${locale}`

/** The address the fast lane answers for a grade's list in a language: the student's own board, no stream. */
const laneAddress = (grade: number, locale: Locale) => `/api/questions/${grade}${locale === 'en' ? '' : `?lang=${locale}`}`

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx
  // The banks are constants: each list is checked against the response schema once, here, and then served as
  // ready bytes (docs/decisions/010), since checking and serialising a list would be most of a request's cost. They
  // are kept by the path's own text ('8'..'12'), so the usual grade is found by this lookup.
  const lists = new Map<string, { grade: number; json: StaticJson }>()
  for (const grade of GRADES) {
    const streams = studiesStream(grade) ? [...CURRENT_STREAMS, null] : [null]
    for (const board of [...BOARDS, null]) {
      for (const stream of streams) {
        for (const locale of LOCALES) {
          const questions = toPublicQuestions(grade, formFor(grade, { board, stream }), locale)
          lists.set(listKey(String(grade), board, stream, locale), { grade, json: toStaticJson(questionListSchema.parse(questions)) })
        }
      }
    }
  }

  // Access known from memory alone (services/access.ts knownGradeAccess): the route's handler and the server's fast
  // lane (lib/fast-lane.ts, docs/decisions/019) both answer from this; when it says no, the handler asks the caches and
  // the database, and the lane hands the request to the handler.
  const fromMemory = (userId: string, list: { grade: number; json: StaticJson }) =>
    knownGradeAccess(ctx, userId, list.grade, ctx.now()) ? list.json : undefined
  if (ctx.fastLane) {
    // The path without a query, or with only the language: the student's own board, no stream.
    const series = ctx.metrics.routeSeries('GET', '/api/questions/:grade')
    for (const grade of GRADES) {
      for (const locale of LOCALES) {
        const list = (board: Board | null) => lists.get(listKey(String(grade), board, null, locale))!
        ctx.fastLane.answer(laneAddress(grade, locale), (session) => fromMemory(session.user.id, list(session.user.board ?? null)), series)
      }
    }
  }

  async function sendAfterAccessCheck(reply: FastifyReply, request: FastifyRequest, userId: string, grade: number, json: StaticJson) {
    if (!(await hasGradeAccessCached(ctx, userId, grade, ctx.now()))) throw paymentRequired(grade)
    return sendStaticJson(request, reply, json)
  }

  /** The list for the path's grade ('8'..'12' by lookup, and forms such as '08' as the other grade routes read them), board and stream. */
  function listFor(param: string, board: Board | null, stream: CurrentStream | null, locale: Locale) {
    const list = lists.get(listKey(param, board, stream, locale))
    if (list) return list
    const parsed = gradeParamSchema.safeParse({ grade: param })
    if (!parsed.success) throw new AppError('VALIDATION', GRADE_MESSAGE, { issues: [{ field: 'grade', message: GRADE_MESSAGE }] })
    if (stream !== null && !studiesStream(parsed.data.grade)) {
      throw new AppError('VALIDATION', STREAM_ONLY_MESSAGE, { issues: [{ field: 'stream', message: STREAM_ONLY_MESSAGE }] })
    }
    return lists.get(listKey(String(parsed.data.grade), board, stream, locale))!
  }

  app.get(
    '/questions/:grade',
    // The response schema documents the contract; the bytes were checked against it above.
    { schema: { querystring: questionsQuerySchema, response: { 200: questionListSchema } }, compress: false },
    (request, reply) => {
      const { user } = sessionOf(request)
      const board = request.query.board === 'none' ? null : (request.query.board ?? user.board ?? null)
      const list = listFor((request.params as { grade: string }).grade, board, request.query.stream ?? null, request.query.lang ?? 'en')
      const userId = user.id
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
