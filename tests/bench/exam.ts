// `npm run bench -- exam`: a school's exam day. N students arrive within a minute, each signs up, loads the
// questions, starts an attempt, saves 30 answers one at a time with think time, submits and reads the results;
// afterwards the database is checked for every answer a student saw saved. Run once with one address per student
// (TRUST_PROXY and X-Forwarded-For, as behind a school's proxy) and once with all students behind one address
// (a school behind one NAT address), on PostgreSQL and on PGlite, each against the built server started as
// `npm start` starts it. Behind one address a lab of at most LAB_SIGN_UPS students signs up on the day; the rest
// of the school logs in to accounts made before (decision 008 sizes the register limit for such a lab).
import { rmSync } from 'node:fs'
import path from 'node:path'
import type { BenchArgs } from './lib/args'
import { concurrencyLimit } from '../../src/server/lib/concurrency-limit'
import { call, expectStatus, questionsPath, streamFor, type Question } from './lib/client'
import {
  answerAndSubmit,
  budgetsOf,
  check,
  formatErrors,
  formatLost,
  measureRun,
  newOutcome,
  percentile,
  printSaveDetails,
  readStoredAnswers,
  serverStats,
  STUDENT_DOMAIN,
  type LoadStats,
  type Outcome,
  type ServerStats,
} from './lib/exam-day'
import { formatProbe, freshPostgresDatabase, machineProbe, ROOT, rssMb, sleep, startCommand, startDisha, type Started } from './lib/processes'
import { METRICS_TOKEN, scrapeMetrics } from './lib/metrics'
import { fmt, formatTable } from './lib/table'


/** Sign-ups on the day behind one address: decision 008's lab (its limit, 600 an hour, is this lab signing up twice). */
const LAB_SIGN_UPS = 300

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

const PASSWORD = 'exam-day-pass-1'
const emailOf = (prefix: string, index: number) => `${prefix}-${index}@${STUDENT_DOMAIN}`

async function student(base: string, index: number, prefix: string, ip: string, hasAccount: boolean, args: BenchArgs): Promise<Outcome> {
  const grade = 8 + (index % 5)
  const email = emailOf(prefix, index)
  const out = newOutcome(email, hasAccount)
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
    await answerAndSubmit({ base, cookie, ip, grade, index, attemptId, questions }, args, out)
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
  const run = await measureRun(server, () =>
    Promise.all(
      Array.from({ length: n }, async (_, i) => {
        await sleep(Math.random() * args.arrivalSeconds * 1000)
        const ip = oneAddress ? '10.20.30.40' : `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`
        return student(server.url, i, prefix, ip, hasAccount(i), args)
      }),
    ),
  )
  return { outcomes: run.result, maxRss: run.maxRss, seconds: run.seconds, label, startedAt: run.startedAt, load: run.load }
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

    const stored = await readStoredAnswers(target.db === 'pg' ? pgUrl : null, dataDir)
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
    return {
      pass,
      cells: [
        `${r.label}, ${r.mode}`,
        String(r.students),
        `${r.outcomes.filter((o) => o.registered && !o.loggedIn).length} / ${r.outcomes.filter((o) => o.registered && o.loggedIn).length}`,
        String(r.outcomes.filter((o) => o.submitted).length),
        String(refused),
        formatErrors(errors),
        formatLost(r.lost, r.outcomes),
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
  for (const r of results) printSaveDetails(r, args.arrivalSeconds)
  return { ok: rows.every((r) => r.pass) }
}
