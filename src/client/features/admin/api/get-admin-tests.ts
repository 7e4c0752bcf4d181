import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminTestListSchema } from '../../../../shared/schemas/admin'
import { api } from '../../../lib/api-client'

/** GET /api/admin/tests: every completed test, whoever took it. */
function getAdminTests(signal?: AbortSignal) {
  return api.get('/api/admin/tests', adminTestListSchema, signal)
}

export const adminTestsQueryKey = ['admin', 'tests'] as const

function getAdminTestsQueryOptions() {
  return queryOptions({
    queryKey: adminTestsQueryKey,
    queryFn: ({ signal }) => getAdminTests(signal),
  })
}

export function useAdminTests() {
  return useQuery(getAdminTestsQueryOptions())
}
