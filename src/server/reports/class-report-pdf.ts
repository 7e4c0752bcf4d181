// Draws a class's cohort report as an A4 PDF with pdfkit, in the counsellor's language: the class, where its students
// are with the test, the spread of best career families and (grades 9-10) of suggested streams as bars, the students
// to follow up, and every student in a table whose header is repeated on each page. It reads only the ClassReport
// (services/cohort-report.ts), never the database. Bars are dark on a light track and every figure is also written
// out, so the page reads the same printed in grey.
import type { Locale } from '../../shared/constants'
import type { ClassReport, CohortStudent, ProgressCounts, Spread } from '../../shared/schemas/cohort-report'
import type { TestProgress } from '../../shared/schemas/schools'
import { classText, INTL_LOCALE, type ClassMessageId } from './class-report-messages'
import { reportFonts } from './fonts'
import { shareLayoutCache } from './layout-cache'
import { onEveryPage, openPdf } from './pdf-document'
import { hasDevanagari, splitScriptRuns, type TextRun } from './text-runs'

export const PAGE = { width: 595.28, height: 841.89 }
export const MARGIN = { top: 50, bottom: 60, left: 46, right: 46 }
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right
const BOTTOM = PAGE.height - MARGIN.bottom
export const TYPE = { title: 20, heading: 13, body: 10, small: 8.5 } as const
const LINE_GAP = 2

export const COLOR = {
  brand: '#1e3a8a',
  ink: '#111827',
  muted: '#4b5563',
  rule: '#d1d5db',
  track: '#e5e7eb',
  headerFill: '#e5e7eb',
  stripe: '#f3f4f6',
  white: '#ffffff',
} as const

export type Weight = 'regular' | 'bold'
interface TextStyle {
  size: number
  weight?: Weight
  color?: string
  width?: number
  align?: 'left' | 'center' | 'right'
}

export const PROGRESS_TEXT: Record<TestProgress, ClassMessageId> = {
  'not-started': 'progress.notStarted',
  'in-progress': 'progress.inProgress',
  finished: 'progress.finished',
}
const BAND_TEXT: Record<string, ClassMessageId> = { 'Strong fit': 'band.strong', 'Good fit': 'band.good', 'Worth exploring': 'band.explore' }

export const fullName = (s: Pick<CohortStudent, 'firstName' | 'lastName'>) => [s.firstName, s.lastName].filter(Boolean).join(' ')
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0)

// The drawing takes a few milliseconds a page, on the thread that answers every request: between pages the other
// requests get their turn, as the student's report does.
export const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve))

export interface ClassPdfOptions {
  /** A fixed document date makes the file reproducible; defaults to now. */
  creationDate?: Date
}

const LATIN_LETTER = /[A-Za-z]/

/**
 * The text's runs of one script, with the brackets, digits and signs at a run's edge given to the Devanagari run
 * beside them (Noto Sans Devanagari has those glyphs): '(उपयुक्त)' stays one word that wraps whole, and a Hindi line
 * of figures ('12 विद्यार्थी · 24%') is one run.
 */
export function scriptRuns(text: string): TextRun[] {
  if (!hasDevanagari(text)) return [{ text, devanagari: false }]
  const split = splitScriptRuns(text)
  const runs: TextRun[] = []
  split.forEach((run, i) => {
    const previous = runs[runs.length - 1]
    if (run.devanagari) {
      if (previous?.devanagari) previous.text += run.text
      else runs.push({ ...run })
      return
    }
    // A Latin run: its lead (up to the first letter) joins the Devanagari run before it, and its tail after the last
    // letter the Devanagari run after it; a run without letters joins its neighbours whole.
    const chars = [...run.text]
    const first = chars.findIndex((c) => LATIN_LETTER.test(c))
    const next = i < split.length - 1
    if (first === -1) {
      if (previous) previous.text += run.text
      else runs.push({ text: run.text, devanagari: true })
      return
    }
    const last = chars.length - [...chars].reverse().findIndex((c) => LATIN_LETTER.test(c))
    const lead = previous ? chars.slice(0, first).join('') : ''
    // The space after the last letter stays with the Latin word; the signs after it go with the Hindi.
    let tailStart = last
    while (tailStart < chars.length && /\s/.test(chars[tailStart] as string)) tailStart += 1
    const tail = next ? chars.slice(tailStart).join('') : ''
    if (lead && previous) previous.text += lead
    runs.push({ text: chars.slice(lead.length, chars.length - tail.length).join(''), devanagari: false })
    if (tail) runs.push({ text: tail, devanagari: true })
  })
  return runs
}

