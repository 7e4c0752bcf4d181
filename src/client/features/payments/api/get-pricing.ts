import { queryOptions, useQuery } from '@tanstack/react-query'
import { pricingSchema } from '../../../../shared/schemas/payments'
import { api } from '../../../lib/api-client'

/** GET /api/pricing: the plans and the grade test's price, in paise, as the server charges them. */
export function getPricing(signal?: AbortSignal) {
  return api.get('/api/pricing', pricingSchema, signal)
}

export const pricingQueryKey = ['pricing'] as const

export function usePricing() {
  return useQuery(queryOptions({ queryKey: pricingQueryKey, queryFn: ({ signal }) => getPricing(signal) }))
}
