// The report as a reader sees it: rendered by poppler, compared page by page with committed reference images, and
// searched as text. Update the references after an intended layout change with UPDATE_REPORT_SNAPSHOTS=1, and look
// at the new images before committing them. Two references: a result of the assessment v2 shape (families, bands,
// ties, a stream that closes routes), and a result stored before v2 (report-page-N), which the same renderer draws
// without families, bands or ties; and two strips of lines that mix Hindi and English at a finer resolution.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync, gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { parsePgm, encodePgm, pdfText, pdfWordBoxes, renderGrayPages, renderGrayRegion, type GrayPage } from '../../../tests/support/pdf'
import { numberUnitSplits } from '../../shared/no-break'
import { ONET_ATTRIBUTION } from '../assessment/onet-attribution'
import { buildReportModel, type ReportModel } from './report-model'
import { renderReport } from './render-report'
import { sampleResults, sampleResultsV2, sampleResultsV3 } from './testing/sample-results'

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

const snapshotFile = (prefix: string, page: number) => path.join(SNAPSHOT_DIR, `${prefix}-page-${page}.pgm.gz`)

function readReference(prefix: string): GrayPage[] {
  const pages: GrayPage[] = []
  for (let n = 1; existsSync(snapshotFile(prefix, n)); n++) pages.push(parsePgm(gunzipSync(readFileSync(snapshotFile(prefix, n)))))
  return pages
}

function expectLikeReference(prefix: string, rendered: GrayPage[]) {
  const reference = readReference(prefix)
  expect(reference.length, `${prefix} reference pages (run with UPDATE_REPORT_SNAPSHOTS=1 to create them)`).toBeGreaterThan(0)
  expect(rendered).toHaveLength(reference.length)
  rendered.forEach((page, i) => {
    expect(difference(page, reference[i] as GrayPage), `${prefix} page ${i + 1} differs from its reference`).toBeLessThanOrEqual(PAGE_TOLERANCE)
  })
}

const LEGACY = 'report'
const V2 = 'report-v2'
const V3 = 'report-v3'

let model: ReportModel
let pages: GrayPage[]
let v2Model: ReportModel
let v2Pages: GrayPage[]
let v3Model: ReportModel
let v3Pages: GrayPage[]

beforeAll(async () => {
  model = buildReportModel(sampleResults())
  pages = renderGrayPages(await render(model), DPI)
  v2Model = buildReportModel(sampleResultsV2())
  v2Pages = renderGrayPages(await render(v2Model), DPI)
  v3Model = buildReportModel(sampleResultsV3())
  v3Pages = renderGrayPages(await render(v3Model), DPI)
  if (UPDATE) {
    mkdirSync(SNAPSHOT_DIR, { recursive: true })
    for (const [prefix, rendered] of [[V3, v3Pages], [V2, v2Pages], [LEGACY, pages]] as const) {
      for (let n = rendered.length + 1; existsSync(snapshotFile(prefix, n)); n++) rmSync(snapshotFile(prefix, n))
      rendered.forEach((page, i) => writeFileSync(snapshotFile(prefix, i + 1), gzipSync(encodePgm(page), { level: 9 })))
    }
  }
})

