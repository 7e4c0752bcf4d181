// A report is drawn in parts, giving the other requests on the server's one thread their turn in between, and
// reports drawn at the same time (sharing the process-wide shaping caches) come out exactly as when drawn alone.
import { describe, expect, it } from 'vitest'
import { warmUpReports } from './engine-sample'
import { buildReportModel } from './report-model'
import { renderReport } from './render-report'
import { sampleResults, sampleResultsV2 } from './testing/sample-results'

const creationDate = new Date('2026-11-20T10:00:00.000Z')

describe('drawing a report', () => {
  it('lets other work run between its parts', async () => {
    const model = buildReportModel(sampleResultsV2('Rohan Kapoor', 10))
    await renderReport(model, { creationDate }) // warm the fonts and caches, as a running server has them
    let turns = 0
    let finished = false
    const turn = () => {
      turns += 1
      if (!finished) setImmediate(turn)
    }
    setImmediate(turn)
    await renderReport(model, { creationDate })
    finished = true
    // Drawn in one go, the chain of immediates gets a turn or two while the file is written out; drawn in parts, it
    // gets one between each of them.
    expect(turns).toBeGreaterThanOrEqual(5)
  })

  it('gives the same bytes when reports are drawn together as when each is drawn alone', async () => {
    const models = [buildReportModel(sampleResults('प्रिया शर्मा', 9)), buildReportModel(sampleResultsV2('Rohan Kapoor', 12))]
    const alone: Buffer[] = []
    for (const model of models) alone.push(await renderReport(model, { creationDate }))
    const together = await Promise.all(models.map((model) => renderReport(model, { creationDate })))
    together.forEach((pdf, i) => expect(pdf.equals(alone[i] as Buffer), `report ${i + 1}`).toBe(true))
  })

  it('warms up at start-up by drawing a report in both scripts, which a failure would reject', async () => {
    await expect(warmUpReports()).resolves.toBeUndefined()
  })
})
