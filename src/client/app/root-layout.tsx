import { useEffect, useRef } from 'react'
import { Link, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router'
import { mainClassName, SiteFooter, SkipLink } from '../components/layout/site-frame'
import { AppLinkContext, type RenderAppLink } from '../components/ui/app-link'
import { ErrorPanel } from '../components/ui/error-panel'
import { LoadingState } from '../components/ui/loading-state'
import { LazyToaster } from '../components/ui/lazy-toaster'
import { useUser } from '../features/auth/api/get-user'
import { useAccountLocale } from '../features/auth/api/set-locale'
import { apiErrorText } from '../i18n/api-error-text'
import { useI18n } from '../i18n/i18n'
import { AppHeader } from './app-header'

/** Inside the app, the shared components' links navigate without a page load. */
const renderRouterLink: RenderAppLink = ({ to, replace, ...props }) => <Link to={to} replace={replace} {...props} />

export function RootLayout() {
  const session = useUser()
  const i18n = useI18n()
  const { t } = i18n
  useAccountLocale(session.data?.locale)
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
    <AppLinkContext value={renderRouterLink}>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <AppHeader />
        {navigation.state === 'loading' && (
          <div role="status" className="fixed inset-x-0 top-0 z-40 h-1 animate-pulse bg-blue-700">
            <span className="sr-only">{t('frame.loadingPage')}</span>
          </div>
        )}
        <main ref={mainRef} id="main" tabIndex={-1} className={mainClassName}>
          {session.isPending ? (
            <>
              <h1 className="sr-only">Disha</h1>
              <LoadingState label={t('common.loading')} />
            </>
          ) : session.isError ? (
            <>
              <h1 className="sr-only">Disha</h1>
              <ErrorPanel
                title={t('frame.unreachable.title')}
                message={apiErrorText(session.error, 'frame.unreachable.message', i18n)}
                onRetry={() => void session.refetch()}
              />
            </>
          ) : (
            <Outlet />
          )}
        </main>
        <SiteFooter />
        <LazyToaster />
        <ScrollRestoration />
      </div>
    </AppLinkContext>
  )
}
