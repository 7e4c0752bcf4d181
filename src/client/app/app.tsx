import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router'
import { I18nProvider } from '../i18n/i18n'
import { createQueryClient } from '../lib/query-client'
import { routes } from './router'

/**
 * `onRendered` runs once the first render is on the page and its effects have run: React renders, and hydrates, in
 * a later task than the call that starts it, and a server-drawn test page hands the student's early input to the app
 * only then (app/test-page-data.ts).
 */
export function App({ queryClient, router: givenRouter, onRendered }: { queryClient?: QueryClient; router?: DataRouter; onRendered?: () => void }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const [router] = useState(() => givenRouter ?? createBrowserRouter(routes))
  const rendered = useRef(onRendered)
  useEffect(() => {
    // Once, though StrictMode runs a development build's effects twice.
    const callback = rendered.current
    rendered.current = undefined
    callback?.()
  }, [])
  return (
    <QueryClientProvider client={client}>
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  )
}