/** Text over one document: the font per script run, heights and widths measured with the font that draws them. */
export class Drawer {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly latinAscent: Record<Weight, number>,
  ) {}

  private useFont(devanagari: boolean, weight: Weight) {
    const name = `${devanagari ? 'devanagari' : 'latin'}-${weight}`
    this.doc.font(name)
    shareLayoutCache(this.doc, name)
  }

  /**
   * Writes text at (x, y), wrapping within the width. A Devanagari run carries /ActualText, because a shaped word's
   * glyphs are stored in visual order and a reader copying the text would otherwise get them out of order.
   */
  text(text: string, x: number, y: number, style: TextStyle) {
    const { doc } = this
    const weight = style.weight ?? 'regular'
    const runs = scriptRuns(text)
    let width = style.width ?? CONTENT_WIDTH
    let align = style.align ?? 'left'
    // pdfkit aligns each run of a continued line on its own: a line of several runs that fits is placed by hand.
    if (runs.length > 1 && align !== 'left') {
      const total = this.widthOf(text, style)
      if (total <= width) {
        const shift = align === 'right' ? width - total : (width - total) / 2
        x += shift
        // A hair of room, so the measured line is never wrapped by rounding.
        width = width - shift + 1
        align = 'left'
      }
    }
    const options = {
      width,
      align,
      lineGap: LINE_GAP,
      // Every run sits on Noto Sans's baseline: Noto Sans Devanagari's ascent is smaller, and a Hindi cell would
      // otherwise sit higher than the Latin cell beside it, as would a Hindi run in a Latin line.
      baseline: -this.latinAscent[weight] * style.size,
    }
    doc.fontSize(style.size).fillColor(style.color ?? COLOR.ink)
    runs.forEach((run, i) => {
      const continued = i < runs.length - 1
      this.useFont(run.devanagari, weight)
      if (run.devanagari) doc.markContent('Span', { actual: run.text } as unknown as PDFKit.Mixins.MarkingOptions)
      if (i === 0) doc.text(run.text, x, y, { ...options, continued })
      else doc.text(run.text, { ...options, continued })
      if (run.devanagari) doc.endMarkedContent()
    })
  }

  /** The width of one line of the text, each run measured in its own font. */
  widthOf(text: string, style: TextStyle): number {
    const weight = style.weight ?? 'regular'
    this.doc.fontSize(style.size)
    return scriptRuns(text).reduce((sum, run) => {
      this.useFont(run.devanagari, weight)
      return sum + this.doc.widthOfString(run.text)
    }, 0)
  }

  /** Height the text would take; Devanagari lines are measured with the Devanagari font (taller line height). */
  height(text: string, style: TextStyle): number {
    const width = style.width ?? CONTENT_WIDTH
    // Most cells of the table hold one line: a measured width answers without running pdfkit's line wrapper.
    const oneLine = !text.includes('\n') && this.widthOf(text, style) <= width
    this.useFont(hasDevanagari(text), style.weight ?? 'regular')
    this.doc.fontSize(style.size)
    return oneLine ? this.doc.currentLineHeight(true) + LINE_GAP : this.doc.heightOfString(text, { width, lineGap: LINE_GAP })
  }

  /** Starts a new page when less than `needed` points are left; answers whether it did. */
  ensureSpace(needed: number): boolean {
    if (this.doc.y + needed <= BOTTOM) return false
    this.doc.addPage()
    this.doc.y = MARGIN.top
    return true
  }

  heading(title: string) {
    this.text(title, MARGIN.left, this.doc.y, { size: TYPE.heading, weight: 'bold' })
    this.doc.y += 4
  }
}

/** A Drawer over a document opened with openPdf: every run on Noto Sans's baseline. */
export function drawerOf(doc: PDFKit.PDFDocument): Drawer {
  const fonts = reportFonts()
  const ascent = (font: unknown) => (font as { ascent: number; unitsPerEm: number }).ascent / (font as { unitsPerEm: number }).unitsPerEm
  return new Drawer(doc, { regular: ascent(fonts.latinRegular), bold: ascent(fonts.latinBold) })
}

