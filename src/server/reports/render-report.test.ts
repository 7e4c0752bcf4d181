// The report as a reader sees it: rendered by poppler, compared page by page with committed reference images, and
// searched as text. Update the references after an intended layout change with UPDATE_REPORT_SNAPSHOTS=1.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync, gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { parsePgm, encodePgm, pdfText, renderGrayPages, type GrayPage } from '../../../tests/support/pdf'
import { buildReportModel, type ReportModel } from './report-model'
import { renderReport } from './render-report'
import { sampleResults } from './testing/sample-results'

const SNAPSHOT_DIR = fileURLToPath(new URL('./__snapshots__/', import.meta.url))
const DPI = 40
/** A pixel differs when its grey level moves by more than this (anti-aliasing stays well below). */
const PIXEL_DELTA = 64
/** A page matches when at most this share of its pixels differ. */
const PAGE_TOLERANCE = 0.001
const UPDATE = process.env.UPDATE_REPORT_SNAPSHOTS === '1'

const FIXED_DATE = new Date('2026-11-20T10:00:00.000Z')
const render = (model: ReportModel) => renderReport(model, { creationDate: FIXED_DATE })

/** Share of pixels that differ between two pages of the same size (1 when the sizes differ). */
function difference(a: GrayPage, b: GrayPage): number {
  if (a.width !== b.width || a.height !== b.height) return 1
  let differing = 0
  for (let i = 0; i < a.pixels.length; i++) {
    if (Math.abs((a.pixels[i] as number) - (b.pixels[i] as number)) > PIXEL_DELTA) differing += 1
  }
  return differing / a.pixels.length
}

const snapshotFile = (page: number) => path.join(SNAPSHOT_DIR, `report-page-${page}.pgm.gz`)

function readReference(): GrayPage[] {
  const pages: GrayPage[] = []
  for (let n = 1; existsSync(snapshotFile(n)); n++) pages.push(parsePgm(gunzipSync(readFileSync(snapshotFile(n)))))
  return pages
}

let model: ReportModel
let pages: GrayPage[]

beforeAll(async () => {
  model = buildReportModel(sampleResults())
  pages = renderGrayPages(await render(model), DPI)
  if (UPDATE) {
    mkdirSync(SNAPSHOT_DIR, { recursive: true })
    pages.forEach((page, i) => writeFileSync(snapshotFile(i + 1), gzipSync(encodePgm(page), { level: 9 })))
  }
})

describe('report layout', () => {
  it('renders every page like the committed reference', () => {
    const reference = readReference()
    expect(reference.length, 'reference pages (run with UPDATE_REPORT_SNAPSHOTS=1 to create them)').toBeGreaterThan(0)
    expect(pages).toHaveLength(reference.length)
    pages.forEach((page, i) => {
      expect(difference(page, reference[i] as GrayPage), `page ${i + 1} differs from its reference`).toBeLessThanOrEqual(PAGE_TOLERANCE)
    })
  })

  it('notices a small change on a page: the comparison can fail', async () => {
    const changed: ReportModel = {
      ...model,
      interests: model.interests.map((t) => (t.key === 'artistic' ? { ...t, value: 70 } : t)),
      careers: model.careers.map((c, i) => (i === 0 ? { ...c, matchPercentage: 62 } : c)),
    }
    const changedPages = renderGrayPages(await render(changed), DPI)
    expect(difference(changedPages[1] as GrayPage, pages[1] as GrayPage)).toBeGreaterThan(PAGE_TOLERANCE)
    expect(difference(changedPages[2] as GrayPage, pages[2] as GrayPage)).toBeGreaterThan(PAGE_TOLERANCE)
    expect(difference(changedPages[5] as GrayPage, pages[5] as GrayPage)).toBeLessThanOrEqual(PAGE_TOLERANCE)
  })

  it('draws the same file for the same test (a cached copy equals a fresh one)', async () => {
    const [a, b] = await Promise.all([render(model), render(model)])
    expect(a.equals(b)).toBe(true)
  })
})

describe('report text', () => {
  it('reads the Devanagari name, the careers with match, the stream, the sections and the attribution', async () => {
    const text = pdfText(await render(model)).replace(/\s+/g, ' ')
    expect(text).toContain('प्रिया शर्मा')
    expect(text).toContain('Top career match: Software Engineering (86% match)')
    for (const c of model.careers) {
      expect(text).toContain(c.title)
      expect(text).toContain(`${c.matchPercentage}% match`)
    }
    expect(text).toContain('Law 51% match')
    expect(text).toContain('Suggested stream for grade 11: Science (PCM)')
    expect(text).toContain('Runner-up: Commerce')
    for (const heading of ['Your profile', 'Interests', 'Work style', 'Aptitudes', 'Recommended next steps', 'For parents and guardians', 'Limits of this report']) {
      expect(text).toContain(heading)
    }
    expect(text).toContain('Not enough answers')
    expect(text).toContain('guidance, not a verdict')
    expect(text).toContain('O*NET 29.3 Database by the U.S. Department of Labor')
    expect(text).not.toContain('Read these results with care')
  })

  it('carries the low-confidence notice when the result has one, and no stream outside grades 9 and 10', async () => {
    const base = sampleResults('Arjun Mehta', 12)
    const results = { ...base, lowConfidence: true, profile: { ...base.profile, quality: { ...base.profile.quality, lowConfidence: true, reasons: ['Every statement got the same rating.'] } } }
    const text = pdfText(await render(buildReportModel(results))).replace(/\s+/g, ' ')
    expect(text).toContain('Read these results with care')
    expect(text).toContain('Every statement got the same rating.')
    expect(text).not.toContain('Stream recommendation')
    expect(text).toContain('Arjun Mehta')
  })
})
