import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { buttonStyles } from '../../components/ui/button'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { currentI18n, useI18n } from '../../i18n/i18n'
import { NotFoundRoute } from './not-found'

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  const { t } = currentI18n()
  // A new version was deployed while this tab was open and an old page chunk is gone.
  if (error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message)) {
    return t('routeError.updated')
  }
  return t('routeError.unexpected')
}

/** The error boundary of each route: it replaces the page, and the header stays. */
export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />
  if (import.meta.env.DEV) console.error(error)
  return <ErrorMessage message={describe(error)} />
}

function ErrorMessage({ message }: { message: string }) {
  const { t } = useI18n()
  useDocumentTitle(t('routeError.title'))
  return (
    <section role="alert" className="mx-auto max-w-md py-8 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{t('routeError.title')}</h1>
      <p className="mt-3 break-words text-gray-700">{message}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to="/" className={buttonStyles('primary')}>
          {t('common.goHome')}
        </Link>
        <button type="button" className={buttonStyles('secondary')} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </div>
    </section>
  )
}

/** The last resort, when the layout itself failed: no header, no session, only a way out. */
export function RootError() {
  const error = useRouteError()
  if (import.meta.env.DEV) console.error(error)
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-10">
      <ErrorMessage message={describe(error)} />
    </main>
  )
}
