import { Link } from 'react-router'
import { buttonStyles } from '../../components/ui/button'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useUser } from '../../features/auth/api/get-user'
import { useI18n } from '../../i18n/i18n'

export function NotFoundRoute() {
  const { t } = useI18n()
  useDocumentTitle(t('notFound.title'))
  const { data: user } = useUser()
  return (
    <section className="mx-auto max-w-md py-8 text-center">
      <p className="text-5xl font-bold text-blue-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-gray-700">{t('notFound.message')}</p>
      {/* Signed-in pages do not exist while signed out, so an expired session lands here. */}
      {user === null && <p className="mt-2 text-gray-700">{t('notFound.signedOut')}</p>}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to="/" className={buttonStyles('primary')}>
          {t('common.goHome')}
        </Link>
        {user === null && (
          <Link to="/?showAuth=true" className={buttonStyles('secondary')}>
            {t('notFound.login')}
          </Link>
        )}
      </div>
    </section>
  )
}
