import type { Grade } from '../../../../shared/constants'
import { usePaymentSettings } from './get-payment-settings'
import { usePurchaseStatus } from './get-purchase-status'

/**
 * May the student start this grade's test? Yes when payments are switched off or the grade is purchased
 * (SPEC.md section 6). Both calls run in parallel; the answer is known once both have loaded.
 */
export function useGradeAccess(grade: Grade) {
  const settings = usePaymentSettings()
  const purchase = usePurchaseStatus(grade)
  const error = settings.error ?? purchase.error
  return {
    isPending: settings.isPending || purchase.isPending,
    isError: settings.isError || purchase.isError,
    error,
    paymentsEnabled: settings.data?.paymentsEnabled ?? false,
    hasPurchased: purchase.data?.hasPurchased ?? false,
    /** Loaded, payments are on and the grade is not bought: the test may not start. */
    paymentRequired: settings.data?.paymentsEnabled === true && purchase.data?.hasPurchased === false,
    /** Loaded, and the test may start: payments are off or the grade is bought. */
    granted: settings.data?.paymentsEnabled === false || purchase.data?.hasPurchased === true,
    refetch: () => Promise.all([settings.refetch(), purchase.refetch()]),
  }
}
