// Every route of the server: /healthz and /metrics, and the JSON API under /api, each folder a plugin with its guard.
// The OpenAPI description is registered first, so it sees each route as it is added, and is served last.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { accountRoutes } from './account/index'
import { adminSchoolRoutes } from './admin-schools/index'
import { adminRoutes } from './admin/index'
import { attemptRoutes } from './attempts/index'
import { authRoutes } from './auth/index'
import { counsellingRoutes } from './counselling/index'
import { gradeAccessRoutes } from './grade-access/index'
import { openApi, openApiRoutes } from './openapi/index'
import { webhookRoutes } from './payments/webhook'
import { pricingRoutes } from './pricing/index'
import { purchaseRoutes } from './purchases/index'
import { questionRoutes } from './questions/index'
import { reportRoutes } from './reports/index'
import { resetLinkRoutes } from './reset-links/index'
import { schoolSignInRoutes } from './school-sign-in/index'
import { schoolRoutes } from './school/index'
import { sharedRoutes } from './shared/index'
import { systemRoutes } from './system/index'
import { testRoutes } from './tests/index'

export const routes = fp(async (app: FastifyInstance) => {
  await app.register(openApi)
  await app.register(systemRoutes)
  await app.register(authRoutes, { prefix: '/api' })
  await app.register(accountRoutes, { prefix: '/api' })
  await app.register(testRoutes, { prefix: '/api' })
  await app.register(questionRoutes, { prefix: '/api' })
  await app.register(attemptRoutes, { prefix: '/api' })
  await app.register(adminRoutes, { prefix: '/api' })
  await app.register(counsellingRoutes, { prefix: '/api' })
  await app.register(purchaseRoutes, { prefix: '/api' })
  await app.register(pricingRoutes, { prefix: '/api' })
  await app.register(gradeAccessRoutes, { prefix: '/api' })
  await app.register(resetLinkRoutes, { prefix: '/api' })
  await app.register(adminSchoolRoutes, { prefix: '/api' })
  await app.register(schoolRoutes, { prefix: '/api' })
  await app.register(schoolSignInRoutes, { prefix: '/api' })
  await app.register(webhookRoutes, { prefix: '/api' })
  await app.register(reportRoutes, { prefix: '/api' })
  await app.register(sharedRoutes, { prefix: '/api' })
  await app.register(openApiRoutes, { prefix: '/api' })
})
