// Puts a no-break space between every number and its unit in the assessment's data (the five item banks, the career
// catalogue, the route costs and the stream routes), so '10 V' or '20 %' never splits at a line end
// (src/shared/no-break.ts). Only the text inside JSON strings changes, written as the escape \u00a0 so a reviewer
// sees it; the files' layout is kept. Safe to run again: a file already right is left as it is.
// Usage: node --import tsx scripts/join-units.ts [folder]   (default: src/server/assessment)
import { readFileSync, writeFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { GRADES } from '../src/shared/schemas/items'
import { joinNumbersToUnits } from '../src/shared/no-break'
import { ASSESSMENT_DATA_DIR } from '../src/server/lib/paths'

/** The data files whose every text is shown to students, parents or in the report. */
export const UNIT_DATA_FILES = [...GRADES.map((g) => path.join('banks', `grade-${g}.json`)), 'careers.json', 'route-costs.json', 'stream-routes.json']

/** Every string in a parsed JSON value, with where it is ('3.options.1'). */
export function* jsonStrings(value: unknown, at = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value]
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* jsonStrings(v, at ? `${at}.${i}` : String(i))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* jsonStrings(v, at ? `${at}.${k}` : k)
}

/** A JSON value with joinNumbersToUnits applied to every string in it (keys excepted). */
function joinedValue(value: unknown): unknown {
  if (typeof value === 'string') return joinNumbersToUnits(value)
  if (Array.isArray(value)) return value.map(joinedValue)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, joinedValue(v)]))
  return value
}

/** The file's text with the no-break spaces put into its string literals, and nothing else changed. */
export function joinUnitsInJson(source: string): string {
  const marker = '\u0000'
  const out = source.replace(/"(?:[^"\\]|\\.)*"/g, (literal) => {
    // The rule runs on the literal's raw text; the space it would turn into U+00A0 is written as its escape.
    const joined = joinNumbersToUnits(literal.replaceAll('\u00a0', marker))
    return joined.replaceAll('\u00a0', '\\u00a0').replaceAll(marker, '\u00a0')
  })
  // The result must be the same data with the rule applied, or the file is left alone.
  if (!isDeepStrictEqual(JSON.parse(out), joinedValue(JSON.parse(source)))) throw new Error('joining units changed more than the spaces')
  return out
}

/** Rewrites the files that need it; answers the files changed. */
function joinUnitsInData(dir: string = ASSESSMENT_DATA_DIR): string[] {
  const changed: string[] = []
  for (const file of UNIT_DATA_FILES) {
    const full = path.join(dir, file)
    const before = readFileSync(full, 'utf8')
    const after = joinUnitsInJson(before)
    if (after !== before) {
      writeFileSync(full, after)
      changed.push(file)
    }
  }
  return changed
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const changed = joinUnitsInData(process.argv[2])
  console.log(changed.length > 0 ? `No-break spaces put between numbers and units in: ${changed.join(', ')}` : 'Every number already keeps its unit.')
}
