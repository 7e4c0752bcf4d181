// Reads PDFs the way a person's viewer would, through poppler (pdftotext, pdftoppm, pdfinfo); scripts/test.sh
// installs poppler-utils where it is missing.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

function withPdf<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'disha-pdf-'))
  try {
    const file = path.join(dir, 'report.pdf')
    writeFileSync(file, pdf)
    return use(file, dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') {
      throw new Error(`${command} is missing: install poppler-utils (apt-get install -y poppler-utils), as scripts/test.sh does`, { cause: err })
    }
    throw err
  }
}

/** The text a reader would copy, in reading order. */
export function pdfText(pdf: Buffer): string {
  return withPdf(pdf, (file) => run('pdftotext', [file, '-']))
}

/**
 * The text in the order it was drawn (pdftotext -raw). Poppler places a span's /ActualText (how a shaped Devanagari
 * run is read) where the text object before it ended, so a page of Hindi comes out of its reading order scrambled;
 * drawn order is the reading order of a page laid out top to bottom.
 */
export function pdfRawText(pdf: Buffer): string {
  return withPdf(pdf, (file) => run('pdftotext', ['-raw', file, '-']))
}

export function pdfPageCount(pdf: Buffer): number {
  return withPdf(pdf, (file) => Number(/^Pages:\s+(\d+)/m.exec(run('pdfinfo', [file]))?.[1] ?? 0))
}

export interface GrayPage {
  width: number
  height: number
  /** One byte per pixel, 0 black to 255 white. */
  pixels: Buffer
}

/** Renders every page in grey at `dpi` (pdftoppm fails on a page it cannot draw). */
export function renderGrayPages(pdf: Buffer, dpi: number): GrayPage[] {
  return withPdf(pdf, (file, dir) => {
    run('pdftoppm', ['-r', String(dpi), '-gray', file, path.join(dir, 'page')])
    return readdirSync(dir)
      .filter((f) => f.endsWith('.pgm'))
      .sort()
      .map((f) => parsePgm(readFileSync(path.join(dir, f))))
  })
}

/** Binary PGM (P5, 8-bit), as pdftoppm -gray writes it. */
export function parsePgm(data: Buffer): GrayPage {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 64).toString('latin1'))
  if (!header || header[3] !== '255') throw new Error('not an 8-bit binary PGM')
  const width = Number(header[1])
  const height = Number(header[2])
  const offset = header[0].length
  return { width, height, pixels: data.subarray(offset, offset + width * height) }
}

export function encodePgm(page: GrayPage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${page.width} ${page.height}\n255\n`, 'latin1'), page.pixels])
}

/** Renders part of one page (1-based) in grey at `dpi`; the box is in points from the page's top left. */
export function renderGrayRegion(pdf: Buffer, page: number, dpi: number, box: { x: number; y: number; width: number; height: number }): GrayPage {
  const px = (pt: number) => String(Math.round((pt * dpi) / 72))
  return withPdf(pdf, (file, dir) => {
    const out = path.join(dir, 'region')
    run('pdftoppm', ['-r', String(dpi), '-gray', '-f', String(page), '-l', String(page), '-x', px(box.x), '-y', px(box.y), '-W', px(box.width), '-H', px(box.height), '-singlefile', file, out])
    return parsePgm(readFileSync(`${out}.pgm`))
  })
}

export interface WordBox {
  text: string
  xMin: number
  yMin: number
  xMax: number
  yMax: number
}

/** The words of one page (1-based) with their boxes in points, as poppler places them (pdftotext -bbox). */
export function pdfWordBoxes(pdf: Buffer, page: number): WordBox[] {
  const html = withPdf(pdf, (file) => run('pdftotext', ['-f', String(page), '-l', String(page), '-bbox', file, '-']))
  const words: WordBox[] = []
  for (const m of html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
    words.push({ text: m[5] as string, xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]) })
  }
  return words
}
