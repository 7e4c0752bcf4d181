import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { resetPasswordBodySchema } from '../../../../shared/schemas/auth'
import { messageSchema } from '../../../../shared/schemas/common'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export function resetPassword(body: ResetPasswordBody) {
  return api.post('/api/auth/reset-password', body, messageSchema)
}

export function useResetPassword(config: MutationConfig<typeof resetPassword> = {}) {
  return useMutation({ ...config, mutationFn: resetPassword })
}
