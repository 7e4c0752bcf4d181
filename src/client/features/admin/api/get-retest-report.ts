import { queryOptions, useQuery } from '@tanstack/react-query'
import { retestReportSchema } from '../../../../shared/schemas/admin'
import { api } from '../../../lib/api-client'

/** GET /api/admin/retest-report: the retake goals on students who took a grade twice, pairs minDays apart. */
function getRetestReport(minDays: number, signal?: AbortSignal) {
  return api.get(`/api/admin/retest-report?minDays=${minDays}`, retestReportSchema, signal)
}

/** Asked for only when the admin asks (`enabled`): each report assesses every pair again. */
export function useRetestReport(minDays: number, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: ['admin', 'retest-report', minDays] as const, queryFn: ({ signal }) => getRetestReport(minDays, signal), enabled }),
  )
}
