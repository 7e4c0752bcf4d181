// Which language the interface speaks in this browser, and remembering a choice (docs/decisions/045-i18n.md). No
// React here: the landing page's and the app's entries read it before anything renders.
import type { Locale } from '../../shared/constants'
import { isLocale, LOCALE_COOKIE, localeFromLanguages } from '../../shared/locale'

/** localStorage: the language chosen in this browser. */
export const LOCALE_STORAGE_KEY = 'disha-locale'

/** The locale Intl formats dates and numbers with: Indian English and Hindi as written in India. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' }

/** Each language's name in that language: how the switch offers it, whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' }

/** The language chosen in this browser, or null when none was chosen (or storage is blocked). */
export function storedLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY)
    return isLocale(value) ? value : null
  } catch {
    return null
  }
}

/** The browser's own first choice among English and Hindi (`navigator.languages`); English if it names neither. */
export function browserLocale(): Locale {
  if (typeof navigator === 'undefined') return 'en'
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language]
  return localeFromLanguages(languages) ?? 'en'
}

/** What this browser should see: its remembered choice, else the browser's language. */
export function preferredLocale(): Locale {
  return storedLocale() ?? browserLocale()
}

/**
 * Remembers a choice in this browser: in localStorage, and in a cookie (LOCALE_COOKIE) the server reads to send the
 * pre-rendered pages already in that language. The cookie decides nothing else.
 */
export function rememberLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Storage blocked (a private window): the cookie below still carries the choice.
  }
  if (typeof document !== 'undefined') document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`
}

/** The language the server drew this document in (`<html lang>`), which its hydration must render first. */
export function documentLocale(): Locale {
  if (typeof document === 'undefined') return 'en'
  const lang = document.documentElement.lang.toLowerCase().split('-')[0]
  return isLocale(lang) ? lang : 'en'
}
