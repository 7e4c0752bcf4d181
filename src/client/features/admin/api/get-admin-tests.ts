import { useQuery } from '@tanstack/react-query'
import { adminTestDetailSchema, adminTestPageSchema, type AdminTestPage } from '../../../../shared/schemas/admin'
import { api } from '../../../lib/api-client'
import { listSearch, useKeysetPages } from './list-search'

/** What the tests list is narrowed by, as the search box and the filters hold it ('' for none). */
export interface AdminTestFilters {
  q?: string
  schoolId?: string
  grade?: string
  /** Days, YYYY-MM-DD, both included. */
  from?: string
  to?: string
}

/** GET /api/admin/tests: a page of tests, newest first, after the test `before`, with how many match. */
export function getAdminTestsPage(query: AdminTestFilters & { before?: string | undefined; limit?: number }, signal?: AbortSignal): Promise<AdminTestPage> {
  return api.get(`/api/admin/tests${listSearch(query)}`, adminTestPageSchema, signal)
}

/** Every tests query starts with this key: resetting a test refreshes them all. */
export const adminTestsQueryKey = ['admin', 'tests'] as const

/** The tests list's pages: the newest first, then each next page as the admin asks for it. */
export function useAdminTestPages(filters: AdminTestFilters) {
  return useKeysetPages([...adminTestsQueryKey, 'pages', filters], (before, signal) => getAdminTestsPage({ ...filters, before }, signal))
}

/** How many tests match (the count above the lists): one row read, the total kept. */
export function useAdminTestCount(filters: AdminTestFilters) {
  return useQuery({
    queryKey: [...adminTestsQueryKey, 'count', filters],
    queryFn: async ({ signal }) => (await getAdminTestsPage({ ...filters, limit: 1 }, signal)).total,
  })
}

/** GET /api/admin/tests/:id: a test's answers per question with the keys, and its results. */
export function useAdminTestDetail(testId: string) {
  return useQuery({
    queryKey: [...adminTestsQueryKey, 'detail', testId],
    queryFn: ({ signal }) => api.get(`/api/admin/tests/${encodeURIComponent(testId)}`, adminTestDetailSchema, signal),
  })
}
