import type { PurchaseRecord } from '../../../../shared/schemas/payments'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
import { cn } from '../../../lib/cn'
import { usePurchases } from '../api/get-purchases'
import { purchaseText } from '../purchase-text'

const STATUS: Record<PurchaseRecord['status'], { label: MessageId; style: string }> = {
  paid: { label: 'purchases.status.paid', style: 'bg-green-100 text-green-900' },
  pending: { label: 'purchases.status.pending', style: 'bg-amber-100 text-amber-950' },
  granted: { label: 'purchases.status.granted', style: 'bg-blue-100 text-blue-900' },
  refunded: { label: 'purchases.status.refunded', style: 'bg-gray-100 text-gray-900' },
}

/** A date as the list says it, in the page's language: '5 Mar 2027', '5 मार्च 2027'. */
const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const

/** What the student (or a parent looking over their shoulder) paid for: what, when, how much, and its state. */
export function PurchasesList() {
  const i18n = useI18n()
  const { t, intl } = i18n
  const purchases = usePurchases()
  if (purchases.isPending) return <LoadingState label={t('purchases.loading')} />
  if (purchases.isError) {
    return (
      <ErrorPanel
        title={t('purchases.loadFailed')}
        message={apiErrorText(purchases.error, 'common.checkConnection', i18n)}
        onRetry={() => void purchases.refetch()}
      />
    )
  }
  if (purchases.data.length === 0) return <p className="text-gray-700">{t('purchases.none')}</p>
  return (
    <ul className="divide-y divide-gray-200">
      {purchases.data.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div>
            <p className="font-semibold text-gray-900">{purchaseText(p.description, i18n)}</p>
            <p className="text-sm text-gray-700">
              {intl.formatDate(p.createdAt, DATE)}
              {p.method === 'mock' ? t('purchases.testMode') : ''}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-semibold text-gray-900">{p.method === 'admin' ? '—' : intl.formatNumber(p.amount / 100, { style: 'currency', currency: p.currency })}</span>
            <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', STATUS[p.status].style)}>{t(STATUS[p.status].label)}</span>
          </div>
        </li>
      ))}
    </ul>
  )
}
