import { Outlet } from 'react-router'
import { useUser } from '../features/auth/api/get-user'
import { NotFoundRoute } from './routes/not-found'

// SPEC.md section 2: the set of routes depends on the session. The root layout renders nothing of the routes
// until the session has loaded, so here the answer is known: a user, or null when signed out.

/** Paths that exist only for a signed-in user; for anyone else they are not found. */
export function SignedInOnly() {
  const { data: user } = useUser()
  return user ? <Outlet /> : <NotFoundRoute />
}

/** Paths that exist only while signed out (forgot and reset password). */
export function SignedOutOnly() {
  const { data: user } = useUser()
  return user ? <NotFoundRoute /> : <Outlet />
}
