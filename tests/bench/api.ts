// `npm run bench` (scenario api): the built server as a separate process on PostgreSQL and on PGlite, a bare
// node:http server and the seed's stack (Express + express-session + connect-pg-simple), each driven by autocannon
// from a separate load process with the same connections and duration. Every subject run follows its own bare
// run, and its ratio is against that neighbour, so a machine shared with other work moves both alike.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { BenchArgs } from './lib/args'
import { answerFor, buyGrade, call, expectStatus, register, type Question } from './lib/client'
import {
  freshPostgresDatabase,
  ROOT,
  rssMb,
  cpuSeconds,
  cpuTimes,
  formatProbe,
  machineProbe,
  runLoad,
  sleep,
  startDisha,
  startScript,
  type LoadJob,
  type LoadResult,
  type Started,
} from './lib/processes'
import { gcBetween, METRICS_TOKEN, scrapeMetrics } from './lib/metrics'
import { fmt, formatTable } from './lib/table'

const ports = (base = 4110) => ({ bare: base, pg: base + 1, pglite: base + 2, peer: base + 3, tsx: base + 4, floor: base + 5 })
const GRADE = 10

interface Subject {
  name: string
  job: LoadJob
  /** The process serving it, whose CPU time per request is measured. */
  pid: number | undefined
  /** The least ratio to bare that passes; undefined for a peer shown for comparison. */
  budget?: number
  /** Disha's own address, whose /metrics tells how much garbage collection the run cost the server. */
  metricsUrl?: string
}

interface Measured extends LoadResult {
  /** Server CPU time per answered request, in microseconds. */
  cpuUs: number
  /** CPU the hypervisor took from this machine during the run (steal), in cores: other guests' load, not ours. */
  steal: number
  /** Disha's V8 garbage collection during the run: full (mark-compact) collections, and GC time per second. */
  gc?: { major: number; msPerSecond: number }
}

interface Row {
  name: string
  result: Measured
  bare: Measured
  budget?: number
}

