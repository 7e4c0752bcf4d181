import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { changePasswordBodySchema } from '../../../../shared/schemas/auth'
import { messageSchema } from '../../../../shared/schemas/common'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>

/** POST /api/auth/change-password for the signed-in user. */
export function changePassword(body: ChangePasswordBody) {
  return api.post('/api/auth/change-password', body, messageSchema)
}

export function useChangePassword(config: MutationConfig<typeof changePassword> = {}) {
  return useMutation({ ...config, mutationFn: changePassword })
}
