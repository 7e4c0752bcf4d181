// The class report's PDF texts: both catalogues complete, with the same ids, arguments and plurals, Hindi written in
// Devanagari (Latin only in Disha's name, board names and the exam-style abbreviations), and runs of one script that
// keep brackets and figures with the Hindi word beside them.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { isStructurallySame } from '@formatjs/icu-messageformat-parser/manipulator.js'
import { describe, expect, it } from 'vitest'
import { classCatalogue, classText } from './class-report-messages'
import { scriptRuns } from './class-report-pdf'

/** The words a message says, without its argument names and plural keywords. */
function literals(elements: ReturnType<typeof parse>): string {
  return elements
    .map((e) => {
      if (e.type === TYPE.literal) return e.value
      if (e.type === TYPE.plural || e.type === TYPE.select) return Object.values(e.options).map((o) => literals(o.value)).join(' ')
      return ' '
    })
    .join('')
}

const LATIN_ALLOWED = new Set(['Disha', 'CBSE', 'ICSE', 'ISC', 'NCERT'])

describe('the class report catalogues', () => {
  it('have the same ids, arguments and plurals in English and Hindi', () => {
    const [en, hi] = [classCatalogue('en'), classCatalogue('hi')]
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort())
    for (const [id, text] of Object.entries(en)) {
      const same = isStructurallySame(parse(text), parse(hi[id] ?? ''))
      expect(same.success, `${id}: ${same.error?.message ?? ''}`).toBe(true)
    }
  })

  it('write Hindi in Devanagari', () => {
    for (const [id, text] of Object.entries(classCatalogue('hi'))) {
      const latin = (literals(parse(text)).match(/[A-Za-z]+/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w))
      expect(latin, id).toEqual([])
    }
    expect(classText('hi', 'spread.share', { count: 3, percent: 25 })).toBe('3 विद्यार्थी · 25%')
    expect(classText('en', 'spread.share', { count: 1, percent: 25 })).toBe('1 student · 25%')
  })
})

describe('script runs', () => {
  it('keep brackets, figures and signs with the Devanagari beside them, and Latin words apart', () => {
    expect(scriptRuns('Health and medicine (उपयुक्त)')).toEqual([
      { text: 'Health and medicine ', devanagari: false },
      { text: '(उपयुक्त)', devanagari: true },
    ])
    expect(scriptRuns('12 विद्यार्थी · 24%')).toEqual([{ text: '12 विद्यार्थी · 24%', devanagari: true }])
    expect(scriptRuns('कक्षा 9 A: रिपोर्ट')).toEqual([
      { text: 'कक्षा 9 ', devanagari: true },
      { text: 'A', devanagari: false },
      { text: ': रिपोर्ट', devanagari: true },
    ])
    expect(scriptRuns('विज्ञान (PCM या PCB)')).toEqual([
      { text: 'विज्ञान (', devanagari: true },
      { text: 'PCM ', devanagari: false },
      { text: 'या ', devanagari: true },
      { text: 'PCB)', devanagari: false },
    ])
    expect(scriptRuns('Asha Verma')).toEqual([{ text: 'Asha Verma', devanagari: false }])
    expect(scriptRuns('')).toEqual([{ text: '', devanagari: false }])
  })
})
