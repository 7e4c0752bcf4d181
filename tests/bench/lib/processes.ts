// Child processes the benchmarks start and measure: the built server, the peers and the load generator.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const BENCH_DIR = path.join(ROOT, 'tests', 'bench')

export interface Started {
  url: string
  child: ChildProcess
  /** Milliseconds from spawn to the first /healthz (or first answer) 200. */
  readyMs: number
  stop(): Promise<void>
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
    return kb / 1024
  } catch {
    return Number.NaN
  }
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); clock ticks are 100 a second. With
 * `mainThread`, only its main thread's (the JavaScript, without V8's helper threads).
 */
export function cpuSeconds(pid: number | undefined, mainThread = false): number {
  if (!pid) return Number.NaN
  try {
    const stat = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return Number.NaN
  }
}

/**
 * The whole machine's CPU time so far from /proc/stat (Linux), in core-seconds: steal is what the hypervisor gave to
 * other guests while this one wanted to run. undefined where /proc/stat cannot be read.
 */
export function cpuTimes(): { steal: number; seconds: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? []
    return { steal: (fields[7] ?? 0) / 100, seconds: performance.now() / 1000 }
  } catch {
    return undefined
  }
}

/**
 * How fast this machine is right now, by a fixed piece of work timed in this (otherwise idle) process: SHA-256 of
 * 64 MB (native code) and a JSON round trip of a fixed 2 MB object (the JavaScript engine), best of three each. The
 * same code measured on another day or hour can then be told apart from a slower machine: this virtual machine's
 * speed per CPU second changes with its neighbours, with or without steal.
 */
export function machineProbe(): { shaMs: number; jsonMs: number } {
  const data = Buffer.alloc(64 * 1024 * 1024, 7)
  const value = Array.from({ length: 20_000 }, (_, i) => ({ id: `item-${i}`, text: 'How much would you enjoy this activity?', options: [1, 2, 3, 4, 5], i }))
  const best = (work: () => void) => {
    let fastest = Infinity
    for (let i = 0; i < 3; i += 1) {
      const t0 = performance.now()
      work()
      fastest = Math.min(fastest, performance.now() - t0)
    }
    return fastest
  }
  return {
    shaMs: best(() => createHash('sha256').update(data).digest()),
    jsonMs: best(() => JSON.parse(JSON.stringify(value))),
  }
}

/** The probe's figures, and before them what the probe is unless `figuresOnly` (a second probe of the same run). */
export function formatProbe(probe: { shaMs: number; jsonMs: number }, figuresOnly = false): string {
  const figures = `SHA-256 of 64 MB ${probe.shaMs.toFixed(0)} ms, JSON round trip of 2 MB ${probe.jsonMs.toFixed(0)} ms`
  return figuresOnly ? figures : `machine probe (a fixed piece of work, best of three; lower is a faster machine): ${figures}`
}

/** Builds the client (dist/client) as `npm run build` does, quietly: for the scenarios that serve its pages. */
export function buildClient() {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' })
}

export function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms))
}

async function waitFor(url: string, child: ChildProcess, started: number, timeoutMs: number): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(url)
      if (res.ok) return performance.now() - started
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode} before it answered`)
    if (performance.now() - started > timeoutMs) throw new Error(`${url}: no 200 within ${timeoutMs} ms`)
    await sleep(10)
  }
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
      child.once('exit', () => {
        clearTimeout(force)
        resolve()
      })
      child.kill('SIGTERM')
    })
}

export interface ServerOptions {
  port: number
  env: Record<string, string>
  /** node arguments before the script, e.g. --cpu-prof. */
  nodeArgs?: string[]
  /** Defaults to the built server; ['--import', 'tsx', 'src/server/main.ts'] measures the uncompiled one. */
  script?: string[]
  timeoutMs?: number
}

/**
 * The arguments `npm start` passes to node: the command after the last `&&` of package.json's start script
 * (`node <V8 flags> dist/server/main.js`). The bench reads them from there so that it measures exactly what
 * `npm start` runs; tests/bench/start-command.test.ts checks the Dockerfile runs the same.
 */
export function startCommand(root = ROOT): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
  const words = (pkg.scripts.start.split('&&').pop() ?? '').trim().split(/\s+/)
  if (words[0] !== 'node' || !words.at(-1)?.endsWith('.js')) throw new Error(`package.json's start script does not end in "node ... <script>.js": ${pkg.scripts.start}`)
  return words.slice(1)
}

/**
 * Refuses a port something already listens on: the new server would fail to bind while the old one answered its
 * /healthz, and the bench would measure, and read back the database of, a server left over from another run.
 */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(new Error(`port ${port} is taken (${err.code}): stop what listens there (a server left from another run?) or choose other ports with --port-base`)),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

/** Starts Disha as `npm start` runs it (node <flags> dist/server/main.js) and times its first /healthz 200. */
export async function startDisha(options: ServerOptions): Promise<Started> {
  await assertPortFree(options.port)
  const url = `http://127.0.0.1:${options.port}`
  const started = performance.now()
  const command = startCommand()
  // Extra node arguments (--cpu-prof) go just before the script; a script given instead (tsx) runs without npm start's flags.
  const args = options.script
    ? [...(options.nodeArgs ?? []), ...options.script]
    : [...command.slice(0, -1), ...(options.nodeArgs ?? []), ...command.slice(-1)]
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'mock',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // glibc's malloc arenas, when the bench is run with it set (docs/decisions/042-two-malloc-arenas-in-the-image.md).
      ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const readyMs = await waitFor(`${url}/healthz`, child, started, options.timeoutMs ?? 90_000)
  return { url, child, readyMs, stop: stopper(child) }
}

/** Starts one of the plain-JavaScript peers in tests/bench (bare node:http, the Express peer). */
export async function startScript(file: string, args: string[], probe: string): Promise<Started> {
  const started = performance.now()
  const child = spawn(process.execPath, [path.join(BENCH_DIR, file), ...args], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] })
  const url = `http://127.0.0.1:${args[0]}`
  await waitFor(`${url}${probe}`, child, started, 30_000).catch(async (err: unknown) => {
    // The Express peer answers 401 to a signed-out probe; any HTTP answer means it is up.
    if (!String(err).includes('no 200')) throw err
  })
  return { url, child, readyMs: performance.now() - started, stop: stopper(child) }
}

export interface LoadResult {
  rps: number
  total: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  statusCodes: Record<string, { count: number }>
  /** Save runs: the last revision the server acknowledged (200), by student index. */
  lastRevision?: Record<string, number>
}

export interface LoadJob {
  url: string
  method?: string
  headers?: Record<string, string>
  body?: string
  connections: number
  duration: number
  /** Answer saves: each connection saves to its own student's attempt (cookie and attempt id). */
  save?: {
    answers: Record<string, string>
    students: { cookie: string; attemptId: string }[]
    base: string
    /** Each student's next save is revisionFrom + 1 (runs continue where the last one stopped). */
    revisionFrom?: number
  }
}

/** Runs autocannon in a separate process against one URL and returns its summary. */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(BENCH_DIR, 'load-process.mjs'), JSON.stringify(job)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load process exited with ${code}`))
      try {
        resolve(JSON.parse(out.trim().split('\n').pop() ?? '') as LoadResult)
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)))
      }
    })
  })
}

/** Creates an empty PostgreSQL database for a run (dropping the last run's), or answers null when there is no server. */
export async function freshPostgresDatabase(adminUrl: string, name: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
  } catch {
    return null
  }
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
