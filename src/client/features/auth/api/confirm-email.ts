import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { linkStatusSchema, userSchema, type confirmEmailBodySchema } from '../../../../shared/schemas/auth'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

export type ConfirmEmailBody = z.input<typeof confirmEmailBodySchema>

/** GET /api/auth/confirm-email/status: whether the mailed link can still be used. */
export function getConfirmationStatus(token: string, signal?: AbortSignal) {
  return api.get(`/api/auth/confirm-email/status?token=${encodeURIComponent(token)}`, linkStatusSchema, signal)
}

export function useConfirmationStatus(token: string) {
  return useQuery({ queryKey: ['confirm-email-status', token], queryFn: ({ signal }) => getConfirmationStatus(token, signal), retry: false })
}

/** POST /api/auth/confirm-email: sets the password, ends every earlier session, and signs this browser in. */
export function confirmEmail(body: ConfirmEmailBody) {
  return api.post('/api/auth/confirm-email', body, userSchema)
}

export function useConfirmEmail(config: MutationConfig<typeof confirmEmail> = {}) {
  return useMutation({ ...config, mutationFn: confirmEmail })
}
