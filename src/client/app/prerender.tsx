import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import type { Locale } from '../../shared/constants'
import { documentTitle } from '../hooks/use-document-title'
import enFrame from '../i18n/en/frame.json'
import enLanding from '../i18n/en/landing.json'
import hiFrame from '../i18n/hi/frame.json'
import hiLanding from '../i18n/hi/landing.json'
import { currentI18n, showLocale } from '../i18n/i18n'
import type { Area, Catalogue } from '../i18n/messages'
import { AppShell } from './app-shell'
import { landingTitle } from './landing-page'
import { PublicLanding } from './public-landing'

/** The areas the pre-rendered pages show, in each language. */
const AREAS: Record<Locale, Partial<Record<Area, Catalogue>>> = {
  en: { frame: enFrame, landing: enLanding },
  hi: { frame: hiFrame, landing: hiLanding },
}

/** A pre-rendered page: `#root`'s markup and what the document around it says, in the page's language. */
export interface PrerenderedPage {
  html: string
  lang: Locale
  title: string
  description: string
  noscript: string
}

/** Renders in `locale`, then shows English again: the build renders one page after another in one process. */
function inLocale(locale: Locale, render: () => { html: string; title: string }): PrerenderedPage {
  showLocale(locale, AREAS[locale])
  try {
    const { t } = currentI18n()
    return { ...render(), lang: locale, description: t('meta.description'), noscript: t('meta.noscript') }
  } finally {
    showLocale('en', AREAS.en)
  }
}

/**
 * The landing page's HTML in `locale`, rendered at build time (vite.config.ts) from the same component the landing
 * entry hydrates. `login` is the variant with the form open, sent for `/?showAuth=true`.
 */
export function prerenderLanding(view: 'info' | 'login', locale: Locale = 'en'): PrerenderedPage {
  const showForm = view === 'login'
  return inLocale(locale, () => ({
    html: renderToString(
      <StrictMode>
        <PublicLanding initialShowForm={showForm} />
      </StrictMode>,
    ),
    title: documentTitle(currentI18n().t(landingTitle(showForm))),
  }))
}

/** The frame and 'Loading...' every app page shows first, rendered into index.html (and its Hindi twin) at build time. */
export function prerenderAppShell(locale: Locale = 'en'): PrerenderedPage {
  return inLocale(locale, () => ({ html: renderToString(<AppShell />), title: documentTitle('') }))
}
