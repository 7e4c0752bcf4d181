// Draws the career report as an A4 PDF with pdfkit: cover, profile charts (vector), career matches, stream and next
// steps, a page for parents, limits and attribution, with page numbers. It reads only the ReportModel, never the
// database or the results object, so it can be tested and benchmarked on its own.
import { NO_BREAK_SPACE, joinNumbersToUnits } from '../../shared/no-break'
import { onetAttributionIn } from '../assessment/onet-attribution'
import { reportFonts, type ParsedFont } from './fonts'
import { shareLayoutCache } from './layout-cache'
import { onEveryPage, openPdf } from './pdf-document'
import type { ReportCareer, ReportCluster, ReportModel, ReportSpecialisation, Trait } from './report-model'
import { reportText, type ReportMessageId, type ReportText, type ReportValues } from './report-text'
import { hasDevanagari, splitScriptRuns } from './text-runs'

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = { top: 56, bottom: 64, left: 50, right: 50 }
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right
const BOTTOM = PAGE.height - MARGIN.bottom

/** One type scale for the whole report (points). */
const TYPE = { display: 30, title: 20, heading: 13.5, body: 10, small: 8.5 } as const
const LINE_GAP = 2.5

const COLOR = {
  brand: '#1d4ed8',
  brandDark: '#1e3a8a',
  brandTint: '#eff6ff',
  ink: '#111827',
  muted: '#4b5563',
  rule: '#e5e7eb',
  track: '#e5e7eb',
  work: '#047857',
  aptitude: '#6d28d9',
  streamTint: '#eef2ff',
  streamInk: '#312e81',
  streamRule: '#c7d2fe',
  careTint: '#fffbeb',
  careRule: '#f59e0b',
  careInk: '#78350f',
  white: '#ffffff',
} as const

/** Fit bands as pills, by the band the result stores; the band is always written out, the colour only repeats it. */
const BAND_COLOR: Record<string, string> = {
  'Strong fit': '#065f46',
  'Good fit': COLOR.brand,
  'Worth exploring': '#374151',
}
const BAND_MESSAGE: Record<string, ReportMessageId> = {
  'Strong fit': 'band.strong',
  'Good fit': 'band.good',
  'Worth exploring': 'band.explore',
}
/** A fit band as the report's language says it; a band it does not know as stored. */
const bandText = (d: ReportDrawer, band: string) => {
  const id = BAND_MESSAGE[band]
  return id ? d.t(id) : band
}
/** A tie as the report says it, with why when the two percentages differ (tieReason in results.ts). */
const tieText = (d: ReportDrawer, c: { tiedWithPrevious: boolean; tieReason: string | null }) =>
  c.tiedWithPrevious ? d.t(c.tieReason ? 'tie.noteWhy' : 'tie.note') : ''
const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

type Weight = 'regular' | 'bold'

interface TextStyle {
  size: number
  weight?: Weight
  color?: string
  width?: number
  align?: 'left' | 'center' | 'right'
  lineGap?: number
  characterSpacing?: number
}

export interface RenderOptions {
  /** Fixed document dates make the file reproducible (cache, visual checks); defaults to now. */
  creationDate?: Date
}

export async function renderReport(model: ReportModel, options: RenderOptions = {}): Promise<Buffer> {
  const fonts = reportFonts()
  const text = reportText(model.locale)
  const { doc, done } = openPdf(model.locale, MARGIN, {
    title: text.t('doc.title', { name: model.studentName, grade: model.grade }),
    subject: text.t('doc.subject'),
    creationDate: options.creationDate,
  })
  const face: Record<'latin' | 'devanagari', Record<Weight, ParsedFont>> = {
    latin: { regular: fonts.latinRegular, bold: fonts.latinBold },
    devanagari: { regular: fonts.devanagariRegular, bold: fonts.devanagariBold },
  }
  const d = new ReportDrawer(doc, text, {
    regular: ascentOf(face.latin.regular),
    bold: ascentOf(face.latin.bold),
  })
  const noticeOnProfile = careNoticeOnProfile(d, model)
  const contents = drawCover(d, model, noticeOnProfile)
  await yieldToOtherRequests()
  doc.addPage()
  d.mark(d.t(CONTENTS.profile))
  drawProfile(d, model, noticeOnProfile)
  await yieldToOtherRequests()
  doc.addPage()
  d.mark(d.t(CONTENTS.careers))
  await drawCareers(d, model, noticeOnProfile)
  await yieldToOtherRequests()
  // Stream and next steps follow the careers on the same page when the stream panel and the steps fit.
  const stepsHeight = model.nextSteps.reduce((sum, step) => sum + Math.max(18, d.height(step, { size: TYPE.body, width: CONTENT_WIDTH - 30 })) + 6, 0)
  if (doc.y + (model.stream ? 270 : 60) + 60 + stepsHeight > BOTTOM) doc.addPage()
  else doc.y += 18
  d.mark(stepsTitle(d, model))
  drawStreamAndNextSteps(d, model)
  // Notes go after the next steps only when they fit there whole and not on the page for parents.
  const notesAfterSteps =
    !notesFitForParents(d, model) && doc.y + 14 + headingHeight(d, d.t('notes.title')) + bulletsHeight(d, model.notes) <= BOTTOM
  if (notesAfterSteps) {
    doc.y += 14
    drawNotes(d, model.notes)
  }
  await yieldToOtherRequests()
  doc.addPage()
  d.mark(d.t(CONTENTS.parents))
  drawForParents(d, model, !notesAfterSteps)
  contents(d.marks)
  drawFooters(d, model)
  await yieldToOtherRequests()
  doc.end()
  return done
}

// Between its parts the drawing gives the thread it runs on a turn: on the report thread (report-thread.ts) a close
// is heard before the document is finished, and where a report is drawn on a thread that also answers requests (a
// test, the report bench), they are not held for the whole document.
const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Gives every line of Devanagari the document writes an /ActualText of its own: the glyphs of a shaped Devanagari word
 * are stored in visual order (a pre-base vowel sign comes first), and text extraction, search and copy would otherwise
 * read them out of order. Marked per line, as pdfkit writes each line of a wrapped text (its `_fragment`), so that a
 * reader places each line's text where the line is: one mark around a paragraph would give its text the box of the
 * whole paragraph, and poppler then reads a Hindi page's sentences out of their lines.
 */
function markDevanagariLines(doc: PDFKit.PDFDocument) {
  const writer = doc as unknown as { _fragment: (text: string, x: number, y: number, options: object) => void }
  const fragment = writer._fragment
  // pdfkit draws a line inside `q <flip> cm … Q`, and poppler places an /ActualText by the transform in force at its
  // end: the mark opens and closes under the same flip (it undoes itself), so each line is read where it is drawn.
  const flip = () => doc.transform(1, 0, 0, -1, 0, doc.page.height)
  writer._fragment = function (this: PDFKit.PDFDocument, text, x, y, options) {
    if (!hasDevanagari(text)) return fragment.call(this, text, x, y, options)
    this.save()
    flip()
    this.markContent('Span', { actual: text } as unknown as PDFKit.Mixins.MarkingOptions)
    flip()
    fragment.call(this, text, x, y, options)
    flip()
    // The line's font and size again (pdfkit's Q dropped them), which poppler takes for the marked text's height.
    const font = this as unknown as { _font: { id: string }; _fontSize: number; addContent: (op: string) => void }
    font.addContent(`/${font._font.id} ${font._fontSize} Tf`)
    this.endMarkedContent()
    this.restore()
  }
}

/** A font's ascent as a share of its size (pdfkit sets a line's first baseline this far below its top). */
function ascentOf(font: ParsedFont): number {
  const metrics = font as unknown as { ascent: number; unitsPerEm: number }
  return metrics.ascent / metrics.unitsPerEm
}

/** Text and shape helpers over one document: font per script run, space checks, bullets. */
class ReportDrawer {
  /** Shown at the top of a page that a career runs onto, so its second half still says whose it is. */
  continuation: string | null = null
  /** The page (1-based) each section of the contents starts on, by its title. */
  readonly marks = new Map<string, number>()

