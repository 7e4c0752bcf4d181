import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router'
import { createQueryClient } from '../lib/query-client'
import { routes } from './router'

export function App({ queryClient, router: givenRouter }: { queryClient?: QueryClient; router?: DataRouter }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const [router] = useState(() => givenRouter ?? createBrowserRouter(routes))
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
