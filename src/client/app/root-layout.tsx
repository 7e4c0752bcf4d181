import { useEffect, useRef } from 'react'
import { Link, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router'
import { ErrorPanel } from '../components/ui/error-panel'
import { LoadingState } from '../components/ui/loading-state'
import { LazyToaster } from '../components/ui/lazy-toaster'
import { useUser } from '../features/auth/api/get-user'
import { apiErrorMessage } from '../lib/api-client'
import { AppHeader } from './app-header'

export function RootLayout() {
  const session = useUser()
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const mainRef = useRef<HTMLElement>(null)
  const isFirstRender = useRef(true)

  // A new page replaces the content without a page load: move focus to it, as a full load would, so screen
  // reader and keyboard users start at the top of the new page rather than on a link that no longer exists.
  // A page that already placed focus inside itself (a form's heading, say) keeps it.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false
      return
    }
    if (!mainRef.current?.contains(document.activeElement)) mainRef.current?.focus({ preventScroll: true })
  }, [pathname])

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:text-blue-700 focus:shadow-lg"
      >
        Skip to main content
      </a>
      <AppHeader />
      {navigation.state === 'loading' && (
        <div role="status" className="fixed inset-x-0 top-0 z-40 h-1 animate-pulse bg-blue-700">
          <span className="sr-only">Loading page...</span>
        </div>
      )}
      <main ref={mainRef} id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 focus:outline-none sm:py-10">
        {session.isPending ? (
          <>
            <h1 className="sr-only">Disha</h1>
            <LoadingState label="Loading..." />
          </>
        ) : session.isError ? (
          <>
            <h1 className="sr-only">Disha</h1>
            <ErrorPanel
              title="We couldn't reach Disha"
              message={apiErrorMessage(session.error, 'Please check your internet connection and try again.')}
              onRetry={() => void session.refetch()}
            />
          </>
        ) : (
          <Outlet />
        )}
      </main>
      <footer className="border-t border-gray-200 px-4 py-4 text-center text-sm text-gray-700">
        <Link to="/privacy" className="inline-flex min-h-11 items-center px-2 text-blue-700 underline">
          Privacy: what we keep about students
        </Link>
      </footer>
      <LazyToaster />
      <ScrollRestoration />
    </div>
  )
}