  constructor(
    readonly doc: PDFKit.PDFDocument,
    /** The report's words, in the student's language. */
    readonly words: ReportText,
    /** Noto Sans's ascent per weight, as a share of the size: the baseline a line that mixes scripts sits on. */
    private readonly latinAscent: Record<Weight, number>,
  ) {
    markDevanagariLines(doc)
  }

  /** The report's message `id` in its language. */
  t(id: ReportMessageId, values?: ReportValues): string {
    return this.words.t(id, values)
  }

  /** Notes that the section with this title starts on the current page. */
  mark(title: string) {
    const range = this.doc.bufferedPageRange()
    this.marks.set(title, range.start + range.count)
  }

  get y(): number {
    return this.doc.y
  }

  set y(value: number) {
    this.doc.y = value
  }

  private useFont(devanagari: boolean, weight: Weight) {
    const name = `${devanagari ? 'devanagari' : 'latin'}-${weight}`
    this.doc.font(name)
    shareLayoutCache(this.doc, name)
  }

  /** Writes text at (x, y), wrapping within the width, choosing the font per script run. */
  text(raw: string, x: number, y: number, style: TextStyle): this {
    const { doc } = this
    // A number keeps its unit on its line ('10 V', '20 %'), whatever text it comes in.
    const text = joinNumbersToUnits(raw)
    const weight = style.weight ?? 'regular'
    // pdfkit aligns each run of a continued text on its own: a centred or right-aligned text that mixes scripts is
    // drawn whole with Noto Sans Devanagari, which has the Latin letters, digits and signs too.
    const mixed = hasDevanagari(text)
    const runs = !mixed ? [{ text, devanagari: false }] : (style.align ?? 'left') === 'left' ? splitScriptRuns(text) : [{ text, devanagari: true }]
    const base = {
      width: style.width ?? CONTENT_WIDTH,
      align: style.align ?? 'left',
      lineGap: style.lineGap ?? LINE_GAP,
      characterSpacing: style.characterSpacing ?? 0,
      // One baseline for a line that mixes scripts. pdfkit puts each run's baseline its own font's ascent below the
      // line's top, and Noto Sans Devanagari's ascent is smaller than Noto Sans's: a Hindi name in a Latin sentence
      // would sit above the line. Every run takes Noto Sans's baseline (a number is pdfkit's offset from the top).
      ...(runs.length > 1 ? { baseline: -this.latinAscent[weight] * style.size } : {}),
    }
    doc.fontSize(style.size).fillColor(style.color ?? COLOR.ink)
    runs.forEach((run, i) => {
      const continued = i < runs.length - 1
      this.useFont(run.devanagari, weight)
      // Spacing between the glyphs of a Devanagari word would break its headline and part its signs from their letters.
      const options = { ...base, continued, ...(run.devanagari ? { characterSpacing: 0 } : {}) }
      if (i === 0) doc.text(run.text, x, y, options)
      else doc.text(run.text, options)
    })
    return this
  }

  /** Height the text would take; Devanagari lines are measured with the Devanagari font (taller line height). */
  height(text: string, style: TextStyle): number {
    this.useFont(hasDevanagari(text), style.weight ?? 'regular')
    this.doc.fontSize(style.size)
    return this.doc.heightOfString(joinNumbersToUnits(text), { width: style.width ?? CONTENT_WIDTH, lineGap: style.lineGap ?? LINE_GAP })
  }

  widthOf(text: string, style: TextStyle): number {
    this.useFont(hasDevanagari(text), style.weight ?? 'regular')
    this.doc.fontSize(style.size)
    return this.doc.widthOfString(joinNumbersToUnits(text), { characterSpacing: style.characterSpacing ?? 0 })
  }

  /** Starts a new page when less than `needed` points are left. */
  ensureSpace(needed: number) {
    if (this.doc.y + needed > BOTTOM) {
      this.doc.addPage()
      this.doc.y = MARGIN.top
      if (this.continuation) {
        this.label(this.continuation, MARGIN.left, MARGIN.top, COLOR.muted)
        this.doc.y = MARGIN.top + 22
      }
    }
  }

  /** A section's title with the brand rule above it, where the page is now (the top of a new page, usually). */
  pageTitle(title: string, intro?: string) {
    const { doc } = this
    const top = Math.max(doc.y, MARGIN.top)
    doc.rect(MARGIN.left, top, 36, 4).fill(COLOR.brand)
    this.text(title, MARGIN.left, top + 14, { size: TYPE.title, weight: 'bold' })
    if (intro) this.text(intro, MARGIN.left, doc.y + 4, { size: TYPE.body, color: COLOR.muted })
    doc.y += 14
  }

  heading(title: string, x = MARGIN.left, width = CONTENT_WIDTH) {
    this.text(title, x, this.doc.y, { size: TYPE.heading, weight: 'bold', width })
    this.doc.y += 4
  }

  label(text: string, x: number, y: number, color: string = COLOR.muted, width = CONTENT_WIDTH) {
    this.text(text.toUpperCase(), x, y, { size: TYPE.small, weight: 'bold', color, characterSpacing: 0.8, width })
  }

  /** `keepLastWith`: room the block after the list needs, so the last item goes onto its page with it. */
  bullets(items: string[], x: number, width: number, color: string = COLOR.ink, dot: string = COLOR.brand, keepLastWith = 0) {
    const { doc } = this
    for (const [i, item] of items.entries()) {
      const h = this.height(item, { size: TYPE.body, width: width - 14 })
      this.ensureSpace(h + (i === items.length - 1 ? keepLastWith : 0))
      const top = doc.y
      doc.circle(x + 3, top + TYPE.body * 0.72, 2).fill(dot)
      this.text(item, x + 14, top, { size: TYPE.body, width: width - 14, color })
      doc.y += 3
    }
  }

  numbered(items: string[], x: number, width: number, fill: string = COLOR.brand) {
    const { doc } = this
    items.forEach((item, i) => {
      const h = Math.max(20, this.height(item, { size: TYPE.body, width: width - 30 }))
      this.ensureSpace(h)
      const top = doc.y
      doc.circle(x + 9, top + 8, 9).fill(fill)
      this.text(String(i + 1), x, top + 2.5, { size: TYPE.small, weight: 'bold', color: COLOR.white, width: 18, align: 'center' })
      this.text(item, x + 28, top + 1.5, { size: TYPE.body, width: width - 30 })
      doc.y = Math.max(doc.y, top + 18) + 6
    })
  }

  /** A fit band as a small filled pill with white text; returns its width. `x` is its left edge, or right edge with alignRight. */
  pill(band: string, x: number, y: number, options: { alignRight?: boolean } = {}): number {
    const text = bandText(this, band)
    const style = { size: TYPE.small, weight: 'bold' as const }
    const width = this.widthOf(text, style) + 14
    const left = options.alignRight ? x - width : x
    this.doc.roundedRect(left, y, width, 15, 7.5).fill(BAND_COLOR[band] ?? COLOR.muted)
    this.text(text, left, y + 2.5, { ...style, color: COLOR.white, width, align: 'center' })
    return width
  }

  /** A horizontal bar chart row: label, value as text, and the bar (the text carries the meaning; colour does not). */
  barRow(trait: Trait, x: number, y: number, width: number, color: string): number {
    const { doc } = this
    const valueText = trait.value === null ? this.t('profile.notEnough') : `${Math.round(trait.value)}${NO_BREAK_SPACE}/${NO_BREAK_SPACE}100`
    this.text(trait.label, x, y, { size: TYPE.body, width: width - 90 })
    this.text(valueText, x + width - 100, y, { size: TYPE.body, weight: 'bold', width: 100, align: 'right' })
    const barY = y + 16
    doc.roundedRect(x, barY, width, 7, 3.5).fill(COLOR.track)
    if (trait.value !== null && trait.value > 0) {
      doc.roundedRect(x, barY, Math.max(7, (width * trait.value) / 100), 7, 3.5).fill(color)
    }
    return barY + 7 + 12 - y
  }
}

