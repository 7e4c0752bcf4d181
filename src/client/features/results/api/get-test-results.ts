import { queryOptions, useQuery } from '@tanstack/react-query'
import { testResultsSchema } from '../../../../shared/schemas/results'
import { currentLocale } from '../../../i18n/i18n'
import { api } from '../../../lib/api-client'

/**
 * GET /api/tests/:id/results: the test, its ranked recommendations, stream advice and profile (404 when not yours),
 * said in the account's language, else in the one the screen shows (`lang`).
 */
function getTestResults(testId: string, signal?: AbortSignal) {
  return api.get(`/api/tests/${encodeURIComponent(testId)}/results?lang=${currentLocale()}`, testResultsSchema, signal)
}

/**
 * The start of every test's results key: what to invalidate for all of them. The key holds no language: the one sent
 * counts only for an account that never chose, whose screen changes language only through the switch, which fetches
 * the results again (features/auth/api/set-locale.ts).
 */
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
