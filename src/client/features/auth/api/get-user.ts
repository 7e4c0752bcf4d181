import { queryOptions, useQuery } from '@tanstack/react-query'
import type { User } from '../../../../shared/schemas/auth'
import { ApiError, api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { userWire } from '../../../lib/wire-schemas.generated'
import { clearSignedInHint, hasSignedInHint } from '../signed-in-hint'

// Every page of the app asks this first: checked against userSchema without loading zod (lib/wire-check.ts).
const userCheck = wireCheck<User>(userWire)

/** GET /api/auth/user. A 401 means signed out, which is an answer (null), not an error. */
async function getUser(signal?: AbortSignal): Promise<User | null> {
  // No hint cookie: no session cookie either, so there is nothing to ask (and no 401 in the console).
  if (!hasSignedInHint()) return null
  try {
    return await api.get('/api/auth/user', userCheck, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSignedInHint()
      return null
    }
    throw error
  }
}

export const userQueryKey = ['auth', 'user'] as const

export function getUserQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser(signal),
    retry: false,
    // Known at once for a signed-out visitor, so the first render is already the landing page.
    ...(hasSignedInHint() ? {} : { initialData: null }),
  })
}

/** The session: `data` is the user, or null when signed out; pending while it loads. */
export function useUser() {
  return useQuery(getUserQueryOptions())
}