export async function renderClassReport(report: ClassReport, locale: Locale, options: ClassPdfOptions = {}): Promise<Buffer> {
  const say = (id: ClassMessageId, values?: Record<string, string | number>) => classText(locale, id, values)
  const { schoolClass, schoolName } = report
  const { doc, done } = openPdf(locale, MARGIN, {
    title: say('meta.title', { className: schoolClass.name, school: schoolName }),
    subject: say('meta.subject'),
    creationDate: options.creationDate,
  })
  const d = drawerOf(doc)

  drawTitle(d, say('kicker'), say('title', { className: schoolClass.name }), [
    say('summary', { school: schoolName, grade: schoolClass.grade, board: say(`board.${schoolClass.board}`) }),
    say('students.count', { count: report.students.length, date: reportDate(locale, report.generatedAt) }),
  ])
  drawProgress(d, say('progress.title', { grade: report.schoolClass.grade }), report.progress, say)
  drawSpread(d, say('families.title'), report.families, say)
  if (report.streams) drawSpread(d, say('streams.title'), report.streams, say)
  await yieldToOtherRequests()
  drawFollowUp(d, report.students, say)
  await yieldToOtherRequests()
  await drawStudentTable(d, report, say)
  drawFooters(d, say('footer', { school: schoolName, className: schoolClass.name }), say)
  doc.end()
  return done
}

export type Say = (id: ClassMessageId, values?: Record<string, string | number>) => string

/** The date a report was made, as the counsellor's screen writes it. */
export function reportDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
    // Hindi's Intl writes 'am'/'pm' in Latin letters: Hindi counts the hours to 24, as the screen does.
    ...(locale === 'hi' ? { hourCycle: 'h23' as const } : {}),
  }).format(new Date(iso))
}

/** The brand's mark, the kicker, the title and the lines under it in grey. */
export function drawTitle(d: Drawer, kicker: string, title: string, lines: string[]) {
  const { doc } = d
  doc.rect(MARGIN.left, MARGIN.top, 36, 4).fill(COLOR.brand)
  d.text(kicker.toUpperCase(), MARGIN.left, MARGIN.top + 12, { size: TYPE.small, weight: 'bold', color: COLOR.muted })
  d.text(title, MARGIN.left, doc.y + 4, { size: TYPE.title, weight: 'bold' })
  lines.forEach((line, i) => d.text(line, MARGIN.left, doc.y + (i === 0 ? 4 : 2), { size: TYPE.body, color: COLOR.muted }))
  doc.y += 18
}

/** Not started, in progress, finished: three tiles with the count written large. */
export function drawProgress(d: Drawer, title: string, progress: ProgressCounts, say: Say) {
  const { doc } = d
  d.heading(title)
  const tiles: [ClassMessageId, number, string][] = [
    [PROGRESS_TEXT['not-started'], progress.notStarted, COLOR.white],
    [PROGRESS_TEXT['in-progress'], progress.inProgress, COLOR.stripe],
    [PROGRESS_TEXT.finished, progress.finished, COLOR.track],
  ]
  const gap = 10
  const width = (CONTENT_WIDTH - 2 * gap) / 3
  const top = doc.y + 2
  tiles.forEach(([label, count, fill], i) => {
    const x = MARGIN.left + i * (width + gap)
    doc.roundedRect(x, top, width, 56, 6).fillAndStroke(fill, COLOR.rule)
    d.text(say(label), x + 10, top + 8, { size: TYPE.small, weight: 'bold', color: COLOR.muted, width: width - 20 })
    d.text(String(count), x + 10, top + 22, { size: 22, weight: 'bold', width: width - 20 })
  })
  doc.y = top + 56 + 18
}

