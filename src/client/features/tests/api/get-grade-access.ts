import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Grade } from '../../../../shared/constants'
import type { GradeAccessList } from '../../../../shared/schemas/access'
import { api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { gradeAccessListWire } from '../../../lib/wire-schemas.generated'

// Read by the test page on its first load too: gradeAccessListSchema, checked without zod (lib/wire-check.ts).
const gradeAccessCheck = wireCheck<GradeAccessList>(gradeAccessListWire)

/** GET /api/grade-access: what the student may do with each grade now (start, pay, take it again, or nothing more). */
function getGradeAccess(signal?: AbortSignal) {
  return api.get('/api/grade-access', gradeAccessCheck, signal)
}

/** Under 'tests': whatever changes the tests (a submission) changes this too. */
export const gradeAccessQueryKey = ['tests', 'access'] as const

export function getGradeAccessQueryOptions() {
  return queryOptions({ queryKey: gradeAccessQueryKey, queryFn: ({ signal }) => getGradeAccess(signal) })
}

/**
 * Every grade's answer. The home page refetches it whenever the window regains focus ('always': cached data never goes
 * stale, docs/product.md "Every page"), since a student comes back there after a test or a payment in another tab.
 */
export function useGradeAccessList({ refetchOnWindowFocus = false }: { refetchOnWindowFocus?: boolean } = {}) {
  return useQuery({ ...getGradeAccessQueryOptions(), refetchOnWindowFocus: refetchOnWindowFocus ? 'always' : false })
}

/** One grade's answer, with the query's state. */
export function useGradeAccess(grade: Grade) {
  const query = useGradeAccessList()
  return { ...query, access: query.data?.grades.find((g) => g.grade === grade) }
}
