// The data attribution closes the report, and never sits alone on its last page: for every grade, with the notes
// the engine really writes for that grade (the long route and cost advice of grades 9-12), and every stream a grade
// 11-12 student can name.
import { describe, expect, it } from 'vitest'
import { CURRENT_STREAMS, type CurrentStream, type Grade } from '../../shared/constants'
import { pdfText } from '../../../tests/support/pdf'
import { buildReportModel } from './report-model'
import { renderReport } from './render-report'
import { engineResults } from './engine-sample'

const SEEDS = [0, 1, 2, 3]
const GRADES: Grade[] = [8, 9, 10, 11, 12]
/** A usual time, and one fast enough to add the response-quality notice (a longer report). */
const TIMES = [1200, 40]

/** The last page's own text: without the running footer. */
function lastPage(pdf: Buffer): string {
  const pages = pdfText(pdf)
    .split('\f')
    .filter((page) => page.trim() !== '')
  return (pages.at(-1) ?? '')
    .replace(/Disha career report · .*/g, '')
    .replace(/Page \d+ of \d+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

describe('the last page of the report', () => {
  it.each(['प्रिया शर्मा', 'सिद्धार्थ क्षत्रिय (Siddharth Kshatriya)', 'Venkatanarasimharajuvaripeta Subrahmanyam'])(
    'with the name %s too, the attribution shares its page with the content before it',
    { timeout: 120_000 },
    async (studentName) => {
      for (const grade of [10, 12] as const) {
        for (const seed of SEEDS) {
          const results = engineResults(grade, seed, { studentName, ...(grade === 12 ? { currentStream: 'science-pcm' as const } : {}) })
          const text = lastPage(await renderReport(buildReportModel(results), { creationDate: new Date('2026-11-20T10:00:00.000Z') }))
          const attribution = text.indexOf('ABOUT THE DATA')
          expect(attribution, `grade ${grade}, answers ${seed}: the attribution is on the last page`).toBeGreaterThanOrEqual(0)
          expect(text.slice(0, attribution).trim(), `grade ${grade}, answers ${seed}: the last page is not the attribution alone`).not.toBe('')
        }
      }
    },
  )

  it.each(GRADES)('grade %i: the attribution shares its page with the content before it', { timeout: 120_000 }, async (grade) => {
    const streams: (CurrentStream | undefined)[] = grade >= 11 ? [undefined, ...CURRENT_STREAMS] : [undefined]
    for (const currentStream of streams) {
      for (const [seed, timeSpentSeconds] of SEEDS.flatMap((seed) => TIMES.map((time) => [seed, time] as const))) {
        const results = engineResults(grade, seed, { timeSpentSeconds, ...(currentStream ? { currentStream } : {}) })
        const text = lastPage(await renderReport(buildReportModel(results), { creationDate: new Date('2026-11-20T10:00:00.000Z') }))
        const where = `grade ${grade}, stream ${currentStream ?? 'none'}, answers ${seed}, ${timeSpentSeconds} s`
        const attribution = text.indexOf('ABOUT THE DATA')
        expect(attribution, `${where}: the attribution is on the last page`).toBeGreaterThanOrEqual(0)
        expect(text.slice(0, attribution).trim(), `${where}: the last page is not the attribution alone`).not.toBe('')
        // A page that a section runs onto says which section it continues.
        expect(text, `${where}: the last page starts with a title or says what it continues`).toMatch(/^(For parents and guardians|[A-Z ]+ \(CONTINUED\))/)
      }
    }
  })
})
