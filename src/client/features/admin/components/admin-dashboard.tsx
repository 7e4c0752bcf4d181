import { Link } from 'react-router'
import { buttonStyles } from '../../../components/ui/button'
import { AdminStats } from './admin-stats'
import { CounsellingRequestsSection } from './counselling-requests-section'
import { TestsSection } from './tests-section'
import { UsersSection } from './users-section'

/** `/admin` for an admin: the counts, users, tests and counselling requests, and the way to the settings. */
export function AdminDashboard() {
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">Admin Dashboard</h1>
          <p className="mt-1 text-lg text-gray-700">Manage users, tests and counselling requests.</p>
        </div>
        <nav aria-label="Admin" className="flex flex-col gap-2 sm:flex-row">
          <Link to="/admin/settings" className={buttonStyles('primary')}>
            System Settings
          </Link>
          <Link to="/" className={buttonStyles('secondary')}>
            Home
          </Link>
        </nav>
      </div>
      <AdminStats />
      <UsersSection />
      <TestsSection />
      <CounsellingRequestsSection />
    </div>
  )
}
