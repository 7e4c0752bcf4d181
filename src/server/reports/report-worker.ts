// The worker thread that draws PDFs (report-thread.ts): it receives a student's report model, a class's report or a
// school's report and sends back the PDF's bytes, or the error's message.
import { parentPort } from 'node:worker_threads'
import type { Locale } from '../../shared/constants'
import type { ClassReport, SchoolReport } from '../../shared/schemas/cohort-report'
import { renderClassReport } from './class-report-pdf'
import { renderReport, type RenderOptions } from './render-report'
import { renderSchoolReport } from './school-report-pdf'
import type { ReportModel } from './report-model'

export type DrawJob =
  | { kind: 'student'; model: ReportModel; options: RenderOptions }
  | { kind: 'class'; report: ClassReport; locale: Locale }
  | { kind: 'school'; report: SchoolReport; locale: Locale }

export type DrawRequest = DrawJob & { id: number }

export type DrawAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string }

const port = parentPort
if (!port) throw new Error('report-worker.ts runs as a worker thread (report-thread.ts starts it)')

port.on('message', (request: DrawRequest) => {
  const drawing =
    request.kind === 'class'
      ? renderClassReport(request.report, request.locale)
      : request.kind === 'school'
        ? renderSchoolReport(request.report, request.locale)
        : renderReport(request.model, request.options)
  drawing.then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
      // The bytes move to the main thread without a copy when the Buffer owns its memory outright.
      const owned = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength
      port.postMessage({ id: request.id, pdf: bytes } satisfies DrawAnswer, owned ? [pdf.buffer as ArrayBuffer] : [])
    },
    (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies DrawAnswer),
  )
})
