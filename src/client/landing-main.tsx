// The landing page's own entry: the page is already on screen, pre-rendered at build time (app/public-landing.tsx).
// This small script holds any early press, lets the HTML paint, and only then loads React to hydrate it
// (landing-hydrate.tsx): nothing competes with the first paint on a slow connection. The app's entry (main.tsx)
// serves every other page, and `/` once the browser holds a session.
import { afterFirstPaint, holdEarlyActions } from './app/early-actions'
// Inlined into the page by the build; the app's cached file is fetched with React after the paint, ready for the app.
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('landing.html has no #root element')
const root = container

// The server sends the form variant for `/?showAuth=true` (the login link of other pages, GET /api/login); the
// query has done its job once the form shows, so it leaves the address without a new history entry.
if (new URLSearchParams(window.location.search).has('showAuth')) {
  const url = new URL(window.location.href)
  url.searchParams.delete('showAuth')
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

const early = holdEarlyActions(root)
afterFirstPaint(() => {
  // The page hydrates with its language's messages (landing-hydrate.tsx): fetched alongside React, not after it.
  if (document.documentElement.lang === 'hi') {
    void import('./i18n/hi/frame.json')
    void import('./i18n/hi/landing.json')
  } else void import('./i18n/en/landing.json')
  void import('./landing-hydrate').then(({ hydrateLanding }) => hydrateLanding(root, early.release))
})
