import { lazy, Suspense } from 'react'
import { LoadingState } from '../../components/ui/loading-state'
import { useUser } from '../../features/auth/api/get-user'
import { LandingRoute } from './landing'

// The grade chooser is for signed-in students only: a signed-out visitor's first page does not carry it.
const HomeRoute = lazy(async () => ({ default: (await import('./home')).HomeRoute }))

/** `/` is the landing page when signed out and the grade chooser when signed in. */
export function IndexRoute() {
  const { data: user } = useUser()
  return user ? (
    <Suspense fallback={<LoadingState label="Loading..." />}>
      <HomeRoute />
    </Suspense>
  ) : (
    <LandingRoute />
  )
}
