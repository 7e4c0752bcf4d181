import { useQuery, useQueryClient } from '@tanstack/react-query'
import { GRADE_TEST_PRICE_PAISE } from '../../../shared/constants'
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
import { formatRupees } from '../../lib/format'

/** `/admin/settings`: admins switch the payment requirement (SPEC.md section 6). */
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

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <AdminPageHeader
        title="System Settings"
        lead="Choose whether students pay for their tests."
        link={{ to: '/admin', label: 'Admin Dashboard' }}
      />
      {settings.isPending ? (
        <LoadingState label="Loading payment settings..." />
      ) : settings.isError ? (
        <ErrorPanel
          title="Could not load the payment settings"
          message={apiErrorMessage(settings.error, 'Please check your connection and try again.')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <PaymentSystemPanel
          paymentsEnabled={settings.data.paymentsEnabled}
          price={formatRupees(GRADE_TEST_PRICE_PAISE)}
          refreshing={settings.isFetching}
          onToggled={() => queryClient.invalidateQueries({ queryKey: paymentSettingsQueryKey })}
        />
      )}
    </div>
  )
}
