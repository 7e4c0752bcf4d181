import { auditPageSchema, type AuditPage } from '../../../../shared/schemas/admin'
import { api } from '../../../lib/api-client'
import { listSearch, useKeysetPages } from './list-search'

/** GET /api/admin/audit: a page of the audit log, newest first, starting after the entry `before`. */
function getAuditPage(query: { before?: string | undefined; action?: string | undefined }, signal?: AbortSignal): Promise<AuditPage> {
  return api.get(`/api/admin/audit${listSearch(query)}`, auditPageSchema, signal)
}

const auditQueryKey = ['admin', 'audit'] as const

/** The Activity view's pages: the newest first, then each older page as the admin asks for it. */
export function useAuditPages(action: string | undefined) {
  return useKeysetPages([...auditQueryKey, action ?? 'all'], (before, signal) => getAuditPage({ before, action }, signal))
}