/** The sections 'Inside this report' lists, by the titles they carry in the report. */
const CONTENTS = {
  profile: 'section.profile',
  careers: 'section.careers',
  parents: 'section.parents',
  limits: 'section.limits',
} as const satisfies Record<string, ReportMessageId>
const stepsTitle = (d: ReportDrawer, model: ReportModel) => d.t(model.stream ? 'section.streamAndSteps' : 'section.steps')

/**
 * Draws the cover. Its list 'Inside this report' gives the page each section starts on, which is known only once the
 * report is laid out: the cover keeps room for it, and the returned function draws it at the end.
 */
function drawCover(d: ReportDrawer, model: ReportModel, noticeOnProfile: boolean): (pages: Map<string, number>) => void {
  const { doc } = d
  const bandHeight = 318
  doc.rect(0, 0, PAGE.width, bandHeight).fill(COLOR.brand)
  // A faint hexagon of the six interest areas: the report's motif, echoed on the profile page.
  doc.save()
  doc.opacity(0.14)
  for (const r of [60, 100, 140]) hexagonPath(doc, PAGE.width - 120, 150, r).lineWidth(1.2).stroke(COLOR.white)
  doc.restore()

  d.label(d.t('cover.brand'), MARGIN.left, 64, '#bfdbfe')
  d.text(d.t('cover.title'), MARGIN.left, 96, { size: TYPE.display, weight: 'bold', color: COLOR.white, width: 340 })
  d.text(d.t('cover.subtitle', { grade: model.grade }), MARGIN.left, doc.y + 8, {
    size: 12,
    color: '#dbeafe',
    width: 320,
  })

  let y = bandHeight + 40
  d.label(d.t('cover.preparedFor'), MARGIN.left, y)
  // A long name steps down in size to stay on one line (two at the smallest), so the cover keeps its room.
  const nameSize = [26, 22, 18, 15].find((size) => d.widthOf(model.studentName, { size, weight: 'bold' }) <= CONTENT_WIDTH) ?? 15
  d.text(model.studentName, MARGIN.left, y + 16, { size: nameSize, weight: 'bold' })
  y = doc.y + 4
  const gradeLine = `${d.t('cover.grade', { grade: model.grade })}${model.gradeName ? ` · ${model.gradeName}` : ''}`
  d.text(`${gradeLine}  ·  ${d.t('cover.takenOn', { date: model.takenOn })}`, MARGIN.left, y, {
    size: 11,
    color: COLOR.muted,
  })
  if (model.currentStream) d.text(d.t('cover.currentStream', { stream: model.currentStream }), MARGIN.left, doc.y + 2, { size: 11, color: COLOR.muted })
  if (model.board) d.text(d.t('cover.board', { board: model.board }), MARGIN.left, doc.y + 2, { size: 11, color: COLOR.muted })

  // Three facts in tiles.
  y = doc.y + 22
  const top = model.careers[0]
  const family = model.bestFamily
  // The first career leads because its family fits best as a whole, not because it has the highest match: the tile
  // names that family, and the glance below says its top career and the others.
  const ledByFamily = model.ledByFamily && family !== null
  const tiles: [string, string][] = [
    [d.t('cover.tile.answered'), d.t('cover.tile.answeredValue', { answered: model.answered, total: model.total })],
    [d.t('cover.tile.time'), model.minutes > 0 ? d.t('cover.tile.minutes', { minutes: model.minutes }) : d.t('cover.tile.seconds', { seconds: model.seconds })],
    ledByFamily
      ? [d.t('cover.tile.bestFamily'), family.label]
      : model.ranked
        ? [d.t('cover.tile.bestMatch'), top ? `${top.matchPercentage}%` : '-']
        : [d.t('cover.tile.listed'), d.t('cover.tile.aToZ')],
  ]
  const gap = 12
  const tileWidth = (CONTENT_WIDTH - gap * (tiles.length - 1)) / tiles.length
  const inner = tileWidth - 28
  tiles.forEach(([label, value], i) => {
    const x = MARGIN.left + i * (tileWidth + gap)
    doc.roundedRect(x, y, tileWidth, 64, 8).fill(COLOR.brandTint)
    d.label(label, x + 14, y + 14, COLOR.brandDark, inner)
    // A long family name steps down in size to stay on one line (two at the smallest), inside the tile.
    const size = [18, 16, 14, 12].find((s) => d.widthOf(value, { size: s, weight: 'bold' }) <= inner) ?? 10.5
    d.text(value, x + 14, y + (size < 12 ? 27 : 30), { weight: 'bold', width: inner, size, color: COLOR.brandDark, lineGap: size < 12 ? 0.5 : LINE_GAP })
  })

  // At a glance.
  y += 64 + 26
  d.label(d.t('cover.glance'), MARGIN.left, y)
  doc.y = y + 18
  // The same facts, in the same order, as the summary at the top of the results screen.
  const glance: string[] = []
  if (!model.ranked) {
    // No order to report: the answers showed no difference between interests.
    glance.push(d.t('careers.unranked'))
  } else if (model.clusters) {
    if (family) glance.push(d.t('cover.glance.family', { label: family.label, percent: family.matchPercentage, band: bandText(d, family.band) }))
    const [first, ...rest] = model.clusters
    if (first) {
      const values = { name: first.name, percent: first.matchPercentage, band: bandText(d, first.band), careers: first.others.length + 1 }
      glance.push(d.t(model.clusterLeadFamily ? 'cover.glance.kindInFamily' : 'cover.glance.kind', values))
    }
    const next = rest
      .slice(0, 2)
      .map((c) => {
        const values = { name: c.name, percent: c.matchPercentage, band: bandText(d, c.band) }
        return c.tiedWithPrevious ? d.t('cover.glance.kindItemTied', { ...values, tie: tieText(d, c) }) : d.t('cover.glance.kindItem', values)
      })
      .join('; ')
    if (next) glance.push(d.t(model.clusterLeadFamily ? 'cover.glance.otherKinds' : 'cover.glance.next', { list: next }))
  } else {
    if (family) glance.push(d.t('cover.glance.family', { label: family.label, percent: family.matchPercentage, band: bandText(d, family.band) }))
    const topMatch = top && `${d.t('match', { percent: top.matchPercentage })}${top.band ? ` · ${bandText(d, top.band)}` : ''}`
    if (top && topMatch && ledByFamily) glance.push(d.t('cover.glance.itsTop', { title: top.title, match: topMatch }))
    else if (top && topMatch) glance.push(d.t('cover.glance.top', { title: top.title, match: topMatch }))
    const others = model.careers.slice(1, 3)
    const othersText = others
      .map((c) =>
        c.tiedWithPrevious
          ? d.t('cover.glance.careerItemTied', { title: c.title, match: matchWithBand(d, c), tie: tieText(d, c) })
          : d.t('cover.glance.careerItem', { title: c.title, match: matchWithBand(d, c) }),
      )
      .join('; ')
    if (others.length > 0 && ledByFamily) {
      glance.push(d.t('cover.glance.otherCareers', { list: othersText }))
    } else if (others.length > 0 && top?.band) {
      glance.push(d.t('cover.glance.next', { list: othersText }))
    } else if (others.length > 0) {
      glance.push(d.t('cover.glance.alsoStrong', { list: others.map((c) => d.t('cover.glance.alsoStrongItem', { title: c.title, percent: c.matchPercentage })).join(', ') }))
    }
  }
  if (model.stream) glance.push(d.t('cover.glance.stream', { grade: model.stream.forGrade, stream: model.stream.said.stream }))
  d.bullets(glance, MARGIN.left, CONTENT_WIDTH)
  if (model.lowConfidence) {
    doc.y += 4
    d.text(d.t(noticeOnProfile ? 'cover.care.profile' : 'cover.care.careers'), MARGIN.left, doc.y, { size: TYPE.body, weight: 'bold', color: COLOR.careInk })
  }

  // Contents: one column where it fits below the glance (the usual case), else two. Drawn at the end, with pages.
  const contents = [d.t(CONTENTS.profile), d.t(CONTENTS.careers), stepsTitle(d, model), d.t(CONTENTS.parents), d.t(CONTENTS.limits)]
  const ROW = d.height('1', { size: TYPE.body }) + 2
  y = Math.max(doc.y + 26, 640)
  let perColumn = contents.length
  if (y + 18 + perColumn * ROW > BOTTOM) {
    perColumn = Math.ceil(contents.length / 2)
    y = Math.max(doc.y + 16, BOTTOM - 18 - perColumn * ROW)
  }
  // Never past the page's foot: pdfkit would start a new page for each line that does not fit.
  if (y + 18 + perColumn * ROW > BOTTOM) return () => undefined
  const contentsTop = y
  return (pages) => {
    doc.switchToPage(0)
    d.label(d.t('cover.contents'), MARGIN.left, contentsTop)
    const oneColumn = perColumn === contents.length
    const columnWidth = oneColumn ? CONTENT_WIDTH : CONTENT_WIDTH / 2
    // A title and its page close together, so the eye goes from one to the other.
    const width = oneColumn ? 240 : columnWidth - 16
    contents.forEach((entry, i) => {
      const x = MARGIN.left + Math.floor(i / perColumn) * columnWidth
      const rowY = contentsTop + 18 + (i % perColumn) * ROW
      d.text(entry, x, rowY, { size: TYPE.body, width: width - 44 })
      const page = pages.get(entry)
      if (page !== undefined) d.text(d.t('cover.contents.page', { page }), x + width - 44, rowY, { size: TYPE.body, weight: 'bold', color: COLOR.brand, width: 44, align: 'right' })
    })
  }
}

