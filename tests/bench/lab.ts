// `npm run bench -- lab`: a school's lab sitting the class test (issue 35). Everything is set up over HTTP as the
// people do it: the platform admin (an ADMIN_EMAILS address confirmed through the mailed link) makes a school,
// invites its counsellor and grants the school a seat for each student; the counsellor accepts the mailed invitation,
// makes a class of the grade and opens its test window. Then N students, all behind the lab's one address, arrive
// within a minute, each signs up with the class's join code, starts the class's test on a seat (no payment), loads
// its questions, saves 30 answers with think time, submits and reads the results, as on exam day
// (lib/exam-day.ts). All the while the counsellor, behind the same address, refreshes the class's live view every
// 5 s; each answer must be 200 and count no more students than have joined, never fewer than the last one did.
// Afterwards the live view must show every student who signed up, each who submitted as finished, the school must
// have used one seat per started test, and the database, read directly, must hold every acknowledged answer.
import { rmSync } from 'node:fs'
import path from 'node:path'
import type { ClassLive, ClassSummary, CounsellorSchool } from '../../src/shared/schemas/schools'
import { LIVE_PROGRESS_CACHE_SECONDS } from '../../src/shared/schools'
import type { BenchArgs } from './lib/args'
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
  type Outcome,
} from './lib/exam-day'
import { METRICS_TOKEN, scrapeMetrics } from './lib/metrics'
import { formatProbe, freshPostgresDatabase, machineProbe, ROOT, sleep, startDisha } from './lib/processes'
import { fmt, formatTable } from './lib/table'
import { confirmLinkFrom, invitationLinkFrom, startMailCatcher, type MailCatcher } from '../support/smtp'

/** The lab's one public address: every student and the counsellor's screen are behind it. */
const LAB_IP = '10.20.30.40'
/** The platform admin works from elsewhere. */
const ADMIN_IP = '192.0.2.10'
const PASSWORD = 'lab-bench-pass-1'
/** The most seats one grant may add (MAX_SEATS_AT_ONCE); a bigger lab is granted in several. */
const SEATS_PER_GRANT = 1000

interface Lab {
  counsellorCookie: string
  classId: string
  joinCode: string
  seatsGranted: number
}

const token = (link: string) => new URL(link).searchParams.get('token') as string

/** The school, its counsellor, the class and the seats, made through the API as the admin and the counsellor do. */
async function setUpLab(base: string, smtp: MailCatcher, n: number, grade: number, db: string): Promise<Lab> {
  const adminEmail = `lab-admin-${db}@bench.test`
  await expectStatus(base, 'POST', '/api/register', [201], { body: { email: adminEmail, password: PASSWORD, firstName: 'Admin' }, ip: ADMIN_IP })
  const confirmed = await expectStatus(base, 'POST', '/api/auth/confirm-email', [200], {
    body: { token: token(confirmLinkFrom(await smtp.waitFor(adminEmail, 15_000))), newPassword: PASSWORD },
    ip: ADMIN_IP,
  })
  const admin = confirmed.cookie as string
  const school = (await expectStatus(base, 'POST', '/api/admin/schools', [201], { cookie: admin, body: { name: 'Lab Bench School' }, ip: ADMIN_IP })).body as { id: string }
  const counsellorEmail = `lab-counsellor-${db}@bench.test`
  await expectStatus(base, 'POST', `/api/admin/schools/${school.id}/counsellors`, [201], {
    cookie: admin,
    body: { email: counsellorEmail, firstName: 'Meera', lastName: 'Iyer' },
    ip: ADMIN_IP,
  })
  const accepted = await expectStatus(base, 'POST', '/api/invitations/accept', [200], {
    body: { token: token(invitationLinkFrom(await smtp.waitFor(counsellorEmail, 15_000))), newPassword: PASSWORD },
    ip: LAB_IP,
  })
  const counsellor = accepted.cookie as string
  for (let left = n; left > 0; left -= SEATS_PER_GRANT) {
    const seats = Math.min(left, SEATS_PER_GRANT)
    await expectStatus(base, 'POST', `/api/admin/schools/${school.id}/seats`, [201], { cookie: admin, body: { seats, note: 'Lab bench' }, ip: ADMIN_IP })
  }
  const created = (await expectStatus(base, 'POST', '/api/school/classes', [201], { cookie: counsellor, body: { name: 'Lab', grade, board: 'cbse' }, ip: LAB_IP }))
    .body as ClassSummary
  await expectStatus(base, 'PUT', `/api/school/classes/${created.id}/test-window`, [200], { cookie: counsellor, body: { open: true }, ip: LAB_IP })
  return { counsellorCookie: counsellor, classId: created.id, joinCode: created.joinCode, seatsGranted: n }
}

