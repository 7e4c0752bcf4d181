import { useI18n } from '../../../i18n/i18n'
import { AdminPageHeader } from './admin-page-header'
import { AdminStats } from './admin-stats'
import { CounsellingRequestsSection } from './counselling-requests-section'
import { OrdersSection } from './orders-section'
import { RetestSection } from './retest-section'
import { TestsSection } from './tests-section'
import { UsersSection } from './users-section'

/** `/admin` for an admin: the counts, users, tests, the retest study, orders and counselling requests, and the way to the settings. */
export function AdminDashboard({ currentUserId }: { currentUserId: string }) {
  const { t } = useI18n()
  return (
    <div className="flex flex-col gap-10">
      <AdminPageHeader
        title={t('admin.title')}
        lead={t('admin.lead')}
        link={{ to: '/admin/settings', label: t('admin.nav.settings'), primary: true }}
        more={[
          { to: '/admin/schools', label: t('admin.nav.schools') },
          { to: '/admin/activity', label: t('admin.nav.activity') },
        ]}
      />
      <AdminStats />
      <UsersSection currentUserId={currentUserId} />
      <TestsSection />
      <RetestSection />
      <OrdersSection />
      <CounsellingRequestsSection />
    </div>
  )
}
