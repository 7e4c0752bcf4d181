// Admin calls. The guard is declared once for the whole folder.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { counsellingRequestSchema } from '../../../shared/schemas/counselling'
import { listCounsellingRequests } from '../../db/counselling-repository'
import { setPaymentsEnabled } from '../../db/settings-repository'
import { requireAdmin } from '../guards'

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAdmin(app)
  const ctx = app.ctx

  app.post(
    '/admin/toggle-payments',
    {
      schema: {
        body: z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) }),
        response: { 200: z.object({ message: z.string(), paymentsEnabled: z.boolean() }) },
      },
    },
    async (request) => {
      const { enabled } = request.body
      await setPaymentsEnabled(ctx.db, enabled)
      request.log.info({ admin: request.session?.user.id, enabled }, 'payments switched')
      return {
        message: enabled ? 'Payment system enabled. Each grade test now costs ₹50.00.' : 'Payment system disabled. All tests are now free.',
        paymentsEnabled: enabled,
      }
    },
  )

  app.get(
    '/admin/counselling-requests',
    { schema: { response: { 200: z.array(counsellingRequestSchema) } } },
    async () =>
      (await listCounsellingRequests(ctx.db)).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  )
}
