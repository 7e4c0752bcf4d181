import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { buttonStyles } from '../components/ui/button'
import { useUser } from '../features/auth/api/get-user'

// The account menu (Radix dropdown and dialog) is for signed-in students: not part of the landing page's code.
const UserMenu = lazy(async () => ({ default: (await import('../features/auth/components/user-menu')).UserMenu }))

export function AppHeader() {
  const session = useUser()
  const { pathname } = useLocation()
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-4 px-4">
        <Link to="/" className="inline-flex min-h-11 items-center gap-2 rounded-md text-2xl font-bold text-blue-700">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="m15.5 8.5-2 5-5 2 2-5z" fill="currentColor" />
          </svg>
          Disha
        </Link>
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
      </div>
    </header>
  )
}
