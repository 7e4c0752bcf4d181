import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { SiteHeader } from '../components/layout/site-frame'
import { buttonStyles } from '../components/ui/button'
import { useUser } from '../features/auth/api/get-user'

// The account menu (Radix dropdown and dialog) is for signed-in students: not part of the landing page's code.
const UserMenu = lazy(async () => ({ default: (await import('../features/auth/components/user-menu')).UserMenu }))

export function AppHeader() {
  const session = useUser()
  const { pathname } = useLocation()
  return (
    <SiteHeader>
      {/* Nothing on the right while the session loads, so neither variant flashes. */}
      {session.isSuccess && (
        <nav aria-label="Account">
          {session.data ? (
            // The placeholder has the menu button's size, so nothing moves when it arrives.
            <Suspense fallback={<div aria-hidden="true" className="size-11 rounded-full bg-blue-700" />}>
              <UserMenu user={session.data} />
            </Suspense>
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
