import { useQuery } from '@tanstack/react-query'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { ActivityLog } from '../../features/admin/components/activity-log'
import { AdminGate } from '../../features/admin/components/admin-gate'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header'
import { getUserQueryOptions } from '../../features/auth/api/get-user'

/** `/admin/activity`: the audit log, read only (docs/product.md, "Admin"). */
export function AdminActivityRoute() {
  useDocumentTitle('Activity')
  // Ask the server again on the way in: a role granted or withdrawn since the page loaded counts now.
  const session = useQuery({ ...getUserQueryOptions(), refetchOnMount: 'always' })
  return (
    <AdminGate title="Activity" checking={session.isFetching} isAdmin={session.data?.isAdmin === true}>
      <div className="flex flex-col gap-8">
        <AdminPageHeader
          title="Activity"
          lead="Every change admins and counsellors made, newest first. Entries cannot be changed or deleted."
          link={{ to: '/admin', label: 'Admin Dashboard' }}
        />
        <ActivityLog />
      </div>
    </AdminGate>
  )
}
