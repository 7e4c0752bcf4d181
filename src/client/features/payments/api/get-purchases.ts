import { queryOptions, useQuery } from '@tanstack/react-query'
import { purchaseListSchema } from '../../../../shared/schemas/payments'
import { api } from '../../../lib/api-client'

/** GET /api/purchases: what the student paid for (or was granted), newest first. */
function getPurchases(signal?: AbortSignal) {
  return api.get('/api/purchases', purchaseListSchema, signal)
}

const purchasesQueryKey = ['purchases'] as const

export function usePurchases() {
  return useQuery(queryOptions({ queryKey: purchasesQueryKey, queryFn: ({ signal }) => getPurchases(signal) }))
}
