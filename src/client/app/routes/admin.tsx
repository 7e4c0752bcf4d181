import { useQuery } from '@tanstack/react-query'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { AdminDashboard } from '../../features/admin/components/admin-dashboard'
import { AdminGate } from '../../features/admin/components/admin-gate'
import { getUserQueryOptions } from '../../features/auth/api/get-user'

/** `/admin`: admins only (docs/product.md, "Admin"). */
export function AdminRoute() {
  useDocumentTitle('Admin Dashboard')
  // Ask the server again on the way in: a role granted or withdrawn since the page loaded counts now.
  const session = useQuery({ ...getUserQueryOptions(), refetchOnMount: 'always' })
  return (
    <AdminGate title="Admin Dashboard" checking={session.isFetching} isAdmin={session.data?.isAdmin === true}>
      <AdminDashboard currentUserId={session.data?.id ?? ''} />
    </AdminGate>
  )
}
