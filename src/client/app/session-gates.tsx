import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router'
import { LoadingState } from '../components/ui/loading-state'
import { useUser } from '../features/auth/api/get-user'
import { useI18n, withMessages } from '../i18n/i18n'
import { NotFoundRoute } from './routes/not-found'

// Only a student on a slip's one-time password ever needs it: loaded then, with its messages.
const FirstPasswordRoute = lazy(async () => ({ default: (await withMessages(['schools'], import('./routes/first-password'))).FirstPasswordRoute }))

/** What every signed-in page shows while the session is on a one-time password: the server allows nothing else. */
export function FirstPasswordGate() {
  const { t } = useI18n()
  return (
    <Suspense fallback={<LoadingState label={t('common.loading')} />}>
      <FirstPasswordRoute />
    </Suspense>
  )
}

// docs/product.md, "Routes and the session": the set of routes depends on the session. The root layout renders nothing of the routes
// until the session has loaded, so here the answer is known: a user, or null when signed out.

/** Paths that exist only for a signed-in user; for anyone else they are not found. */
export function SignedInOnly() {
  const { data: user } = useUser()
  if (!user) return <NotFoundRoute />
  return user.mustChangePassword ? <FirstPasswordGate /> : <Outlet />
}

/** Paths that exist only while signed out (forgot and reset password). */
export function SignedOutOnly() {
  const { data: user } = useUser()
  return user ? <NotFoundRoute /> : <Outlet />
}
