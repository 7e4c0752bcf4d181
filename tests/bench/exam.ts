// `npm run bench -- exam`: a school's exam day. N students arrive within a minute, each signs up, loads the
// questions, starts an attempt, saves 30 answers one at a time with think time, submits and reads the results;
// afterwards the database is checked for every answer a student saw saved. Run once with one address per student
// (TRUST_PROXY and X-Forwarded-For, as behind a school's proxy) and once with all students behind one address
// (a school behind one NAT address), on PostgreSQL and on PGlite, each against the built server started as
// `npm start` starts it. Behind one address a lab of at most LAB_SIGN_UPS students signs up on the day; the rest
// of the school logs in to accounts made before (decision 008 sizes the register limit for such a lab).
import { rmSync } from 'node:fs'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { BenchArgs } from './lib/args'
import { PGLITE_EXTENSIONS } from '../../src/server/db/client'
import { concurrencyLimit } from '../../src/server/lib/concurrency-limit'
import { answerFor, call, expectStatus, questionsPath, streamFor, type Question } from './lib/client'
import { cpuTimes, formatProbe, freshPostgresDatabase, machineProbe, ROOT, rssMb, sleep, startCommand, startDisha, type Started } from './lib/processes'
import { gcBetween, METRICS_TOKEN, scrapeMetrics } from './lib/metrics'
import { fmt, formatTable } from './lib/table'


/** Sign-ups on the day behind one address: decision 008's lab (its limit, 600 an hour, is this lab signing up twice). */
const LAB_SIGN_UPS = 300

export interface Outcome {
  /** Signed in (by signing up, or by logging in to an account made before): the student's answers are checked. */
  registered: boolean
  loggedIn: boolean
  refused429: boolean
  submitted: boolean
  errors: string[]
  saveMs: number[]
  /** When each save was sent (performance.now()), to tell the saves during the arrivals from the later ones. */
  saveAt: number[]
  /** What the student last saw acknowledged: the answers the server must now hold. */
  saved: Record<string, string>
  email: string
  pdf: 'none' | 'ok' | 'failed'
  /** Reloaded the test page halfway (--reload-share): its HTML drawn by the server with the open attempt. */
  reload: 'none' | 'ok' | 'failed'
}

interface RunResult {
  label: string
  mode: string
  students: number
  outcomes: Outcome[]
  lost: number
  missingTests: number
  maxRssMb: number
  seconds: number
  startedAt: number
  server: ServerStats | undefined
  load: LoadStats
}

/** What the server's own metrics say about a run: how long its event loop was held up, and by garbage collection. */
interface ServerStats {
  loopDelayMaxMs: number
  loopDelayP99Ms: number
  gcMs: number
  gcMajorMs: number
  /** At the end of the run, in MB: what V8's heap has reserved and uses, and memory outside it that V8 knows of. */
  heapTotalMb: number
  heapUsedMb: number
  externalMb: number
  /** Saves the server itself took the budget or longer to answer (from its latency histogram), and all it answered. */
  slowSaves: number
  saves: number
}

/**
 * The load's own event loop (this process runs every simulated student): a save's time is measured here, so a
 * delay here counts in it although no student's phone would share it. Reported beside the server's own figures so a
 * slow save can be told to be the server's or the bench's.
 */
interface LoadStats {
  loopDelayMaxMs: number
  loopDelayP99Ms: number
  /**
   * Per second of the run, the CPU the machine's hypervisor took from this virtual machine (steal), in cores: a
   * second in which it took a large share stalls the server, the database and the load alike.
   */
  stealBySecond: Map<number, number>
}

const SAVE_SERIES = 'method="PUT",route="/api/attempts/:id/answers"'

