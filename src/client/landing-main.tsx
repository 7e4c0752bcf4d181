// The landing page's own entry: hydrates the HTML the build pre-rendered (app/public-landing.tsx). The app's entry
// (main.tsx) serves every other page, and `/` once the browser holds a sign-in hint.
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { PublicLanding } from './app/public-landing'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('landing.html has no #root element')

// The server sends the form variant for `/?showAuth=true` (the login link of other pages, GET /api/login); the
// query has done its job once the form shows, so it leaves the address without a new history entry.
const showForm = container.dataset.view === 'login'
if (new URLSearchParams(window.location.search).has('showAuth')) {
  const url = new URL(window.location.href)
  url.searchParams.delete('showAuth')
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

hydrateRoot(
  container,
  <StrictMode>
    <PublicLanding initialShowForm={showForm} />
  </StrictMode>,
)
