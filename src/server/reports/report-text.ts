// The report's own words (headings, labels, intros, the steps of a grade, the page for parents) in the student's
// language: ICU messages in reports/messages/<locale>.json, the same ids and arguments in English and Hindi,
// formatted with intl-messageformat as the mails and the engine's sentences are. Numbers, dates and lists follow
// Indian English and Hindi (en-IN, hi-IN).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import type { Locale } from '../../shared/constants'
import { PROJECT_ROOT } from '../lib/paths'

export type ReportMessageId = keyof typeof import('./messages/en.json')
export type ReportValues = Record<string, string | number>

const MESSAGES_DIR = path.join(PROJECT_ROOT, 'src', 'server', 'reports', 'messages')
const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' }

const catalogues = new Map<Locale, Record<string, string>>()

/** A language's report catalogue, read when first needed. Exposed for the tests. */
export function reportCatalogue(locale: Locale): Record<string, string> {
  let messages = catalogues.get(locale)
  if (!messages) {
    messages = JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${locale}.json`), 'utf8')) as Record<string, string>
    catalogues.set(locale, messages)
  }
  return messages
}

export interface ReportText {
  locale: Locale
  /** The message `id` with its arguments. */
  t(id: ReportMessageId, values?: ReportValues): string
  /** Items joined as the language joins them: "A, B and C", "A, B, और C". */
  list(items: readonly string[]): string
  /** A date as the report writes it: "20 November 2026", "20 नवंबर 2026" (India's time). */
  date(at: Date): string
}

// Every report says the same few hundred messages: each is parsed once per language.
const texts = new Map<Locale, ReportText>()

export function reportText(locale: Locale): ReportText {
  let text = texts.get(locale)
  if (text) return text
  const catalogue = reportCatalogue(locale)
  const intlLocale = INTL_LOCALE[locale]
  const formats = new Map<string, IntlMessageFormat>()
  // A message without arguments says the same every time: said once.
  const said = new Map<string, string>()
  const lists = new Intl.ListFormat(intlLocale, { style: 'long', type: 'conjunction' })
  const dates = new Intl.DateTimeFormat(intlLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })
  text = {
    locale,
    t(id, values) {
      if (!values) {
        const known = said.get(id)
        if (known !== undefined) return known
      }
      let format = formats.get(id)
      if (!format) {
        const source = catalogue[id]
        if (source === undefined) throw new Error(`No report message '${id}' in the ${locale} catalogue`)
        format = new IntlMessageFormat(source, intlLocale)
        formats.set(id, format)
      }
      const out = String(format.format(values))
      if (!values) said.set(id, out)
      return out
    },
    list: (items) => lists.format(items),
    date: (at) => dates.format(at),
  }
  texts.set(locale, text)
  return text
}
