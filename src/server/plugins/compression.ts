// Compressed answers (br, gzip or deflate, from 1 KB), and request bodies that may arrive compressed
// (Content-Encoding: gzip, deflate or br). A GET or HEAD has no body, so those routes skip the decompression hook,
// which would otherwise run on every read. Registered before the routes.
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export const compression = fp(async (app: FastifyInstance) => {
  // Set before the plugin reads it.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (route.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD')) route.decompress = false
  })
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] })
})
