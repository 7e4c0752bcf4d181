// The framework's floor: a minimal Fastify (no logger, no plugins, no hooks) serving the same bytes as
// bare-server.mjs's /bytes. The distance from bare node:http to this row is Fastify's own cost; the distance from
// this row to Disha's is what Disha adds (sign-in, access check, headers, metrics). argv: port, JSON file.
import { readFileSync } from 'node:fs'
import process from 'node:process'
import Fastify from 'fastify'

const app = Fastify({ logger: false })
let bytes = Buffer.from('[]')
app.get('/bytes', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').send(bytes)
})
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' })
bytes = readFileSync(process.argv[3])
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
