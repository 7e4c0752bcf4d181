// The exam period: a class's test window and a student's extra time. Registered inside the school's routes, behind
// their guard (a counsellor of a school); both act inside the counsellor's school (services/exam-period.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { classSummarySchema, extraTimeBodySchema, extraTimeResponseSchema, idParamsSchema, testWindowBodySchema } from '../../../shared/schemas/schools'
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