/** A student of the lab: signs up with the class's code and takes the class's test on a seat. */
async function labStudent(base: string, lab: Lab, index: number, grade: number, args: BenchArgs, started: { count: number }): Promise<Outcome> {
  const email = `lab-${index}@${STUDENT_DOMAIN}`
  const out = newOutcome(email, false)
  const fail = (step: string, status: number | string) => out.errors.push(`${step} ${status}`)
  const ip = LAB_IP
  try {
    const reg = await call(base, 'POST', '/api/register', { body: { email, password: PASSWORD, firstName: `Student${index}`, joinCode: lab.joinCode }, ip })
    if (reg.status === 429) {
      out.refused429 = true
      return out
    }
    if (reg.status !== 201 || !reg.cookie) return (fail('register', reg.status), out)
    out.registered = true
    const cookie = reg.cookie
    // The seat is used when the test starts; only then do the grade's questions open to the student.
    const start = await call(base, 'POST', '/api/attempts', { cookie, ip, body: { grade, studentName: `Student ${index}`, ...streamFor(grade) } })
    if (start.status !== 201 && start.status !== 200) return (fail('start', start.status), out)
    started.count += 1
    const attemptId = (start.body as { id: string }).id
    const q = await call(base, 'GET', questionsPath(grade), { cookie, ip })
    if (q.status !== 200) return (fail('questions', q.status), out)
    await answerAndSubmit({ base, cookie, ip, grade, index, attemptId, questions: q.body as Question[] }, args, out)
  } catch (err) {
    fail('network', (err as Error).message)
  }
  return out
}

interface LiveWatch {
  /** Each refresh's time, ms. */
  ms: number[]
  /** What was wrong with a refresh: its status, or a count of students that cannot be. */
  problems: string[]
  /** The view read after every student was done, past the live cache. */
  final: ClassLive | undefined
}

/** The counsellor's screen: the class's live view every `everyMs` until `stop` resolves. */
async function watchLive(base: string, lab: Lab, n: number, everyMs: number, stop: Promise<void>): Promise<Omit<LiveWatch, 'final'>> {
  const ms: number[] = []
  const problems: string[] = []
  let stopped = false
  void stop.then(() => (stopped = true))
  let seen = 0
  while (!stopped) {
    const t0 = performance.now()
    try {
      const res = await call(base, 'GET', `/api/school/classes/${lab.classId}/live`, { cookie: lab.counsellorCookie, ip: LAB_IP })
      ms.push(performance.now() - t0)
      if (res.status !== 200) problems.push(`live ${res.status}`)
      else {
        const count = (res.body as ClassLive).students.length
        // Students only join during the sitting: the class can only grow, and never past the lab.
        if (count < seen || count > n) problems.push(`live counted ${count} students after ${seen}`)
        seen = Math.max(seen, count)
      }
    } catch (err) {
      problems.push(`live network ${(err as Error).message}`)
    }
    await Promise.race([sleep(Math.max(0, everyMs - (performance.now() - t0))), stop])
  }
  return { ms, problems }
}

