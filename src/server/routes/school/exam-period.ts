// The exam period: a class's test window, a student's extra time and the class's live progress. Registered inside the school's routes, behind
// their guard (a counsellor of a school); both act inside the counsellor's school (services/exam-period.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { classLiveSchema, classSummarySchema, extraTimeBodySchema, extraTimeResponseSchema, idParamsSchema, testWindowBodySchema } from '../../../shared/schemas/schools'
import type { TimeFactor } from '../../../shared/schools'
import { setExtraTime, setTestWindow } from '../../services/exam-period'
import { counsellorOf } from '../../services/schools'
import { sessionOf } from '../guards'

export const examPeriodRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.put(
    '/school/classes/:id/test-window',
    { schema: { params: idParamsSchema, body: testWindowBodySchema, response: { 200: classSummarySchema } } },
    async (request) => {
      const counsellor = counsellorOf(sessionOf(request).user)
      const summary = await setTestWindow(ctx.db, counsellor, request.params.id, request.body.open)
      request.log.info({ counsellor: counsellor.id, classId: summary.id, open: summary.testWindowOpen }, 'class test window set')
      return summary
    },
  )

  // The live view of a class during the period, asked every few seconds: a short in-process cache answers most calls
  // (services/live-progress.ts), and no cache on the way keeps it.
  app.get('/school/classes/:id/live', { schema: { params: idParamsSchema, response: { 200: classLiveSchema } } }, async (request, reply) => {
    const live = await ctx.liveProgress.classLive(counsellorOf(sessionOf(request).user), request.params.id)
    return reply.header('Cache-Control', 'no-store').send(live)
  })

  app.put(
    '/school/students/:id/extra-time',
    { schema: { params: idParamsSchema, body: extraTimeBodySchema, response: { 200: extraTimeResponseSchema } } },
    async (request) => {
      const counsellor = counsellorOf(sessionOf(request).user)
      const answer = await setExtraTime(ctx, counsellor, request.params.id, request.body.timeFactor as TimeFactor)
      request.log.info({ counsellor: counsellor.id, userId: answer.studentId, timeFactor: answer.timeFactor }, 'student extra time set')
      return answer
    },
  )
}
