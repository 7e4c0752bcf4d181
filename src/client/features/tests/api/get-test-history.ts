import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Test } from '../../../../shared/schemas/tests'
import { api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { testHistoryWire } from '../../../lib/wire-schemas.generated'

// Read by the home, test and instructions pages: testHistorySchema, checked without zod (lib/wire-check.ts).
const testHistoryCheck = wireCheck<Test[]>(testHistoryWire)

/** GET /api/tests/history: the caller's completed tests, newest first. */
export function getTestHistory(signal?: AbortSignal) {
  return api.get('/api/tests/history', testHistoryCheck, signal)
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
