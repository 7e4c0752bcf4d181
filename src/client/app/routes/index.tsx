import { lazy, Suspense } from 'react'
import { LoadingState } from '../../components/ui/loading-state'
import { useUser } from '../../features/auth/api/get-user'

// The grade chooser is for signed-in students only: a signed-out visitor's first page does not carry it.
const HomeRoute = lazy(async () => ({ default: (await import('./home')).HomeRoute }))
// A first signed-out visit gets the pre-rendered landing page (decision 014); inside the app it appears only after a
// navigation or an ended session, so signed-in pages do not carry it either.
const LandingRoute = lazy(async () => ({ default: (await import('./landing')).LandingRoute }))

/** `/` is the landing page when signed out and the grade chooser when signed in. */
export function IndexRoute() {
  const { data: user } = useUser()
  return user ? (
    <Suspense fallback={<LoadingState label="Loading..." />}>
      <HomeRoute />
    </Suspense>
  ) : (
    <Suspense fallback={<LoadingState label="Loading..." />}>
      <LandingRoute />
    </Suspense>
  )
}
