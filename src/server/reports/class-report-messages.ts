// The texts of the class and school reports' PDFs in the counsellor's language: ICU messages in
// class-messages/<locale>.json (the school's under 'school.'), the same ids and arguments in English and Hindi, in the
// words of the reports' screens (the client's counsellor catalogue), so the paper and the screen name things alike.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import type { Locale } from '../../shared/constants'
import { PROJECT_ROOT } from '../lib/paths'

export type ClassMessageId = keyof typeof import('./class-messages/en.json')

const DIR = path.join(PROJECT_ROOT, 'src', 'server', 'reports', 'class-messages')
/** The Intl locale of each language, as the client formats them (decision 045). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' }

const catalogues = new Map<Locale, Record<string, string>>()
const formats = new Map<string, IntlMessageFormat>()

/** A language's catalogue, read when first needed. Exposed for the tests. */
export function classCatalogue(locale: Locale): Record<string, string> {
  let messages = catalogues.get(locale)
  if (!messages) {
    messages = JSON.parse(readFileSync(path.join(DIR, `${locale}.json`), 'utf8')) as Record<string, string>
    catalogues.set(locale, messages)
  }
  return messages
}

/** A message said in `locale`; each message is parsed once per language. */
export function classText(locale: Locale, id: ClassMessageId, values?: Record<string, string | number>): string {
  const key = `${locale}\u0000${id}`
  let format = formats.get(key)
  if (!format) {
    const source = classCatalogue(locale)[id]
    if (source === undefined) throw new Error(`No class report message '${id}' in the ${locale} catalogue`)
    format = new IntlMessageFormat(source, INTL_LOCALE[locale])
    formats.set(key, format)
  }
  return String(format.format(values))
}
