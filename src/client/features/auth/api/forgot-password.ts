import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { forgotPasswordBodySchema } from '../../../../shared/schemas/auth'
import { messageSchema } from '../../../../shared/schemas/common'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>

/** POST /api/auth/forgot-password: the same answer whether or not the account exists. */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return api.post('/api/auth/forgot-password', body, messageSchema)
}

export function useRequestPasswordReset(config: MutationConfig<typeof requestPasswordReset> = {}) {
  return useMutation({ ...config, mutationFn: requestPasswordReset })
}