/** A spread as bars scaled to the largest, each with its label, count and share written beside it. */
export function drawSpread(d: Drawer, title: string, spread: Spread, say: Say) {
  const { doc } = d
  d.ensureSpace(60)
  d.heading(title)
  if (spread.length === 0) {
    d.text(say('spread.none'), MARGIN.left, doc.y, { size: TYPE.body, color: COLOR.muted })
    doc.y += 14
    return
  }
  const total = spread.reduce((n, s) => n + s.count, 0)
  const most = Math.max(1, ...spread.map((s) => s.count))
  const shareWidth = 130
  for (const s of spread) {
    const labelHeight = d.height(s.label, { size: TYPE.body, width: CONTENT_WIDTH - shareWidth - 10 })
    d.ensureSpace(labelHeight + 16)
    const top = doc.y
    d.text(s.label, MARGIN.left, top, { size: TYPE.body, width: CONTENT_WIDTH - shareWidth - 10 })
    d.text(say('spread.share', { count: s.count, percent: percent(s.count, total) }), MARGIN.left + CONTENT_WIDTH - shareWidth, top, {
      size: TYPE.body,
      weight: 'bold',
      width: shareWidth,
      align: 'right',
    })
    const barY = top + labelHeight + 2
    doc.rect(MARGIN.left, barY, CONTENT_WIDTH, 8).fill(COLOR.track)
    doc.rect(MARGIN.left, barY, Math.max(3, (CONTENT_WIDTH * s.count) / most), 8).fill(COLOR.brand)
    doc.y = barY + 8 + 8
  }
  doc.y += 10
}

/** The students whose result asks to be read with care, each with its notes (and, over a school, the class). */
export function drawFollowUp(d: Drawer, students: CohortStudent[], say: Say, options: { showClass?: boolean } = {}) {
  const { doc } = d
  const list = students.filter((s) => s.qualityNotes.length > 0)
  const intro = say('followUp.intro')
  d.ensureSpace(40 + d.height(intro, { size: TYPE.body }))
  d.heading(say('followUp.title'))
  d.text(intro, MARGIN.left, doc.y, { size: TYPE.body, color: COLOR.muted })
  doc.y += 8
  if (list.length === 0) {
    d.text(say('followUp.none'), MARGIN.left, doc.y, { size: TYPE.body, weight: 'bold' })
    doc.y += 18
    return
  }
  for (const s of list) {
    const name = [
      fullName(s),
      s.rollNumber ? say('followUp.roll', { roll: s.rollNumber }) : null,
      options.showClass ? say('followUp.class', { className: s.className }) : null,
    ]
      .filter(Boolean)
      .join(' · ')
    const notesHeight = s.qualityNotes.reduce((h, note) => h + d.height(note, { size: TYPE.small, width: CONTENT_WIDTH - 14 }) + 2, 0)
    d.ensureSpace(d.height(name, { size: TYPE.body, weight: 'bold' }) + notesHeight + 8)
    d.text(name, MARGIN.left, doc.y, { size: TYPE.body, weight: 'bold' })
    for (const note of s.qualityNotes) {
      const top = doc.y + 1
      doc.circle(MARGIN.left + 4, top + TYPE.small * 0.72, 1.6).fill(COLOR.muted)
      d.text(note, MARGIN.left + 14, top, { size: TYPE.small, color: COLOR.ink, width: CONTENT_WIDTH - 14 })
    }
    doc.y += 6
  }
  doc.y += 12
}

export interface Cell {
  text: string
  weight?: Weight
  /** Drawn as a dark box with white text. */
  mark?: boolean
}

export interface Column<Row> {
  title: string
  /** Points; a width of 0 takes what the other columns leave. */
  width: number
  cell: (row: Row) => Cell
}

/** The students, one row each; a row never splits, and every page the table runs onto starts with its header. */
async function drawStudentTable(d: Drawer, report: ClassReport, say: Say) {
  const withStream = report.streams !== null
  const bandOf = (band: string) => (BAND_TEXT[band] ? say(BAND_TEXT[band]) : band)
  const family = (s: CohortStudent) => {
    const f = s.bestFamily
    if (!f) return '–'
    return f.tiedWith ? say('familyTied', { family: f.label, band: bandOf(f.band), tiedWith: f.tiedWith }) : say('family', { family: f.label, band: bandOf(f.band) })
  }
  const columns: Column<CohortStudent>[] = [
    { title: say('col.roll'), width: 52, cell: (s) => ({ text: s.rollNumber ?? '–' }) },
    { title: say('col.name'), width: withStream ? 118 : 140, cell: (s) => ({ text: fullName(s), weight: 'bold' }) },
    { title: say('col.test'), width: withStream ? 66 : 76, cell: (s) => ({ text: say(PROGRESS_TEXT[s.progress]) }) },
    { title: say('col.family'), width: withStream ? 137 : 165, cell: (s) => ({ text: family(s) }) },
    ...(withStream ? [{ title: say('col.stream'), width: 66, cell: (s: CohortStudent) => ({ text: s.suggestedStream ?? '–' }) } satisfies Column<CohortStudent>] : []),
    {
      title: say('col.care'),
      width: 0,
      cell: (s) =>
        s.qualityNotes.length > 0 ? { text: say('care.yes'), weight: 'bold', mark: true } : { text: s.progress === 'finished' ? say('care.no') : '–' },
    },
  ]
  d.ensureSpace(80)
  d.heading(say('students.title'))
  if (report.students.length === 0) {
    d.text(say('students.none'), MARGIN.left, d.doc.y, { size: TYPE.body, color: COLOR.muted })
    return
  }
  await drawTable(d, columns, report.students, say('students.continued'))
}

