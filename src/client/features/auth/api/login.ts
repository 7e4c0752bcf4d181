import type { LoginBody } from '../../../../shared/schemas/auth'
import { api } from '../../../lib/api-client'

/**
 * POST /api/login: a session cookie (and the user, which nobody reads: the page reloads at once and the app asks
 * GET /api/auth/user, checked against the shared schema). Not parsing it keeps zod, a quarter of the login page's
 * JavaScript, off the page a phone on mobile data loads first (docs/benchmarks.md, front end).
 */
export async function login(body: LoginBody): Promise<void> {
  await api.post('/api/login', body)
}
