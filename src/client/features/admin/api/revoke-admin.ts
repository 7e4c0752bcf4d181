import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageSchema } from '../../../../shared/schemas/common'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'
import { adminUsersQueryKey } from './get-admin-users'

/** POST /api/admin/users/:id/revoke-admin: the user is an admin no longer (refused, 409, for the last admin). */
export function revokeAdmin(userId: string) {
  return api.post(`/api/admin/users/${encodeURIComponent(userId)}/revoke-admin`, undefined, messageSchema)
}

/** Refreshes the users list before it settles, so the row already says 'User' when the dialog closes. */
export function useRevokeAdmin(config: MutationConfig<typeof revokeAdmin> = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...rest } = config
  return useMutation({
    ...rest,
    mutationFn: revokeAdmin,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryKey })
      await onSuccess?.(...args)
    },
  })
}
