import { queryOptions, useQuery } from '@tanstack/react-query'
import { counsellingRequestListSchema } from '../../../../shared/schemas/counselling'
import { api } from '../../../lib/api-client'

/** GET /api/admin/counselling-requests: the calls students asked for from their results ('Schedule Career Counseling'). */
function getCounsellingRequests(signal?: AbortSignal) {
  return api.get('/api/admin/counselling-requests', counsellingRequestListSchema, signal)
}

export const counsellingRequestsQueryKey = ['admin', 'counselling-requests'] as const

function getCounsellingRequestsQueryOptions() {
  return queryOptions({
    queryKey: counsellingRequestsQueryKey,
    queryFn: ({ signal }) => getCounsellingRequests(signal),
  })
}

export function useCounsellingRequests() {
  return useQuery(getCounsellingRequestsQueryOptions())
}
