import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n } from '../../../i18n/i18n'
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
  const { t, rich } = useI18n()
  const toggle = useTogglePayments({
    onSuccess: async (data) => {
      await onToggled()
      const now = currentI18n()
      // The server says the change in English; Hindi says the same from what was switched.
      const said = data.paymentsEnabled ? now.t('admin.payments.nowEnabled', { price }) : now.t('admin.payments.nowDisabled')
      toast({ title: now.t('admin.success'), description: now.locale === 'en' ? data.message : said })
    },
    onError: (error) =>
      toast({
        title: currentI18n().t('admin.error'),
        description: apiErrorText(error, 'admin.payments.toggleFailed'),
        variant: 'destructive',
      }),
  })
  const busy = toggle.isPending || refreshing
  const setEnabled = (enabled: boolean) => {
    if (!busy) toggle.mutate({ enabled })
  }

  const status = [
    [t('admin.payments.status'), paymentsEnabled ? t('admin.payments.enabled') : t('admin.payments.disabled')],
    [t('admin.payments.gateway'), !paymentsEnabled ? t('admin.payments.inactive') : mockMode ? t('admin.payments.mockMode') : t('admin.payments.active')],
    [t('admin.payments.access'), paymentsEnabled ? t('admin.payments.required') : t('admin.payments.free')],
  ] as const

  return (
    <section
      aria-labelledby="payment-system-title"
      aria-busy={busy}
      className="flex flex-col gap-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="payment-system-title" className="text-2xl font-bold text-gray-900">
        {t('admin.payments.title')}
      </h2>

      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p id="payment-switch-label" className="font-semibold text-gray-900">
            {t('admin.payments.switch')}
          </p>
          <p id="payment-switch-hint" className="text-sm text-gray-700">
            {t('admin.payments.hint', { price })}
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
        {toggle.isPending ? t('admin.payments.updating') : paymentsEnabled ? t('admin.payments.disable') : t('admin.payments.enable')}
      </Button>

      <div className="rounded-lg bg-blue-50 p-4 text-blue-950">
        <h3 className="font-semibold">{t('admin.payments.impact')}</h3>
        <p className="mt-1">
          {!paymentsEnabled
            ? t('admin.payments.impact.off')
            : mockMode
              ? t('admin.payments.impact.mock', { price })
              : t('admin.payments.impact.on', { price })}
        </p>
        <p className="mt-1 text-sm">
          {paymentsEnabled
            ? t('admin.payments.change.disable')
            : mockMode
              ? t('admin.payments.change.enableMock', { price })
              : t('admin.payments.change.enable', { price })}
        </p>
      </div>

      {mockMode && (
        <section aria-labelledby="mock-mode-title" className="rounded-lg border border-gray-300 bg-gray-50 p-4 text-gray-900">
          <h3 id="mock-mode-title" className="font-semibold">
            {t('admin.payments.mock.title')}
          </h3>
          <p className="mt-1">
            {/* The keys' names and the README's section are written as they are, in English, whatever the page's language. */}
            {rich('admin.payments.mock.text', {
              keyId: <span lang="en">RAZORPAY_KEY_ID</span>,
              keySecret: <span lang="en">RAZORPAY_KEY_SECRET</span>,
              readme: <span lang="en">README</span>,
              section: <span lang="en">Switching to real Razorpay payments</span>,
            })}
          </p>
        </section>
      )}

      <p className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
        {rich('admin.payments.warning', { strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
    </section>
  )
}
