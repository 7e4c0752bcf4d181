import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageSchema } from '../../../../shared/schemas/common'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'
import { adminUsersQueryKey } from './get-admin-users'

/** POST /api/admin/users/:id/make-admin: the user becomes an admin (./revoke-admin.ts takes it back). */
export function makeAdmin(userId: string) {
  return api.post(`/api/admin/users/${encodeURIComponent(userId)}/make-admin`, undefined, messageSchema)
}

/** Refreshes the users list before it settles, so the row already says 'Admin' when the button comes back. */
export function useMakeAdmin(config: MutationConfig<typeof makeAdmin> = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...rest } = config
  return useMutation({
    ...rest,
    mutationFn: makeAdmin,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryKey })
      await onSuccess?.(...args)
    },
  })
}
