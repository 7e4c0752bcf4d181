import type { ReactNode } from 'react'
import type { Locale } from '../../../shared/constants'
import { useI18n } from '../../i18n/i18n'
import { AppLink } from '../ui/app-link'
import { buttonStyles } from '../ui/button'
import { LanguageSwitch } from './language-switch'

// The parts every page shares, for the app (react-router) and for the pre-rendered landing page alike: the same
// markup from the same components, so the landing page's HTML and the app's render cannot drift apart.

export function SkipLink() {
  const { t } = useI18n()
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:text-blue-700 focus:shadow-lg"
    >
      {t('frame.skipLink')}
    </a>
  )
}

/**
 * The header's Login/Register button: a primary button, narrower at a phone's width so that the logo, the language
 * switch and the button fit in 360 px.
 */
export const headerButtonClass = buttonStyles('primary').replace(' px-4 ', ' px-3 sm:px-4 ')

/**
 * The header bar: the logo linking home, the language switch, and `children` (the account part) on the right.
 * `onLocaleChosen` keeps a choice of language for the signed-in account as well as in the browser.
 */
export function SiteHeader({ children, onLocaleChosen }: { children?: ReactNode; onLocaleChosen?: (locale: Locale) => void }) {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-2 px-4">
        <AppLink to="/" className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md text-xl font-bold text-blue-700 sm:text-2xl">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="m15.5 8.5-2 5-5 2 2-5z" fill="currentColor" />
          </svg>
          Disha
        </AppLink>
        <div className="flex min-w-0 items-center gap-2">
          <LanguageSwitch onChosen={onLocaleChosen} />
          {children}
        </div>
      </div>
    </header>
  )
}

// At least a screen tall: the footer starts below the fold, so a page that grows from its loading state to its
// content does not push a visible footer down (a layout shift Lighthouse counted on the test page).
export const mainClassName = 'mx-auto min-h-dvh w-full max-w-5xl flex-1 px-4 py-6 focus:outline-none sm:py-10'

export function SiteFooter() {
  const { t } = useI18n()
  return (
    <footer className="border-t border-gray-200 px-4 py-4 text-center text-sm text-gray-700">
      <AppLink to="/privacy" className="inline-flex min-h-11 items-center px-2 text-blue-700 underline">
        {t('frame.footer.privacy')}
      </AppLink>
    </footer>
  )
}
