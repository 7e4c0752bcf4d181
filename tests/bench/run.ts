// npm run bench: throughput of an authenticated API call against a bare node:http server, measured in the same run
// on this machine, reported as a ratio (never as absolute timings in a unit test).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Worker } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import pino from 'pino'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'
import { createMailer } from '../../src/server/mail/mailer'
import { measureReport, printReport } from './report'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)

function load(url: string, headers: Record<string, string> = {}): Promise<{ ok: number; failed: number; seconds: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { url, headers, connections: CONNECTIONS, seconds: SECONDS },
    })
    worker.once('message', resolve)
    worker.once('error', reject)
  })
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const body = JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', firstName: 'Asha', lastName: null, email: 'a@b.co', isAdmin: false, createdAt: new Date().toISOString() })
const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(body)
})
const bareUrl = await listen(bare)

const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://bench.local', DATA_DIR: '.tmp/bench' })
const database = await openDatabase({ pglite: await PGlite.create() })
await migrate(database)
const mailer = createMailer({ from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger: pino({ level: 'silent' }) })
const app = await buildApp({ config, database, mailer, logger: false, clientDir: null })
await app.listen({ port: 0, host: '127.0.0.1' })
const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

const reg = await fetch(`${appUrl}/api/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-pass-1', firstName: 'Bench' }),
})
const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
if (reg.status !== 201 || !cookie) throw new Error(`could not register the bench user: ${reg.status}`)

// Warm up both, then measure each in turn.
await load(`${bareUrl}/`)
await load(`${appUrl}/api/auth/user`, { cookie })
const baseline = await load(`${bareUrl}/`)
const authed = await load(`${appUrl}/api/auth/user`, { cookie })

const rate = (r: { ok: number; seconds: number }) => r.ok / r.seconds
const ratio = rate(authed) / rate(baseline)
console.log(`connections ${CONNECTIONS}, ${SECONDS} s each, loopback, same machine, same run`)
console.log(`bare node:http              ${rate(baseline).toFixed(0).padStart(8)} req/s  (failed ${baseline.failed})`)
console.log(`GET /api/auth/user (signed in) ${rate(authed).toFixed(0).padStart(5)} req/s  (failed ${authed.failed})`)
console.log(`ratio authenticated / bare: ${ratio.toFixed(2)}  (goal: 0.50 or more)`)

await app.close()
await database.close()
bare.close()

// Report generation, measured in the same process after the load test's servers are closed.
printReport(await measureReport())
