import { queryOptions, useQuery } from '@tanstack/react-query'
import { paymentSettingsSchema } from '../../../../shared/schemas/system'
import { api } from '../../../lib/api-client'

/** GET /api/system/payment-settings: whether a grade test must be paid for. */
export function getPaymentSettings(signal?: AbortSignal) {
  return api.get('/api/system/payment-settings', paymentSettingsSchema, signal)
}

export const paymentSettingsQueryKey = ['system', 'payment-settings'] as const

export function getPaymentSettingsQueryOptions() {
  return queryOptions({
    queryKey: paymentSettingsQueryKey,
    queryFn: ({ signal }) => getPaymentSettings(signal),
  })
}

export function usePaymentSettings() {
  return useQuery(getPaymentSettingsQueryOptions())
}
