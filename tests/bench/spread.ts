// `npm run bench -- spread`: the same build started several times, each server measured alone with the same load.
// One run of the API bench measures one server process, and processes of one build do not all run at one speed
// (docs/benchmarks.md, "One build, several starts"): this shows the spread, and each process's garbage collection
// beside it. Loopback only; each server on its own new PostgreSQL database (PGlite folders with --no-pg).
import { rmSync } from 'node:fs'
import path from 'node:path'
import type { BenchArgs } from './lib/args'
import { buyGrade, expectStatus, register } from './lib/client'
import { gcBetween, METRICS_TOKEN, scrapeMetrics } from './lib/metrics'
import { cpuSeconds, formatProbe, freshPostgresDatabase, machineProbe, ROOT, runLoad, startDisha, type Started } from './lib/processes'
import { fmt, formatTable } from './lib/table'

const GRADE = 10
const WARM_SECONDS = 2

export async function runSpreadBench(args: BenchArgs): Promise<{ ok: boolean }> {
  const portBase = args.portBase ?? 4170
  const workDir = path.join(ROOT, '.tmp', `bench-spread-${portBase}`)
  rmSync(workDir, { recursive: true, force: true })
  const servers: { server: Started; cookie: string }[] = []
  const rows: string[][] = []
  const perRequest: number[] = []
  let errors = 0
  try {
    // All are started first, then measured in turn, so each is measured with the same neighbours alive.
    for (let i = 0; i < args.servers; i += 1) {
      const pgUrl = args.pgUrl ? await freshPostgresDatabase(args.pgUrl, `disha_bench_spread_${i}`) : null
      const env: Record<string, string> = { TRUST_PROXY: 'true', METRICS_TOKEN, ...(pgUrl ? { DATABASE_URL: pgUrl } : { DATA_DIR: path.join(workDir, `pglite-${i}`) }) }
      const server = await startDisha({ port: portBase + i, env, nodeArgs: args.serverFlags })
      // Kept at once, so the `finally` stops it should its sign-up fail.
      servers.push({ server, cookie: '' })
      const cookie = await register(server.url, `spread-${i}@bench.test`, '10.253.0.1')
      await buyGrade(server.url, cookie, GRADE, '10.253.0.1')
      await expectStatus(server.url, 'GET', `/api/questions/${GRADE}`, [200], { cookie })
      servers[i] = { server, cookie }
    }
    const probe = machineProbe()
    for (const [i, { server, cookie }] of servers.entries()) {
      const job = { url: `${server.url}/api/questions/${GRADE}`, connections: args.connections, headers: { cookie } }
      await runLoad({ ...job, duration: WARM_SECONDS })
      const pid = server.child.pid
      const metricsBefore = await scrapeMetrics(server.url)
      const before = cpuSeconds(pid, true)
      const result = await runLoad({ ...job, duration: args.duration })
      const mainUs = ((cpuSeconds(pid, true) - before) * 1e6) / Math.max(1, result.total)
      const metricsAfter = await scrapeMetrics(server.url)
      const failed = result.non2xx + result.errors
      errors += failed
      perRequest.push(mainUs)
      rows.push([
        `server ${i + 1} (port ${portBase + i})`,
        fmt.int(result.rps),
        fmt.us(mainUs),
        String(gcBetween(metricsBefore, metricsAfter, 'major').count),
        `${Math.round((gcBetween(metricsBefore, metricsAfter).seconds * 1000) / args.duration)} ms/s`,
        String(failed),
      ])
    }
    const sorted = [...perRequest].sort((a, b) => a - b)
    console.log(
      `\nThe same build, ${args.servers} servers on ${args.pgUrl ? 'PostgreSQL' : 'PGlite'} (Node ${process.versions.node}), each warmed ${WARM_SECONDS} s and then loaded ${args.duration} s ` +
        `with authenticated GET /api/questions/${GRADE}, ${args.connections} connections; main-thread CPU per request from /proc; ${formatProbe(probe)}`,
    )
    console.log(formatTable(['server', 'req/s', 'main-thread CPU/req', 'full GCs', 'GC time', 'non-2xx/errors'], rows))
    console.log(`main-thread CPU per request: least ${fmt.us(sorted[0] ?? Number.NaN)}, most ${fmt.us(sorted.at(-1) ?? Number.NaN)} (most / least ${((sorted.at(-1) ?? 0) / (sorted[0] ?? 1)).toFixed(2)})`)
    return { ok: errors === 0 }
  } finally {
    for (const { server } of servers.reverse()) await server.stop()
  }
}