/**
 * Rows under a header, striped; a row never splits, and every page the table runs onto starts with `continued` and
 * the header again. It yields to other requests before each new page.
 */
export async function drawTable<Row>(d: Drawer, columns: Column<Row>[], rows: Row[], continued: string) {
  const { doc } = d
  const rest = CONTENT_WIDTH - columns.reduce((w, c) => w + c.width, 0)
  const widths = columns.map((c) => (c.width === 0 ? rest : c.width))
  const pad = 4
  const size = TYPE.small

  const drawHeader = () => {
    const height = Math.max(...columns.map((c, j) => d.height(c.title, { size, weight: 'bold', width: (widths[j] as number) - 2 * pad }))) + 2 * pad
    const top = doc.y
    doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(COLOR.headerFill)
    let x = MARGIN.left
    columns.forEach((c, j) => {
      d.text(c.title, x + pad, top + pad, { size, weight: 'bold', width: (widths[j] as number) - 2 * pad })
      x += widths[j] as number
    })
    doc.moveTo(MARGIN.left, top + height).lineTo(MARGIN.left + CONTENT_WIDTH, top + height).lineWidth(0.8).stroke(COLOR.ink)
    doc.y = top + height
  }

  drawHeader()
  for (const [i, row] of rows.entries()) {
    const cells = columns.map((c) => c.cell(row))
    const height = Math.max(...cells.map((cell, j) => d.height(cell.text, { size, weight: cell.weight ?? 'regular', width: (widths[j] as number) - 2 * pad }))) + 2 * pad
    if (d.ensureSpace(height)) {
      await yieldToOtherRequests()
      d.text(continued, MARGIN.left, doc.y, { size: TYPE.body, weight: 'bold', color: COLOR.muted })
      doc.y += 4
      drawHeader()
    }
    const top = doc.y
    if (i % 2 === 1) doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(COLOR.stripe)
    let x = MARGIN.left
    cells.forEach((cell, j) => {
      const width = widths[j] as number
      if (cell.mark) {
        // A dark box with white text: the mark stands out printed in grey as on screen.
        const markWidth = Math.min(width - 2 * pad, d.widthOf(cell.text, { size, weight: 'bold' }) + 10)
        doc.roundedRect(x + pad - 2, top + pad - 1.5, markWidth, size + 6, 3).fill(COLOR.ink)
        d.text(cell.text, x + pad + 3, top + pad, { size, weight: 'bold', color: COLOR.white, width: width - 2 * pad })
      } else {
        d.text(cell.text, x + pad, top + pad, { size, weight: cell.weight ?? 'regular', width: width - 2 * pad })
      }
      x += width
    })
    doc.moveTo(MARGIN.left, top + height).lineTo(MARGIN.left + CONTENT_WIDTH, top + height).lineWidth(0.4).stroke(COLOR.rule)
    doc.y = top + height
  }
}

export function drawFooters(d: Drawer, footer: string, say: Say) {
  const { doc } = d
  onEveryPage(doc, (page, pages) => {
    const y = PAGE.height - 38
    doc.moveTo(MARGIN.left, y - 8).lineTo(MARGIN.left + CONTENT_WIDTH, y - 8).lineWidth(0.5).stroke(COLOR.rule)
    d.text(footer, MARGIN.left, y, { size: TYPE.small, color: COLOR.muted, width: CONTENT_WIDTH - 100 })
    d.text(say('page', { page, pages }), MARGIN.left + CONTENT_WIDTH - 100, y, { size: TYPE.small, color: COLOR.muted, width: 100, align: 'right' })
  })
}
