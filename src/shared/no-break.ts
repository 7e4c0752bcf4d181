// A number and its unit (or percent sign) stay on one line: '10 V', '20 %', '₹1 lakh' split at a line end read as
// '10' and 'V battery'. A no-break space (U+00A0) between them keeps them together on every screen and in the PDF;
// it looks like a space and copies as one. The assessment's data is written so (scripts/join-units.ts puts them in,
// the data test finds any left), and the report's renderer applies the same rule to what it draws.

export const NO_BREAK_SPACE = '\u00a0'

/**
 * The units a number is written with in the questions, explanations and catalogue: SI symbols, the percent sign, and
 * lakh and crore (Indian numbering). Longer forms first, so 'm/s' is not read as 'm'.
 */
const UNITS = [
  '%',
  'm/s²',
  'm/s',
  'km/h',
  'g/mol',
  'cm²',
  'cm³',
  'm²',
  'm³',
  'km',
  'cm',
  'mm',
  'kg',
  'mg',
  'mol',
  'kJ',
  'kW',
  'kPa',
  'Pa',
  'Hz',
  'mL',
  'min',
  '°C',
  'Ω',
  'lakh',
  'crore',
  'm',
  'g',
  'N',
  'J',
  'W',
  'V',
  'A',
  'M',
  'K',
  'L',
  's',
  'h',
]

const escape = (unit: string) => unit.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
// A digit, an ordinary space, then a unit that ends there (not the start of a longer word: '5 men', '2 mol' read right).
const SPLIT_SOURCE = `(?<=\\d) (?=(?:${UNITS.map(escape).join('|')})(?![\\p{L}\\p{N}²³/]))`

/** The text with a no-break space wherever a number meets its unit: '10 V battery' -> '10\u00a0V battery'. */
export function joinNumbersToUnits(text: string): string {
  return text.replace(new RegExp(SPLIT_SOURCE, 'gu'), NO_BREAK_SPACE)
}

/** Where the text still lets a number and its unit part at a line end: each as 'number unit' ('10 V'); empty when none. */
export function numberUnitSplits(text: string): string[] {
  const found: string[] = []
  const split = new RegExp(SPLIT_SOURCE, 'gu')
  for (let match = split.exec(text); match; match = split.exec(text)) {
    const before = /[\d.,]+$/.exec(text.slice(0, match.index))?.[0] ?? ''
    const after = /^[^\s,.;:)]+/u.exec(text.slice(match.index + 1))?.[0] ?? ''
    found.push(`${before} ${after}`)
  }
  return found
}

/**
 * Whether two texts say the same once no-break spaces are read as spaces. Answers are option texts, and an option
 * may be written with either space (a student's saved answer, a bank edited by hand): both name the same option.
 */
export function sameText(a: string, b: string): boolean {
  return a === b || a.replaceAll(NO_BREAK_SPACE, ' ') === b.replaceAll(NO_BREAK_SPACE, ' ')
}
