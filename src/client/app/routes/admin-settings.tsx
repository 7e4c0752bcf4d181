import { useQuery, useQueryClient } from '@tanstack/react-query'
import { formatPrice } from '../../../shared/money'
import { ErrorPanel } from '../../components/ui/error-panel'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { apiErrorText } from '../../i18n/api-error-text'
import { useI18n } from '../../i18n/i18n'
import { AdminGate } from '../../features/admin/components/admin-gate'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header'
import { PaymentSystemPanel } from '../../features/admin/components/payment-system-panel'
import { getUserQueryOptions } from '../../features/auth/api/get-user'
import {
  getPaymentSettingsQueryOptions,
  paymentSettingsQueryKey,
} from '../../features/payments/api/get-payment-settings'
import { usePricing } from '../../features/payments/api/get-pricing'
import { gradeAccessQueryKey } from '../../features/tests/api/get-grade-access'

/** `/admin/settings`: admins switch the payment requirement (docs/product.md, "Admin"). */
export function AdminSettingsRoute() {
  const { t } = useI18n()
  useDocumentTitle(t('admin.nav.settings'))
  // Ask the server again on the way in: a role granted or withdrawn since the page loaded counts now.
  const session = useQuery({ ...getUserQueryOptions(), refetchOnMount: 'always' })
  return (
    <AdminGate title={t('admin.nav.settings')} checking={session.isFetching} isAdmin={session.data?.isAdmin === true}>
      <SystemSettings />
    </AdminGate>
  )
}

function SystemSettings() {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  // The students' pages cache this setting; here the admin must see what is true now, not what was loaded earlier.
  const settings = useQuery({ ...getPaymentSettingsQueryOptions(), refetchOnMount: 'always' })
  // The price the server charges and whether it runs in mock mode (no gateway keys): both come from its configuration.
  const pricing = usePricing()

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <AdminPageHeader
        title={t('admin.nav.settings')}
        lead={t('admin.settings.lead')}
        link={{ to: '/admin', label: t('admin.title') }}
      />
      {settings.isPending || pricing.isPending ? (
        <LoadingState label={t('admin.settings.loading')} />
      ) : settings.isError || pricing.isError ? (
        <ErrorPanel
          title={t('admin.settings.loadFailed')}
          message={apiErrorText(settings.error ?? pricing.error, 'admin.tryAgain')}
          onRetry={() => {
            if (settings.isError) void settings.refetch()
            if (pricing.isError) void pricing.refetch()
          }}
        />
      ) : (
        <PaymentSystemPanel
          paymentsEnabled={settings.data.paymentsEnabled}
          price={formatPrice(pricing.data.gradeTest.price)}
          mockMode={pricing.data.mockMode}
          refreshing={settings.isFetching}
          onToggled={() =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: paymentSettingsQueryKey }),
              // What each grade allows changes with the switch (an admin can take tests too).
              queryClient.invalidateQueries({ queryKey: gradeAccessQueryKey }),
            ])
          }
        />
      )}
    </div>
  )
}
