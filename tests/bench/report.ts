// Report generation: the median time to build and draw a fresh PDF report (no cache), in a warm process as the
// server runs it. Budget: under 100 ms median on the project machine. Run alone with
// `node --import tsx tests/bench/report.ts`, or as part of `npm run bench`.
import { fileURLToPath } from 'node:url'
import { assess } from '../../src/server/assessment/recommend'
import { getBank, optionTexts } from '../../src/server/assessment/question-bank'
import type { Grade } from '../../src/shared/schemas/items'
import { buildReportModel } from '../../src/server/reports/report-model'
import { renderReport } from '../../src/server/reports/render-report'
import { CURRENT_STREAMS } from '../../src/shared/constants'
import type { TestResults } from '../../src/shared/schemas/results'

const REPORT_BUDGET_MS = 100

/** A result the engine really gives, for a fixed answer pattern per seed (also the stored tests of lists.ts). */
export function resultsFor(grade: Grade, seed: number, studentName: string): TestResults {
  const answers = Object.fromEntries(
    getBank(grade)
      .slice(0, 30)
      .map((item, i) => {
        const options = optionTexts(item)
        return [item.id, options.length > 0 ? (options[(i * 7 + seed) % options.length] as string) : String(((i * 3 + seed) % 5) + 1)]
      }),
  )
  // Grades 11-12 carry a stream (a different one each run), so reports with closed routes are timed too.
  const currentStream = grade >= 11 ? CURRENT_STREAMS[seed % CURRENT_STREAMS.length] : undefined
  const r = assess({ grade, answers, ...(currentStream ? { currentStream } : {}) })
  return {
    test: {
      id: `bench-${seed}`,
      userId: null,
      studentName,
      grade,
      answers,
      timeSpent: 1500,
      completedAt: new Date().toISOString(),
      score: { analytical: 0, creative: 0, leadership: 0 },
      ...(currentStream ? { currentStream } : {}),
    },
    recommendations: r.recommendations,
    families: r.families,
    stream: r.stream ?? null,
    profile: { ...r.profile },
    lowConfidence: r.lowConfidence,
    notes: r.notes,
  }
}

export async function measureReport(runs = Number(process.env.BENCH_REPORT_RUNS ?? 40)) {
  const grades: Grade[] = [8, 9, 10, 11, 12]
  const names = ['Meera Nair', 'सिद्धार्थ शर्मा', 'Arjun Rao', 'प्रिया Verma', 'Kavya Iyer']
  const inputs = Array.from({ length: runs }, (_, i) => resultsFor(grades[i % 5] as Grade, i, `${names[i % 5]} ${i}`))
  // Warm-up: fonts parsed, code compiled, word shapes cached, as in a server that has answered a few reports.
  for (const input of inputs.slice(0, 5)) await renderReport(buildReportModel(input))
  const times: number[] = []
  const cpuTimes: number[] = []
  let bytes = 0
  for (const input of inputs) {
    const start = performance.now()
    const cpu = process.cpuUsage()
    const pdf = await renderReport(buildReportModel(input))
    const used = process.cpuUsage(cpu)
    times.push(performance.now() - start)
    // CPU time of this process: steadier than wall time on a machine shared with other work.
    cpuTimes.push((used.user + used.system) / 1000)
    bytes += pdf.length
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
  const p90 = [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(0.9 * times.length))] as number
  return { runs, medianMs: median(times), p90Ms: p90, medianCpuMs: median(cpuTimes), averageKb: bytes / runs / 1024 }
}

export function printReport(r: Awaited<ReturnType<typeof measureReport>>) {
  console.log(
    `fresh PDF report (grades 8-12, ${r.runs} runs): median ${r.medianMs.toFixed(1)} ms, p90 ${r.p90Ms.toFixed(1)} ms, ` +
      `median CPU ${r.medianCpuMs.toFixed(1)} ms, ` +
      `${r.averageKb.toFixed(0)} KB each  (budget: median under ${REPORT_BUDGET_MS} ms)`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printReport(await measureReport())
