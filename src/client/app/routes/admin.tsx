import { useQuery } from '@tanstack/react-query'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useI18n } from '../../i18n/i18n'
import { AdminDashboard } from '../../features/admin/components/admin-dashboard'
import { AdminGate } from '../../features/admin/components/admin-gate'
import { getUserQueryOptions } from '../../features/auth/api/get-user'

/** `/admin`: admins only (docs/product.md, "Admin"). */
export function AdminRoute() {
  const { t } = useI18n()
  useDocumentTitle(t('admin.title'))
  // Ask the server again on the way in: a role granted or withdrawn since the page loaded counts now.
  const session = useQuery({ ...getUserQueryOptions(), refetchOnMount: 'always' })
  return (
    <AdminGate title={t('admin.title')} checking={session.isFetching} isAdmin={session.data?.isAdmin === true}>
      <AdminDashboard currentUserId={session.data?.id ?? ''} />
    </AdminGate>
  )
}
