// First: configures zod before any module builds a schema (lib/zod-jitless.ts).
import './lib/zod-jitless'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { App } from './app/app'
import { startFirstLoadRequests } from './app/first-load'
import { routes } from './app/router'
import { readTestPageData, takeOverTestPage } from './app/test-page-data'
import { createQueryClient } from './lib/query-client'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const queryClient = createQueryClient()
const router = createBrowserRouter(routes)
const app = (onRendered?: () => void) => (
  <StrictMode>
    <App queryClient={queryClient} router={router} onRendered={onRendered} />
  </StrictMode>
)
const mount = (onRendered?: () => void) => createRoot(container).render(app(onRendered))

const serverPage = readTestPageData()
// A reloaded test, drawn by the server with its data (docs/decisions/018): the app takes that page over.
if (serverPage) {
  void takeOverTestPage({ root: container, data: serverPage, router, queryClient, mount, hydrate: (onRendered) => hydrateRoot(container, app(onRendered)) })
} else {
  startFirstLoadRequests(queryClient, window.location.pathname)
  mount()
}
