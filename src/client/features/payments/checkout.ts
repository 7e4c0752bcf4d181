// Razorpay's checkout.js, loaded from the provider's host only when a student is about to pay (docs/product.md, "Paying"),
// and opened as a promise: it settles with the signed payment fields, or with null when the student closes it.
import type { PaymentOrder, VerifyPaymentBody } from '../../../shared/schemas/payments'

const CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js'
/** A blue theme and fixed placeholder prefill values (docs/product.md, "Paying"). */
const CHECKOUT_THEME_COLOR = '#1d4ed8'
const CHECKOUT_PREFILL = { name: 'Student', email: 'student@example.com' }

interface CheckoutOptions {
  key: string
  amount: number
  currency: string
  name: string
  description: string
  order_id: string
  prefill: { name: string; email: string }
  theme: { color: string }
  handler: (response: VerifyPaymentBody) => void
  modal: { ondismiss: () => void }
}

interface CheckoutInstance {
  open(): void
}

type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor
  }
}

let loading: Promise<CheckoutConstructor> | undefined

/** Loads checkout.js once; a failed load can be tried again. */
export function loadCheckout(timeoutMs = 15_000): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay)
  loading ??= new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = CHECKOUT_SCRIPT_URL
    script.async = true
    const timer = window.setTimeout(() => fail(new Error('The payment gateway took too long to load.')), timeoutMs)
    function fail(error: Error) {
      window.clearTimeout(timer)
      script.remove()
      loading = undefined
      reject(error)
    }
    script.onload = () => {
      window.clearTimeout(timer)
      if (window.Razorpay) resolve(window.Razorpay)
      else fail(new Error('The payment gateway did not start.'))
    }
    script.onerror = () => fail(new Error('The payment gateway could not be loaded.'))
    document.head.appendChild(script)
  })
  return loading
}

/** Opens the checkout for an order; resolves with the payment to verify, or null if the student closed it. */
export function openCheckout(Checkout: CheckoutConstructor, order: PaymentOrder, description: string): Promise<VerifyPaymentBody | null> {
  return new Promise((resolve) => {
    const checkout = new Checkout({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      name: 'Disha',
      description,
      order_id: order.orderId,
      prefill: CHECKOUT_PREFILL,
      theme: { color: CHECKOUT_THEME_COLOR },
      handler: (response) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    })
    checkout.open()
  })
}