const PROFILE_COLUMN_WIDTH = (CONTENT_WIDTH - 30) / 2
const PROFILE_COLUMNS_INTROS = ['profile.workStyle.intro', 'profile.aptitudes.intro'] as const

function careNoticeHeight(d: ReportDrawer, reasons: string[]): number {
  const width = CONTENT_WIDTH - 32
  return d.height(d.t('care.intro'), { size: TYPE.body, width }) + reasons.reduce((sum, r) => sum + d.height(r, { size: TYPE.body, width: width - 14 }) + 3, 0) + 44
}

/**
 * Whether the response-quality notice fits on the profile page with the whole profile. A long notice (several
 * flags) goes to the top of the career matches instead, so the profile never spills onto a page of its own.
 */
function careNoticeOnProfile(d: ReportDrawer, model: ReportModel): boolean {
  if (!model.lowConfidence) return true
  const title = 18 + d.height(d.t(CONTENTS.profile), { size: TYPE.title, weight: 'bold' }) + 4 + d.height(d.t('profile.intro'), { size: TYPE.body }) + 14
  const interests =
    d.height(d.t('profile.interests'), { size: TYPE.heading, weight: 'bold' }) + 4 + d.height(d.t('profile.interests.intro'), { size: TYPE.body }) + 12 + Math.max(236, 10 + model.interests.length * 35) + 16
  const columns =
    24 + Math.max(...[model.workStyle, model.aptitudes].map((list, i) => d.height(d.t(PROFILE_COLUMNS_INTROS[i]!), { size: TYPE.body, width: PROFILE_COLUMN_WIDTH }) + 10 + list.length * 35)) + 28
  return MARGIN.top + title + careNoticeHeight(d, model.lowConfidence.reasons) + 18 + interests + columns <= BOTTOM
}

function drawCareNotice(d: ReportDrawer, reasons: string[]) {
  const { doc } = d
  const width = CONTENT_WIDTH - 32
  const h = careNoticeHeight(d, reasons)
  const top = doc.y
  doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, h, 8).fillAndStroke(COLOR.careTint, COLOR.careRule)
  d.text(d.t('care.title'), MARGIN.left + 16, top + 12, { size: 11.5, weight: 'bold', color: COLOR.careInk, width })
  d.text(d.t('care.intro'), MARGIN.left + 16, doc.y + 3, { size: TYPE.body, color: COLOR.careInk, width })
  doc.y += 4
  d.bullets(reasons, MARGIN.left + 16, width, COLOR.careInk, COLOR.careRule)
  doc.y = top + h + 18
}

function drawProfile(d: ReportDrawer, model: ReportModel, withNotice: boolean) {
  const { doc } = d
  d.pageTitle(d.t(CONTENTS.profile), d.t('profile.intro'))

  if (model.lowConfidence && withNotice) drawCareNotice(d, model.lowConfidence.reasons)

  // Interests: the Holland hexagon, with the scores listed beside it.
  d.heading(d.t('profile.interests'))
  d.text(d.t('profile.interests.intro'), MARGIN.left, doc.y, {
    size: TYPE.body,
    color: COLOR.muted,
  })
  const top = doc.y + 12
  const cx = MARGIN.left + 130
  const cy = top + 118
  drawHexagonChart(d, model.interests, cx, cy, 86)
  const listX = MARGIN.left + 290
  const listWidth = CONTENT_WIDTH - 290
  let rowY = top + 10
  const ranked = [...model.interests].sort((a, b) => (b.value ?? -1) - (a.value ?? -1))
  for (const trait of ranked) rowY += d.barRow(trait, listX, rowY, listWidth, COLOR.brand)
  doc.y = Math.max(cy + 118, rowY) + 16

  // Work style and aptitudes side by side.
  const colWidth = PROFILE_COLUMN_WIDTH
  const columns: [string, string, Trait[], string][] = [
    [d.t('profile.workStyle'), d.t(PROFILE_COLUMNS_INTROS[0]), model.workStyle, COLOR.work],
    [d.t('profile.aptitudes'), d.t(PROFILE_COLUMNS_INTROS[1]), model.aptitudes, COLOR.aptitude],
  ]
  const ROW = 35
  const columnsHeight =
    24 + Math.max(...columns.map(([, intro, list]) => d.height(intro, { size: TYPE.body, width: colWidth }) + 10 + list.length * ROW))
  if (doc.y + columnsHeight > BOTTOM) {
    d.ensureSpace(columnsHeight)
  }
  const colTop = doc.y
  let bottom = colTop
  columns.forEach(([title, intro, list, color], i) => {
    const x = MARGIN.left + i * (colWidth + 30)
    doc.y = colTop
    d.heading(title, x, colWidth)
    d.text(intro, x, doc.y, { size: TYPE.body, color: COLOR.muted, width: colWidth })
    let y = doc.y + 10
    for (const trait of list) y += d.barRow(trait, x, y, colWidth, color)
    bottom = Math.max(bottom, y)
  })
  doc.y = bottom + 8
  d.ensureSpace(20)
  d.text(d.t('profile.snapshot'), MARGIN.left, doc.y, {
    size: TYPE.small,
    color: COLOR.muted,
  })
}

/** Draws the outline of a flat-sided hexagon with its first corner at the top. */
function hexagonPath(doc: PDFKit.PDFDocument, cx: number, cy: number, r: number): PDFKit.PDFDocument {
  const points = hexagonPoints(cx, cy, r)
  doc.moveTo(points[0]![0], points[0]![1])
  for (const [x, y] of points.slice(1)) doc.lineTo(x, y)
  return doc.closePath()
}

function hexagonPoints(cx: number, cy: number, r: number, scales: number[] = [1, 1, 1, 1, 1, 1]): [number, number][] {
  return scales.map((s, i) => {
    const angle = ((-90 + i * 60) * Math.PI) / 180
    return [cx + Math.cos(angle) * r * s, cy + Math.sin(angle) * r * s]
  })
}

