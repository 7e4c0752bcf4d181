// CSV for spreadsheets (RFC 4180): fields with a comma, a quote or a line break are quoted, quotes doubled, lines end
// in CRLF, and the file starts with a byte-order mark so that Excel reads UTF-8 (a name in Devanagari) as UTF-8.
// A text cell a spreadsheet would read as a formula (it starts with =, +, -, @, a tab or a carriage return, spaces
// before them included) is sent with a leading apostrophe, so a student's name cannot run as a formula on the
// counsellor's computer (OWASP "CSV injection").

export type CsvCell = string | number | null | undefined

const FORMULA_START = /^[\s]*[=+\-@]|^[\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** One cell as CSV text: numbers as they are, nothing for null, text guarded and quoted as needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const guarded = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded
}

/** A whole file: the header row, then a row per record. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
