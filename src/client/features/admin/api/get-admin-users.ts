import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminUserListSchema } from '../../../../shared/schemas/admin'
import { api } from '../../../lib/api-client'

/** GET /api/admin/users: every account, for the admin dashboard. */
function getAdminUsers(signal?: AbortSignal) {
  return api.get('/api/admin/users', adminUserListSchema, signal)
}

export const adminUsersQueryKey = ['admin', 'users'] as const

function getAdminUsersQueryOptions() {
  return queryOptions({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }) => getAdminUsers(signal),
  })
}

export function useAdminUsers() {
  return useQuery(getAdminUsersQueryOptions())
}
