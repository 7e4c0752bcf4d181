import { z } from 'zod'

/** GET /api/test-purchase/status/:grade: whether the signed-in user has bought that grade's test. */
export const purchaseStatusSchema = z.object({ hasPurchased: z.boolean() })
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>
