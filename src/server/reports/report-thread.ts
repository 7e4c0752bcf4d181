// Reports are drawn on a worker thread, not on the thread that answers every request. A report is tens of
// milliseconds of text shaping (pdfkit and fontkit), the first one a process draws over a second, and no drawing can
// be split finely enough that a student's answer save, arriving meanwhile, would not wait behind a part of it: on exam
// day, when students finish and download their reports while others are still answering, every held millisecond is
// a held save (docs/decisions/053-reports-drawn-on-a-worker-thread.md).
//
// The thread starts with the first report asked for and ends after a quiet spell, so a server that draws no report
// holds no second heap; its old generation is bounded, so a runaway drawing ends in an error, not a killed server.
import { Worker } from 'node:worker_threads'
import type { Locale } from '../../shared/constants'
import type { ClassReport, SchoolReport } from '../../shared/schemas/cohort-report'
import type { RenderOptions } from './render-report'
import type { ReportModel } from './report-model'
import type { DrawAnswer, DrawJob, DrawRequest } from './report-worker'

export interface ReportThread {
  /** A student's report as a PDF, drawn on the worker thread. */
  draw(model: ReportModel, options?: RenderOptions): Promise<Buffer>
  /** A class's report as a PDF in the counsellor's language (class-report-pdf.ts), drawn on the worker thread. */
  drawClass(report: ClassReport, locale: Locale): Promise<Buffer>
  /** A school's report as a PDF in the counsellor's language (school-report-pdf.ts), drawn on the worker thread. */
  drawSchool(report: SchoolReport, locale: Locale): Promise<Buffer>
  /** Ends the thread (a drawing under way is refused); a later draw starts a new one. */
  close(): Promise<void>
}

interface Pending {
  resolve: (pdf: Buffer) => void
  reject: (error: Error) => void
}

/** How long the thread stays after its last report: a class downloading theirs in turn keeps one warm thread. */
const IDLE_MS = 120_000
/** The worker's old generation: a report needs a few megabytes; room for the fonts' caches, and a bound. */
const WORKER_OLD_SPACE_MB = 96

/** Run from TypeScript (tsx, Vitest) the worker loads its source through tsx; from the build, its bundle beside main.js. */
function startWorker(): Worker {
  if (import.meta.url.endsWith('.ts')) {
    const source = new URL('./report-worker.ts', import.meta.url).href
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}) })`
    return new Worker(boot, { eval: true, resourceLimits: { maxOldGenerationSizeMb: WORKER_OLD_SPACE_MB }, execArgv: [] })
  }
  return new Worker(new URL('./report-worker.js', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: WORKER_OLD_SPACE_MB }, execArgv: [] })
}

export function createReportThread(options: { idleMs?: number } = {}): ReportThread {
  const idleMs = options.idleMs ?? IDLE_MS
  let worker: Worker | undefined
  let idle: NodeJS.Timeout | undefined
  let nextId = 1
  const pending = new Map<number, Pending>()

  function failAll(error: Error) {
    for (const p of pending.values()) p.reject(error)
    pending.clear()
  }

  function ensureWorker(): Worker {
    if (worker) return worker
    const started = startWorker()
    started.on('message', (answer: DrawAnswer) => {
      const p = pending.get(answer.id)
      if (!p) return
      pending.delete(answer.id)
      if ('error' in answer) p.reject(new Error(`drawing the report failed: ${answer.error}`))
      else p.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength))
      if (pending.size === 0) restartIdleTimer()
    })
    started.on('error', (error) => {
      if (worker === started) worker = undefined
      failAll(error)
    })
    started.on('exit', (code) => {
      if (worker === started) worker = undefined
      if (pending.size > 0) failAll(new Error(`the report thread stopped (exit code ${code}) before it answered`))
    })
    worker = started
    return started
  }

  /** Idle, the thread does not keep the process alive: shutting down does not wait for it. */
  function restartIdleTimer() {
    worker?.unref()
    clearTimeout(idle)
    idle = setTimeout(() => {
      if (pending.size === 0 && worker) {
        const ending = worker
        worker = undefined
        void ending.terminate()
      }
    }, idleMs)
    idle.unref()
  }

  function send(job: DrawJob): Promise<Buffer> {
    clearTimeout(idle)
    const id = nextId++
    return new Promise<Buffer>((resolve, reject) => {
      pending.set(id, { resolve, reject })
      const drawing = ensureWorker()
      drawing.ref()
      drawing.postMessage({ ...job, id } satisfies DrawRequest)
    })
  }

  return {
    draw(model, drawOptions = {}) {
      return send({ kind: 'student', model, options: drawOptions })
    },
    drawClass(report, locale) {
      return send({ kind: 'class', report, locale })
    },
    drawSchool(report, locale) {
      return send({ kind: 'school', report, locale })
    },
    async close() {
      clearTimeout(idle)
      const ending = worker
      worker = undefined
      failAll(new Error('the report thread was closed'))
      if (ending) await ending.terminate()
    },
  }
}
