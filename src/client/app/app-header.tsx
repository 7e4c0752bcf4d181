import { Link, useLocation } from 'react-router'
import { headerButtonClass, SiteHeader } from '../components/layout/site-frame'
import { useUser } from '../features/auth/api/get-user'
import { useSetLocale } from '../features/auth/api/set-locale'
import { AccountMenu } from '../features/auth/components/account-menu'
import { useI18n } from '../i18n/i18n'

export function AppHeader() {
  const session = useUser()
  const { pathname } = useLocation()
  const { t } = useI18n()
  const setLocale = useSetLocale()
  const signedIn = session.data != null
  return (
    // A signed-in student's choice of language is kept on the account too, so every device they sign in on uses it.
    <SiteHeader onLocaleChosen={signedIn ? (locale) => setLocale.mutate(locale) : undefined}>
      {/* Nothing on the right while the session loads, so neither variant flashes. */}
      {session.isSuccess && (
        <nav aria-label={t('header.accountNav')}>
          {session.data ? (
            <AccountMenu user={session.data} />
          ) : (
            // On the landing page already, only the form opens: no second history entry for the same page.
            <Link to="/?showAuth=true" replace={pathname === '/'} className={headerButtonClass}>
              {t('header.loginRegister')}
            </Link>
          )}
        </nav>
      )}
    </SiteHeader>
  )
}
