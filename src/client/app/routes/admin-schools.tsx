import { useQuery } from '@tanstack/react-query'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useI18n } from '../../i18n/i18n'
import { AdminGate } from '../../features/admin/components/admin-gate'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header'
import { getUserQueryOptions } from '../../features/auth/api/get-user'
import { AdminSchools } from '../../features/schools/components/admin-schools'

/** `/admin/schools`: a platform admin's schools and their counsellors (docs/decisions/026-schools.md). */
export function AdminSchoolsRoute() {
  const { t } = useI18n()
  useDocumentTitle(t('admin.nav.schools'))
  // Ask the server again on the way in: a role granted or withdrawn since the page loaded counts now.
  const session = useQuery({ ...getUserQueryOptions(), refetchOnMount: 'always' })
  return (
    <AdminGate title={t('admin.nav.schools')} checking={session.isFetching} isAdmin={session.data?.isAdmin === true}>
      <div className="flex flex-col gap-8">
        <AdminPageHeader title={t('admin.nav.schools')} lead={t('admin.schools.lead')} link={{ to: '/admin', label: t('admin.title') }} />
        <AdminSchools />
      </div>
    </AdminGate>
  )
}
