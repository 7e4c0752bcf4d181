import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { headerButtonClass, mainClassName, SiteFooter, SiteHeader, SkipLink } from '../components/layout/site-frame'
import { LazyToaster } from '../components/ui/lazy-toaster'
import { I18nProvider, useI18n } from '../i18n/i18n'
import { LandingPage } from './landing-page'

/**
 * The whole landing page as a first, signed-out visit gets it: pre-rendered to HTML at build time in each language
 * (the server sends it for `/` when the browser holds no sign-in hint, docs/decisions/011 and 045) and hydrated by
 * landing-main.tsx. It renders what the app renders at `/` for a signed-out visitor, without react-router, TanStack
 * Query or zod, so the first paint needs no JavaScript and the JavaScript that follows stays small
 * (docs/benchmarks.md, front end). Links to other pages are plain links: they load the app.
 */
export function PublicLanding({ initialShowForm = false, onHydrated }: { initialShowForm?: boolean; onHydrated?: () => void }) {
  const [showForm, setShowForm] = useState(initialShowForm)
  const hydrated = useRef(onHydrated)
  const { t } = useI18n()
  useEffect(() => hydrated.current?.(), [])

  // On this page already, the header's Login/Register only opens the form (the app does the same).
  const openForm = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setShowForm(true)
  }

  return (
    <I18nProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader>
          <nav aria-label={t('header.accountNav')}>
            <a href="/?showAuth=true" onClick={openForm} className={headerButtonClass}>
              {t('header.loginRegister')}
            </a>
          </nav>
        </SiteHeader>
        <main id="main" tabIndex={-1} className={mainClassName}>
          <LandingPage showForm={showForm} onShowFormChange={setShowForm} />
        </main>
        <SiteFooter />
        <LazyToaster />
      </div>
    </I18nProvider>
  )
}
