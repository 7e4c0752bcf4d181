import { queryOptions, useQuery } from '@tanstack/react-query'
import { testResultsSchema } from '../../../../shared/schemas/results'
import { api } from '../../../lib/api-client'

/** GET /api/tests/:id/results: the test, its ranked recommendations, stream advice and profile (404 when not yours). */
function getTestResults(testId: string, signal?: AbortSignal) {
  return api.get(`/api/tests/${encodeURIComponent(testId)}/results`, testResultsSchema, signal)
}

const testResultsQueryKey = (testId: string) => ['tests', 'results', testId] as const

function getTestResultsQueryOptions(testId: string) {
  return queryOptions({
    queryKey: testResultsQueryKey(testId),
    queryFn: ({ signal }) => getTestResults(testId, signal),
  })
}

export function useTestResults(testId: string) {
  return useQuery(getTestResultsQueryOptions(testId))
}
