import { useUser } from '../../features/auth/api/get-user'
import { HomeRoute } from './home'
import { LandingRoute } from './landing'

/** `/` is the landing page when signed out and the grade chooser when signed in. */
export function IndexRoute() {
  const { data: user } = useUser()
  return user ? <HomeRoute /> : <LandingRoute />
}
