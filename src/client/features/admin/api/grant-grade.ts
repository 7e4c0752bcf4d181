import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageSchema } from '../../../../shared/schemas/common'
import type { GrantGradeBody } from '../../../../shared/schemas/payments'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'
import { adminOrdersQueryKey } from './get-admin-orders'

/** POST /api/admin/users/:id/grant-grade: a support case settled by hand, recorded with the admin's name. */
export function grantGrade({ userId, ...body }: GrantGradeBody & { userId: string }) {
  return api.post(`/api/admin/users/${encodeURIComponent(userId)}/grant-grade`, body, messageSchema)
}

export function useGrantGrade(config: MutationConfig<typeof grantGrade> = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...rest } = config
  return useMutation({
    ...rest,
    mutationFn: grantGrade,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey })
      await onSuccess?.(...args)
    },
  })
}
