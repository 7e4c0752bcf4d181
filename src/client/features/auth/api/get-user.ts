import { queryOptions, useQuery } from '@tanstack/react-query'
import { userSchema, type User } from '../../../../shared/schemas/auth'
import { ApiError, api } from '../../../lib/api-client'

/** GET /api/auth/user. A 401 means signed out, which is an answer (null), not an error. */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await api.get('/api/auth/user', userSchema, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const userQueryKey = ['auth', 'user'] as const

export function getUserQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser(signal),
    retry: false,
  })
}

/** The session: `data` is the user, or null when signed out; pending while it loads. */
export function useUser() {
  return useQuery(getUserQueryOptions())
}
