import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

/** The file name the server also gives in its Content-Disposition header. */
export const EXPORT_FILE_NAME = 'disha-my-data.json'

/**
 * GET /api/account/export: everything kept about the signed-in user. The copy is saved as the server sent it, so
 * the client reads no field of it and holds no type for it (a schema here would only drop what it did not know).
 */
export function exportAccountData() {
  return api.get<unknown>('/api/account/export')
}

// A mutation, not a query: a download is something the user does, and its answer should never sit in the cache.
export function useExportAccountData(config: MutationConfig<typeof exportAccountData> = {}) {
  return useMutation({ ...config, mutationFn: exportAccountData })
}
