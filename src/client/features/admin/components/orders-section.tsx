import type { AdminOrder } from '../../../../shared/schemas/payments'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n, type I18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
import { formatPrice } from '../../../../shared/money'
import { purchaseText } from '../../payments/purchase-text'
import { useAdminOrders } from '../api/get-admin-orders'
import { dateTimeOptions } from '../format'
import { ResponsiveTable, type Column } from './responsive-table'

const STATUS_TEXT: Record<AdminOrder['status'], MessageId> = {
  paid: 'admin.orders.status.paid',
  pending: 'admin.orders.status.pending',
  granted: 'admin.orders.status.granted',
  refunded: 'admin.orders.status.refunded',
}
const FLAG_TEXT: Record<NonNullable<AdminOrder['flag']>, MessageId> = {
  disputed: 'admin.orders.flag.disputed',
  'partially-refunded': 'admin.orders.flag.partiallyRefunded',
}
const VIA_TEXT: Record<string, MessageId | undefined> = {
  verify: 'admin.orders.via.verify',
  webhook: 'admin.orders.via.webhook',
  reconcile: 'admin.orders.via.reconcile',
  mock: 'admin.orders.via.mock',
}

const columns = ({ t, intl, locale }: I18n): Column<AdminOrder>[] => [
  { header: t('admin.orders.student'), cell: (o) => <span className="break-all">{o.userEmail ?? t('admin.orders.deletedAccount')}</span> },
  { header: t('admin.orders.amount'), cell: (o) => (o.method === 'admin' ? t('admin.none') : formatPrice(o.amount)) },
  {
    header: t('admin.orders.status'),
    cell: (o) => {
      // A way of paying this screen does not know yet is shown as the server names it.
      const via = o.paidVia ? VIA_TEXT[o.paidVia] : undefined
      return (
        <span>
          {t(STATUS_TEXT[o.status])}
          {o.paidVia ? <span className="text-gray-700">{t('admin.orders.via', { via: via ? t(via) : o.paidVia })}</span> : null}
          {o.flag ? <span className="block font-semibold text-red-800">{t(FLAG_TEXT[o.flag])}</span> : null}
        </span>
      )
    },
  },
  { header: t('admin.orders.created'), cell: (o) => intl.formatDate(o.createdAt, dateTimeOptions(locale)) },
  { header: t('admin.orders.gatewayOrder'), cell: (o) => <span className="break-all font-mono text-xs">{o.gatewayOrderId ?? t('admin.none')}</span> },
]

/** The last 30 days of orders: what was bought, by whom, and whether and how it was paid. */
export function OrdersSection() {
  const i18n = useI18n()
  const { t } = i18n
  const orders = useAdminOrders()
  return (
    <section aria-labelledby="admin-orders-title" className="flex flex-col gap-4">
      <h2 id="admin-orders-title" className="text-2xl font-bold text-gray-900">
        {t('admin.orders.title')}
      </h2>
      {orders.isPending ? (
        <LoadingState label={t('admin.orders.loading')} />
      ) : orders.isError ? (
        <ErrorPanel
          title={t('admin.orders.loadFailed')}
          message={apiErrorText(orders.error, 'admin.tryAgain')}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.length === 0 ? (
        <p className="text-gray-700">{t('admin.orders.none')}</p>
      ) : (
        <ResponsiveTable
          id="admin-orders"
          label={t('admin.orders.label')}
          rows={orders.data}
          rowKey={(o) => o.id}
          title={{ header: t('admin.orders.purchase'), cell: (o) => purchaseText(o.description, i18n) }}
          columns={columns(i18n)}
        />
      )}
    </section>
  )
}
