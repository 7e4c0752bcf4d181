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
 * too. When the catalogue cannot be fetched (offline) nothing changes, nothing is remembered, and a toast says so.
 */
function chooseLocale(locale: Locale, onChosen?: (locale: Locale) => void): void {
  switchLocale(locale).then(
    () => {
      rememberLocale(locale)
      onChosen?.(locale)
    },
    () => {
      const { t } = currentI18n()
      toast({ title: t('language.failed.title'), description: t('language.failed.message'), variant: 'destructive' })
    },
  )
}

/**
 * The header's language switch: a native select (a phone shows its own picker), named for screen readers in the page's
 * language, each language offered by its own name and marked with its `lang`, so a reader of either finds theirs. On a
 * phone's width its face is a globe alone (the header also holds the logo and Login/Register at 360 px); wider, the
 * globe and the language shown. The select itself lies over that face, transparent and as large (the face's edge is a
 * ring, not a border, so the select keeps the full 44 px): it takes the taps, the keys and the focus, and the face
 * shows the focus ring.
 */
export function LanguageSwitch({ onChosen, className }: { onChosen?: (locale: Locale) => void; className?: string }) {
  const { locale, t } = useI18n()
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value
    if (isLocale(next) && next !== locale) chooseLocale(next, onChosen)
  }
  return (
    // The label wraps the select: no id to keep equal between the pre-rendered frame and the app's render.
    <label
      className={cn(
        'relative inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-lg bg-white px-2 text-gray-900 ring-1 ring-gray-500 ring-inset hover:bg-gray-100',
        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-700',
        className,
      )}
    >
      <span className="sr-only">{t('language.label')}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.75">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      <span aria-hidden="true" lang={locale} className="hidden sm:inline">
        {LOCALE_NAMES[locale]}
      </span>
      <select value={locale} onChange={change} className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 text-base">
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
