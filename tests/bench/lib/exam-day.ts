// What the exam-day scenarios share (tests/bench/exam.ts, a school's exam day; tests/bench/lab.ts, a lab of a class
// on the school's seats while the counsellor watches): a student's sitting from the first question to the report,
// the samplers around a measured run, the read-back of every acknowledged answer from the database, and the lines
// that say where the slow saves fell.
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { PGLITE_EXTENSIONS } from '../../../src/server/db/client'
import type { BenchArgs } from './args'
import { answerFor, call, type Question } from './client'
import { gcBetween } from './metrics'
import { cpuTimes, rssMb, sleep, type Started } from './processes'
import { fmt } from './table'

/** Every simulated student's e-mail ends so: the read-back finds the run's students by it. */
export const STUDENT_DOMAIN = 'school.test'

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

export function newOutcome(email: string, loggedIn: boolean): Outcome {
  return { registered: false, loggedIn, refused429: false, submitted: false, errors: [], saveMs: [], saveAt: [], saved: {}, email, pdf: 'none', reload: 'none' }
}

/** What the server's own metrics say about a run: how long its event loop was held up, and by garbage collection. */
export interface ServerStats {
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
export interface LoadStats {
  loopDelayMaxMs: number
  loopDelayP99Ms: number
  /**
   * Per second of the run, the CPU the machine's hypervisor took from this virtual machine (steal), in cores: a
   * second in which it took a large share stalls the server, the database and the load alike.
   */
  stealBySecond: Map<number, number>
}

const SAVE_SERIES = 'method="PUT",route="/api/attempts/:id/answers"'

export function serverStats(before: Map<string, number>, after: Map<string, number>, budgetMs: number): ServerStats {
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
export const budgetsOf = (label: string) => (label === 'PGlite' ? { saveBudget: 100, rssBudget: 400 } : { saveBudget: 50, rssBudget: 200 })

/** A second in which the hypervisor took a fifth of a core or more counts as one it held the machine up in. */
const STEAL_NOTABLE = 0.2

export function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** A think time or an arrival: the given time × 0.5-1.5. */
export const jitter = (ms: number) => ms * (0.5 + Math.random())

/** A student's sitting once the attempt is open and its questions are loaded: who, from where, which test. */
export interface Sitting {
  base: string
  cookie: string
  ip: string
  grade: number
  index: number
  attemptId: string
  questions: Question[]
}

/**
 * The test as a student takes it: one save per question after a think time (each timed, and what was acknowledged
 * kept for the read-back), the page reloaded halfway by a share of students (--reload-share), the submission, the
 * results, and the PDF report for a share (--pdf-share). Answers whether the submission was acknowledged.
 */
export async function answerAndSubmit(s: Sitting, args: BenchArgs, out: Outcome): Promise<boolean> {
  const fail = (step: string, status: number | string) => out.errors.push(`${step} ${status}`)
  const { base, cookie, ip, grade, attemptId } = s
  const answers: Record<string, string> = {}
  // A phone that drops the tab mid-test (--reload-share 0.1): the page comes back drawn by the server (decision 018).
  const reloadAt = Math.random() < args.reloadShare ? Math.floor(s.questions.length / 2) : -1
  for (const [position, item] of s.questions.entries()) {
    if (position === reloadAt) {
      const page = await fetch(`${base}/test/${grade}`, { headers: { cookie, 'x-forwarded-for': ip, 'accept-encoding': 'br, gzip' } })
      const html = await page.text()
      out.reload = page.status === 200 && html.includes('id="disha-test-page"') ? 'ok' : 'failed'
      if (out.reload === 'failed') fail('reload', page.status)
    }
    await sleep(jitter(args.thinkMs))
    answers[item.id] = answerFor(item)
    const t0 = performance.now()
    const save = await call(base, 'PUT', `/api/attempts/${attemptId}/answers`, { cookie, ip, body: { answers, position, revision: position + 1 } })
    out.saveMs.push(performance.now() - t0)
    out.saveAt.push(t0)
    if (save.status !== 200) fail('save', save.status)
    else out.saved = { ...answers }
  }
  const submit = await call(base, 'POST', '/api/tests', { cookie, ip, body: { grade, studentName: `Student ${s.index}`, answers, timeSpent: 30, attemptId } })
  if (submit.status !== 201 && submit.status !== 200) return (fail('submit', submit.status), false)
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
  return true
}

/** A measured run: what `work` answers, with the server's peak RSS, the load's event loop and steal per second around it. */
export interface Measured<T> {
  result: T
  maxRss: number
  seconds: number
  startedAt: number
  load: LoadStats
}

export async function measureRun<T>(server: Started, work: (startedAt: number) => Promise<T>): Promise<Measured<T>> {
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
  try {
    const result = await work(t0)
    return { result, maxRss, seconds: (performance.now() - t0) / 1000, startedAt: t0, load: { loopDelayMaxMs: loop.max / 1e6, loopDelayP99Ms: loop.percentile(99) / 1e6, stealBySecond } }
  } finally {
    clearInterval(sampler)
    clearInterval(stealSampler)
    loop.disable()
  }
}

type StoredRow = { email: string; answers: Record<string, string>; test_id: string | null }

/** The answers stored for each of the run's students, read straight from the database after the server stopped. */
async function storedAnswers(query: (sql: string) => Promise<StoredRow[]>) {
  const rows = await query(
    `select u.email, a.answers, t.id as test_id from users u join test_attempts a on a.user_id = u.id
     left join tests t on t.attempt_id = a.id where u.email like '%@${STUDENT_DOMAIN}'`,
  )
  return new Map(rows.map((r) => [r.email, r]))
}

/** The stored answers of a stopped server's database: PostgreSQL at `pgUrl`, else the PGlite folder `dataDir`. */
export async function readStoredAnswers(pgUrl: string | null, dataDir: string) {
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl })
    await client.connect()
    try {
      return await storedAnswers(async (sql) => (await client.query(sql)).rows as StoredRow[])
    } finally {
      await client.end()
    }
  }
  const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: PGLITE_EXTENSIONS })
  try {
    return await storedAnswers(async (sql) => (await db.query(sql)).rows as StoredRow[])
  } finally {
    await db.close()
  }
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

