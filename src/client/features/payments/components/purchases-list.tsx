import type { PurchaseRecord } from '../../../../shared/schemas/payments'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { apiErrorMessage } from '../../../lib/api-client'
import { cn } from '../../../lib/cn'
import { usePurchases } from '../api/get-purchases'
import { formatDate } from '../../../lib/format'
import { formatPrice } from '../../../../shared/money'

const STATUS: Record<PurchaseRecord['status'], { label: string; style: string }> = {
  paid: { label: 'Paid', style: 'bg-green-100 text-green-900' },
  pending: { label: 'Not paid', style: 'bg-amber-100 text-amber-950' },
  granted: { label: 'Granted by support', style: 'bg-blue-100 text-blue-900' },
  refunded: { label: 'Refunded', style: 'bg-gray-100 text-gray-900' },
}

/** What the student (or a parent looking over their shoulder) paid for: what, when, how much, and its state. */
export function PurchasesList() {
  const purchases = usePurchases()
  if (purchases.isPending) return <LoadingState label="Loading purchases..." />
  if (purchases.isError) {
    return (
      <ErrorPanel
        title="Could not load your purchases"
        message={apiErrorMessage(purchases.error, 'Please check your connection and try again.')}
        onRetry={() => void purchases.refetch()}
      />
    )
  }
  if (purchases.data.length === 0) return <p className="text-gray-700">No purchases yet.</p>
  return (
    <ul className="divide-y divide-gray-200">
      {purchases.data.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div>
            <p className="font-semibold text-gray-900">{p.description}</p>
            <p className="text-sm text-gray-700">
              {formatDate(p.createdAt)}
              {p.method === 'mock' ? ' · test mode, nothing charged' : ''}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-semibold text-gray-900">{p.method === 'admin' ? '—' : formatPrice(p.amount)}</span>
            <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', STATUS[p.status].style)}>{STATUS[p.status].label}</span>
          </div>
        </li>
      ))}
    </ul>
  )
}
