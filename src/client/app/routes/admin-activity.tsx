import { useQuery } from '@tanstack/react-query'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useI18n } from '../../i18n/i18n'
import { ActivityLog } from '../../features/admin/components/activity-log'
import { AdminGate } from '../../features/admin/components/admin-gate'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header'
import { getUserQueryOptions } from '../../features/auth/api/get-user'

/** `/admin/activity`: the audit log, read only (docs/product.md, "Admin"). */
export function AdminActivityRoute() {
  const { t } = useI18n()
  useDocumentTitle(t('admin.nav.activity'))
  // Ask the server again on the way in: a role granted or withdrawn since the page loaded counts now.
  const session = useQuery({ ...getUserQueryOptions(), refetchOnMount: 'always' })
  return (
    <AdminGate title={t('admin.nav.activity')} checking={session.isFetching} isAdmin={session.data?.isAdmin === true}>
      <div className="flex flex-col gap-8">
        <AdminPageHeader
          title={t('admin.nav.activity')}
          lead={t('admin.activity.lead')}
          link={{ to: '/admin', label: t('admin.title') }}
        />
        <ActivityLog />
      </div>
    </AdminGate>
  )
}