function serverStats(before: Map<string, number>, after: Map<string, number>, budgetMs: number): ServerStats {
  const series = (m: Map<string, number>, name: string, le?: string) =>
    m.get(`disha_http_request_duration_seconds_${name}{${SAVE_SERIES}${le === undefined ? '' : `,le="${le}"`}}`) ?? 0
  const within = (m: Map<string, number>) => series(m, 'bucket', String(budgetMs / 1000))
  const saves = series(after, 'count') - series(before, 'count')
  return {
    loopDelayMaxMs: (after.get('disha_nodejs_eventloop_lag_max_seconds') ?? Number.NaN) * 1000,
    heapTotalMb: (after.get('disha_nodejs_heap_size_total_bytes') ?? Number.NaN) / 1048576,
    heapUsedMb: (after.get('disha_nodejs_heap_size_used_bytes') ?? Number.NaN) / 1048576,
    externalMb: (after.get('disha_nodejs_external_memory_bytes') ?? Number.NaN) / 1048576,
    loopDelayP99Ms: (after.get('disha_nodejs_eventloop_lag_p99_seconds') ?? Number.NaN) * 1000,
    gcMs: gcBetween(before, after).seconds * 1000,
    gcMajorMs: gcBetween(before, after, 'major').seconds * 1000,
    slowSaves: saves - (within(after) - within(before)),
    saves,
  }
}

/** Issue 12's exam-day budgets: p99 save (ms) and server RSS (MB), per database. */
const budgetsOf = (label: string) => (label === 'PGlite' ? { saveBudget: 100, rssBudget: 400 } : { saveBudget: 50, rssBudget: 200 })

/** A second in which the hypervisor took a fifth of a core or more counts as one it held the machine up in. */
const STEAL_NOTABLE = 0.2

function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

const jitter = (ms: number) => ms * (0.5 + Math.random())

const PASSWORD = 'exam-day-pass-1'
const emailOf = (prefix: string, index: number) => `${prefix}-${index}@school.test`

async function student(base: string, index: number, prefix: string, ip: string, hasAccount: boolean, args: BenchArgs): Promise<Outcome> {
  const grade = 8 + (index % 5)
  const email = emailOf(prefix, index)
  const out: Outcome = { registered: false, loggedIn: hasAccount, refused429: false, submitted: false, errors: [], saveMs: [], saveAt: [], saved: {}, email, pdf: 'none', reload: 'none' }
  const fail = (step: string, status: number | string) => out.errors.push(`${step} ${status}`)
  try {
    const reg = hasAccount
      ? await call(base, 'POST', '/api/login', { body: { email, password: PASSWORD }, ip })
      : await call(base, 'POST', '/api/register', { body: { email, password: PASSWORD, firstName: `Student${index}` }, ip })
    if (reg.status === 429) {
      out.refused429 = true
      return out
    }
    if (reg.status !== (hasAccount ? 200 : 201) || !reg.cookie) return (fail(hasAccount ? 'login' : 'register', reg.status), out)
    out.registered = true
    const cookie = reg.cookie
    // Payments are on (the default) in mock mode: each student buys the grade first.
    const buy = await call(base, 'POST', '/api/payment/create-order', { cookie, ip, body: { grade } })
    if (buy.status !== 200) return (fail('buy', buy.status), out)
    const q = await call(base, 'GET', questionsPath(grade), { cookie, ip })
    if (q.status !== 200) return (fail('questions', q.status), out)
    const questions = q.body as Question[]
    const start = await call(base, 'POST', '/api/attempts', { cookie, ip, body: { grade, studentName: `Student ${index}`, ...streamFor(grade) } })
    if (start.status !== 201 && start.status !== 200) return (fail('start', start.status), out)
    const attemptId = (start.body as { id: string }).id
    const answers: Record<string, string> = {}
    // A phone that drops the tab mid-test (--reload-share 0.1): the page comes back drawn by the server (decision 018).
    const reloadAt = Math.random() < args.reloadShare ? Math.floor(questions.length / 2) : -1
    for (const [position, item] of questions.entries()) {
      if (position === reloadAt) {
        const page = await fetch(`${base}/test/${grade}`, { headers: { cookie, 'x-forwarded-for': ip, 'accept-encoding': 'br, gzip' } })
        const html = await page.text()
        out.reload = page.status === 200 && html.includes('id="disha-test-page"') ? 'ok' : 'failed'
        if (out.reload === 'failed') fail('reload', page.status)
      }
      await sleep(jitter(args.thinkMs))
      answers[item.id] = answerFor(item)
      const t0 = performance.now()
      const save = await call(base, 'PUT', `/api/attempts/${attemptId}/answers`, {
        cookie,
        ip,
        body: { answers, position, revision: position + 1 },
      })
      out.saveMs.push(performance.now() - t0)
      out.saveAt.push(t0)
      if (save.status !== 200) fail('save', save.status)
      else out.saved = { ...answers }
    }
    const submit = await call(base, 'POST', '/api/tests', {
      cookie,
      ip,
      body: { grade, studentName: `Student ${index}`, answers, timeSpent: 30, attemptId },
    })
    if (submit.status !== 201 && submit.status !== 200) return (fail('submit', submit.status), out)
    out.submitted = true
    const testId = (submit.body as { id: string }).id
    const results = await call(base, 'GET', `/api/tests/${testId}/results`, { cookie, ip })
    if (results.status !== 200) fail('results', results.status)
    // Reports are being built in parallel (GET /api/reports/:id/download): --pdf-share 0.1 turns this on.
    if (Math.random() < args.pdfShare) {
      const res = await fetch(`${base}/api/reports/${testId}/download`, { headers: { cookie, 'x-forwarded-for': ip } })
      await res.arrayBuffer()
      out.pdf = res.status === 200 && res.headers.get('content-type')?.startsWith('application/pdf') ? 'ok' : 'failed'
      if (out.pdf === 'failed') fail('pdf', res.status)
    }
  } catch (err) {
    fail('network', (err as Error).message)
  }
  return out
}

