// First: configures zod before any module builds a schema (lib/zod-jitless.ts).
import './lib/zod-jitless'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { startFirstLoadRequests } from './app/first-load'
import { createQueryClient } from './lib/query-client'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const queryClient = createQueryClient()
startFirstLoadRequests(queryClient, window.location.pathname)

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
)