function drawHexagonChart(d: ReportDrawer, interests: Trait[], cx: number, cy: number, r: number) {
  const { doc } = d
  const six = interests.slice(0, 6)
  for (const ring of [0.25, 0.5, 0.75, 1]) {
    hexagonPath(doc, cx, cy, r * ring)
      .lineWidth(ring === 1 ? 1 : 0.6)
      .stroke(COLOR.rule)
  }
  for (const [x, y] of hexagonPoints(cx, cy, r)) doc.moveTo(cx, cy).lineTo(x, y).lineWidth(0.6).stroke(COLOR.rule)
  if (six.length === 6) {
    const points = hexagonPoints(cx, cy, r, six.map((t) => Math.max(0.02, (t.value ?? 0) / 100)))
    doc.moveTo(points[0]![0], points[0]![1])
    for (const [x, y] of points.slice(1)) doc.lineTo(x, y)
    doc.closePath()
    doc.save().fillOpacity(0.22).fill(COLOR.brand).restore()
    doc.moveTo(points[0]![0], points[0]![1])
    for (const [x, y] of points.slice(1)) doc.lineTo(x, y)
    doc.closePath().lineWidth(1.6).stroke(COLOR.brand)
    for (const [x, y] of points) doc.circle(x, y, 2.6).fill(COLOR.brand)
  }
  // Labels outside the corners: name and score.
  hexagonPoints(cx, cy, r + 12).forEach(([x, y], i) => {
    const trait = six[i]
    if (!trait) return
    const value = trait.value === null ? '–' : String(Math.round(trait.value))
    const width = 84
    const align = i === 0 || i === 3 ? 'center' : i < 3 ? 'left' : 'right'
    const left = align === 'center' ? x - width / 2 : align === 'left' ? x : x - width
    const top = i === 0 ? y - 22 : i === 3 ? y + 2 : y - 10
    d.text(trait.label, left, top, { size: TYPE.small, weight: 'bold', width, align })
    d.text(value, left, d.y - 1, { size: TYPE.small, color: COLOR.muted, width, align })
  })
}

/** Heights of a career's blocks, so a block is never split from its label across a page break. */
function careerBlocks(d: ReportDrawer, career: ReportCareer) {
  const half = (CONTENT_WIDTH - 24) / 2
  const listHeight = (items: string[], width: number) =>
    items.reduce((sum, item) => sum + d.height(item, { size: TYPE.body, width: width - 14 }) + 3, 0)
  const examsHeight = career.exams.length > 0 ? listHeight(career.exams, half) : d.height(d.t('career.noExam'), { size: TYPE.body, width: half })
  return {
    opening:
      48 +
      (hasMeta(career) ? d.height(metaOf(d, career), { size: TYPE.body, width: META_WIDTH }) : 0) +
      d.height(career.description, { size: TYPE.body }) +
      (career.stream ? 18 : 0) +
      (career.openNote ? d.height(career.openNote, { size: TYPE.body }) + 3 : 0) +
      (career.outlook ? d.height(outlookText(d, career.outlook), { size: TYPE.body }) + 3 : 0) +
      8,
    reasons: career.reasons.length > 0 ? 18 + listHeight(career.reasons, CONTENT_WIDTH) + 6 : 0,
    columns: 14 + Math.max(listHeight(career.skills, half), examsHeight) + 6,
    pathway:
      career.pathways.length > 0
        ? 19 + career.pathways.reduce((sum, p) => sum + Math.max(18, d.height(p, { size: TYPE.body, width: CONTENT_WIDTH - 30 })) + 6, 0)
        : 0,
  }
}

const hasMeta = (career: ReportCareer) => Boolean(career.familyLabel || career.tiedWithPrevious)
/** The line under a career's title: its family and a near-tie. */
const metaOf = (d: ReportDrawer, career: ReportCareer) =>
  [career.familyLabel, career.tiedWithPrevious ? capitalFirst(tieText(d, career)) : undefined].filter(Boolean).join(' · ')
const META_WIDTH = CONTENT_WIDTH - 36 - 110
const outlookText = (d: ReportDrawer, outlook: { text: string; source: string }) => d.t('career.outlook', { text: outlook.text, source: outlook.source })

/** A match with its band ('72% · Good fit'), or the match alone ('72% match') for a result stored before bands. */
const matchWithBand = (d: ReportDrawer, c: { matchPercentage: number; band: string | undefined }) =>
  c.band ? `${c.matchPercentage}% · ${bandText(d, c.band)}` : d.t('match', { percent: c.matchPercentage })

async function drawCareers(d: ReportDrawer, model: ReportModel, noticeOnProfile: boolean) {
  const { doc } = d
  const notice = () => {
    if (model.lowConfidence && !noticeOnProfile) drawCareNotice(d, model.lowConfidence.reasons)
  }
  if (model.clusters) {
    d.pageTitle(d.t(CONTENTS.careers), model.ranked ? d.t('careers.introClusters', { bands: d.t('careers.introBands') }) : d.t('careers.introClustersUnranked'))
    notice()
    if (model.bestFamily && model.ranked) drawBestFamily(d, model.bestFamily)
    // The kinds of work are most of a report's drawing: the other requests get a turn after each.
    for (const cluster of model.clusters) {
      drawCluster(d, model, cluster)
      await yieldToOtherRequests()
    }
    if (model.closedCareers.length > 0) drawClosedCareers(d, model)
    return
  }
  if (model.bestFamily) {
    d.pageTitle(d.t(CONTENTS.careers), d.t(model.ledByFamily ? 'careers.introLedByFamily' : 'careers.introFamily', { bands: d.t('careers.introBands') }))
    notice()
    drawBestFamily(d, model.bestFamily)
  } else {
    d.pageTitle(d.t(CONTENTS.careers), model.ranked ? d.t('careers.introRanked') : d.t('careers.introUnranked', { unranked: d.t('careers.unranked') }))
    notice()
  }
  const groups: (CareerGroup | undefined)[] = model.ledByFamily
    ? [{ title: d.t('careers.groupTop') }, { title: d.t('careers.groupOthers'), intro: d.t('careers.groupOthers.intro') }]
    : []
  // The careers are most of a report's drawing: the other requests get a turn after each.
  for (const [i, career] of model.careers.entries()) {
    drawCareer(d, career, { group: groups[i], ranked: model.ranked })
    await yieldToOtherRequests()
  }

  if (model.moreCareers.length > 0) {
    const banded = model.ranked && model.moreCareers.some((m) => m.band)
    const right = !model.ranked ? 0 : banded ? 150 : 80
    d.ensureSpace(40 + model.moreCareers.length * 18)
    // With bands ('Strong fit', 'Good fit', 'Worth exploring') beside each career, a heading 'Also worth exploring'
    // read like one of the bands over careers of every band; results stored before bands keep their old heading.
    d.heading(d.t(!model.ranked ? 'careers.moreAToZ' : banded ? 'careers.moreBanded' : 'careers.more'))
    for (const more of model.moreCareers) {
      const y = doc.y
      d.text(more.title, MARGIN.left, y, { size: TYPE.body, width: CONTENT_WIDTH - right - 10 })
      if (more.tiedWithPrevious) d.text(`(${tieText(d, more)})`, MARGIN.left, doc.y, { size: TYPE.small, color: COLOR.muted, width: CONTENT_WIDTH - right - 10 })
      const next = doc.y
      if (model.ranked) {
        const text = banded ? d.t('careers.matchWithBand', { percent: more.matchPercentage, band: more.band ? bandText(d, more.band) : '' }) : d.t('match', { percent: more.matchPercentage })
        d.text(text, MARGIN.left + CONTENT_WIDTH - right, y, { size: TYPE.body, weight: 'bold', color: COLOR.brand, width: right, align: 'right' })
      }
      doc.y = Math.max(next, doc.y) + 2
      doc.moveTo(MARGIN.left, doc.y).lineTo(MARGIN.left + CONTENT_WIDTH, doc.y).lineWidth(0.5).stroke(COLOR.rule)
      doc.y += 5
    }
  }
  if (model.closedCareers.length > 0) drawClosedCareers(d, model)
}

/** The names of a kind of work's careers, as its heading lists them. */
function careersOfCluster(d: ReportDrawer, cluster: ReportCluster): string {
  const names = [cluster.lead.title, ...cluster.others.map((o) => o.title)]
  return names.length === 1 ? d.t('cluster.oneCareer', { name: names[0]! }) : d.t('cluster.careers', { count: names.length, list: d.words.list(names) })
}

/**
 * A kind of work: its heading (rank, name, match and band, family, a near-tie, what the work is and the careers it
 * holds) kept with its first career, which is drawn in full; then its other careers, each with its own match, exams,
 * first route and caution.
 */
