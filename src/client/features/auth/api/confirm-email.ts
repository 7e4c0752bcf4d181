import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { linkStatusSchema, userSchema, type confirmEmailBodySchema } from '../../../../shared/schemas/auth'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

export type ConfirmEmailBody = z.input<typeof confirmEmailBodySchema>

/** POST /api/auth/confirm-email/check: whether the mailed link can still be used (the token in the body). */
function checkConfirmationLink(token: string) {
  return api.post('/api/auth/confirm-email/check', { token }, linkStatusSchema)
}

export function useConfirmationStatus(token: string) {
  return useQuery({ queryKey: ['confirm-email-check', token], queryFn: () => checkConfirmationLink(token), retry: false })
}

/** POST /api/auth/confirm-email: sets the password, ends every earlier session, and signs this browser in. */
export function confirmEmail(body: ConfirmEmailBody) {
  return api.post('/api/auth/confirm-email', body, userSchema)
}

export function useConfirmEmail(config: MutationConfig<typeof confirmEmail> = {}) {
  return useMutation({ ...config, mutationFn: confirmEmail })
}
