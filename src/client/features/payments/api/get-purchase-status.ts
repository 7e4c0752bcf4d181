import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Grade } from '../../../../shared/constants'
import { purchaseStatusSchema } from '../../../../shared/schemas/purchases'
import { api } from '../../../lib/api-client'

/** GET /api/test-purchase/status/:grade: whether the signed-in user has bought this grade's test. */
export function getPurchaseStatus(grade: Grade, signal?: AbortSignal) {
  return api.get(`/api/test-purchase/status/${grade}`, purchaseStatusSchema, signal)
}

export const purchaseStatusQueryKey = (grade: Grade) => ['test-purchase', 'status', grade] as const

export function getPurchaseStatusQueryOptions(grade: Grade) {
  return queryOptions({
    queryKey: purchaseStatusQueryKey(grade),
    queryFn: ({ signal }) => getPurchaseStatus(grade, signal),
  })
}

export function usePurchaseStatus(grade: Grade) {
  return useQuery(getPurchaseStatusQueryOptions(grade))
}