export async function runApiBench(args: BenchArgs): Promise<{ ok: boolean }> {
  const PORTS = ports(args.portBase)
  const workDir = path.join(ROOT, '.tmp', args.portBase ? `bench-${args.portBase}` : 'bench')
  rmSync(workDir, { recursive: true, force: true })
  mkdirSync(workDir, { recursive: true })
  const started: Started[] = []
  const facts: string[][] = []
  try {
    const questionsFile = path.join(workDir, 'questions.json')
    const bare = await startScript('bare-server.mjs', [String(PORTS.bare), questionsFile], '/')
    started.push(bare)
    const servers: { label: string; server: Started; db: string }[] = []

    const pgUrl = args.pgUrl ? await freshPostgresDatabase(args.pgUrl, args.portBase ? `disha_bench_${args.portBase}` : 'disha_bench') : null
    if (args.pgUrl && !pgUrl) console.log(`PostgreSQL at ${args.pgUrl} did not answer: its rows are skipped.`)
    const common = { TRUST_PROXY: 'true', METRICS_TOKEN }
    const prof = (name: string) => [...(args.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.join(workDir, `prof-${name}`)}`] : []), ...args.serverFlags]

    if (pgUrl) {
      // For comparison only: the same server started through tsx, as `npm start` did before it was compiled.
      const tsx = await startDisha({ port: PORTS.tsx, env: { ...common, DATABASE_URL: pgUrl }, script: ['--import', 'tsx', 'src/server/main.ts'] })
      await sleep(1000)
      facts.push(['start-up, PostgreSQL, through tsx (before)', fmt.ms(tsx.readyMs), fmt.mb(rssMb(tsx.child.pid))])
      await tsx.stop()
      const server = await startDisha({ port: PORTS.pg, env: { ...common, DATABASE_URL: pgUrl }, nodeArgs: prof('pg') })
      started.push(server)
      servers.push({ label: 'PostgreSQL', server, db: 'pg' })
    }
    if (args.pglite) {
      const server = await startDisha({ port: PORTS.pglite, env: { ...common, DATA_DIR: path.join(workDir, 'pglite') }, nodeArgs: prof('pglite') })
      started.push(server)
      servers.push({ label: 'PGlite', server, db: 'pglite' })
    }
    await sleep(2000)
    for (const { label, server } of servers) {
      const fresh = label === 'PGlite' ? ' (new data folder: initdb)' : ''
      facts.push([`start-up, ${label}, compiled${fresh}`, fmt.ms(server.readyMs), fmt.mb(rssMb(server.child.pid))])
    }

    const subjects: Subject[] = []
    let questions: Question[] = []
    for (const { label, server, db } of servers) {
      const cookie = await register(server.url, `bench-${db}@bench.test`, '10.255.255.1')
      await buyGrade(server.url, cookie, GRADE, '10.255.255.1')
      const q = await expectStatus(server.url, 'GET', `/api/questions/${GRADE}`, [200], { cookie })
      questions = q.body as Question[]
      const answers = Object.fromEntries(questions.slice(0, 15).map((item) => [item.id, answerFor(item)]))
      // One student per connection for the saves (up to 50), each from its own address (TRUST_PROXY is on).
      const students: { cookie: string; attemptId: string }[] = []
      for (let i = 0; i < Math.min(args.connections, 50); i += 1) {
        const address = `10.254.${Math.floor(i / 250)}.${(i % 250) + 1}`
        const student = await register(server.url, `bench-${db}-${i}@bench.test`, address)
        await buyGrade(server.url, student, GRADE, address)
        const attempt = await expectStatus(server.url, 'POST', '/api/attempts', [200, 201], {
          cookie: student,
          body: { grade: GRADE, studentName: `Bench Student ${i}` },
        })
        students.push({ cookie: student, attemptId: (attempt.body as { id: string }).id })
      }
      const base = { connections: args.connections, duration: args.duration, headers: { cookie } }
      // The process whose CPU is measured, and whose /metrics tells how much garbage collection each run cost it.
      const served = { pid: server.child.pid, metricsUrl: server.url }
      subjects.push({
        name: `Disha GET /api/questions/${GRADE}, signed in, no Accept-Encoding, ${label}`,
        job: { ...base, url: `${server.url}/api/questions/${GRADE}` },
        ...served,
        budget: db === 'pg' ? 0.5 : 0.4,
      })
      subjects.push({
        name: `Disha GET /api/questions/${GRADE}, signed in, as a browser asks (Accept-Encoding: br), ${label}`,
        job: { ...base, url: `${server.url}/api/questions/${GRADE}`, headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' } },
        ...served,
        budget: db === 'pg' ? 0.5 : 0.4,
      })
      subjects.push({
        name: `Disha PUT /api/attempts/:id/answers (15 answers, a student per connection), ${label}`,
        job: {
          ...base,
          // One connection per student: never two saves of one attempt in flight at once.
          connections: students.length,
          url: server.url,
          method: 'PUT',
          headers: {},
          save: { answers, students, base: server.url },
        },
        ...served,
      })
    }

    // The same bytes from bare node:http: the ceiling for a response of this size, framework and auth aside.
    writeFileSync(questionsFile, JSON.stringify(questions))
    bare.child.kill('SIGHUP')
    subjects.unshift({
      name: `reference: bare node:http, the same ${(JSON.stringify(questions).length / 1024).toFixed(1)} KB of questions, no auth`,
      job: { url: `${bare.url}/bytes`, connections: args.connections, duration: args.duration },
      pid: bare.child.pid,
    })
    const floor = await startScript('fastify-floor.mjs', [String(PORTS.floor), questionsFile], '/bytes')
    started.push(floor)
    subjects.splice(1, 0, {
      name: 'reference: minimal Fastify (no logger, plugins or hooks), the same bytes, no auth',
      job: { url: `${floor.url}/bytes`, connections: args.connections, duration: args.duration },
      pid: floor.child.pid,
    })
    if (pgUrl) {
      const peer = await startScript('peer-server.mjs', [String(PORTS.peer), pgUrl, questionsFile], '/api/questions/10')
      started.push(peer)
      const login = await expectStatus(peer.url, 'POST', '/api/login', [200])
      subjects.push({
        name: `peer: Express 5 + express-session + connect-pg-simple, same JSON, PostgreSQL`,
        job: { url: `${peer.url}/api/questions/${GRADE}`, connections: args.connections, duration: args.duration, headers: { cookie: login.cookie ?? '' } },
        // The peer's session store is PostgreSQL, whose CPU is not counted here; its row shows req/s only.
        pid: undefined,
      })
    }

    if (args.only) subjects.splice(0, subjects.length, ...subjects.filter((s) => s.name.includes(args.only ?? '')))
    const bareJob: LoadJob = { url: `${bare.url}/`, connections: args.connections, duration: args.duration }
    const warm = Math.min(args.duration, 3)
    await runLoad({ ...bareJob, duration: warm })
    for (const s of subjects) await measure({ ...s.job, duration: warm }, undefined)

    const probes = [machineProbe()]
    const rows: Row[] = []
    for (let round = 0; round < args.rounds; round += 1) {
      for (const s of subjects) {
        const bareResult = await measure(bareJob, bare.child.pid)
        const result = await measure(s.job, s.pid, s.metricsUrl)
        rows.push({ name: s.name, result, bare: bareResult, budget: s.budget })
      }
    }
    for (const { label, server } of servers) facts.push([`after the load, ${label}`, '', fmt.mb(rssMb(server.child.pid))])
    probes.push(machineProbe())

    const table = summarise(rows)
    console.log(`\nAPI on Node ${process.versions.node} (every server and the load): ${args.connections} connections, ${args.duration} s per run, ${args.rounds} round(s), loopback; "vs bare" = req/s over the bare run just before it; "CPU vs bare" = bare server CPU per request over this server's (less sensitive to other load on the machine)`)
    console.log(table.text)
    console.log(`before the runs, ${formatProbe(probes[0]!)}; after them, ${formatProbe(probes[1]!, true)}`)
    console.log(`\nStart-up (spawn to first /healthz 200) and resident memory`)
    console.log(formatTable(['what', 'time to first /healthz 200', 'RSS'], facts))
    const out = args.json ?? path.join(workDir, 'api.json')
    writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), args, rows, facts }, null, 2))
    return { ok: table.errors === 0 }
  } finally {
    for (const s of started.reverse()) await s.stop()
  }
}

