import { lazy, Suspense } from 'react'
import { LoadingState } from '../../components/ui/loading-state'
import { Navigate } from 'react-router'
import { useUser } from '../../features/auth/api/get-user'
import { useI18n, withMessages } from '../../i18n/i18n'
import { FirstPasswordGate } from '../session-gates'

// The grade chooser is for signed-in students only: a signed-out visitor's first page does not carry it.
const HomeRoute = lazy(async () => ({ default: (await withMessages(['pages'], import('./home'))).HomeRoute }))
// A first signed-out visit gets the pre-rendered landing page (decision 014); inside the app it appears only after a
// navigation or an ended session, so signed-in pages do not carry it either.
const LandingRoute = lazy(async () => ({ default: (await withMessages(['landing'], import('./landing'))).LandingRoute }))

/**
 * `/` is the landing page when signed out and the grade chooser when signed in; a counsellor's home is the school, and
 * a student on a slip's one-time password chooses a password first.
 */
export function IndexRoute() {
  const { data: user } = useUser()
  const { t } = useI18n()
  if (user?.mustChangePassword) return <FirstPasswordGate />
  if (user?.role === 'counsellor') return <Navigate to="/school" replace />
  return user ? (
    <Suspense fallback={<LoadingState label={t('common.loading')} />}>
      <HomeRoute />
    </Suspense>
  ) : (
    <Suspense fallback={<LoadingState label={t('common.loading')} />}>
      <LandingRoute />
    </Suspense>
  )
}
