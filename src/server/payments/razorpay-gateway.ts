// The payment gateway as Disha uses it: create an order, list an order's payments. Backed by Razorpay's official
// SDK; its host is fixed in the constructor, so a configured base URL (tests: a local server speaking the same REST
// API) is set on the SDK's own axios instance (docs/decisions/012-payments.md).
import Razorpay from 'razorpay'

export interface GatewayOrder {
  id: string
  amount: number
  currency: string
  status: string
}

export interface GatewayPayment {
  id: string
  order_id: string
  amount: number
  currency: string
  /** created, authorized, captured, refunded or failed. */
  status: string
  /** Paise refunded so far (0 when none). */
  amount_refunded: number
}

export interface PaymentGateway {
  createOrder(order: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>
  listOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>
  /** One payment as the gateway holds it now; undefined when the gateway knows no such payment. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | undefined>
}

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'GatewayError'
  }
}

const TIMEOUT_MS = 10_000

export function createRazorpayGateway(options: { keyId: string; keySecret: string; apiUrl: string }): PaymentGateway {
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret })
  const http = (sdk as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq
  http.defaults.baseURL = options.apiUrl.replace(/\/+$/, '')
  http.defaults.timeout = TIMEOUT_MS

  return {
    async createOrder(order) {
      const created = await call(() => sdk.orders.create(order))
      return { id: String(created.id), amount: Number(created.amount), currency: String(created.currency), status: String(created.status) }
    },
    async listOrderPayments(gatewayOrderId) {
      const list = await call(() => sdk.orders.fetchPayments(gatewayOrderId))
      return (list.items ?? []).map(toPayment)
    },
    async fetchPayment(paymentId) {
      try {
        return toPayment(await call(() => sdk.payments.fetch(paymentId)))
      } catch (err) {
        // Razorpay answers 400 (BAD_REQUEST_ERROR) for an id it does not have: that is an answer, not an outage.
        if (err instanceof GatewayError && (err.status === 400 || err.status === 404)) return undefined
        throw err
      }
    },
  }
}

function toPayment(p: { id: unknown; order_id?: unknown; amount: unknown; currency: unknown; status: unknown; amount_refunded?: unknown }): GatewayPayment {
  return {
    id: String(p.id),
    order_id: String(p.order_id ?? ''),
    amount: Number(p.amount),
    currency: String(p.currency),
    status: String(p.status),
    amount_refunded: Number(p.amount_refunded ?? 0),
  }
}

/** The SDK rejects with `{ statusCode, error }` for an HTTP error and with a TypeError when there was no response. */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    const e = err as { statusCode?: number; error?: { description?: string }; message?: string }
    throw new GatewayError(e.error?.description ?? e.message ?? 'The payment gateway did not answer.', e.statusCode)
  }
}
