// One purchase from click to access: create the order, pay (at once in mock mode, else in Razorpay's checkout, whose
// script is loaded only then), verify, refresh what the student owns, and say what happened in the words of
// docs/product.md ("Messages").
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { ErrorCode } from '../../../shared/error-codes'
import type { CreateOrderBody, PaymentOrder } from '../../../shared/schemas/payments'
import { toast } from '../../hooks/use-toast'
import { currentI18n, type I18n } from '../../i18n/i18n'
import type { MessageId } from '../../i18n/messages'
import { hasErrorCode } from '../../lib/api-client'
import { createOrder, verifyPayment } from './api/create-order'
import { loadCheckout, openCheckout } from './checkout'

export interface CheckoutMessages {
  /** The order could not be made (or the checkout failed to open). */
  orderFailed: string
  /** checkout.js could not be loaded. */
  gatewayMissing: string
  verifyFailed: string
  paid: string
}

/**
 * Refusals whose sentence helps more than the generic one: already bought, tests are free, or the grade is taken. The
 * server says them in English; in Hindi the catalogue says what each code means.
 */
const TELLING_CODES = {
  ALREADY_PURCHASED: 'payment.refused.alreadyPurchased',
  PAYMENTS_OFF: 'payment.refused.paymentsOff',
  GRADE_COMPLETED: 'payment.refused.gradeCompleted',
} as const satisfies Partial<Record<ErrorCode, MessageId>>
type TellingCode = keyof typeof TELLING_CODES
const TELLING = Object.keys(TELLING_CODES) as TellingCode[]

/**
 * What is bought: a student's grade or plan (`body`, POST /api/payment/create-order), or another order the caller
 * places (a school's seats), paid and verified the same way.
 */
type Purchase = { body: CreateOrderBody } | { placeOrder: () => Promise<PaymentOrder> }

export function useCheckoutFlow(options: Purchase & { description: string; messages: CheckoutMessages; onPaid: () => void }) {
  const [processing, setProcessing] = useState(false)
  const busy = useRef(false)
  const queryClient = useQueryClient()
  const { description, messages, onPaid } = options
  const placeOrder = () => ('body' in options ? createOrder(options.body) : options.placeOrder())

  // A purchase changes what the student may do on every screen (each grade's access, the plan, the purchases), and
  // those answers live in several features: everything cached is marked stale, and what is on screen is asked again.
  async function refreshOwnership() {
    await queryClient.invalidateQueries()
  }

  async function run() {
    // The page's language when each toast is raised, not when the purchase began.
    const t: I18n['t'] = (id, values) => currentI18n().t(id, values)
    let order
    try {
      order = await placeOrder()
    } catch (error) {
      const telling = hasErrorCode(error, ...TELLING)
        ? currentI18n().locale === 'en'
          ? error.message
          : t(TELLING_CODES[error.code as TellingCode])
        : null
      toast({ title: t('payment.error'), description: telling ?? messages.orderFailed, variant: 'destructive' })
      if (telling) await refreshOwnership()
      return
    }
    if (order.mockMode) {
      await refreshOwnership()
      toast({ title: t('payment.success.mock'), description: messages.paid })
      onPaid()
      return
    }
    let Checkout
    try {
      Checkout = await loadCheckout()
    } catch {
      toast({ title: t('payment.gatewayError'), description: messages.gatewayMissing, variant: 'destructive' })
      return
    }
    let payment
    try {
      payment = await openCheckout(Checkout, order, description)
    } catch {
      toast({ title: t('payment.error'), description: messages.orderFailed, variant: 'destructive' })
      return
    }
    if (!payment) return // closed without paying: back to idle
    let verified
    try {
      verified = await verifyPayment(payment)
    } catch {
      toast({ title: t('payment.verifyFailed'), description: messages.verifyFailed, variant: 'destructive' })
      return
    }
    if (!verified.success) {
      await refreshOwnership()
      toast({ title: t('payment.pending'), description: currentI18n().locale === 'en' ? verified.message : t('payment.pending.message') })
      return
    }
    await refreshOwnership()
    toast({ title: t('payment.success'), description: messages.paid })
    onPaid()
  }

  return {
    processing,
    start() {
      if (busy.current) return
      busy.current = true
      setProcessing(true)
      void run().finally(() => {
        busy.current = false
        setProcessing(false)
      })
    },
  }
}
