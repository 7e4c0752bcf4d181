// Test attempts: the server-side record of a test in progress, so no answer is lost to a reload or a lost phone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  attemptSchema,
  saveAttemptBodySchema,
  saveAttemptResponseSchema,
  startAttemptBodySchema,
} from '../../../shared/schemas/attempts'
import { gradeParamSchema } from '../../../shared/schemas/common'
import { requireUser, sessionOf } from '../guards'
import { setBoard } from '../../services/account'

const attemptIdParams = z.object({ id: z.uuid('That test attempt was not found.') })

export const attemptRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app)
  const ctx = app.ctx
  const { testTaking } = ctx

  app.post(
    '/attempts',
    { schema: { body: startAttemptBodySchema, response: { 200: attemptSchema, 201: attemptSchema } } },
    async (request, reply) => {
      const { user } = sessionOf(request)
      const { grade, studentName, currentStream, board } = request.body
      // A board named here is the student's from now on, as if named on the profile.
      if (board && board !== user.board) await setBoard(ctx, user.id, board)
      const { attempt, created } = await testTaking.start(user.id, grade, studentName, currentStream, board ?? user.board ?? null)
      return reply.status(created ? 201 : 200).send(attempt)
    },
  )

  // No attempt yet is an ordinary answer, not an error: null with 200, so a first visit to the test page logs no
  // failed request in the browser's console (docs/decisions/014).
  app.get(
    '/attempts/current/:grade',
    { schema: { params: gradeParamSchema, response: { 200: attemptSchema.nullable() } } },
    async (request) => (await testTaking.current(sessionOf(request).user.id, request.params.grade)) ?? null,
  )

  app.put(
    '/attempts/:id/answers',
    { schema: { params: attemptIdParams, body: saveAttemptBodySchema, response: { 200: saveAttemptResponseSchema } } },
    async (request) => testTaking.save(sessionOf(request).user.id, request.params.id, request.body),
  )
}
