// The server draws reports on a thread of their own (report-thread.ts), so the thread that answers the students
// keeps turning while a report is drawn; the drawing itself also comes in parts, and reports drawn at the same time
// (sharing the process-wide shaping caches) come out exactly as when drawn alone.
import { describe, expect, it } from 'vitest'
import { buildReportModel, type ReportModel } from './report-model'
import { renderReport } from './render-report'
import { createReportThread } from './report-thread'
import { sampleResults, sampleResultsV2 } from './testing/sample-results'

const creationDate = new Date('2026-11-20T10:00:00.000Z')

/** How many turns a chain of immediates gets on this thread while `draw` runs. */
async function turnsWhile(draw: () => Promise<unknown>): Promise<number> {
  let turns = 0
  let finished = false
  const turn = () => {
    turns += 1
    if (!finished) setImmediate(turn)
  }
  setImmediate(turn)
  await draw()
  finished = true
  return turns
}

describe('drawing a report', () => {
  it('lets other work run between its parts', async () => {
    const model = buildReportModel(sampleResultsV2('Rohan Kapoor', 10))
    await renderReport(model, { creationDate }) // warm the fonts and caches, as a running server has them
    const turns = await turnsWhile(() => renderReport(model, { creationDate }))
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

  it('draws on its own thread the same bytes, while this thread keeps turning', async () => {
    const model = buildReportModel(sampleResultsV2('आशा राव', 10))
    const here = await renderReport(model, { creationDate })
    const thread = createReportThread()
    try {
      expect((await thread.draw(model, { creationDate })).equals(here)).toBe(true)
      const drawnHere = await turnsWhile(() => renderReport(model, { creationDate }))
      const drawnThere = await turnsWhile(() => thread.draw(model, { creationDate }))
      // Here the turns come only between the drawing's parts; with the drawing elsewhere this thread is free throughout.
      expect(drawnThere).toBeGreaterThan(10 * drawnHere)
    } finally {
      await thread.close()
    }
  })

  it('answers a failed drawing with an error, and draws the next report', async () => {
    const thread = createReportThread({ idleMs: 20 })
    try {
      await expect(thread.draw({} as ReportModel)).rejects.toThrow(/drawing the report failed/)
      const model = buildReportModel(sampleResults('Priya Sharma', 9))
      expect((await thread.draw(model, { creationDate })).subarray(0, 5).toString()).toBe('%PDF-')
      // After a quiet spell the thread has ended; the next report starts another.
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect((await thread.draw(model, { creationDate })).subarray(0, 5).toString()).toBe('%PDF-')
    } finally {
      await thread.close()
    }
  })

  it('refuses a drawing under way when it is closed', async () => {
    const thread = createReportThread()
    const drawing = thread.draw(buildReportModel(sampleResults('Priya Sharma', 9)), { creationDate })
    const refused = expect(drawing).rejects.toThrow(/closed/)
    await thread.close()
    await refused
  })
})
