import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageSchema } from '../../../../shared/schemas/common'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'
import { counsellingRequestsQueryKey } from './get-counselling-requests'
import { adminTestsQueryKey } from './get-admin-tests'

/** DELETE /api/admin/tests/:id: resets a test, so its student may take that grade again. */
export function deleteTest(testId: string) {
  return api.delete(`/api/admin/tests/${encodeURIComponent(testId)}`, messageSchema)
}

/**
 * Refreshes the tests list before it settles. Counselling requests are refreshed too: a request about the
 * deleted test loses its link to the results (the server sets its test to none).
 */
export function useDeleteTest(config: MutationConfig<typeof deleteTest> = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...rest } = config
  return useMutation({
    ...rest,
    mutationFn: deleteTest,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: counsellingRequestsQueryKey }),
      ])
      await onSuccess?.(...args)
    },
  })
}
