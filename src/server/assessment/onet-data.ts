// A pure parser for O*NET's Interests.txt (tab separated, first line a header). Used by tests and by whoever
// refreshes careers.ts from a newer O*NET release; the app itself never reads the O*NET files at run time.
import { RIASEC, type RiasecType } from '../../shared/schemas/items'

export interface OnetInterests {
  title: string
  /** The six OI ratings, 1.00 to 7.00. */
  ratings: Record<RiasecType, number>
  /** O*NET's published high points (IH), First, Second, Third, without the 'none' (0) entries. */
  highPoints: RiasecType[]
}

const ELEMENT_TO_TYPE: Record<string, RiasecType> = {
  Realistic: 'realistic',
  Investigative: 'investigative',
  Artistic: 'artistic',
  Social: 'social',
  Enterprising: 'enterprising',
  Conventional: 'conventional',
}

const HIGH_POINT_ORDER: Record<string, number> = {
  'First Interest High-Point': 0,
  'Second Interest High-Point': 1,
  'Third Interest High-Point': 2,
}

const REQUIRED_COLUMNS = ['O*NET-SOC Code', 'Title', 'Element Name', 'Scale ID', 'Data Value'] as const

interface PartialEntry {
  title: string
  ratings: Partial<Record<RiasecType, number>>
  /** One slot per high point: a type, null for O*NET's 0 ('none'), undefined if the row is absent. */
  highPoints: (RiasecType | null | undefined)[]
}

/**
 * Parse the text of Interests.txt into a map from O*NET-SOC code to title, ratings and high points.
 * Columns are found by header name, so column order does not matter. Throws on a malformed row or an
 * occupation with a missing rating, so a bad file fails loudly instead of yielding half a record.
 */
export function parseInterests(tsvText: string): Map<string, OnetInterests> {
  const lines = tsvText.replace(/^\uFEFF/, '').split(/\r?\n/)
  const header = (lines[0] ?? '').split('\t').map((h) => h.trim())
  const col = Object.fromEntries(
    REQUIRED_COLUMNS.map((name) => {
      const i = header.indexOf(name)
      if (i < 0) throw new Error(`Interests.txt: missing column '${name}'`)
      return [name, i]
    }),
  ) as Record<(typeof REQUIRED_COLUMNS)[number], number>

  const partial = new Map<string, PartialEntry>()
  for (let n = 1; n < lines.length; n++) {
    const line = lines[n]
    if (line === undefined || line.trim() === '') continue
    const cells = line.split('\t')
    const code = cells[col['O*NET-SOC Code']]?.trim()
    const title = cells[col.Title]?.trim()
    const element = cells[col['Element Name']]?.trim()
    const scale = cells[col['Scale ID']]?.trim()
    const raw = cells[col['Data Value']]?.trim()
    if (!code || !title || !element || !scale || raw === undefined || raw === '') {
      throw new Error(`Interests.txt line ${n + 1}: missing cell`)
    }
    const value = Number(raw)
    if (!Number.isFinite(value)) throw new Error(`Interests.txt line ${n + 1}: bad value '${raw}'`)

    let entry = partial.get(code)
    if (!entry) {
      entry = { title, ratings: {}, highPoints: [undefined, undefined, undefined] }
      partial.set(code, entry)
    }

    if (scale === 'OI') {
      const type = ELEMENT_TO_TYPE[element]
      if (!type) throw new Error(`Interests.txt line ${n + 1}: unknown OI element '${element}'`)
      if (value < 1 || value > 7) throw new Error(`Interests.txt line ${n + 1}: OI value ${value} outside 1..7`)
      entry.ratings[type] = value
    } else if (scale === 'IH') {
      const slot = HIGH_POINT_ORDER[element]
      if (slot === undefined) throw new Error(`Interests.txt line ${n + 1}: unknown IH element '${element}'`)
      if (!Number.isInteger(value) || value < 0 || value > 6) {
        throw new Error(`Interests.txt line ${n + 1}: IH value ${value} outside 0..6`)
      }
      entry.highPoints[slot] = value === 0 ? null : (RIASEC[value - 1] as RiasecType)
    }
    // Other scales, if a later release adds any, are ignored.
  }

  const result = new Map<string, OnetInterests>()
  for (const [code, entry] of partial) {
    const ratings = {} as Record<RiasecType, number>
    for (const type of RIASEC) {
      const v = entry.ratings[type]
      if (v === undefined) throw new Error(`Interests.txt: ${code} has no OI rating for ${type}`)
      ratings[type] = v
    }
    const highPoints = entry.highPoints.filter((h): h is RiasecType => typeof h === 'string')
    result.set(code, { title: entry.title, ratings, highPoints })
  }
  return result
}

/** Parse Occ.txt (code, title, description) into a map from O*NET-SOC code to title. */
export function parseOccupationTitles(tsvText: string): Map<string, string> {
  const lines = tsvText.replace(/^\uFEFF/, '').split(/\r?\n/)
  const header = (lines[0] ?? '').split('\t').map((h) => h.trim())
  const codeCol = header.indexOf('O*NET-SOC Code')
  const titleCol = header.indexOf('Title')
  if (codeCol < 0 || titleCol < 0) throw new Error('Occ.txt: missing code or title column')
  const result = new Map<string, string>()
  for (const line of lines.slice(1)) {
    if (line.trim() === '') continue
    const cells = line.split('\t')
    const code = cells[codeCol]?.trim()
    const title = cells[titleCol]?.trim()
    if (code && title) result.set(code, title)
  }
  return result
}
