import { useQuery, useQueryClient } from '@tanstack/react-query'
import { formatPrice } from '../../../shared/money'
import { ErrorPanel } from '../../components/ui/error-panel'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { apiErrorMessage } from '../../lib/api-client'
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
  useDocumentTitle('System Settings')
  // Ask the server again on the way in: a role granted or withdrawn since the page loaded counts now.
  const session = useQuery({ ...getUserQueryOptions(), refetchOnMount: 'always' })
  return (
    <AdminGate title="System Settings" checking={session.isFetching} isAdmin={session.data?.isAdmin === true}>
      <SystemSettings />
    </AdminGate>
  )
}

function SystemSettings() {
  const queryClient = useQueryClient()
  // The students' pages cache this setting; here the admin must see what is true now, not what was loaded earlier.
  const settings = useQuery({ ...getPaymentSettingsQueryOptions(), refetchOnMount: 'always' })
  // The price the server charges and whether it runs in mock mode (no gateway keys): both come from its configuration.
  const pricing = usePricing()

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <AdminPageHeader
        title="System Settings"
        lead="Choose whether students pay for their tests."
        link={{ to: '/admin', label: 'Admin Dashboard' }}
      />
      {settings.isPending || pricing.isPending ? (
        <LoadingState label="Loading payment settings..." />
      ) : settings.isError || pricing.isError ? (
        <ErrorPanel
          title="Could not load the payment settings"
          message={apiErrorMessage(settings.error ?? pricing.error, 'Please check your connection and try again.')}
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
