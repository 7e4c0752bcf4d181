import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { apiErrorMessage } from '../../../lib/api-client'
import { cn } from '../../../lib/cn'
import { useTogglePayments } from '../api/toggle-payments'

interface PaymentSystemPanelProps {
  paymentsEnabled: boolean
  /** The price of one grade test as the server charges it, formatted, e.g. '₹50.00'. */
  price: string
  /** The server has no gateway keys: purchases are recorded at once and nothing is charged. */
  mockMode: boolean
  /** The settings are being loaded again: the state on screen may be old, so nothing may be switched. */
  refreshing: boolean
  /** Refreshes the payment settings everywhere; the controls stay busy until it settles. */
  onToggled: () => Promise<unknown>
}

/** System Settings (docs/product.md, "Admin"): the payment requirement as a switch and a button, its state, and what it means. */
export function PaymentSystemPanel({ paymentsEnabled, price, mockMode, refreshing, onToggled }: PaymentSystemPanelProps) {
  const toggle = useTogglePayments({
    onSuccess: async (data) => {
      await onToggled()
      toast({ title: 'Success', description: data.message })
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: apiErrorMessage(error, 'Failed to toggle payment system'),
        variant: 'destructive',
      }),
  })
  const busy = toggle.isPending || refreshing
  const setEnabled = (enabled: boolean) => {
    if (!busy) toggle.mutate({ enabled })
  }

  const status = [
    ['Status', paymentsEnabled ? 'Enabled' : 'Disabled'],
    ['Payment Gateway', !paymentsEnabled ? 'Inactive' : mockMode ? 'Mock mode' : 'Active'],
    ['Test Access', paymentsEnabled ? 'Payment Required' : 'Free Access'],
  ] as const

  return (
    <section
      aria-labelledby="payment-system-title"
      aria-busy={busy}
      className="flex flex-col gap-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="payment-system-title" className="text-2xl font-bold text-gray-900">
        Payment System
      </h2>

      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p id="payment-switch-label" className="font-semibold text-gray-900">
            Require payment for grade tests
          </p>
          <p id="payment-switch-hint" className="text-sm text-gray-700">
            Students pay {price} for each grade test while this is on.
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={paymentsEnabled}
          aria-labelledby="payment-switch-label"
          aria-describedby="payment-switch-hint"
          disabled={busy}
          onClick={() => setEnabled(!paymentsEnabled)}
          className="inline-flex min-h-11 min-w-16 shrink-0 items-center justify-center rounded-full disabled:cursor-not-allowed disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className={cn(
              'relative inline-flex h-8 w-14 items-center rounded-full transition-colors motion-reduce:transition-none',
              paymentsEnabled ? 'bg-blue-700' : 'bg-gray-500',
            )}
          >
            <span
              className={cn(
                'inline-block size-6 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
                paymentsEnabled ? 'translate-x-7' : 'translate-x-1',
              )}
            />
          </span>
        </button>
      </div>

      <dl className="grid gap-3 sm:grid-cols-3">
        {status.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200">
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className={cn('text-lg font-bold', paymentsEnabled ? 'text-blue-800' : 'text-green-800')}>{value}</dd>
          </div>
        ))}
      </dl>

      <Button
        variant={paymentsEnabled ? 'danger' : 'primary'}
        className="w-full sm:w-auto sm:self-start"
        disabled={busy}
        onClick={() => setEnabled(!paymentsEnabled)}
      >
        {toggle.isPending ? 'Updating...' : paymentsEnabled ? 'Disable Payments' : 'Enable Payments'}
      </Button>

      <div className="rounded-lg bg-blue-50 p-4 text-blue-950">
        <h3 className="font-semibold">Impact</h3>
        <p className="mt-1">
          {!paymentsEnabled
            ? 'Payments are off: all tests are free, and no payment is asked for.'
            : mockMode
              ? `Payments are on in mock mode: each grade test is priced at ${price}, and a purchase is recorded at once without charging anything.`
              : `Payments are on: users pay ${price} per grade test, and the payment gateway is active.`}
        </p>
        <p className="mt-1 text-sm">
          {paymentsEnabled
            ? 'Disabling payments makes every grade test free.'
            : mockMode
              ? `Enabling payments prices each grade test at ${price}, in mock mode: nothing is charged.`
              : `Enabling payments makes each grade test cost ${price}, paid through the payment gateway.`}
        </p>
      </div>

      {mockMode && (
        <section aria-labelledby="mock-mode-title" className="rounded-lg border border-gray-300 bg-gray-50 p-4 text-gray-900">
          <h3 id="mock-mode-title" className="font-semibold">
            Mock mode: no payment gateway keys
          </h3>
          <p className="mt-1">
            This server was started without Razorpay keys, so no money is taken. Real payments need the Razorpay API keys
            (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET) and a restart; the README&apos;s section &ldquo;Switching to real
            Razorpay payments&rdquo; gives every step, the webhook included.
          </p>
        </section>
      )}

      <p className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
        <strong>Warning:</strong> this change affects all users immediately.
      </p>
    </section>
  )
}
