import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { togglePaymentsResponseSchema, type togglePaymentsBodySchema } from '../../../../shared/schemas/admin'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

export type TogglePaymentsBody = z.input<typeof togglePaymentsBodySchema>

/** POST /api/admin/toggle-payments: switches the payment requirement for every user at once. */
export function togglePayments(body: TogglePaymentsBody) {
  return api.post('/api/admin/toggle-payments', body, togglePaymentsResponseSchema)
}

/**
 * The payment settings query belongs to the payments feature, so the caller (the settings route) refreshes it
 * in `onSuccess`; returning its promise keeps the mutation pending until the new state is on screen.
 */
export function useTogglePayments(config: MutationConfig<typeof togglePayments> = {}) {
  return useMutation({ ...config, mutationFn: togglePayments })
}
