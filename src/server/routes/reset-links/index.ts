// Whether a password-reset link is still usable, asked by its page as it opens, so a used or expired link says so at
// once (and offers a new one) instead of showing a form that can only fail. The token travels in the body, never in
// an address that logs or a proxy would keep, and each check counts against the same per-address limit as a reset,
// so the check is no cheaper way to guess tokens than the reset itself.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { linkCheckBodySchema, linkStatusSchema } from '../../../shared/schemas/auth'
import { resetLinkIsLive } from '../../services/auth'
import { enforceRateLimit } from '../../services/rate-limits'

export const resetLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  app.post(
    '/reset-links/check',
    { schema: { body: linkCheckBodySchema, response: { 200: linkStatusSchema } } },
    async (request) => {
      await enforceRateLimit(ctx, 'resetPassword', request.ip)
      return { usable: await resetLinkIsLive(ctx.db, request.body.token, ctx.now()) }
    },
  )
}
