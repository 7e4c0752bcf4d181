import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Pricing } from '../../../../shared/schemas/payments'
import { api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { pricingWire } from '../../../lib/wire-schemas.generated'

/** pricingSchema, checked without zod (lib/wire-check.ts): the test page's 'Payment Required' reads it. */
const pricingCheck = wireCheck<Pricing>(pricingWire)

/**
 * GET /api/pricing: the three ways to pay at the prices the server charges (paise), and whether it runs in mock mode.
 * Every price on every screen comes from here.
 */
function getPricing(signal?: AbortSignal) {
  return api.get('/api/pricing', pricingCheck, signal)
}

const pricingQueryKey = ['pricing'] as const

function getPricingQueryOptions() {
  return queryOptions({ queryKey: pricingQueryKey, queryFn: ({ signal }) => getPricing(signal) })
}

export function usePricing({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPricingQueryOptions(), enabled })
}
