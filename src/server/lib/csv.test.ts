import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../../tests/support/csv'
import { csvCell, toCsv } from './csv'

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and reads back as written', () => {
    const rows = [
      ['Name', 'Notes', 'Count'],
      ['Khan, Arif', 'He said "fine"', 3],
      ['प्रिया शर्मा', 'line one\nline two', 0],
      ['Plain', '', null],
    ]
    const text = toCsv(rows)
    expect(text.startsWith('\uFEFF')).toBe(true)
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text).toContain('"Khan, Arif","He said ""fine""",3\r\n')
    expect(parseCsv(text)).toEqual(rows.map((r) => r.map((c) => (c === null ? '' : String(c)))))
  })

  it('guards every text cell a spreadsheet would run as a formula', () => {
    for (const formula of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '  =1+1', ' @x']) {
      const cell = csvCell(formula)
      const read = parseCsv(`${cell}\r\n`)[0]?.[0] as string
      expect(read.startsWith("'"), formula).toBe(true)
      expect(read.slice(1)).toBe(formula)
    }
    // Ordinary text, and numbers (a count is never guarded), pass unchanged.
    expect(csvCell('Asha Verma')).toBe('Asha Verma')
    expect(csvCell('9 A')).toBe('9 A')
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(null)).toBe('')
    expect(csvCell(Number.NaN)).toBe('')
  })
})
