import { queryOptions, useQuery } from '@tanstack/react-query'
import { sharedReportSchema } from '../../../../shared/schemas/reports'
import type { Locale } from '../../../../shared/constants'
import { useI18n } from '../../../i18n/i18n'
import { api } from '../../../lib/api-client'

/**
 * GET /api/shared/:token: the summary a parent may read through a share link (404 when the link is not valid), said
 * in the language the page shows.
 */
export function getSharedReport(token: string, locale: Locale, signal?: AbortSignal) {
  return api.get(`/api/shared/${encodeURIComponent(token)}?lang=${locale}`, sharedReportSchema, signal)
}

/** The shared report in the page's language: switching the language fetches it in the other. */
export function useSharedReport(token: string) {
  const { locale } = useI18n()
  return useQuery(queryOptions({ queryKey: ['shared-report', token, locale], queryFn: ({ signal }) => getSharedReport(token, locale, signal) }))
}
