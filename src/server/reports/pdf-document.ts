// A new A4 document as Disha draws every PDF (a student's report, a class's report): PDF 1.7 in the reader's
// language with its title shown, the four faces registered under the names the drawers use ('latin-regular',
// 'latin-bold', 'devanagari-regular', 'devanagari-bold'), and the promise of the finished file's bytes.
import PDFDocument from 'pdfkit'
import type { Locale } from '../../shared/constants'
import { reportFonts } from './fonts'
import { trimLayoutCaches } from './layout-cache'

export interface PdfInfo {
  title: string
  subject: string
  /** Fixed document dates make the file reproducible (cache, visual checks); defaults to now. */
  creationDate?: Date
}

export function openPdf(locale: Locale, margins: PDFKit.PDFDocumentOptions['margins'], info: PdfInfo): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const fonts = reportFonts()
  const doc = new PDFDocument({
    size: 'A4',
    margins,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: locale === 'hi' ? 'hi-IN' : 'en-IN',
    displayTitle: true,
    // No default font: pdfkit would otherwise parse Helvetica's metrics for every document and list it unused.
    font: null as unknown as string,
    info: { Title: info.title, Author: 'Disha', Subject: info.subject, Creator: 'Disha', CreationDate: info.creationDate ?? new Date() },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('latin-regular', fonts.latinRegular)
  doc.registerFont('latin-bold', fonts.latinBold)
  doc.registerFont('devanagari-regular', fonts.devanagariRegular)
  doc.registerFont('devanagari-bold', fonts.devanagariBold)
  trimLayoutCaches()
  return { doc, done }
}

/**
 * Runs `draw` on every page of the document, with the bottom margin lifted: a footer sits in the margin on purpose, and
 * writing below the margin would otherwise start a new page. `page` counts from 1.
 */
export function onEveryPage(doc: PDFKit.PDFDocument, draw: (page: number, count: number) => void) {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const bottomMargin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    draw(i + 1, range.count)
    doc.page.margins.bottom = bottomMargin
  }
}
