import { AdminPageHeader } from './admin-page-header'
import { AdminStats } from './admin-stats'
import { CounsellingRequestsSection } from './counselling-requests-section'
import { OrdersSection } from './orders-section'
import { RetestSection } from './retest-section'
import { TestsSection } from './tests-section'
import { UsersSection } from './users-section'

/** `/admin` for an admin: the counts, users, tests, the retest study, orders and counselling requests, and the way to the settings. */
export function AdminDashboard({ currentUserId }: { currentUserId: string }) {
  return (
    <div className="flex flex-col gap-10">
      <AdminPageHeader
        title="Admin Dashboard"
        lead="Manage users, tests, orders and counselling requests."
        link={{ to: '/admin/settings', label: 'System Settings', primary: true }}
        more={[
          { to: '/admin/schools', label: 'Schools' },
          { to: '/admin/activity', label: 'Activity' },
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