describe('report layout', () => {
  it('renders every page of a v2 result like the committed reference', () => {
    expectLikeReference(V2, v2Pages)
  })

  it('renders a result that ranks kinds of work like its reference', () => {
    expectLikeReference(V3, v3Pages)
  })

  it('renders a result stored before v2 like its reference', () => {
    expectLikeReference(LEGACY, pages)
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

describe('one baseline for mixed scripts', () => {
  const DPI_FINE = 150
  /** The line of page `page` that holds the Latin word `word` (the first one), as a strip across the page. */
  function lineStrip(pdf: Buffer, page: number, word: string): GrayPage {
    const box = pdfWordBoxes(pdf, page).find((w) => w.text === word)
    if (!box) throw new Error(`no '${word}' on page ${page}`)
    return renderGrayRegion(pdf, page, DPI_FINE, { x: 40, y: box.yMin - 4, width: 515, height: box.yMax - box.yMin + 8 })
  }
  const strips = (pdf: Buffer) => ({
    // The running footer ('Disha career report · प्रिया शर्मा · Grade 10') and a sentence with the name in it.
    'baseline-footer': lineStrip(pdf, 2, 'Disha'),
    'baseline-sentence': lineStrip(pdf, 8, 'How'),
  })

  it('draws a Hindi name on the Latin baseline, in the footer and inside a sentence, like the reference', async () => {
    const rendered = strips(await render(model))
    for (const [name, strip] of Object.entries(rendered)) {
      if (UPDATE) writeFileSync(snapshotFile(name, 1), gzipSync(encodePgm(strip), { level: 9 }))
      const reference = parsePgm(gunzipSync(readFileSync(snapshotFile(name, 1))))
      expect(difference(strip, reference), `${name} differs from its reference`).toBeLessThanOrEqual(PAGE_TOLERANCE)
    }
  })

  it('would notice the name a point off the baseline: the comparison can fail', async () => {
    const pdf = await render(model)
    const strip = lineStrip(pdf, 2, 'Disha')
    const box = pdfWordBoxes(pdf, 2).find((w) => w.text === 'Disha')!
    const raised = renderGrayRegion(pdf, 2, DPI_FINE, { x: 40, y: box.yMin - 3, width: 515, height: box.yMax - box.yMin + 8 })
    expect(difference(strip, raised)).toBeGreaterThan(PAGE_TOLERANCE)
  })
})

describe('the contents on the cover', () => {
  /** Each page's text, numbered from 1, spaces made plain. */
  const pagesOf = (pdf: Buffer) => pdfText(pdf).split('\f').map((page) => page.replace(/\s+/g, ' '))

  it.each([
    ['a result that ranks kinds of work', () => v3Model],
    ['a v2 result', () => v2Model],
    ['a result stored before v2', () => model],
  ])('for %s, lists each section by the title it carries and the page it starts on', async (_, which) => {
    const pdf = await render(which())
    const pages = pagesOf(pdf)
    const contents = (pages[0] ?? '').slice((pages[0] ?? '').indexOf('INSIDE THIS REPORT'))
    const titles = ['Your profile', 'Your career matches', which().stream ? 'Stream and next steps' : 'Next steps', 'For parents and guardians', 'Limits of this report']
    for (const title of titles) {
      const page = pages.findIndex((text, i) => i > 0 && text.includes(title)) + 1
      expect(page, title).toBeGreaterThan(1)
      expect(contents, title).toContain(`${title} page ${page}`)
    }
    // No entry is a heading the report does not have.
    expect(contents).not.toContain('About this report')
  })

  it('keeps a long name and the contents on the cover: the report has as many pages as with a short name', async () => {
    const long = { ...v2Model, studentName: 'Venkatanarasimharajuvaripeta Subrahmanyam Lakshminarayanan', firstName: 'Venkatanarasimharajuvaripeta' }
    const pages = pagesOf(await render(long))
    expect(pages.filter((p) => p.trim() !== '')).toHaveLength(v2Pages.length)
    expect(pages[0]).toContain('Venkatanarasimharajuvaripeta Subrahmanyam Lakshminarayanan')
    expect(pages[0]).toContain('INSIDE THIS REPORT')
    expect(pages[0]).toContain('Limits of this report page')
  })
})

describe('numbers and their units', () => {
  it('never parts a number from its unit at a line end, whatever text carries them', async () => {
    // Long runs of numbers with units: drawn with ordinary spaces, about every other line would end after a number.
    const units = ['10 V', '20 %', '5 min', '₹2 lakh', '36 g']
    const notes = Array.from({ length: 6 }, (_, k) => `Note ${k}: ${Array.from({ length: 40 }, (_, i) => units[(i + k) % units.length]).join(' ')}.`)
    const pdf = await render({ ...v2Model, notes })
    const lines = pdfText(pdf).split('\n')
    const ends = lines.slice(0, -1).map((line, i) => `${line.trimEnd().split(/\s/).pop()} ${lines[i + 1]?.trimStart().split(/\s/)[0]}`)
    expect(ends.flatMap((pair) => numberUnitSplits(pair))).toEqual([])
    expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain('Note 5:')
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
    expect(text).toContain('Also worth exploring') // a result stored before bands keeps its heading
    expect(text).toContain('Suggested stream for grade 11: Science (PCM)')
    expect(text).toContain('Runner-up: Commerce')
    for (const heading of ['Your profile', 'Interests', 'Work style', 'Aptitudes', 'Recommended next steps', 'For parents and guardians', 'Limits of this report']) {
      expect(text).toContain(heading)
    }
    expect(text).toContain('Not enough answers')
    expect(text).toContain('guidance, not a verdict')
    // The page's running header (the student's first name) is read in among the attribution's lines.
    expect(text.replaceAll(' प्रिया ', ' ')).toContain(ONET_ATTRIBUTION)
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

  it('names the board on the cover when the student named one, and none otherwise', async () => {
    const base = sampleResults('Meera Iyer', 12)
    const named = pdfText(await render(buildReportModel({ ...base, test: { ...base.test, board: 'icse' } }))).replace(/\s+/g, ' ')
    expect(named).toContain('Board: ICSE / ISC')
    const unnamed = pdfText(await render(buildReportModel({ ...base, test: { ...base.test, board: null } }))).replace(/\s+/g, ' ')
    expect(unnamed).not.toContain('Board:')
  })

  it('leads a v2 result with the best family, shows bands beside the match, ties as ties, and the stream studied', async () => {
    const text = pdfText(await render(v2Model)).replace(/\s+/g, ' ')
    expect(text).toContain('Current stream: Commerce with Mathematics')
    // The cover says what the results screen's summary says, in the same order.
    expect(text).toContain('Best career family: Business and finance (80% match · Strong fit)')
    expect(text).toContain('Its top career: Chartered Accountancy (84% match · Strong fit)')
    // Shown as tied at 83 % under 84 %: the report says why the two are equal.
    expect(text).toContain('Actuarial Science (83% · Strong fit, about equal to the one above: a gap this small often swaps on a retake)')
    expect(text).toContain('YOUR BEST CAREER FAMILY Business and finance')
    expect(text).toContain('Engineering and technology fits you about as well (78% match · Strong fit): a gap this small often swaps on a retake.')
    expect(text.indexOf('YOUR BEST CAREER FAMILY')).toBeLessThan(text.indexOf('1 Chartered Accountancy'))
    expect(text).toMatch(/Economics 74% match Business and finance Good fit|Economics 74% match Good fit|Economics Business and finance 74% match Good fit/)
    expect(text).toContain('Business and finance · About equal to the one above')
    expect(text).toContain('61% match · Good fit')
    // The list after the careers carries bands of every kind, so its heading is not the name of one of them.
    expect(text).toContain('More careers that fit you')
    expect(text).not.toContain('Also worth exploring')
    // An open route's caution is printed; an outlook only where the result has one, with its source.
    expect(text).toContain('ACET, the entry exam of the Institute of Actuaries of India')
    expect(text).toContain('Outlook: Demand for economists and analysts is expected to grow faster than average. (source: Sample outlook source, 2026)')
    expect(text.match(/Outlook:/g)).toHaveLength(1)
    expect(text).not.toContain('High growth potential')
  })

  it("says how many of the best family's careers the stream opens, where it closes some, and nothing where it closes none", async () => {
    const base = sampleResultsV2()
    const [best, ...others] = base.families!
    const model = buildReportModel({ ...base, families: [{ ...best!, streamOpens: { open: 3, of: 6 } }, ...others] })
    expect(model.bestFamily?.streamOpens).toEqual({ open: 3, of: 6 })
    const text = pdfText(await render(model)).replace(/\s+/g, ' ')
    const family = text.slice(text.indexOf('YOUR BEST CAREER FAMILY'))
    expect(family).toMatch(/^YOUR BEST CAREER FAMILY Business and finance .*The current stream opens 3 of this family's 6 careers, and its match rests on those\. Its careers among your matches:/)
    expect(pdfText(await render(v2Model))).not.toContain('The current stream opens')
  })

  it("says why the best family's top career leads when a career of another family has a higher match", async () => {
    const base = sampleResultsV2()
    const [accountancy, actuarial, dataScience, ...rest] = base.recommendations
    // As the engine orders it: the best family's top career, then the rest by fit (here a higher match first).
    const results = { ...base, recommendations: [accountancy!, { ...dataScience!, matchPercentage: 88 }, { ...actuarial!, tiedWithPrevious: false }, ...rest] }
    const led = buildReportModel(results)
    expect(led.ledByFamily).toBe(true)
    const raw = pdfText(await render(led))
    const text = raw.replace(/\s+/g, ' ')
    // The cover names the best-fitting family, not a 'best match' that is not the highest percentage.
    const cover = (raw.split('\f')[0] ?? '').replace(/\s+/g, ' ')
    expect(cover).toContain('BEST CAREER FAMILY')
    expect(cover).not.toContain('BEST MATCH')
    expect(cover.slice(cover.indexOf('TIME TAKEN'), cover.indexOf('AT A GLANCE'))).toContain('Business and finance')
    expect(cover).toContain('Best career family: Business and finance (80% match · Strong fit)')
    expect(cover).toContain('Its top career: Chartered Accountancy (84% match · Strong fit)')
    expect(cover).toContain('Other careers that fit you, from any family: Data Science and Analytics (88% · Strong fit); Actuarial Science (83% · Strong fit)')
    expect(cover).not.toContain('Top career match')
    // The career pages: the family's top career under its own heading, the others under theirs.
    const order = ['YOUR BEST CAREER FAMILY', 'Top career in your best-fitting family', '1 Chartered Accountancy', 'Other careers that fit you', 'From the best match down, from every family.', 'Careers a few points apart fit about equally well.', '2 Data Science and Analytics', '3 Actuarial Science']
    const at = order.map((s) => text.indexOf(s, text.indexOf('Your career matches')))
    expect(at.every((i) => i >= 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    expect(text).toContain('so its top career leads even where a career from another family has a higher match on its own')
  })

  it('never draws a career the stream has closed as open: it is listed apart with the route that remains', async () => {
    expect(v2Model.careers.map((c) => c.title)).not.toContain('Software Engineering')
    expect(v2Model.moreCareers.map((c) => c.title)).toEqual(['Law'])
    expect(v2Model.closedCareers.map((c) => c.title)).toEqual(['Software Engineering', 'Architecture'])
    const text = pdfText(await render(v2Model)).replace(/\s+/g, ' ')
    const section = text.slice(text.indexOf('Not open from your current stream'))
    expect(section).toContain('Your current stream, Commerce with Mathematics, has closed the usual route to these careers.')
    expect(section).toContain('Software Engineering 80% match Software Engineering needs Physics, Chemistry and Mathematics in class 12')
    expect(section).toContain('Architecture 72% match Architecture needs Physics')
    // No detailed block (skills, exams, pathway) for a closed career.
    expect(text).not.toContain('Software Engineering professionals plan')
  })

  it("prints the quality flags' messages in the low-confidence notice and still shows every match", async () => {
    const base = sampleResultsV2()
    const flags = [
      { code: 'extreme-alternating' as const, message: 'You alternated between the strongest agree and disagree on most statements.' },
      { code: 'too-fast' as const, message: 'You finished faster than the questions can be read.' },
    ]
    const results = { ...base, lowConfidence: true, profile: { ...base.profile, quality: { ...base.profile.quality, lowConfidence: true, reasons: flags.map((f) => f.message), flags } } }
    const lowModel = buildReportModel(results)
    expect(lowModel.careers).toHaveLength(v2Model.careers.length)
    const text = pdfText(await render(lowModel)).replace(/\s+/g, ' ')
    expect(text).toContain('Read these results with care')
    for (const flag of flags) expect(text).toContain(flag.message)
    expect(text).toContain('Its top career: Chartered Accountancy (84% match · Strong fit)')
  })

  it('moves a notice too long for the profile page to the top of the career matches, so the profile never spills', async () => {
    const base = sampleResultsV2()
    const flags = (['straight-line', 'flat', 'inconsistent', 'too-fast'] as const).map((code) => ({
      code,
      message: `${code}: these answers do not show clearly what you like more and what less, so read every match below as a first idea to explore and talk over.`,
    }))
    const results = { ...base, lowConfidence: true, profile: { ...base.profile, quality: { ...base.profile.quality, lowConfidence: true, reasons: flags.map((f) => f.message), flags } } }
    const pdf = await render(buildReportModel(results))
    const text = pdfText(pdf).replace(/\s+/g, ' ')
    expect(text).toContain('Please read these results with care: see the note before your career matches on page 3.')
    const notice = text.indexOf('Read these results with care')
    expect(notice).toBeGreaterThan(text.indexOf('Your career matches'))
    expect(notice).toBeLessThan(text.indexOf('YOUR BEST CAREER FAMILY'))
    for (const flag of flags) expect(text).toContain(flag.message)
    // The profile stays on page 2: page 3 starts with the career matches.
    expect(text.slice(text.indexOf('Page 2 of'), text.indexOf('Page 3 of'))).toContain('Your career matches')
    expect(text.slice(text.indexOf('Page 1 of'), text.indexOf('Page 2 of'))).toContain('A score is a snapshot of this test')
  })

  it('puts notes too long for the page for parents after the next steps, so the attribution is not left alone', async () => {
    const long = (topic: string) =>
      `${topic}: costs differ widely between government and private institutions, scholarships from the central and state governments are listed on the National Scholarship Portal, and every rule here is one to check again with the school before deciding.`
    // Without the sample's near-ties, which say why they are ties, the careers leave the next steps' page room for the notes.
    const base = sampleResultsV2()
    const results = {
      ...base,
      recommendations: base.recommendations.map((r) => ({ ...r, tiedWithPrevious: false })),
      families: base.families!.map((f) => ({ ...f, tiedWithPrevious: false })),
      notes: [long('Costs'), long('Scholarships'), long('Routes'), long('Exams')],
    }
    const pdf = await render(buildReportModel(results))
    const text = pdfText(pdf).replace(/\s+/g, ' ')
    const notes = text.indexOf('Notes about these results')
    expect(notes).toBeGreaterThan(text.indexOf('Recommended next steps'))
    expect(notes).toBeLessThan(text.indexOf("How to read Rohan's report"))
    for (const note of results.notes) expect(text).toContain(note)
    // The attribution shares the last page with the page for parents.
    const pages = text.match(/Page \d+ of (\d+)/)?.[1]
    const lastPage = text.slice(text.indexOf(`Page ${Number(pages) - 1} of`))
    expect(lastPage).toContain("How to read Rohan's report")
    expect(lastPage).toContain('O*NET 29.3 Database')
  })

  it('says on the cover and the careers page that the careers are A to Z when the interests did not differ at all', async () => {
    const base = sampleResultsV2()
    const unranked = {
      ...base,
      families: [],
      recommendations: base.recommendations.map((r, i) => ({ ...r, matchPercentage: 0, band: 'Worth exploring' as const, tiedWithPrevious: i > 0 })),
      profile: { ...base.profile, quality: { ...base.profile.quality, differentiation: 0 } },
    }
    const model = buildReportModel(unranked)
    expect(model.ranked).toBe(false)
    const pages = pdfText(await render(model)).split('\f').map((page) => page.replace(/\s+/g, ' '))
    const sentence = 'Your answers did not show which careers fit you, so this report lists careers A to Z, not in order of fit.'
    expect(pages[0]).toContain(sentence)
    expect(pages[0]).toContain('CAREERS LISTED')
    expect(pages[0]).toContain(' A to Z ')
    expect(pages[0]).not.toMatch(/Top career match|BEST MATCH/)
    expect(pages.find((page) => page.includes('Your career matches'))).toContain(sentence)
    // No top match: no 'fit you' heading over the rest, and only the grade's own next steps.
    expect(pages.join(' ')).not.toMatch(/careers that fit you|steps for your top match|top careers?\b|A higher match percentage means|reasons under each career/)
    expect(model.nextSteps).not.toContain(base.recommendations[0]!.nextSteps[0])
    expect(model.nextSteps.join(' ')).toContain('the careers you want to explore')
    expect(buildReportModel(base).ranked).toBe(true)
  })

  it("says a test under a minute took its seconds on the cover, not '0 min'", async () => {
    const base = sampleResultsV2()
    const fast = pdfText(await render(buildReportModel({ ...base, test: { ...base.test, timeSpent: 42 } }))).replace(/\s+/g, ' ')
    // The tiles' labels come first in the text, then their values.
    const tiles = (text: string) => text.slice(text.indexOf('TIME TAKEN'), text.indexOf('AT A GLANCE'))
    expect(tiles(fast)).toContain(' 42 s ')
    expect(tiles(fast)).not.toContain('min')
    const usual = pdfText(await render(v2Model)).replace(/\s+/g, ' ')
    expect(tiles(usual)).toContain(' 24 min ')
  })

  it('reads a result stored before v2 as before: no family, bands, ties or closed routes', () => {
    expect(model.bestFamily).toBeNull()
    expect(model.currentStream).toBeNull()
    expect(model.closedCareers).toEqual([])
    expect(model.careers.every((c) => c.band === undefined && !c.tiedWithPrevious && c.outlook === null && c.openNote === null)).toBe(true)
    expect(model.careers.map((c) => c.title)).toEqual(sampleResults().recommendations.slice(0, 5).map((r) => r.careerField))
  })
})

describe('a report that leads with kinds of work', () => {
  const textOf = async (m: ReportModel) => pdfText(await render(m)).replace(/\s+/g, ' ')

  it('ranks the kinds of work, each with its match, band and careers, the first described in full and the others with their own exams and route', async () => {
    const text = await textOf(v3Model)
    const careers = text.slice(text.indexOf('Your career matches', text.indexOf('Page 2 of')))
    // In the result's order: the best family's kind of work first, then the others; each kind's careers inside it.
    const order = [
      'YOUR BEST CAREER FAMILY Business and finance',
      'KIND OF WORK 1 Accounting, compliance and actuarial',
      '1.1 Chartered Accountancy',
      'Other specialisations in Accounting, compliance and actuarial work',
      'Actuarial Science',
      'Economics',
      'KIND OF WORK 2 Computing and data',
      '2.1 Data Science and Analytics',
      'KIND OF WORK 3 Journalism and writing',
      'KIND OF WORK 4 Law and the courts',
      'Not open from your current stream',
      'Software Engineering',
    ]
    // Each found after the one before it.
    let from = 0
    for (const s of order) {
      const at = careers.indexOf(s, from)
      expect(at, `'${s}' after what comes before it`).toBeGreaterThanOrEqual(0)
      from = at + s.length
    }
    // The first kind of work leads with a lower match than the second, and says why.
    expect(careers).toMatch(/KIND OF WORK 1 .*84% match Strong fit .*It comes first because Business and finance fits you best as a whole family, even though a kind of work from another family has a higher match on its own\. 1\.1 Chartered/)
    expect(careers).toContain('86% match')
    expect(careers).toContain('Its 3 specialisations: Chartered Accountancy, Actuarial Science and Economics.')
    // A specialisation keeps its own match, exams, route and caution.
    const actuarial = careers.slice(careers.indexOf('Other specialisations in'))
    expect(actuarial).toMatch(
      /^Other specialisations in Accounting, compliance and actuarial work Actuarial Science 84% match · Strong fit About equal to the one above No single entrance exam: see the route below\. Route: .* ACET, the entry exam of the Institute of Actuaries of India/,
    )
    expect(actuarial).toContain('Route: B.Tech or B.Sc in a subject close to actuarial science (3 to 4 years)')
    expect(actuarial).toMatch(/Economics 74% match · Good fit Entrance exams: JEE Main; CUET-UG \(for university programmes\) Route: /)
    // Tied kinds of work at one percentage need no reason; a closed career is never drawn as open.
    expect(careers.slice(careers.indexOf('KIND OF WORK 4'))).toMatch(/^KIND OF WORK 4 Law and the courts .*About equal to the one above .*Law and the courts is one kind of work/)
    expect(careers.slice(careers.indexOf('KIND OF WORK 4'))).not.toContain('a gap this small')
    expect(careers).not.toContain('Software Engineering professionals plan')
    // The cover says the same as the results screen's summary.
    const cover = text.slice(0, text.indexOf('Page 1 of'))
    expect(cover).toContain('Best career family: Business and finance (80% match · Strong fit)')
    expect(cover).toContain('Best kind of work in that family: Accounting, compliance and actuarial work (84% match · Strong fit, 3 careers)')
    expect(cover).toContain('Other kinds of work that fit you, from any family: Computing and data (86% · Strong fit); Journalism and writing (66% · Good fit)')
  })

  it('lists the kinds of work A to Z with no percentage, band, bar or order when the interests did not differ at all', async () => {
    const base = sampleResultsV3()
    const byName = [...base.clusters!].sort((a, b) => a.name.localeCompare(b.name))
    const unranked = {
      ...base,
      families: [],
      clusters: byName.map((c, i) => ({ ...c, matchPercentage: 0, band: 'Worth exploring' as const, tiedWithPrevious: i > 0 })),
      recommendations: byName.flatMap((c) => c.careerIds.map((id) => ({ ...base.recommendations.find((r) => r.id === id)!, matchPercentage: 0, band: 'Worth exploring' as const, tiedWithPrevious: true, reasons: [] }))),
      profile: { ...base.profile, quality: { ...base.profile.quality, differentiation: 0, lowConfidence: true, reasons: ['You rated every area of interest the same, so careers are listed A to Z, not by fit.'] } },
      lowConfidence: true,
    }
    const m = buildReportModel(unranked)
    expect(m.ranked).toBe(false)
    const text = await textOf(m)
    const after = text.slice(text.indexOf('Your career matches', text.indexOf('Page 2 of')))
    expect(after).toContain('so this report lists them A to Z, not in order of fit, and gives no match percentages')
    // Nothing after the A to Z list claims an order, a percentage or a band.
    expect(text).not.toMatch(/\d+ ?% match|\d+% ·|Strong fit|Good fit|Worth exploring|about equal|From the best match down|KIND OF WORK \d/i)
    const kinds = [...after.matchAll(/KIND OF WORK (.+?) \1 is one kind of work/g)].map((k) => k[1])
    expect(kinds).toEqual(['Accounting, compliance and actuarial work', 'Computing and data', 'Journalism and writing', 'Law and the courts'])
  })

  it('says the same minutes on the cover as in the note, by the one rule (rounded down)', async () => {
    const base = sampleResultsV3()
    const stored = 'You finished in 2 minutes, too fast to read the questions carefully.'
    const text = await textOf(
      buildReportModel({
        ...base,
        test: { ...base.test, timeSpent: 110 },
        lowConfidence: true,
        profile: { ...base.profile, quality: { ...base.profile.quality, lowConfidence: true, reasons: [stored], flags: [{ code: 'too-fast', message: stored }] } },
        notes: [...base.notes, `Read these matches with extra care: ${stored} The matches are still shown below.`],
      }),
    )
    expect(text.slice(text.indexOf('TIME TAKEN'), text.indexOf('AT A GLANCE'))).toContain(' 1 min ')
    expect(text).toContain('You finished in 1 minute, too fast to read the questions carefully.')
    expect(text).not.toContain('2 minutes')
  })

  it('draws a result stored before clusters as before: careers, not kinds of work', async () => {
    expect(v2Model.clusters).toBeNull()
    expect(model.clusters).toBeNull()
    const text = await textOf(v2Model)
    expect(text).not.toContain('KIND OF WORK')
    expect(text).toContain('Top career in your best-fitting family')
  })
})
