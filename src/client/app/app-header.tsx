import { Link, useLocation } from 'react-router'
import { SiteHeader } from '../components/layout/site-frame'
import { buttonStyles } from '../components/ui/button'
import { useUser } from '../features/auth/api/get-user'
import { AccountMenu } from '../features/auth/components/account-menu'

export function AppHeader() {
  const session = useUser()
  const { pathname } = useLocation()
  return (
    <SiteHeader>
      {/* Nothing on the right while the session loads, so neither variant flashes. */}
      {session.isSuccess && (
        <nav aria-label="Account">
          {session.data ? (
            <AccountMenu user={session.data} />
          ) : (
            // On the landing page already, only the form opens: no second history entry for the same page.
            <Link to="/?showAuth=true" replace={pathname === '/'} className={buttonStyles('primary')}>
              Login/Register
            </Link>
          )}
        </nav>
      )}
    </SiteHeader>
  )
}
