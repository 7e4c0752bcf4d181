// What drawing a reloaded test page costs the server (decision 018): the renderer's import, the first page, the time
// per page after it, and what the heap and RSS look like after many pages in a row. Uses the built renderer.
// Usage: npm run build && node --expose-gc --max-semi-space-size=2 tests/bench/test-page-render.mjs [pages]
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import process from 'node:process'
import { pathToFileURL } from 'node:url'

const pages = Number(process.argv[2] ?? 1000)
const gc = globalThis.gc ?? (() => undefined)
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`

// A grade-10 attempt of 30 questions, as the API answers it (the renderer's input, src/shared/test-page-data.ts).
const questions = Array.from({ length: 30 }, (_, i) => ({
  id: `g10-q-${i + 1}`,
  questionText: `Question ${i + 1}: which of these would you most enjoy doing in a school project week?`,
  questionType: i % 3 === 0 ? 'rating_scale' : 'multiple_choice',
  options: i % 3 === 0 ? ['Not at all', 'A little', 'Neutral', 'Quite a bit', 'Very much'] : ['Designing posters', 'Building a model', 'Keeping records', 'Leading a team'],
  section: 'Interests',
}))
const data = {
  grade: 10,
  user: { id: '00000000-0000-4000-8000-000000000001', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', isAdmin: false, createdAt: '2026-01-05T10:00:00.000Z' },
  gradeAccess: {
    paymentsEnabled: false,
    grades: [8, 9, 10, 11, 12].map((grade) => ({ grade, action: 'start', coveredBy: 'free', spendsBasicPlan: false, lastTestId: null, completedCount: 0 })),
  },
  questions,
  attempt: {
    id: '00000000-0000-4000-8000-000000000002', grade: 10, studentName: 'Asha Rao', answers: { 'g10-q-1': '4' }, position: 1, revision: 2,
    startedAt: '2026-03-05T10:00:00.000Z', deadlineAt: '2026-03-05T10:30:00.000Z', remainingSeconds: 1500, status: 'open', testId: null,
  },
}

gc()
const start = process.memoryUsage()
let t = performance.now()
const { renderTestPage } = await import(pathToFileURL(path.resolve('dist/server/test-page.js')).href)
const importMs = performance.now() - t
gc()
const imported = process.memoryUsage()
t = performance.now()
await renderTestPage(data)
const firstMs = performance.now() - t
t = performance.now()
for (let i = 0; i < pages; i += 1) await renderTestPage(data)
const eachMs = (performance.now() - t) / pages
gc()
const end = process.memoryUsage()
console.log(`import ${importMs.toFixed(0)} ms, RSS +${mb(imported.rss - start.rss)}, heap used +${mb(imported.heapUsed - start.heapUsed)}`)
console.log(`first page ${firstMs.toFixed(0)} ms; then ${eachMs.toFixed(2)} ms a page over ${pages} pages`)
console.log(
  `after them: RSS +${mb(end.rss - start.rss)}, heap reserved +${mb(end.heapTotal - start.heapTotal)}, heap used +${mb(end.heapUsed - start.heapUsed)}`,
)