function drawCluster(d: ReportDrawer, model: ReportModel, cluster: ReportCluster) {
  const { doc } = d
  const inner = CONTENT_WIDTH - 36
  const titleWidth = inner - (model.ranked ? 130 : 0)
  const leadNote =
    cluster.rank === 1 && model.clusterLeadFamily
      ? d.t('cluster.leadNote', { family: model.clusterLeadFamily })
      : ''
  const meta = [cluster.familyLabel, cluster.tiedWithPrevious ? capitalFirst(tieText(d, cluster)) : undefined].filter(Boolean).join(' · ')
  const careersText = careersOfCluster(d, cluster)
  const label = model.ranked ? d.t('cluster.labelRanked', { rank: cluster.rank }) : d.t('cluster.label')
  const texts = [meta, cluster.description, careersText, leadNote].filter((t) => t !== '')
  const height =
    14 +
    d.height(label.toUpperCase(), { size: TYPE.small, weight: 'bold', characterSpacing: 0.8, width: titleWidth }) +
    4 +
    Math.max(d.height(cluster.name, { size: 16, weight: 'bold', width: titleWidth }), model.ranked ? 36 : 0) +
    texts.reduce((sum, t, i) => sum + d.height(t, { size: TYPE.body, width: i === 0 && meta ? titleWidth : inner }) + 4, 0) +
    10
  const leadIn: LeadIn = {
    height: height + 14,
    draw: () => {
      const top = doc.y
      doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 10).fillAndStroke(COLOR.brandTint, '#bfdbfe')
      d.label(label, MARGIN.left + 18, top + 14, COLOR.brandDark, titleWidth)
      d.text(cluster.name, MARGIN.left + 18, doc.y + 4, { size: 16, weight: 'bold', color: COLOR.brandDark, width: titleWidth })
      let y = doc.y
      if (model.ranked) {
        const right = MARGIN.left + CONTENT_WIDTH - 18
        d.text(d.t('match', { percent: cluster.matchPercentage }), right - 120, top + 12, { size: TYPE.heading, weight: 'bold', color: COLOR.brand, width: 120, align: 'right' })
        d.pill(cluster.band, right, top + 32, { alignRight: true })
        y = Math.max(y, top + 50)
      }
      doc.y = y + 2
      for (const [i, text] of texts.entries()) {
        const muted = text === meta || text === careersText
        d.text(text, MARGIN.left + 18, doc.y, { size: TYPE.body, color: muted ? COLOR.muted : COLOR.ink, width: i === 0 && meta ? titleWidth : inner, weight: text === leadNote ? 'bold' : 'regular' })
        doc.y += 4
      }
      doc.y = top + height + 14
    },
  }
  drawCareer(d, cluster.lead, { ranked: model.ranked, leadIn })
  if (cluster.others.length > 0) drawSpecialisations(d, model, cluster)
}

/** The careers of a kind of work after its first, each in a few lines of its own. */
function drawSpecialisations(d: ReportDrawer, model: ReportModel, cluster: ReportCluster) {
  const { doc } = d
  const right = model.ranked ? 150 : 0
  const titleWidth = CONTENT_WIDTH - right - 10
  const lines = (o: ReportSpecialisation) =>
    [
      o.tiedWithPrevious ? capitalFirst(tieText(d, o)) : '',
      o.exams.length > 0 ? d.t('cluster.exams', { list: o.exams.join('; ') }) : d.t('career.noExamShort'),
      o.pathway ? d.t('cluster.route', { pathway: o.pathway }) : '',
      o.openNote ?? '',
    ].filter((t) => t !== '')
  const entryHeight = (o: ReportSpecialisation) =>
    d.height(o.title, { size: 11, weight: 'bold', width: titleWidth }) + lines(o).reduce((sum, t) => sum + d.height(t, { size: TYPE.body }) + 2, 0) + 12
  const title = d.t('cluster.others', { name: cluster.name })
  d.ensureSpace(headingHeight(d, title) + 6 + entryHeight(cluster.others[0]!))
  d.heading(title)
  doc.y += 2
  d.continuation = d.t('continued', { title })
  for (const o of cluster.others) {
    d.ensureSpace(entryHeight(o))
    const top = doc.y
    d.text(o.title, MARGIN.left, top, { size: 11, weight: 'bold', width: titleWidth })
    const next = doc.y
    if (model.ranked) d.text(`${d.t('match', { percent: o.matchPercentage })}${o.band ? ` · ${bandText(d, o.band)}` : ''}`, MARGIN.left + CONTENT_WIDTH - right, top + 1, { size: TYPE.body, weight: 'bold', color: COLOR.brand, width: right, align: 'right' })
    doc.y = Math.max(next, doc.y) + 1
    for (const line of lines(o)) {
      d.text(line, MARGIN.left, doc.y, { size: TYPE.body, color: line === o.openNote ? COLOR.streamInk : COLOR.muted })
      doc.y += 2
    }
    doc.y += 4
    doc.moveTo(MARGIN.left, doc.y).lineTo(MARGIN.left + CONTENT_WIDTH, doc.y).lineWidth(0.5).stroke(COLOR.rule)
    doc.y += 6
  }
  d.continuation = null
  doc.y += 10
}

/** The family the result leads with: its label, match and band, its careers among the matches, and a tied family. */
function drawBestFamily(d: ReportDrawer, family: NonNullable<ReportModel['bestFamily']>) {
  const { doc } = d
  const inner = CONTENT_WIDTH - 36
  const careers = family.careers.map((c) =>
    c.tiedWithPrevious
      ? d.t('cover.glance.careerItemTied', { title: c.title, match: matchWithBand(d, c), tie: tieText(d, c) })
      : d.t('cover.glance.careerItem', { title: c.title, match: matchWithBand(d, c) }),
  )
  const careersText = careers.length > 0 ? d.t(family.listsKinds ? 'family.kinds' : 'family.careers', { list: careers.join('; ') }) : ''
  const tied = family.tiedWith
  const tiedText = tied
    ? d.t(tied.tieReason ? 'family.tiedWhy' : 'family.tied', { label: tied.label, percent: tied.matchPercentage, band: bandText(d, tied.band) })
    : ''
  const streamText = family.streamOpens ? d.t('family.streamOpens', family.streamOpens) : ''
  // The label's lines beyond its first (a long family name wraps beside the match).
  const labelExtra = Math.max(0, d.height(family.label, { size: 17, weight: 'bold', width: inner - 130 }) - d.height('A', { size: 17, weight: 'bold' }))
  const h =
    66 +
    labelExtra +
    (streamText ? d.height(streamText, { size: TYPE.body, width: inner }) + 4 : 0) +
    (careersText ? d.height(careersText, { size: TYPE.body, width: inner }) + 4 : 0) +
    (tiedText ? d.height(tiedText, { size: TYPE.body, width: inner }) + 4 : 0) +
    10
  const top = doc.y
  doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, h, 10).fillAndStroke(COLOR.brandTint, '#bfdbfe')
  d.label(d.t('family.title'), MARGIN.left + 18, top + 16, COLOR.brandDark, inner - 130)
  d.text(family.label, MARGIN.left + 18, top + 30, { size: 17, weight: 'bold', color: COLOR.brandDark, width: inner - 130 })
  // A long label takes a second line: what follows goes below it, not over it.
  const labelBottom = doc.y
  const right = MARGIN.left + CONTENT_WIDTH - 18
  d.text(d.t('match', { percent: family.matchPercentage }), right - 120, top + 14, { size: TYPE.heading, weight: 'bold', color: COLOR.brand, width: 120, align: 'right' })
  d.pill(family.band, right, top + 34, { alignRight: true })
  doc.y = Math.max(doc.y, labelExtra > 0 ? labelBottom : 0, top + 54) + 6
  if (streamText) {
    d.text(streamText, MARGIN.left + 18, doc.y, { size: TYPE.body, width: inner })
    doc.y += 4
  }
  if (careersText) {
    d.text(careersText, MARGIN.left + 18, doc.y, { size: TYPE.body, width: inner })
    doc.y += 4
  }
  if (tiedText) d.text(tiedText, MARGIN.left + 18, doc.y, { size: TYPE.body, color: COLOR.muted, width: inner })
  doc.y = top + h + 20
}

