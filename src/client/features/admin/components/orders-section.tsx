import type { AdminOrder } from '../../../../shared/schemas/payments'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { apiErrorMessage } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { formatPrice } from '../../../../shared/money'
import { useAdminOrders } from '../api/get-admin-orders'
import { ResponsiveTable, type Column } from './responsive-table'

const STATUS_TEXT: Record<AdminOrder['status'], string> = { paid: 'Paid', pending: 'Not paid', granted: 'Granted', refunded: 'Refunded' }
const FLAG_TEXT: Record<NonNullable<AdminOrder['flag']>, string> = {
  disputed: 'Disputed: check with the gateway',
  'partially-refunded': 'Partly refunded: check with the gateway',
}
const VIA_TEXT: Record<string, string> = { verify: 'checkout', webhook: 'webhook', reconcile: 'reconciliation', mock: 'mock mode' }

const columns: Column<AdminOrder>[] = [
  { header: 'Student', cell: (o) => <span className="break-all">{o.userEmail ?? 'Deleted account'}</span> },
  { header: 'Amount', cell: (o) => (o.method === 'admin' ? '—' : formatPrice(o.amount)) },
  {
    header: 'Status',
    cell: (o) => (
      <span>
        {STATUS_TEXT[o.status]}
        {o.paidVia ? <span className="text-gray-700"> ({VIA_TEXT[o.paidVia] ?? o.paidVia})</span> : null}
        {o.flag ? <span className="block font-semibold text-red-800">{FLAG_TEXT[o.flag]}</span> : null}
      </span>
    ),
  },
  { header: 'Created', cell: (o) => formatDateTime(o.createdAt) },
  { header: 'Gateway order', cell: (o) => <span className="break-all font-mono text-xs">{o.gatewayOrderId ?? '—'}</span> },
]

/** The last 30 days of orders: what was bought, by whom, and whether and how it was paid. */
export function OrdersSection() {
  const orders = useAdminOrders()
  return (
    <section aria-labelledby="admin-orders-title" className="flex flex-col gap-4">
      <h2 id="admin-orders-title" className="text-2xl font-bold text-gray-900">
        Orders (last 30 days)
      </h2>
      {orders.isPending ? (
        <LoadingState label="Loading orders..." />
      ) : orders.isError ? (
        <ErrorPanel
          title="Could not load the orders"
          message={apiErrorMessage(orders.error, 'Please check your connection and try again.')}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.length === 0 ? (
        <p className="text-gray-700">No orders in the last 30 days.</p>
      ) : (
        <ResponsiveTable
          id="admin-orders"
          label="Orders"
          rows={orders.data}
          rowKey={(o) => o.id}
          title={{ header: 'Purchase', cell: (o) => o.description }}
          columns={columns}
        />
      )}
    </section>
  )
}
