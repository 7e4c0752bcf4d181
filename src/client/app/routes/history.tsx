import { Link } from 'react-router'
import { Button, buttonStyles } from '../../components/ui/button'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useI18n } from '../../i18n/i18n'
import { useUser } from '../../features/auth/api/get-user'
import { LogoutDialog } from '../../features/auth/components/logout-dialog'
import { firstNameOf } from '../../features/auth/user-display'
import { TestHistory } from '../../features/tests/components/test-history'

export function HistoryRoute() {
  const { t } = useI18n()
  useDocumentTitle(t('history.title'))
  const { data: user } = useUser()

  if (!user) {
    return (
      <section className="mx-auto max-w-md py-8 text-center">
        <h1 className="text-2xl font-bold text-gray-900">{t('history.pleaseLogin')}</h1>
        <p className="mt-3 text-gray-700">{t('history.loginText')}</p>
        {/* The server's login entry point redirects to the login form. */}
        <a href="/api/login" className={buttonStyles('primary', 'mt-6')}>
          {t('history.login')}
        </a>
      </section>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">{t('history.title')}</h1>
          <p className="mt-1 text-lg text-gray-700">{t('history.welcome', { name: firstNameOf(user) })}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/" className={buttonStyles('primary')}>
            {t('history.new')}
          </Link>
          <LogoutDialog trigger={<Button variant="secondary">{t('history.logout')}</Button>} />
        </div>
      </div>
      <TestHistory />
    </div>
  )
}
