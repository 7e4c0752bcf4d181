import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { GRADE_TEST_PRICE_PAISE } from '../../../shared/constants'
import { buttonStyles } from '../../components/ui/button'
import { ErrorPanel } from '../../components/ui/error-panel'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { apiErrorMessage } from '../../lib/api-client'
import { AdminGate } from '../../features/admin/components/admin-gate'
import { PaymentSystemPanel } from '../../features/admin/components/payment-system-panel'
import { getUserQueryOptions } from '../../features/auth/api/get-user'
import {
  getPaymentSettingsQueryOptions,
  paymentSettingsQueryKey,
} from '../../features/payments/api/get-payment-settings'
import { formatRupees } from '../../features/payments/format'

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
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">System Settings</h1>
          <p className="mt-1 text-lg text-gray-700">Choose whether students pay for their tests.</p>
        </div>
        <nav aria-label="Admin" className="flex flex-col gap-2 sm:flex-row">
          <Link to="/admin" className={buttonStyles('secondary')}>
            Admin Dashboard
          </Link>
          <Link to="/" className={buttonStyles('secondary')}>
            Home
          </Link>
        </nav>
      </div>
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