async function measure(job: LoadJob, pid: number | undefined, metricsUrl?: string): Promise<Measured> {
  const scrape = () => (metricsUrl ? scrapeMetrics(metricsUrl).catch(() => undefined) : undefined)
  const metricsBefore = await scrape()
  const before = cpuSeconds(pid)
  const machineBefore = cpuTimes()
  const result = await runLoad(job)
  // Read before the save check below, whose requests are not part of the load.
  const used = cpuSeconds(pid) - before
  const machineAfter = cpuTimes()
  const metricsAfter = metricsBefore && (await scrape())
  const gc = metricsBefore && metricsAfter
    ? { major: gcBetween(metricsBefore, metricsAfter, 'major').count, msPerSecond: (gcBetween(metricsBefore, metricsAfter).seconds * 1000) / job.duration }
    : undefined
  const steal = machineBefore && machineAfter ? (machineAfter.steal - machineBefore.steal) / Math.max(1e-9, machineAfter.seconds - machineBefore.seconds) : Number.NaN
  const checked = job.save ? await checkSaves(job, job.save, result) : result
  return { ...checked, cpuUs: (used * 1e6) / Math.max(1, result.total), steal, gc }
}

/**
 * After a save job (which continues each student's revisions from the last run): every student's stored revision
 * must be at least the last one the server acknowledged, or the "saves" were answered without being stored (each
 * one missed counts as an error in the table).
 */
