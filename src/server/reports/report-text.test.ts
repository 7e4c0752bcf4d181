// The report's catalogues (reports/messages/en.json and hi.json): the same ids, valid ICU with the same arguments
// and plurals, and Hindi that says nothing in Latin script but Disha's name and the names of boards and models.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { isStructurallySame } from '@formatjs/icu-messageformat-parser/manipulator.js'
import { describe, expect, it } from 'vitest'
import { reportCatalogue, reportText } from './report-text'

const english = reportCatalogue('en')
const hindi = reportCatalogue('hi')

/** The literal text of a message, plural branches included. */
function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((el) => {
    if (el.type === TYPE.literal) return [el.value]
    if (el.type === TYPE.plural || el.type === TYPE.select) return Object.values(el.options).flatMap((o) => literals(o.value))
    return []
  })
}

/** Latin-script words a Hindi report may say: the app's name, boards, the subject combinations, the interest model. */
const KEPT = new Set(['Disha', 'CBSE', 'ICSE', 'ISC', 'NCERT', 'PCM', 'PCB', 'PCMB', 'RIASEC'])

describe("the report's catalogues", () => {
  it('have the same ids in English and Hindi', () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort())
  })

  it('hold valid ICU messages with the same arguments and plurals in both languages', () => {
    for (const [id, text] of Object.entries(english)) {
      const same = isStructurallySame(parse(text), parse(hindi[id] ?? ''))
      expect(same.success, `${id}: ${same.error?.message ?? ''}`).toBe(true)
    }
  })

  it('say nothing in Latin script in Hindi but Disha, the boards, PCM, PCB and RIASEC', () => {
    const found = Object.entries(hindi).flatMap(([id, text]) =>
      (literals(parse(text)).join(' ').match(/[A-Za-z]+/g) ?? []).filter((word) => !KEPT.has(word)).map((word) => `${id}: ${word}`),
    )
    expect(found).toEqual([])
  })

  it('format with Indian numbers, dates and lists in each language', () => {
    const [en, hi] = [reportText('en'), reportText('hi')]
    const at = new Date('2026-11-20T10:00:00.000Z')
    expect(en.date(at)).toBe('20 November 2026')
    expect(hi.date(at)).toBe('20 नवंबर 2026')
    expect(en.list(['A', 'B', 'C'])).toBe('A, B and C')
    expect(hi.list(['A', 'B', 'C'])).toBe('A, B, और C')
    expect(en.t('cover.tile.answeredValue', { answered: 1234, total: 123456 })).toBe('1,234 of 1,23,456')
    expect(hi.t('cover.glance.kind', { name: 'x', percent: 80, band: 'y', careers: 1 })).toContain('1 करियर')
  })
})