/** Grades 11-12: matches the student's stream has closed, with the route that remains; never drawn as open. */
function drawClosedCareers(d: ReportDrawer, model: ReportModel) {
  const { doc } = d
  const width = CONTENT_WIDTH - 32
  const intro = model.currentStream ? d.t('closed.introNamed', { stream: model.currentStream }) : d.t('closed.intro')
  const heights = model.closedCareers.map((c) => 30 + d.height(c.closedNote ?? '', { size: TYPE.body, width }) + 14)
  // The heading starts only with its first career beside it; a career that goes onto the next page carries the
  // section's name there.
  d.ensureSpace(30 + d.height(intro, { size: TYPE.body }) + 12 + (heights[0] ?? 0))
  doc.y += 8
  d.heading(d.t('closed.title'))
  d.text(intro, MARGIN.left, doc.y, { size: TYPE.body, color: COLOR.muted })
  doc.y += 10
  d.continuation = d.t('continued', { title: d.t('closed.title') })
  model.closedCareers.forEach((career, i) => {
    const h = heights[i] as number
    d.ensureSpace(h + 8)
    const top = doc.y
    doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, h, 8).fillAndStroke(COLOR.careTint, COLOR.careRule)
    d.text(career.title, MARGIN.left + 16, top + 10, { size: 11.5, weight: 'bold', color: COLOR.careInk, width: width - 110 })
    if (model.ranked) d.text(d.t('match', { percent: career.matchPercentage }), MARGIN.left + CONTENT_WIDTH - 126, top + 11, { size: TYPE.body, weight: 'bold', color: COLOR.careInk, width: 110, align: 'right' })
    d.text(career.closedNote ?? '', MARGIN.left + 16, top + 30, { size: TYPE.body, color: COLOR.careInk, width })
    doc.y = top + h + 8
  })
  d.continuation = null
}

/** A heading over a group of careers (the best family's top career, the others), kept with the group's first career. */
interface CareerGroup {
  title: string
  intro?: string
}

const groupHeight = (d: ReportDrawer, group: CareerGroup | undefined) =>
  group ? headingHeight(d, group.title) + (group.intro ? d.height(group.intro, { size: TYPE.body }) : 0) + 10 : 0

/** Something drawn just before a career and kept on its page with it (a kind of work's heading). */
interface LeadIn {
  height: number
  draw: () => void
}

/**
 * One career in full. `ranked` false (a list A to Z) draws no percentage, band or bar: there is no order to show.
 * The rank is drawn in a circle, so a kind of work's careers (2.1) read as inside it.
 */
function drawCareer(d: ReportDrawer, career: ReportCareer, { group, ranked, leadIn }: { group?: CareerGroup | undefined; ranked: boolean; leadIn?: LeadIn }) {
  const { doc } = d
  const blocks = careerBlocks(d, career)
  // A career starts only where its heading, description and reasons fit together (with its group's heading).
  d.ensureSpace((leadIn?.height ?? 0) + groupHeight(d, group) + blocks.opening + blocks.reasons)
  leadIn?.draw()
  if (group) {
    d.heading(group.title)
    if (group.intro) d.text(group.intro, MARGIN.left, doc.y, { size: TYPE.body, color: COLOR.muted })
    doc.y += 10
  }
  const top = doc.y
  doc.circle(MARGIN.left + 13, top + 12, 13).fill(COLOR.brand)
  d.text(career.rank, MARGIN.left, top + 5, { size: career.rank.length > 2 ? 9 : 11, weight: 'bold', color: COLOR.white, width: 26, align: 'center' })
  const matchText = d.t('match', { percent: career.matchPercentage })
  d.text(career.title, MARGIN.left + 36, top + 3, { size: TYPE.heading + 1, weight: 'bold', width: CONTENT_WIDTH - 36 - 100 })
  const afterTitle = doc.y
  if (ranked) d.text(matchText, MARGIN.left + CONTENT_WIDTH - 100, top + 4, { size: TYPE.heading, weight: 'bold', color: COLOR.brand, width: 100, align: 'right' })
  // The band under the percentage; the family and a near-tie under the title.
  let metaBottom = afterTitle
  if (ranked && career.band) {
    d.pill(career.band, MARGIN.left + CONTENT_WIDTH, top + 23, { alignRight: true })
    metaBottom = Math.max(metaBottom, top + 38)
  }
  if (hasMeta(career)) {
    d.text(metaOf(d, career), MARGIN.left + 36, afterTitle + 1, { size: TYPE.body, color: COLOR.muted, width: META_WIDTH })
    metaBottom = Math.max(metaBottom, doc.y)
  }
  // The match as a bar under the heading.
  const barY = Math.max(metaBottom, top + 26) + 4
  if (ranked) {
    doc.roundedRect(MARGIN.left + 36, barY, CONTENT_WIDTH - 36, 5, 2.5).fill(COLOR.track)
    doc.roundedRect(MARGIN.left + 36, barY, Math.max(5, ((CONTENT_WIDTH - 36) * career.matchPercentage) / 100), 5, 2.5).fill(COLOR.brand)
  }
  doc.y = barY + 14

  d.text(career.description, MARGIN.left, doc.y, { size: TYPE.body, color: COLOR.muted })
  if (career.stream) {
    doc.y += 3
    d.text(d.t('career.stream', { stream: career.stream }), MARGIN.left, doc.y, { size: TYPE.body, weight: 'bold', color: COLOR.streamInk })
  }
  if (career.openNote) {
    doc.y += 3
    d.text(career.openNote, MARGIN.left, doc.y, { size: TYPE.body, color: COLOR.streamInk })
  }
  // A growth claim only with its source (issue #10); without one, nothing is said about growth.
  if (career.outlook) {
    doc.y += 3
    d.text(outlookText(d, career.outlook), MARGIN.left, doc.y, { size: TYPE.body, color: COLOR.ink })
  }
  doc.y += 8
  d.continuation = d.t('continued', { title: `${career.rank.includes('.') ? career.rank : `${career.rank}.`} ${career.title}` })
  if (career.reasons.length > 0) {
    d.ensureSpace(blocks.reasons)
    d.label(d.t('career.why'), MARGIN.left, doc.y, COLOR.brandDark)
    doc.y += 4
    d.bullets(career.reasons, MARGIN.left, CONTENT_WIDTH)
    doc.y += 6
  }

  // Skills and exams side by side.
  const half = (CONTENT_WIDTH - 24) / 2
  d.ensureSpace(blocks.columns)
  const colTop = doc.y
  d.label(d.t('career.skills'), MARGIN.left, colTop, COLOR.brandDark, half)
  doc.y = colTop + 14
  d.bullets(career.skills, MARGIN.left, half, COLOR.ink, COLOR.work)
  const leftBottom = doc.y
  const rightX = MARGIN.left + half + 24
  d.label(d.t('career.exams'), rightX, colTop, COLOR.brandDark, half)
  doc.y = colTop + 14
  if (career.exams.length > 0) d.bullets(career.exams, rightX, half, COLOR.ink, COLOR.aptitude)
  else d.text(d.t('career.noExam'), rightX, doc.y, { size: TYPE.body, color: COLOR.muted, width: half })
  doc.y = Math.max(leftBottom, doc.y) + 6

  if (career.pathways.length > 0) {
    d.ensureSpace(blocks.pathway)
    d.label(d.t('career.pathway'), MARGIN.left, doc.y, COLOR.brandDark)
    doc.y += 5
    d.numbered(career.pathways, MARGIN.left, CONTENT_WIDTH, COLOR.brandDark)
  }
  d.continuation = null
  doc.y += 6
  doc.moveTo(MARGIN.left, doc.y).lineTo(MARGIN.left + CONTENT_WIDTH, doc.y).lineWidth(0.8).stroke(COLOR.rule)
  doc.y += 16
}

