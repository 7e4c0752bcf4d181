// Command-line flags shared by the scenarios: `npm run bench -- [api|exam|lab|frontend] --duration 10 --connections 50`.
import { parseArgs } from 'node:util'

export function benchArgs(argv = process.argv.slice(2)) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      rounds: { type: 'string', default: '1' },
      'pg-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
      'no-pg': { type: 'boolean', default: false },
      'no-pglite': { type: 'boolean', default: false },
      students: { type: 'string' },
      'pglite-students': { type: 'string' },
      'arrival-seconds': { type: 'string', default: '60' },
      'think-ms': { type: 'string', default: '3000' },
      'one-address': { type: 'boolean', default: false },
      'pdf-share': { type: 'string', default: '0.1' },
      'reload-share': { type: 'string', default: '0.1' },
      'live-every-ms': { type: 'string', default: '5000' },
      grade: { type: 'string', default: '10' },
      'cpu-prof': { type: 'boolean', default: false },
      'server-flags': { type: 'string', default: '' },
      'skip-lighthouse': { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string', default: '5' },
      json: { type: 'string' },
      only: { type: 'string' },
      'port-base': { type: 'string' },
      servers: { type: 'string', default: '6' },
      'reuse-build': { type: 'boolean', default: false },
    },
  })
  const positive = (name: string, v: string | undefined) => {
    const n = Number(v)
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, not ${v}`)
    return n
  }
  const grade = (v: string | undefined) => {
    const n = Number(v)
    if (!Number.isInteger(n) || n < 8 || n > 12) throw new Error(`--grade must be one of 8 to 12, not ${v}`)
    return n
  }
  return {
    scenario: positionals[0] ?? 'api',
    duration: positive('duration', values.duration),
    connections: Math.round(positive('connections', values.connections)),
    rounds: Math.round(positive('rounds', values.rounds)),
    pgUrl: values['no-pg'] ? null : (values['pg-url'] ?? null),
    pglite: !values['no-pglite'],
    students: values.students === undefined ? undefined : Math.round(positive('students', values.students)),
    pgliteStudents: values['pglite-students'] === undefined ? undefined : Math.round(positive('pglite-students', values['pglite-students'])),
    arrivalSeconds: positive('arrival-seconds', values['arrival-seconds']),
    thinkMs: Number(values['think-ms']),
    oneAddress: values['one-address'] ?? false,
    pdfShare: Number(values['pdf-share']),
    reloadShare: Number(values['reload-share']),
    /** lab: how often the counsellor's live view of the class is asked for, in ms. */
    liveEveryMs: positive('live-every-ms', values['live-every-ms']),
    /** lab: the class's grade, whose test every student takes. */
    grade: grade(values.grade),
    cpuProf: values['cpu-prof'] ?? false,
    /** Extra node flags for the measured server, after npm start's own (`--server-flags "--trace-gc"`). */
    serverFlags: (values['server-flags'] ?? '').split(/\s+/).filter(Boolean),
    skipLighthouse: values['skip-lighthouse'] ?? false,
    /** Lighthouse runs per page; the median (by performance score) is reported. */
    lighthouseRuns: Math.round(positive('lighthouse-runs', values['lighthouse-runs'])),
    json: values.json,
    /**
     * Run the server and serve the client already built in dist/ instead of building them again (each is built when
     * missing). For npm test's smoke runs, which follow `npm run build` and run side by side; a measurement builds what
     * it measures.
     */
    reuseBuild: values['reuse-build'] ?? false,
    /** Runs only the subjects whose name contains this text (for profiling one of them). */
    only: values.only,
    /** First of the ports a scenario uses (api 4110, exam 4120, frontend 4130, lab 4140 unless set). */
    portBase: values['port-base'] === undefined ? undefined : Math.round(positive('port-base', values['port-base'])),
    /** spread: how many servers of the same build are started and measured in turn. */
    servers: Math.round(positive('servers', values.servers)),
  }
}

export type BenchArgs = ReturnType<typeof benchArgs>
