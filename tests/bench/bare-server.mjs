// The base of every ratio: node:http answering a fixed JSON body, no framework, no database. Its port is argv[2].
import process from 'node:process'
import http from 'node:http'

const body = JSON.stringify({ status: 'ok', message: 'hello' })
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(body)
})
server.keepAliveTimeout = 30_000
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
