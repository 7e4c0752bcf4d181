import type { FastifyRequest } from 'fastify'
import type { Locale } from '../../shared/constants'
import { acceptedLanguages, isLocale, LOCALE_COOKIE, localeFromLanguages } from '../../shared/locale'

/**
 * The language to draw a page in for this browser (docs/decisions/045-i18n.md): the one it chose (the app keeps the
 * choice in a cookie beside localStorage), else the first of Disha's languages its Accept-Language names, else English.
 * The app decides again in the browser (its stored choice, then `navigator.languages`, then the account's choice) and
 * switches if need be; this only spares the page a switch after its first paint.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies[LOCALE_COOKIE]
  if (isLocale(chosen)) return chosen
  return localeFromLanguages(acceptedLanguages(request.headers['accept-language'])) ?? 'en'
}

/**
 * The language of the screen that asks (docs/decisions/059-results-in-the-screens-language.md): the `lang` the app
 * sends, which is the language it shows, else this browser's as for a page. It decides only what an account has not:
 * the server says a result in the account's chosen language whatever the screen shows.
 */
export function screenLocale(request: FastifyRequest, lang: Locale | undefined): Locale {
  return lang ?? pageLocale(request)
}
