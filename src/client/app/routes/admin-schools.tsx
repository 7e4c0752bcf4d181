import { useQuery } from '@tanstack/react-query'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { AdminGate } from '../../features/admin/components/admin-gate'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header'
import { getUserQueryOptions } from '../../features/auth/api/get-user'
import { AdminSchools } from '../../features/schools/components/admin-schools'

/** `/admin/schools`: a platform admin's schools and their counsellors (docs/decisions/026-schools.md). */
export function AdminSchoolsRoute() {
  useDocumentTitle('Schools')
  // Ask the server again on the way in: a role granted or withdrawn since the page loaded counts now.
  const session = useQuery({ ...getUserQueryOptions(), refetchOnMount: 'always' })
  return (
    <AdminGate title="Schools" checking={session.isFetching} isAdmin={session.data?.isAdmin === true}>
      <div className="flex flex-col gap-8">
        <AdminPageHeader title="Schools" lead="Add schools and invite their counsellors." link={{ to: '/admin', label: 'Admin Dashboard' }} />
        <AdminSchools />
      </div>
    </AdminGate>
  )
}
