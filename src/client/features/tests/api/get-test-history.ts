import { queryOptions, useQuery } from '@tanstack/react-query'
import { testHistorySchema } from '../../../../shared/schemas/tests'
import { api } from '../../../lib/api-client'

/** GET /api/tests/history: the caller's completed tests, newest first. */
export function getTestHistory(signal?: AbortSignal) {
  return api.get('/api/tests/history', testHistorySchema, signal)
}

export const testHistoryQueryKey = ['tests', 'history'] as const

export function getTestHistoryQueryOptions() {
  return queryOptions({
    queryKey: testHistoryQueryKey,
    queryFn: ({ signal }) => getTestHistory(signal),
  })
}

interface UseTestHistoryOptions {
  /**
   * Refetch whenever the window regains focus. 'always' is needed because cached data never goes stale
   * (SPEC.md section 7), and TanStack Query only refetches stale data on focus otherwise.
   */
  refetchOnWindowFocus?: boolean
}

export function useTestHistory({ refetchOnWindowFocus = false }: UseTestHistoryOptions = {}) {
  return useQuery({
    ...getTestHistoryQueryOptions(),
    refetchOnWindowFocus: refetchOnWindowFocus ? 'always' : false,
  })
}
