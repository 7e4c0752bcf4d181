import { queryOptions, useQuery } from '@tanstack/react-query'
import { shareLinksSchema } from '../../../../shared/schemas/reports'
import { currentLocale } from '../../../i18n/i18n'
import { api } from '../../../lib/api-client'

/**
 * GET /api/reports/:id/share-url: a share link for the test. The server makes a new link on each call (it keeps only
 * digests), so the answer is cached for the page's life: opening the dialog again shows the same link. Its texts are
 * in the student's language, else the screen's (`lang`).
 */
function getShareLinks(testId: string, signal?: AbortSignal) {
  return api.get(`/api/reports/${encodeURIComponent(testId)}/share-url?lang=${currentLocale()}`, shareLinksSchema, signal)
}

export const shareLinksQueryKey = (testId: string) => ['reports', 'share-links', testId] as const

export function useShareLinks(testId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: shareLinksQueryKey(testId), queryFn: ({ signal }) => getShareLinks(testId, signal) }),
    enabled,
  })
}
