import { useQuery } from '@tanstack/react-query'
import { adminUserPageSchema, type AdminUserPage } from '../../../../shared/schemas/admin'
import { api } from '../../../lib/api-client'
import { listSearch, useKeysetPages } from './list-search'

/** What the users list is narrowed by, as the search box and the filters hold it ('' for none). */
export interface AdminUserFilters {
  q?: string
  role?: string
  schoolId?: string
  grade?: string
}

/** GET /api/admin/users: a page of accounts, newest first, after the account `before`, with how many match. */
export function getAdminUsersPage(query: AdminUserFilters & { before?: string | undefined; limit?: number }, signal?: AbortSignal): Promise<AdminUserPage> {
  return api.get(`/api/admin/users${listSearch(query)}`, adminUserPageSchema, signal)
}

/** Every users query starts with this key: a change to an account refreshes them all. */
export const adminUsersQueryKey = ['admin', 'users'] as const

/** The users list's pages: the newest first, then each next page as the admin asks for it. */
export function useAdminUserPages(filters: AdminUserFilters) {
  return useKeysetPages([...adminUsersQueryKey, 'pages', filters], (before, signal) => getAdminUsersPage({ ...filters, before }, signal))
}

/** How many accounts match (the counts above the lists): one row read, the total kept. */
export function useAdminUserCount(filters: AdminUserFilters) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, 'count', filters],
    queryFn: async ({ signal }) => (await getAdminUsersPage({ ...filters, limit: 1 }, signal)).total,
  })
}
