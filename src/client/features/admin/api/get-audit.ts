import { useInfiniteQuery } from '@tanstack/react-query'
import { auditPageSchema, type AuditPage } from '../../../../shared/schemas/admin'
import { api } from '../../../lib/api-client'

/** GET /api/admin/audit: a page of the audit log, newest first, starting after the entry `before`. */
function getAuditPage(query: { before?: string | undefined; action?: string | undefined }, signal?: AbortSignal): Promise<AuditPage> {
  const params = new URLSearchParams()
  if (query.before) params.set('before', query.before)
  if (query.action) params.set('action', query.action)
  const search = params.toString()
  return api.get(`/api/admin/audit${search ? `?${search}` : ''}`, auditPageSchema, signal)
}

const auditQueryKey = ['admin', 'audit'] as const

/** The Activity view's pages: the newest first, then each older page as the admin asks for it. */
export function useAuditPages(action: string | undefined) {
  return useInfiniteQuery({
    queryKey: [...auditQueryKey, action ?? 'all'],
    queryFn: ({ pageParam, signal }) => getAuditPage({ before: pageParam, action }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  })
}
