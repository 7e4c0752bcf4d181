import { useQuery } from '@tanstack/react-query'
import { schoolRetestReportSchema } from '../../../../shared/schemas/cohort-report'
import { api } from '../../../lib/api-client'

/** GET /api/school/retest-report: how often the results of the school's students who took a grade twice held. */
function getRetestStudy(minDays: number, signal?: AbortSignal) {
  return api.get(`/api/school/retest-report?minDays=${minDays}`, schoolRetestReportSchema, signal)
}

export function useRetestStudy(minDays: number) {
  // Retakes come in as students take the test again: asked again each time the page is opened.
  return useQuery({ queryKey: ['school', 'retest-report', minDays], queryFn: ({ signal }) => getRetestStudy(minDays, signal), refetchOnMount: 'always' })
}
