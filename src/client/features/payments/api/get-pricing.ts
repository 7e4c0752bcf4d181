import { queryOptions, useQuery } from '@tanstack/react-query'
import { pricingSchema } from '../../../../shared/schemas/payments'
import { api } from '../../../lib/api-client'

/**
 * GET /api/pricing: the three ways to pay at the prices the server charges (paise), and whether it runs in mock mode.
 * Every price on every screen comes from here.
 */
export function getPricing(signal?: AbortSignal) {
  return api.get('/api/pricing', pricingSchema, signal)
}

export const pricingQueryKey = ['pricing'] as const

export function getPricingQueryOptions() {
  return queryOptions({ queryKey: pricingQueryKey, queryFn: ({ signal }) => getPricing(signal) })
}

export function usePricing({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPricingQueryOptions(), enabled })
}