function drawStreamAndNextSteps(d: ReportDrawer, model: ReportModel) {
  const { doc } = d
  const stream = model.stream
  d.pageTitle(stepsTitle(d, model))

  if (stream) {
    const inner = CONTENT_WIDTH - 36
    const texts = [stream.summary ?? '', ...stream.reasons]
    const h =
      78 +
      (stream.summary ? d.height(stream.summary, { size: TYPE.body, width: inner }) + 8 : 0) +
      stream.reasons.reduce((sum, r) => sum + d.height(r, { size: TYPE.body, width: inner - 14 }) + 3, 0) +
      (stream.runnerUp ? 24 : 0) +
      (texts.length > 0 ? 8 : 0)
    const top = doc.y
    doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, h, 10).fillAndStroke(COLOR.streamTint, COLOR.streamRule)
    d.label(d.t('stream.title', { grade: stream.forGrade }), MARGIN.left + 18, top + 16, COLOR.streamInk)
    d.text(stream.said.stream, MARGIN.left + 18, top + 32, { size: 24, weight: 'bold', color: COLOR.streamInk, width: inner })
    doc.y += 6
    if (stream.summary) {
      d.text(stream.summary, MARGIN.left + 18, doc.y, { size: TYPE.body, width: inner })
      doc.y += 8
    }
    d.bullets(stream.reasons, MARGIN.left + 18, inner, COLOR.ink, COLOR.streamInk)
    if (stream.runnerUp) {
      doc.y += 6
      d.text(d.t('stream.runnerUp', { stream: stream.said.runnerUp ?? stream.runnerUp }), MARGIN.left + 18, doc.y, { size: TYPE.body, weight: 'bold', color: COLOR.streamInk, width: inner })
    }
    doc.y = top + h + 24
  }

  d.heading(d.t('steps.title'))
  const stepsIntro = d.t(model.ranked ? 'steps.intro' : 'steps.introUnranked', { grade: model.grade })
  d.text(stepsIntro, MARGIN.left, doc.y, {
    size: TYPE.body,
    color: COLOR.muted,
  })
  doc.y += 10
  d.numbered(model.nextSteps, MARGIN.left, CONTENT_WIDTH)
}

const limits = (d: ReportDrawer) => [d.t('limits.1'), d.t('limits.2'), d.t('limits.3'), d.t('limits.4')]

const bulletsHeight = (d: ReportDrawer, items: string[], width = CONTENT_WIDTH) =>
  items.reduce((sum, item) => sum + d.height(item, { size: TYPE.body, width: width - 14 }) + 3, 0)
const headingHeight = (d: ReportDrawer, title: string) => d.height(title, { size: TYPE.heading, weight: 'bold' }) + 4

/**
 * Whether the notes fit on the page for parents with everything else on it. Long notes (the route and cost advice
 * of grades 9-12) go after the next steps instead where they fit whole, so the data attribution is not left alone on
 * a last page.
 */
function notesFitForParents(d: ReportDrawer, model: ReportModel): boolean {
  if (model.notes.length === 0) return true
  const title = 18 + d.height(d.t(CONTENTS.parents), { size: TYPE.title, weight: 'bold' }) + 4 + d.height(parentsIntro(d, model), { size: TYPE.body }) + 14
  const sections = [...parentsSections(d, model), [d.t(CONTENTS.limits), limits(d)] as [string, string[]]].reduce(
    (sum, [heading, items]) => sum + headingHeight(d, heading) + bulletsHeight(d, items) + 10,
    0,
  )
  const notes = headingHeight(d, d.t('notes.title')) + bulletsHeight(d, model.notes) + 10
  const attribution = 16 + d.height(onetAttributionIn(d.words.locale), { size: TYPE.small }) + 6 + d.height(d.t('attribution.disha'), { size: TYPE.small }) + 10
  return MARGIN.top + title + sections + notes + attribution <= BOTTOM
}

function drawNotes(d: ReportDrawer, notes: string[]) {
  d.heading(d.t('notes.title'))
  d.continuation = d.t('continued', { title: d.t('notes.title') })
  d.bullets(notes, MARGIN.left, CONTENT_WIDTH)
  d.continuation = null
  d.doc.y += 10
}

const parentsIntro = (d: ReportDrawer, model: ReportModel) => d.t('parents.intro', { name: model.firstName })

function parentsSections(d: ReportDrawer, model: ReportModel): [string, string[]][] {
  const name = model.firstName
  return [
    [
      d.t('parents.read'),
      [
        d.t('parents.read.matches', { name }),
        !model.ranked
          ? d.t('parents.read.unranked', { name })
          : d.t(model.clusters ? 'parents.read.clusters' : model.bestFamily ? 'parents.read.bands' : 'parents.read.plain'),
        // A list A to Z gives no reasons under its careers (explainMatch in recommend.ts).
        ...(model.ranked ? [d.t('parents.read.reasons')] : []),
      ],
    ],
    [
      d.t('parents.help'),
      [
        d.t('parents.help.surprised'),
        d.t(model.ranked ? 'parents.help.meet' : 'parents.help.meetUnranked'),
        d.t('parents.help.pathways'),
        d.t('parents.help.lead'),
      ],
    ],
  ]
}

/** Height of the data attribution (rule, label, both texts), which must never sit alone on the last page. */
function attributionHeight(d: ReportDrawer): number {
  return (
    12 +
    d.height(d.t('attribution.label').toUpperCase(), { size: TYPE.small, weight: 'bold', characterSpacing: 0.8 }) +
    4 +
    d.height(onetAttributionIn(d.words.locale), { size: TYPE.small }) +
    6 +
    d.height(d.t('attribution.disha'), { size: TYPE.small }) +
    4
  )
}

function drawForParents(d: ReportDrawer, model: ReportModel, withNotes: boolean) {
  const { doc } = d
  d.pageTitle(d.t(CONTENTS.parents), parentsIntro(d, model))
  // The section just before the attribution keeps its last item on the attribution's page, so a report whose page
  // for parents runs over never ends on a page with the attribution alone.
  const notesLast = withNotes && model.notes.length > 0
  const attribution = attributionHeight(d)

  // A page this section runs onto says whose it is.
  d.continuation = d.t('continued', { title: d.t(CONTENTS.parents) })
  for (const [title, items] of parentsSections(d, model)) {
    d.heading(title)
    d.bullets(items, MARGIN.left, CONTENT_WIDTH)
    doc.y += 10
  }

  d.ensureSpace(120)
  d.mark(d.t(CONTENTS.limits))
  d.heading(d.t(CONTENTS.limits))
  d.bullets(limits(d), MARGIN.left, CONTENT_WIDTH, COLOR.ink, COLOR.brand, notesLast ? 0 : 10 + attribution)
  doc.y += 10

  if (notesLast) {
    d.ensureSpace(60)
    d.heading(d.t('notes.title'))
    d.continuation = d.t('continued', { title: d.t('notes.title') })
    d.bullets(model.notes, MARGIN.left, CONTENT_WIDTH, COLOR.ink, COLOR.brand, 10 + attribution)
    doc.y += 10
  }
  d.continuation = null

  d.ensureSpace(attribution)
  const top = doc.y
  doc.moveTo(MARGIN.left, top).lineTo(MARGIN.left + CONTENT_WIDTH, top).lineWidth(0.8).stroke(COLOR.rule)
  d.label(d.t('attribution.label'), MARGIN.left, top + 12)
  d.text(
    onetAttributionIn(d.words.locale),
    MARGIN.left,
    doc.y + 4,
    { size: TYPE.small, color: COLOR.muted },
  )
  doc.y += 6
  d.text(d.t('attribution.disha'), MARGIN.left, doc.y, {
    size: TYPE.small,
    color: COLOR.muted,
  })
}

function drawFooters(d: ReportDrawer, model: ReportModel) {
  const { doc } = d
  onEveryPage(doc, (page, count) => {
    const y = PAGE.height - 40
    doc.moveTo(MARGIN.left, y - 8).lineTo(MARGIN.left + CONTENT_WIDTH, y - 8).lineWidth(0.5).stroke(COLOR.rule)
    d.text(d.t('footer.report', { name: model.studentName, grade: model.grade }), MARGIN.left, y, { size: TYPE.small, color: COLOR.muted, width: CONTENT_WIDTH - 90 })
    d.text(d.t('footer.page', { page, count }), MARGIN.left + CONTENT_WIDTH - 90, y, { size: TYPE.small, color: COLOR.muted, width: 90, align: 'right' })
  })
}
