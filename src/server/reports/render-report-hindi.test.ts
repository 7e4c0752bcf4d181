// The report in Hindi, read as poppler reads it: the student's Devanagari name, the careers by their Hindi titles and
// exams, the report's own words from the Hindi catalogue and none of the English catalogue's sentences, and O*NET's
// attribution in Hindi; and the same result drawn in English says those sentences, so the check can fail.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { pdfRawText, pdfText } from '../../../tests/support/pdf'
import { careerInHindi, examInHindi } from '../assessment/hindi-content'
import { ONET_ATTRIBUTION, ONET_ATTRIBUTION_HI } from '../assessment/onet-attribution'
import { engineResults } from './engine-sample'
import { buildReportModel } from './report-model'
import { renderReport } from './render-report'
import { reportCatalogue } from './report-text'

const NAME = 'आशा शर्मा'
const FIXED_DATE = new Date('2026-11-20T10:00:00.000Z')
const oneLine = (text: string) => text.replace(/\s+/g, ' ')

/** The English catalogue's sentences, as the pieces between arguments that hold at least four words. */
function englishSentences(): string[] {
  const pieces = (elements: MessageFormatElement[]): string[] =>
    elements.flatMap((el) => {
      if (el.type === TYPE.literal) return [el.value]
      if (el.type === TYPE.plural || el.type === TYPE.select) return Object.values(el.options).flatMap((o) => pieces(o.value))
      return []
    })
  return Object.values(reportCatalogue('en'))
    .flatMap((text) => pieces(parse(text)))
    .map((piece) => oneLine(piece).trim())
    .filter((piece) => (piece.match(/[A-Za-z]+/g) ?? []).length >= 4)
}

const cases = [
  { grade: 10, options: {} },
  { grade: 12, options: { currentStream: 'humanities' } },
] as const

const drawn = new Map<string, { hindi: string; drawnOrder: string; english: string; topCareer: string; topExams: string[]; pdf: Buffer }>()

beforeAll(async () => {
  for (const { grade, options } of cases) {
    const text = async (locale: 'en' | 'hi') => {
      const results = engineResults(grade, 1, { ...options, studentName: NAME, locale })
      const pdf = await renderReport(buildReportModel(results, locale), { creationDate: FIXED_DATE })
      return { pdf, text: oneLine(pdfText(pdf)), drawnOrder: oneLine(pdfRawText(pdf)), top: results.recommendations[0]! }
    }
    const [hi, en] = [await text('hi'), await text('en')]
    // A Hindi title may end with the English term in brackets, drawn as a run of its own: the Hindi words are sought.
    const topCareer = careerInHindi(en.top.id)!.careerField.replace(/\s*\([^)]*\)/g, '')
    drawn.set(String(grade), { hindi: hi.text, drawnOrder: hi.drawnOrder, english: en.text, topCareer, topExams: en.top.exams, pdf: hi.pdf })
  }
  // Four reports, the first of a process the slowest (decision 007).
}, 60_000)

describe('the report in Hindi', () => {
  it.each(cases)('grade $grade: names the student and the top career in Hindi, with the Hindi headings', ({ grade }) => {
    const { hindi, topCareer } = drawn.get(String(grade))!
    expect(hindi).toContain(NAME)
    expect(topCareer).toMatch(/[\u0900-\u097F]/)
    expect(hindi).toContain(topCareer)
    for (const heading of ['करियर मार्गदर्शन रिपोर्ट', 'आपकी प्रोफ़ाइल', 'आपके लिए उपयुक्त करियर', 'माता-पिता और अभिभावकों के लिए', 'इस रिपोर्ट की सीमाएँ']) {
      expect(hindi).toContain(heading)
    }
    expect(hindi).toContain('20 नवंबर 2026')
  })

  it.each(cases)("grade $grade: says none of the English catalogue's sentences, which the English report says", ({ grade }) => {
    const { hindi, english } = drawn.get(String(grade))!
    const sentences = englishSentences()
    expect(sentences.filter((s) => english.includes(s)).length).toBeGreaterThan(20)
    expect(sentences.filter((s) => hindi.includes(s))).toEqual([])
    expect(english).toContain('Career Guidance Report')
    expect(hindi).not.toContain('Career Guidance Report')
  })

  // A line that mixes scripts comes out of pdftotext's reading order in pieces (tests/support/pdf.ts): read as drawn.
  it.each(cases)("grade $grade: lists the top career's exams in Hindi, their official names inside", ({ grade }) => {
    const { drawnOrder, topExams } = drawn.get(String(grade))!
    const exams = topExams.map(examInHindi)
    expect(exams.some((exam) => /[\u0900-\u097F]/.test(exam))).toBe(true)
    for (const exam of exams) expect(drawnOrder).toContain(exam)
    for (const exam of topExams.filter((exam) => examInHindi(exam) !== exam)) expect(drawnOrder).not.toContain(exam)
  })

  it.each(cases)("grade $grade: gives O*NET's attribution in Hindi, not in English", ({ grade }) => {
    const { drawnOrder, english } = drawn.get(String(grade))!
    expect(drawnOrder).toContain(ONET_ATTRIBUTION_HI)
    expect(drawnOrder).not.toContain('This product includes information')
    expect(english).toContain(ONET_ATTRIBUTION)
  })

  it('declares its language as Hindi', () => {
    expect(drawn.get('10')!.pdf.toString('latin1')).toContain('/Lang (hi-IN)')
  })
})