async function checkSaves(job: LoadJob, save: NonNullable<LoadJob['save']>, result: LoadResult): Promise<LoadResult> {
  const acknowledged = Object.entries(result.lastRevision ?? {})
  let lost = 0
  for (const [index, revision] of acknowledged) {
    const student = save.students[Number(index)]
    if (!student) continue
    const current = await call(save.base, 'GET', `/api/attempts/current/${GRADE}`, { cookie: student.cookie })
    const stored = (current.body as { revision?: number } | null)?.revision ?? 0
    if (current.status !== 200 || stored < revision) lost += 1
  }
  if (lost) console.log(`${job.url}: ${lost} of ${acknowledged.length} students' last acknowledged save is not stored`)
  // The next run starts above anything sent, the request still in flight when the run stopped included.
  save.revisionFrom = Math.max(save.revisionFrom ?? 0, ...acknowledged.map(([, r]) => r)) + 1
  return { ...result, errors: result.errors + lost }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

function summarise(rows: Row[]) {
  const names = [...new Set(rows.map((r) => r.name))]
  const bareAll = rows.map((r) => r.bare)
  const body: string[][] = [
    ['bare node:http, fixed JSON (the base)', fmt.int(median(bareAll.map((b) => b.rps))), fmt.ms(median(bareAll.map((b) => b.p50))), fmt.ms(median(bareAll.map((b) => b.p99))), '1.000x', '', '', fmt.us(median(bareAll.map((b) => b.cpuUs))), '1.000x', '', String(sum(bareAll.map((b) => b.non2xx + b.errors))), fmt.cores(Math.max(...bareAll.map((b) => b.steal)))],
  ]
  let errors = 0
  for (const name of names) {
    const mine = rows.filter((r) => r.name === name)
    const ratio = median(mine.map((r) => r.result.rps / r.bare.rps))
    const budget = mine[0]?.budget
    const failed = sum(mine.map((r) => r.result.non2xx + r.result.errors))
    errors += failed
    body.push([
      name,
      fmt.int(median(mine.map((r) => r.result.rps))),
      fmt.ms(median(mine.map((r) => r.result.p50))),
      fmt.ms(median(mine.map((r) => r.result.p99))),
      fmt.ratio(ratio),
      budget === undefined ? '-' : `>= ${budget.toFixed(2)}x`,
      budget === undefined ? '' : ratio >= budget ? 'pass' : 'FAIL',
      fmt.us(median(mine.map((r) => r.result.cpuUs))),
      fmt.ratio(median(mine.map((r) => r.bare.cpuUs / r.result.cpuUs))),
      // Each run's full collections, then the GC time per second (median): a run in which the server kept collecting
      // its old generation is told apart from one that did not (docs/benchmarks.md, "One build, several starts").
      mine.every((r) => r.result.gc) ? `${mine.map((r) => r.result.gc?.major).join(', ')}; ${Math.round(median(mine.map((r) => r.result.gc?.msPerSecond ?? Number.NaN)))} ms/s` : '',
      String(failed),
      // The most the hypervisor took in any of this row's runs or the bare runs it is compared with.
      fmt.cores(Math.max(...mine.flatMap((r) => [r.result.steal, r.bare.steal]))),
    ])
  }
  const header = ['what', 'req/s', 'p50', 'p99', 'vs bare', 'budget', 'result', 'server CPU/req', 'CPU vs bare', 'full GCs per run; GC time', 'non-2xx/errors', 'steal (most, cores)']
  return { text: formatTable(header, body), errors }
}

function sum(values: number[]) {
  return values.reduce((a, b) => a + b, 0)
}
