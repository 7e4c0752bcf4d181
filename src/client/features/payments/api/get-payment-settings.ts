import { queryOptions } from '@tanstack/react-query'
import type { PaymentSettings } from '../../../../shared/schemas/system'
import { api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { paymentSettingsWire } from '../../../lib/wire-schemas.generated'

/** paymentSettingsSchema, checked without zod (lib/wire-check.ts): the test page asks this on its first load. */
const paymentSettingsCheck = wireCheck<PaymentSettings>(paymentSettingsWire)

/** GET /api/system/payment-settings: whether a grade test must be paid for. */
function getPaymentSettings(signal?: AbortSignal) {
  return api.get('/api/system/payment-settings', paymentSettingsCheck, signal)
}

export const paymentSettingsQueryKey = ['system', 'payment-settings'] as const

export function getPaymentSettingsQueryOptions() {
  return queryOptions({
    queryKey: paymentSettingsQueryKey,
    queryFn: ({ signal }) => getPaymentSettings(signal),
  })
}