/** Accounts the school made before exam day, each from a student's own (home) address; not part of the measured run. */
async function makeAccountsBefore(base: string, prefix: string, indices: number[]) {
  const limit = concurrencyLimit(4)
  await Promise.all(
    indices.map((index) =>
      limit(() =>
        expectStatus(base, 'POST', '/api/register', [201], {
          body: { email: emailOf(prefix, index), password: PASSWORD, firstName: `Student${index}` },
          ip: `172.16.${(index >> 8) & 255}.${(index & 255) + 1}`,
        }),
      ),
    ),
  )
}

async function runStudents(server: Started, label: string, n: number, prefix: string, oneAddress: boolean, args: BenchArgs) {
  // Behind one address the first LAB_SIGN_UPS students sign up on the day; the others' accounts exist already.
  const hasAccount = (i: number) => oneAddress && i >= LAB_SIGN_UPS
  const earlier = Array.from({ length: n }, (_, i) => i).filter(hasAccount)
  if (earlier.length > 0) {
    console.log(`  first making ${earlier.length} accounts as before exam day (not measured)...`)
    await makeAccountsBefore(server.url, prefix, earlier)
  }
  let maxRss = rssMb(server.child.pid)
  const sampler = setInterval(() => {
    maxRss = Math.max(maxRss, rssMb(server.child.pid))
  }, 250)
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  const t0 = performance.now()
  const stealBySecond = new Map<number, number>()
  let lastTimes = cpuTimes()
  const stealSampler = setInterval(() => {
    const times = cpuTimes()
    if (times && lastTimes) stealBySecond.set(Math.round((performance.now() - t0) / 1000) - 1, (times.steal - lastTimes.steal) / Math.max(1e-9, times.seconds - lastTimes.seconds))
    lastTimes = times
  }, 1000)
  const outcomes = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      await sleep(Math.random() * args.arrivalSeconds * 1000)
      const ip = oneAddress ? '10.20.30.40' : `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`
      return student(server.url, i, prefix, ip, hasAccount(i), args)
    }),
  )
  clearInterval(sampler)
  clearInterval(stealSampler)
  loop.disable()
  const load: LoadStats = { loopDelayMaxMs: loop.max / 1e6, loopDelayP99Ms: loop.percentile(99) / 1e6, stealBySecond }
  return { outcomes, maxRss, seconds: (performance.now() - t0) / 1000, label, startedAt: t0, load }
}

