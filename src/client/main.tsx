// First: configures zod before any module builds a schema (lib/zod-jitless.ts).
import './lib/zod-jitless'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, type DataRouter } from 'react-router'
import { App } from './app/app'
import { startFirstLoadRequests } from './app/first-load'
import { currentLocale, startLocale, switchLocale } from './i18n/i18n'
import { documentLocale, preferredLocale } from './i18n/locale'
import { routes } from './app/router'
import { readTestPageData, takeOverTestPage } from './app/test-page-data'
import { nextTask } from './lib/next-task'
import { createQueryClient } from './lib/query-client'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const queryClient = createQueryClient()
const app = (router: DataRouter, onRendered?: () => void) => (
  <StrictMode>
    <App queryClient={queryClient} router={router} onRendered={onRendered} />
  </StrictMode>
)

const serverPage = readTestPageData()
if (serverPage) {
  // A test page drawn by the server with its data (docs/decisions/018): the app takes that page over. The question is
  // already on screen, so the app starts in short tasks that leave room for input: the router (which reads and writes
  // the history and session storage) a task after the code's evaluation, and the hydration as a transition, which
  // React does in slices of a few milliseconds where a plain hydration is one task as long as the whole page (a fifth
  // of a second on a slow phone: docs/benchmarks.md, front end). Early input is held until it is done.
  // The app's first render speaks the language the server drew the page in (`<html lang>`): its messages are fetched
  // alongside the code (the drawn page preloads them). Should they fail to arrive, the app draws its own page in English
  // instead of hydrating one in another language.
  const drawnIn = documentLocale()
  const messages = drawnIn === 'en' ? Promise.resolve(true) : startLocale(drawnIn, ['test']).then(() => true, () => false)
  void nextTask().then(() => {
    const router = createBrowserRouter(routes)
    return takeOverTestPage({
      root: container,
      data: serverPage,
      router,
      queryClient,
      messages,
      mount: (onRendered) => createRoot(container).render(app(router, onRendered)),
      hydrate: (onRendered) => startTransition(() => void hydrateRoot(container, app(router, onRendered))),
    })
  }).then(() => {
    // Then the page speaks this browser's language, if it chose another (the account's choice is applied by the app).
    const locale = preferredLocale()
    if (locale !== currentLocale()) switchLocale(locale).catch(() => undefined)
  })
} else {
  startFirstLoadRequests(queryClient, window.location.pathname)
  const router = createBrowserRouter(routes)
  // The first render is in this browser's language: Hindi's frame is fetched first (while the router fetches the page's
  // code and its messages); if it cannot be, the page starts in English, whose frame is part of this code.
  startLocale(preferredLocale())
    .catch(() => undefined)
    .finally(() => createRoot(container).render(app(router)))
}
