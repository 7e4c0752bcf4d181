// Which of Disha's languages a browser asks for: the app reads `navigator.languages`, the server the
// Accept-Language header the browser builds from the same list (docs/decisions/045-i18n.md).
import { LOCALES, type Locale } from './constants'

/**
 * A cookie holding the language chosen in this browser, written by the app beside its localStorage copy, so the
 * server can send a page already drawn in that language.
 */
export const LOCALE_COOKIE = 'disha_locale'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * The first of the browser's languages that Disha speaks: any Hindi (hi, hi-IN) is Hindi, any English is English.
 * Null when it names neither, and the caller's default applies.
 */
export function localeFromLanguages(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const primary = language.trim().toLowerCase().split(/[-_]/)[0]
    if (isLocale(primary)) return primary
  }
  return null
}

/** An Accept-Language header's languages, most wanted first (q=0 means not wanted); ties keep their order. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      // A weight that is not a number makes the entry unreadable: it is left out.
      const q = weight === undefined ? 1 : /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(weight) ? Number(weight.slice(2)) : Number.NaN
      return { tag: tag.trim(), q, index }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}