export async function runLabBench(args: BenchArgs): Promise<{ ok: boolean }> {
  const PORTS = { pg: args.portBase ?? 4140, pglite: (args.portBase ?? 4140) + 1 }
  const workDir = path.join(ROOT, '.tmp', 'bench-lab')
  rmSync(workDir, { recursive: true, force: true })
  const grade = args.grade
  const probe = machineProbe()
  const targets: { label: string; n: number; db: 'pg' | 'pglite' }[] = []
  const pgUrl = args.pgUrl ? await freshPostgresDatabase(args.pgUrl, 'disha_bench_lab') : null
  if (args.pgUrl && !pgUrl) console.log(`PostgreSQL at ${args.pgUrl} did not answer: its run is skipped.`)
  if (pgUrl) targets.push({ label: 'PostgreSQL', n: args.students ?? 300, db: 'pg' })
  if (args.pglite) targets.push({ label: 'PGlite', n: args.pgliteStudents ?? args.students ?? 300, db: 'pglite' })

  const rows: { pass: boolean; cells: string[]; verdict: string }[] = []
  const details: Parameters<typeof printSaveDetails>[0][] = []
  const notes: string[] = []
  for (const target of targets) {
    const dataDir = path.join(workDir, 'pglite')
    const smtp = await startMailCatcher()
    const env: Record<string, string> = { TRUST_PROXY: 'true', METRICS_TOKEN, ADMIN_EMAILS: `lab-admin-${target.db}@bench.test`, SMTP_URL: smtp.url }
    if (target.db === 'pg' && pgUrl) env.DATABASE_URL = pgUrl
    else env.DATA_DIR = dataDir
    const nodeArgs = [...(args.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.join(workDir, `prof-${target.db}`)}`] : []), ...args.serverFlags]
    const server = await startDisha({ port: PORTS[target.db], env, nodeArgs })
    let lab: Lab
    try {
      lab = await setUpLab(server.url, smtp, target.n, grade, target.db)
    } catch (err) {
      await server.stop()
      await smtp.close()
      throw err
    }
    console.log(`lab on ${target.label}: a class of ${target.n} students of grade ${grade} behind one address, the live view every ${args.liveEveryMs} ms...`)
    const before = await scrapeMetrics(server.url).catch(() => undefined)
    const started = { count: 0 }
    let allDone = () => {}
    const done = new Promise<void>((resolve) => (allDone = resolve))
    const run = await measureRun(server, async () => {
      const watching = watchLive(server.url, lab, target.n, args.liveEveryMs, done)
      const outcomes = await Promise.all(
        Array.from({ length: target.n }, async (_, i) => {
          await sleep(Math.random() * args.arrivalSeconds * 1000)
          return labStudent(server.url, lab, i, grade, args, started)
        }),
      )
      allDone()
      return { outcomes, live: await watching }
    })
    const after = await scrapeMetrics(server.url).catch(() => undefined)
    // What the counsellor sees once the class is done, read past the live view's cache; and the school's seats.
    await sleep(LIVE_PROGRESS_CACHE_SECONDS * 1000 + 200)
    const finalView = await call(server.url, 'GET', `/api/school/classes/${lab.classId}/live`, { cookie: lab.counsellorCookie, ip: LAB_IP })
    const school = await call(server.url, 'GET', '/api/school', { cookie: lab.counsellorCookie, ip: LAB_IP })
    await server.stop()
    await smtp.close()

    const { outcomes, live } = run.result
    const watch: LiveWatch = { ...live, final: finalView.status === 200 ? (finalView.body as ClassLive) : undefined }
    if (!watch.final) watch.problems.push(`live after the sitting ${finalView.status}`)
    const signedUp = outcomes.filter((o) => o.registered).length
    const submitted = outcomes.filter((o) => o.submitted).length
    const finished = watch.final?.students.filter((s) => s.state === 'finished').length ?? 0
    if (watch.final && (watch.final.students.length !== signedUp || finished !== submitted)) {
      watch.problems.push(`live after the sitting: ${watch.final.students.length} students, ${finished} finished (signed up ${signedUp}, submitted ${submitted})`)
    }
    const seatsUsed = school.status === 200 ? (school.body as CounsellorSchool).seats.used : Number.NaN
    if (seatsUsed !== started.count) watch.problems.push(`seats used ${seatsUsed} for ${started.count} started tests`)

    const stored = await readStoredAnswers(target.db === 'pg' ? pgUrl : null, dataDir)
    const { lost, missingTests } = check(outcomes, stored)
    const saves = outcomes.flatMap((o) => o.saveMs)
    const errors = outcomes.flatMap((o) => o.errors)
    const refused = outcomes.filter((o) => o.refused429).length
    const p99 = percentile(saves, 99)
    const { saveBudget, rssBudget } = budgetsOf(target.label)
    const pass =
      errors.length === 0 && lost === 0 && missingTests === 0 && refused === 0 && watch.problems.length === 0 && p99 < saveBudget && run.maxRss < rssBudget
    rows.push({
      pass,
      cells: [
        `${target.label}, one address`,
        String(target.n),
        String(signedUp),
        String(submitted),
        String(refused),
        formatErrors(errors),
        formatLost(lost, outcomes),
        String(saves.length),
        fmt.ms(percentile(saves, 50)),
        `${fmt.ms(p99)} (< ${saveBudget} ms)`,
        `${watch.ms.length} (${watch.problems.length} wrong)`,
        `${fmt.ms(percentile(watch.ms, 50))} / ${fmt.ms(percentile(watch.ms, 99))}`,
        `${fmt.mb(run.maxRss)} (< ${rssBudget} MB)`,
        `${Math.round(run.seconds)} s`,
        pass ? 'pass' : 'FAIL',
      ],
      verdict:
        `${pass ? 'PASS' : 'FAIL'} lab on ${target.label}: p99 save ${fmt.ms(p99)} (budget < ${saveBudget} ms), ${errors.length} errors, ${lost} answers lost, ` +
        `${missingTests} submissions without a test, ${refused} sign-ups refused, ${watch.problems.length} wrong live views, server RSS ${fmt.mb(run.maxRss)} (< ${rssBudget} MB)`,
    })
    notes.push(
      `${target.label}: after the sitting the live view shows ${watch.final?.students.length ?? '-'} students, ${finished} finished; ` +
        `seats granted ${lab.seatsGranted}, used ${seatsUsed} for ${started.count} started tests` +
        (watch.problems.length ? `; wrong: ${[...new Set(watch.problems)].slice(0, 5).join('; ')}` : ''),
    )
    details.push({
      label: target.label,
      mode: 'one address',
      outcomes,
      startedAt: run.startedAt,
      server: before && after ? serverStats(before, after, saveBudget) : undefined,
      load: run.load,
    })
  }

  console.log(`\nNode ${process.versions.node}. Before the runs, ${formatProbe(probe)}`)
  console.log(
    `\nLab: a class of grade ${grade} on the school's seats, every student and the counsellor behind one address; arrivals within ${args.arrivalSeconds} s, ` +
      `think time ${args.thinkMs} ms (x0.5-1.5) before each of 30 saves, PDF share ${args.pdfShare}, reload share ${args.reloadShare}; ` +
      `the counsellor's live view every ${args.liveEveryMs} ms`,
  )
  console.log(
    formatTable(
      ['run', 'students', 'signed up', 'submitted', 'sign-ups refused (429)', 'errors', 'answers lost', 'saves', 'p50 save', 'p99 save (budget)', 'live views (wrong)', 'live view p50 / p99', 'max server RSS (budget)', 'took', 'result'],
      rows.map((r) => r.cells),
    ),
  )
  for (const note of notes) console.log(note)
  for (const d of details) printSaveDetails(d, args.arrivalSeconds)
  for (const r of rows) console.log(r.verdict)
  return { ok: rows.length > 0 && rows.every((r) => r.pass) }
}
