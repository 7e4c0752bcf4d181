import { z } from 'zod'

export const paymentSettingsSchema = z.object({ paymentsEnabled: z.boolean() })
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>

export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) })
