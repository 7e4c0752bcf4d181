import { useI18n } from '../../../i18n/i18n'
import { useAdminTestCount } from '../api/get-admin-tests'
import { useAdminUserCount } from '../api/get-admin-users'

const NONE = {}
const ADMINS = { role: 'admin' }

/** Total Users, Total Tests and Admin Users: the servers' counts, whatever the lists below are narrowed to. */
export function AdminStats() {
  const { t, intl } = useI18n()
  const users = useAdminUserCount(NONE)
  const tests = useAdminTestCount(NONE)
  const admins = useAdminUserCount(ADMINS)
  const stats = [
    [t('admin.stats.users'), users.data],
    [t('admin.stats.tests'), tests.data],
    [t('admin.stats.admins'), admins.data],
  ] as const

  return (
    <section aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="sr-only">
        {t('admin.stats')}
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200 sm:p-5">
            <dt className="text-sm font-medium text-gray-700">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-gray-900 sm:text-3xl">
              {(value !== undefined ? intl.formatNumber(value) : null) ?? (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">{t('admin.stats.notLoaded')}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