/** The answers stored for each of the run's students, read straight from the database after the server stopped. */
async function storedAnswers(query: (sql: string) => Promise<{ email: string; answers: Record<string, string>; test_id: string | null }[]>) {
  const rows = await query(
    `select u.email, a.answers, t.id as test_id from users u join test_attempts a on a.user_id = u.id
     left join tests t on t.attempt_id = a.id where u.email like '%@school.test'`,
  )
  return new Map(rows.map((r) => [r.email, r]))
}

export function check(outcomes: Outcome[], stored: Map<string, { answers: Record<string, string>; test_id: string | null }>) {
  let lost = 0
  let missingTests = 0
  for (const o of outcomes) {
    if (!o.registered) continue
    const row = stored.get(o.email)
    for (const [id, value] of Object.entries(o.saved)) if (row?.answers[id] !== value) lost += 1
    if (o.submitted && !row?.test_id) missingTests += 1
  }
  return { lost, missingTests }
}

export async function runExamBench(args: BenchArgs): Promise<{ ok: boolean }> {
  const PORTS = { pg: args.portBase ?? 4120, pglite: (args.portBase ?? 4120) + 1 }
  const workDir = path.join(ROOT, '.tmp', `bench-exam-${PORTS.pg}`)
  rmSync(workDir, { recursive: true, force: true })
  const results: RunResult[] = []
  /** Budget 3: time to the first /healthz 200 and idle RSS a second later, for each database. */
  const startUps: string[][] = []
  const modes = args.oneAddress ? [true] : [false, true]
  const probe = machineProbe()
  const targets: { label: string; n: number; db: 'pg' | 'pglite' }[] = []
  const pgUrl = args.pgUrl ? await freshPostgresDatabase(args.pgUrl, 'disha_bench_exam') : null
  if (args.pgUrl && !pgUrl) console.log(`PostgreSQL at ${args.pgUrl} did not answer: its runs are skipped.`)
  if (pgUrl) targets.push({ label: 'PostgreSQL', n: args.students ?? 1000, db: 'pg' })
  if (args.pglite) targets.push({ label: 'PGlite', n: args.pgliteStudents ?? args.students ?? 300, db: 'pglite' })

  for (const target of targets) {
    const dataDir = path.join(workDir, 'pglite')
    const env: Record<string, string> = { TRUST_PROXY: 'true', METRICS_TOKEN }
    if (target.db === 'pg' && pgUrl) env.DATABASE_URL = pgUrl
    else env.DATA_DIR = dataDir
    // --cpu-prof: a profile of the server for the whole of both runs (summarise with tests/bench/profile-summary.mjs).
    const nodeArgs = [...(args.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.join(workDir, `prof-${target.db}`)}`] : []), ...args.serverFlags]
    const server = await startDisha({ port: PORTS[target.db], env, nodeArgs })
    await sleep(1000)
    const fresh = target.db === 'pglite' ? 'new data folder (initdb)' : 'new database (migrations)'
    startUps.push([`${target.label}, ${fresh}`, fmt.ms(server.readyMs), fmt.mb(rssMb(server.child.pid))])
    const runs: (Awaited<ReturnType<typeof runStudents>> & { server: ServerStats | undefined })[] = []
    for (const oneAddress of modes) {
      console.log(`exam day on ${target.label}: ${target.n} students, ${oneAddress ? 'all behind one address' : 'one address each'}...`)
      const before = await scrapeMetrics(server.url).catch(() => undefined)
      const run = await runStudents(server, target.label, target.n, oneAddress ? 'one' : 'own', oneAddress, args)
      const after = await scrapeMetrics(server.url).catch(() => undefined)
      runs.push({ ...run, server: before && after ? serverStats(before, after, budgetsOf(target.label).saveBudget) : undefined })
    }
    startUps.push([`${target.label}, after the runs`, '', fmt.mb(rssMb(server.child.pid))])
    await server.stop()
    // A restart on the database the runs filled: what an operator meets after an update.
    const again = await startDisha({ port: PORTS[target.db], env })
    await sleep(1000)
    startUps.push([`${target.label}, ${target.db === 'pglite' ? 'existing data folder' : 'existing database'} (restart)`, fmt.ms(again.readyMs), fmt.mb(rssMb(again.child.pid))])
    await again.stop()

    let stored: Awaited<ReturnType<typeof storedAnswers>>
    if (target.db === 'pg' && pgUrl) {
      const client = new pg.Client({ connectionString: pgUrl })
      await client.connect()
      stored = await storedAnswers(async (sql) => (await client.query(sql)).rows)
      await client.end()
    } else {
      const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: PGLITE_EXTENSIONS })
      stored = await storedAnswers(async (sql) => (await db.query(sql)).rows as never)
      await db.close()
    }
    for (const [i, run] of runs.entries()) {
      const { lost, missingTests } = check(run.outcomes, stored)
      results.push({
        label: target.label,
        mode: modes[i] ? 'one address' : 'own addresses',
        students: target.n,
        outcomes: run.outcomes,
        lost,
        missingTests,
        maxRssMb: run.maxRss,
        seconds: run.seconds,
        startedAt: run.startedAt,
        server: run.server,
        load: run.load,
      })
    }
  }

  const rows = results.map((r) => {
    const saves = r.outcomes.flatMap((o) => o.saveMs)
    const errors = r.outcomes.flatMap((o) => o.errors)
    const p99 = percentile(saves, 99)
    const { saveBudget, rssBudget } = budgetsOf(r.label)
    const refused = r.outcomes.filter((o) => o.refused429).length
    const pass = errors.length === 0 && r.lost === 0 && r.missingTests === 0 && refused === 0 && p99 < saveBudget && r.maxRssMb < rssBudget
    const kinds = new Map<string, number>()
    for (const e of errors) kinds.set(e, (kinds.get(e) ?? 0) + 1)
    return {
      pass,
      cells: [
        `${r.label}, ${r.mode}`,
        String(r.students),
        `${r.outcomes.filter((o) => o.registered && !o.loggedIn).length} / ${r.outcomes.filter((o) => o.registered && o.loggedIn).length}`,
        String(r.outcomes.filter((o) => o.submitted).length),
        String(refused),
        errors.length === 0 ? '0' : `${errors.length} (${[...kinds].map(([k, v]) => `${k}: ${v}`).join(', ')})`,
        `${r.lost} of ${r.outcomes.reduce((a, o) => a + Object.keys(o.saved).length, 0)}`,
        String(saves.length),
        fmt.ms(percentile(saves, 50)),
        `${fmt.ms(p99)} (< ${saveBudget} ms)`,
        `${fmt.mb(r.maxRssMb)} (< ${rssBudget} MB)`,
        `${Math.round(r.seconds)} s`,
        pass ? 'pass' : 'FAIL',
      ],
    }
  })
  console.log(`\nNode ${process.versions.node}. Before the runs, ${formatProbe(probe)}`)
  console.log(`\nStart-up: \`node ${startCommand().join(' ')}\` (as npm start runs it); RSS a second after the first /healthz 200`)
  console.log(formatTable(['start', 'time to first /healthz 200', 'RSS'], startUps))
  console.log(
    `\nExam day: arrivals within ${args.arrivalSeconds} s, think time ${args.thinkMs} ms (x0.5-1.5) before each of 30 saves, PDF share ${args.pdfShare}, ` +
      `reload share ${args.reloadShare} (the test page reloaded halfway, drawn by the server; ${results.reduce((a, r) => a + r.outcomes.filter((o) => o.reload === 'ok').length, 0)} reloads); ` +
      `behind one address ${LAB_SIGN_UPS} sign up and the rest log in to accounts made before`,
  )
  console.log(
    formatTable(
      ['run', 'students', 'signed up / logged in', 'submitted', 'sign-ups refused (429)', 'errors', 'answers lost', 'saves', 'p50 save', 'p99 save (budget)', 'max server RSS (budget)', 'took', 'result'],
      rows.map((r) => r.cells),
    ),
  )
  // Where the slow saves are: while students still arrive (sign-ups hash passwords) or afterwards.
  for (const r of results) {
    const arrivalEnd = r.startedAt + args.arrivalSeconds * 1000
    const during: number[] = []
    const after: number[] = []
    for (const o of r.outcomes) for (const [i, at] of o.saveAt.entries()) (at < arrivalEnd ? during : after).push(o.saveMs[i] as number)
    console.log(
      `${r.label}, ${r.mode}: p99 save while students arrive ${fmt.ms(percentile(during, 99))} (${during.length} saves), ` +
        `afterwards ${fmt.ms(percentile(after, 99))} (${after.length} saves)`,
    )
    // Whether the slow saves come together (the whole server held up at once) or one by one, and what the server's
    // own event loop and garbage collector say about the run.
    const budget = budgetsOf(r.label).saveBudget
    const slowBySecond = new Map<number, number>()
    for (const o of r.outcomes) {
      for (const [i, at] of o.saveAt.entries()) {
        if ((o.saveMs[i] as number) < budget) continue
        const second = Math.floor((at - r.startedAt) / 1000)
        slowBySecond.set(second, (slowBySecond.get(second) ?? 0) + 1)
      }
    }
    const worst = [...slowBySecond].sort((a, b) => b[1] - a[1]).slice(0, 3)
    const slow = [...slowBySecond.values()].reduce((a, b) => a + b, 0)
    const server = r.server
    console.log(
      `  saves of ${budget} ms or more: ${slow}, in ${slowBySecond.size} distinct seconds` +
        (worst.length ? ` (most: ${worst.map(([second, n]) => `${n} at ${second} s`).join(', ')})` : '') +
        (server
          ? `; server event-loop delay max ${fmt.ms(server.loopDelayMaxMs)}, p99 ${fmt.ms(server.loopDelayP99Ms)}; GC ${fmt.ms(server.gcMs)} in all, ${fmt.ms(server.gcMajorMs)} of it major` +
            `; at the end V8's heap ${fmt.mb(server.heapTotalMb)} reserved, ${fmt.mb(server.heapUsedMb)} used, external ${fmt.mb(server.externalMb)}`
          : ''),
    )
    console.log(
      (server ? `  as the server timed them (its latency histogram): ${server.slowSaves} of ${server.saves} saves took more than ${budget} ms; ` : '  ') +
        `the load process's own event-loop delay (it runs every student and times their saves): max ${fmt.ms(r.load.loopDelayMaxMs)}, p99 ${fmt.ms(r.load.loopDelayP99Ms)}`,
    )
    // The hypervisor's share: how much CPU it took in the seconds the slow saves fell in, and in the run as a whole.
    const steal = r.load.stealBySecond
    if (steal.size > 0) {
      const stolen = (second: number) => Math.max(steal.get(second - 1) ?? 0, steal.get(second) ?? 0)
      const stealSeconds = [...steal.values()].filter((v) => v >= STEAL_NOTABLE).length
      const slowInSteal = [...slowBySecond].filter(([second]) => stolen(second) >= STEAL_NOTABLE).reduce((a, [, n]) => a + n, 0)
      console.log(
        `  CPU taken by the hypervisor (steal): ${fmt.cores(mean([...steal.values()]))} of a core on average, ${fmt.cores(STEAL_NOTABLE)} of a core or more in ${stealSeconds} of ${steal.size} seconds; ` +
          `${slowInSteal} of the ${slow} slow saves were sent in or just after such a second` +
          (worst.length ? ` (in the worst seconds: ${worst.map(([second]) => `${fmt.cores(stolen(second))} at ${second} s`).join(', ')})` : ''),
      )
    }
  }
  return { ok: rows.every((r) => r.pass) }
}