/** '0', or the count with each kind of error ("save 500: 3, pdf 503: 1"). */
export function formatErrors(errors: string[]): string {
  if (errors.length === 0) return '0'
  const kinds = new Map<string, number>()
  for (const e of errors) kinds.set(e, (kinds.get(e) ?? 0) + 1)
  return `${errors.length} (${[...kinds].map(([k, v]) => `${k}: ${v}`).join(', ')})`
}

/** '<lost> of <acknowledged answers>'. */
export const formatLost = (lost: number, outcomes: Outcome[]) => `${lost} of ${outcomes.reduce((a, o) => a + Object.keys(o.saved).length, 0)}`

/** A finished run as the detail lines need it. */
export interface RunDetail {
  label: string
  mode: string
  outcomes: Outcome[]
  startedAt: number
  server: ServerStats | undefined
  load: LoadStats
}

/**
 * Where a run's slow saves are: while students still arrive (sign-ups hash passwords) or afterwards; whether they
 * come together (the whole server held up at once) or one by one; what the server's event loop, its garbage collector
 * and the load's own event loop say; and the hypervisor's share in the seconds they fell in.
 */
export function printSaveDetails(r: RunDetail, arrivalSeconds: number) {
  const arrivalEnd = r.startedAt + arrivalSeconds * 1000
  const during: number[] = []
  const after: number[] = []
  for (const o of r.outcomes) for (const [i, at] of o.saveAt.entries()) (at < arrivalEnd ? during : after).push(o.saveMs[i] as number)
  console.log(
    `${r.label}, ${r.mode}: p99 save while students arrive ${fmt.ms(percentile(during, 99))} (${during.length} saves), ` +
      `afterwards ${fmt.ms(percentile(after, 99))} (${after.length} saves)`,
  )
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
