import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Grade } from '../../../../shared/constants'
import type { PurchaseStatus } from '../../../../shared/schemas/purchases'
import { api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { purchaseStatusWire } from '../../../lib/wire-schemas.generated'

/** purchaseStatusSchema, checked without zod (lib/wire-check.ts): the test page asks this on its first load. */
const purchaseStatusCheck = wireCheck<PurchaseStatus>(purchaseStatusWire)

/** GET /api/test-purchase/status/:grade: whether the signed-in user has bought this grade's test. */
export function getPurchaseStatus(grade: Grade, signal?: AbortSignal) {
  return api.get(`/api/test-purchase/status/${grade}`, purchaseStatusCheck, signal)
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
