import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageSchema } from '../../../../shared/schemas/common'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'
import { shareLinksQueryKey } from './get-share-links'

/** DELETE /api/reports/:id/share: every link sent for this test stops working. */
export function stopSharing(testId: string) {
  return api.delete(`/api/reports/${encodeURIComponent(testId)}/share`, messageSchema)
}

export function useStopSharing(config: MutationConfig<typeof stopSharing> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    ...config,
    mutationFn: stopSharing,
    onSuccess: (...args) => {
      // The cached link is dead now; sharing again asks for a new one.
      queryClient.removeQueries({ queryKey: shareLinksQueryKey(args[1]) })
      return config.onSuccess?.(...args)
    },
  })
}
