import { queryOptions, useQuery } from '@tanstack/react-query'
import { subscriptionStatusSchema } from '../../../../shared/schemas/payments'
import { api } from '../../../lib/api-client'

/** GET /api/subscription/status: the student's active plan, if any. */
function getSubscriptionStatus(signal?: AbortSignal) {
  return api.get('/api/subscription/status', subscriptionStatusSchema, signal)
}

const subscriptionStatusQueryKey = ['subscription', 'status'] as const

export function useSubscriptionStatus() {
  return useQuery(queryOptions({ queryKey: subscriptionStatusQueryKey, queryFn: ({ signal }) => getSubscriptionStatus(signal) }))
}
