// The API's description, made from the routes' own zod schemas (the same ones that validate requests and shape
// answers), so it cannot drift from what the server does. tests/api/openapi.test.ts checks that every route is in it
// with its schemas.
import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** Registered before the routes, so it sees each of them as it is added. */
export const openApi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Disha API',
        version: '1',
        description:
          'Career assessment for Indian school students, grades 8 to 12. JSON in and out; every error is {message, code?, issues?}. ' +
          'Signed-in calls carry the session cookie; state-changing calls from another site are refused. docs/product.md (The API) says who may call what.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'disha_session', description: '__Host-disha_session on an https address' } },
      },
    },
    transform: jsonSchemaTransform,
  })
})

export async function openApiRoutes(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
