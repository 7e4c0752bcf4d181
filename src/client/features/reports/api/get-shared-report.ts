import { queryOptions, useQuery } from '@tanstack/react-query'
import { sharedReportSchema } from '../../../../shared/schemas/reports'
import { api } from '../../../lib/api-client'

/** GET /api/shared/:token: the summary a parent may read through a share link (404 when the link is not valid). */
function getSharedReport(token: string, signal?: AbortSignal) {
  return api.get(`/api/shared/${encodeURIComponent(token)}`, sharedReportSchema, signal)
}

export function useSharedReport(token: string) {
  return useQuery(queryOptions({ queryKey: ['shared-report', token], queryFn: ({ signal }) => getSharedReport(token, signal) }))
}
