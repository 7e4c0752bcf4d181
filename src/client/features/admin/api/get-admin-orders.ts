import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminOrderListSchema } from '../../../../shared/schemas/payments'
import { api } from '../../../lib/api-client'

/** GET /api/admin/orders: the last 30 days of orders and grants, newest first. */
function getAdminOrders(signal?: AbortSignal) {
  return api.get('/api/admin/orders', adminOrderListSchema, signal)
}

export const adminOrdersQueryKey = ['admin', 'orders'] as const

export function useAdminOrders() {
  return useQuery(queryOptions({ queryKey: adminOrdersQueryKey, queryFn: ({ signal }) => getAdminOrders(signal) }))
}
