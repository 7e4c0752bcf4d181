// The base of every ratio: node:http answering a fixed JSON body, no framework, no database. argv: port, and
// optionally a JSON file to serve at /bytes (the ceiling for a response of that size on this machine).
import { readFileSync } from 'node:fs'
import http from 'node:http'
import process from 'node:process'

const body = JSON.stringify({ status: 'ok', message: 'hello' })
let bytes = Buffer.from(body)
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(req.url === '/bytes' ? bytes : body)
})
server.keepAliveTimeout = 30_000
server.listen(Number(process.argv[2]), '127.0.0.1')
// The file may be written after start-up: SIGHUP reloads it.
process.on('SIGHUP', () => {
  if (process.argv[3]) bytes = readFileSync(process.argv[3])
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
