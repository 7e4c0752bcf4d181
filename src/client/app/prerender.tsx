import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { documentTitle } from '../hooks/use-document-title'
import { AppShell } from './app-shell'
import { landingTitle } from './landing-page'
import { PublicLanding } from './public-landing'

/**
 * The landing page's HTML, rendered at build time (vite.config.ts) from the same component the landing entry
 * hydrates. `login` is the variant with the form open, sent for `/?showAuth=true`.
 */
export function prerenderLanding(view: 'info' | 'login'): { html: string; title: string } {
  const showForm = view === 'login'
  const html = renderToString(
    <StrictMode>
      <PublicLanding initialShowForm={showForm} />
    </StrictMode>,
  )
  return { html, title: documentTitle(landingTitle(showForm)) }
}

/** The frame and 'Loading...' every app page shows first, rendered into index.html at build time. */
export function prerenderAppShell(): string {
  return renderToString(<AppShell />)
}
