import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Test } from '../../../../shared/schemas/tests'
import { currentLocale } from '../../../i18n/i18n'
import { api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { testHistoryWire } from '../../../lib/wire-schemas.generated'

// Read by the history page: testHistorySchema, checked without zod (lib/wire-check.ts).
const testHistoryCheck = wireCheck<Test[]>(testHistoryWire)

/** GET /api/tests/history: the caller's completed tests, newest first, said as the results are (`lang`: get-test-results.ts). */
function getTestHistory(signal?: AbortSignal) {
  return api.get(`/api/tests/history?lang=${currentLocale()}`, testHistoryCheck, signal)
}

export const testHistoryQueryKey = ['tests', 'history'] as const

function getTestHistoryQueryOptions() {
  return queryOptions({
    queryKey: testHistoryQueryKey,
    queryFn: ({ signal }) => getTestHistory(signal),
  })
}

export function useTestHistory() {
  return useQuery(getTestHistoryQueryOptions())
}
