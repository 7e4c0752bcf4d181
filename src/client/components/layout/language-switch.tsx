import type { ChangeEvent } from 'react'
import { LOCALES, type Locale } from '../../../shared/constants'
import { isLocale } from '../../../shared/locale'
import { toast } from '../../hooks/use-toast'
import { currentI18n, switchLocale, useI18n } from '../../i18n/i18n'
import { LOCALE_NAMES, rememberLocale } from '../../i18n/locale'
import { cn } from '../../lib/cn'

/** What the landing page's offer of the other language says, in that language. */
const OFFERS: Record<Locale, string> = { en: 'Read in English', hi: 'हिन्दी में पढ़ें' }

/**
 * Shows the interface in `locale` and remembers it in this browser; `onChosen` then keeps it for the signed-in account
 * too. When the catalogue cannot be fetched (offline) nothing changes and a toast says so.
 */
export function chooseLocale(locale: Locale, onChosen?: (locale: Locale) => void): void {
  rememberLocale(locale)
  switchLocale(locale).then(
    () => onChosen?.(locale),
    () => {
      const { t } = currentI18n()
      toast({ title: t('language.failed.title'), description: t('language.failed.message'), variant: 'destructive' })
    },
  )
}

/**
 * The header's language switch: a native select (a phone shows its own picker), named for screen readers in the page's
 * language, each language offered by its own name and marked with its `lang`, so a reader of either finds theirs.
 */
export function LanguageSwitch({ onChosen, className }: { onChosen?: (locale: Locale) => void; className?: string }) {
  const { locale, t } = useI18n()
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value
    if (isLocale(next) && next !== locale) chooseLocale(next, onChosen)
  }
  return (
    // The label wraps the select: no id to keep equal between the pre-rendered frame and the app's render.
    <label className={cn('flex items-center', className)}>
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={locale}
        onChange={change}
        className="min-h-11 rounded-lg border border-gray-500 bg-white py-2 pr-1 pl-2 text-base text-gray-900"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The landing page's offer of the other language, written in that language: the first thing a reader of it can read. */
export function LanguageOffer({ className }: { className?: string }) {
  const { locale } = useI18n()
  const other: Locale = locale === 'hi' ? 'en' : 'hi'
  return (
    <button
      type="button"
      lang={other}
      onClick={() => chooseLocale(other)}
      className={cn('inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-blue-700 underline underline-offset-4 ring-1 ring-blue-200 hover:bg-blue-50', className)}
    >
      {OFFERS[other]}
    </button>
  )
}
