import { Link } from 'react-router'
import { buttonStyles } from '../../components/ui/button'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useI18n } from '../../i18n/i18n'
import { YourData } from '../../features/account/components/your-data'
import { useUser } from '../../features/auth/api/get-user'
import { ChangePasswordForm } from '../../features/auth/components/change-password-form'
import { BoardForm } from '../../features/auth/components/board-form'
import { ProfileDetails } from '../../features/auth/components/profile-details'
import { signInName } from '../../features/auth/user-display'
import { PurchasesList } from '../../features/payments/components/purchases-list'
import { SchoolClassCard } from '../../features/schools/components/join-class-form'

const card = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200'
const quickLink =
  'flex min-h-11 items-center rounded-lg border border-gray-300 px-4 font-medium text-blue-700 hover:bg-blue-50'

export function ProfileRoute() {
  const { t } = useI18n()
  useDocumentTitle(t('profile.title'))
  const { data: user } = useUser()

  if (!user) {
    return (
      <section className="mx-auto max-w-md py-8 text-center">
        <h1 className="text-2xl font-bold text-gray-900">{t('profile.notLoggedIn.title')}</h1>
        <p className="mt-3 text-gray-700">{t('profile.notLoggedIn.message')}</p>
        <Link to="/?showAuth=true" className={buttonStyles('primary', 'mt-6')}>
          {t('profile.notLoggedIn.login')}
        </Link>
      </section>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-gray-900">{t('profile.title')}</h1>
      <section aria-label={t('profile.details')} className={card}>
        <ProfileDetails user={user} />
      </section>
      {user.role === 'student' && (
        <section aria-labelledby="school-title" className={card}>
          <h2 id="school-title" className="text-xl font-bold text-gray-900">
            {t('profile.school')}
          </h2>
          <div className="mt-4">
            <SchoolClassCard user={user} />
          </div>
        </section>
      )}
      {user.role === 'student' && (
        <section aria-labelledby="board-title" className={card}>
          <h2 id="board-title" className="text-xl font-bold text-gray-900">
            {t('profile.board')}
          </h2>
          <div className="mt-4">
            <BoardForm user={user} />
          </div>
        </section>
      )}
      <section aria-labelledby="password-title" className={card}>
        <h2 id="password-title" className="text-xl font-bold text-gray-900">
          {t('profile.password')}
        </h2>
        <div className="mt-4">
          <ChangePasswordForm accountName={signInName(user)} />
        </div>
      </section>
      <section aria-labelledby="purchases-title" className={card}>
        <h2 id="purchases-title" className="text-xl font-bold text-gray-900">
          {t('profile.purchases')}
        </h2>
        <div className="mt-4">
          <PurchasesList />
        </div>
      </section>
      <nav aria-labelledby="quick-links-title" className={card}>
        <h2 id="quick-links-title" className="text-xl font-bold text-gray-900">
          {t('profile.quickLinks')}
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-3">
          <li>
            <Link to="/history" className={quickLink}>
              {t('profile.link.history')}
            </Link>
          </li>
          <li>
            <Link to="/" className={quickLink}>
              {t('profile.link.newTest')}
            </Link>
          </li>
          <li>
            <Link to="/pricing" className={quickLink}>
              {t('profile.link.pricing')}
            </Link>
          </li>
          {user.isAdmin && (
            <li>
              <Link to="/admin" className={quickLink}>
                {t('profile.link.admin')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <section aria-labelledby="your-data-title" className={card}>
        <h2 id="your-data-title" className="text-xl font-bold text-gray-900">
          {t('profile.yourData')}
        </h2>
        <div className="mt-4">
          <YourData accountName={signInName(user)} />
        </div>
      </section>
    </div>
  )
}
