import { queryOptions, useQuery } from '@tanstack/react-query'
import { testResultsSchema } from '../../../../shared/schemas/results'
import { api } from '../../../lib/api-client'

/** GET /api/tests/:id/results: the test, its ranked recommendations, stream advice and profile (404 when not yours). */
function getTestResults(testId: string, signal?: AbortSignal) {
  return api.get(`/api/tests/${encodeURIComponent(testId)}/results`, testResultsSchema, signal)
}

/** The start of every test's results key: what to invalidate for all of them. */
export const allTestResultsQueryKey = ['tests', 'results'] as const
export const testResultsQueryKey = (testId: string) => [...allTestResultsQueryKey, testId] as const

function getTestResultsQueryOptions(testId: string) {
  return queryOptions({
    queryKey: testResultsQueryKey(testId),
    queryFn: ({ signal }) => getTestResults(testId, signal),
  })
}

export function useTestResults(testId: string) {
  return useQuery(getTestResultsQueryOptions(testId))
}
