import { useState } from 'react'
import type { AdminUser } from '../../../../shared/schemas/admin'
import { Button } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n, type I18n } from '../../../i18n/i18n'
import { useAdminUserPages } from '../api/get-admin-users'
import { useMakeAdmin } from '../api/make-admin'
import { DATE, fullName } from '../format'
import { useDebounced } from '../use-debounced'
import { GrantGradeDialog } from './grant-grade-dialog'
import { RemoveAdminDialog } from './remove-admin-dialog'
import { hasFilters, ListFilters, MoreRows, USER_ROWS, type ListFilterValues } from './list-filters'
import { ResponsiveTable, rowTitleId, type Column } from './responsive-table'

const TABLE_ID = 'admin-users'

const columns = ({ t, intl }: I18n): Column<AdminUser>[] => [
  {
    header: t('admin.users.email'),
    // A student a school added from a class list has no e-mail: their user name instead.
    cell: (user) => <span className="break-all">{user.email ?? t('admin.users.username', { username: user.username ?? '' })}</span>,
  },
  { header: t('admin.users.role'), cell: (user) => <RoleBadge isAdmin={user.isAdmin} /> },
  {
    header: t('admin.users.schoolAndClass'),
    cell: (user) =>
      user.school ? (
        <>
          {user.school.name}
          {user.schoolClass && (
            <span className="block">{t('admin.users.classLine', { className: user.schoolClass.name, grade: user.schoolClass.grade })}</span>
          )}
          {user.rollNumber && <span className="block">{t('admin.users.rollNumber', { rollNumber: user.rollNumber })}</span>}
        </>
      ) : (
        t('admin.none')
      ),
  },
  { header: t('admin.users.joined'), cell: (user) => intl.formatDate(user.createdAt, DATE) },
]

const NO_FILTERS: ListFilterValues = { q: '', role: '', grade: '', schoolId: '' }

/**
 * Every account, newest first, 50 at a time, searched and filtered by the server: 'Make Admin' for those who are not
 * admins yet and 'Remove Admin' for those who are.
 */
export function UsersSection({ currentUserId }: { currentUserId: string }) {
  const i18n = useI18n()
  const { t } = i18n
  const [filters, setFilters] = useState(NO_FILTERS)
  const q = useDebounced(filters.q)
  const users = useAdminUserPages({ ...filters, q })
  const rows = users.data?.pages.flatMap((p) => p.users) ?? []
  const total = users.data?.pages[0]?.total ?? 0
  const makeAdmin = useMakeAdmin({
    onSuccess: (_message, userId) => {
      const { t } = currentI18n()
      toast({ title: t('admin.success'), description: t('admin.users.granted') })
      // The button is gone now; keep keyboard focus on the same row rather than dropping it to the page.
      document.getElementById(rowTitleId(TABLE_ID, userId))?.focus()
    },
    onError: () => {
      const { t } = currentI18n()
      toast({ title: t('admin.error'), description: t('admin.users.grantFailed'), variant: 'destructive' })
    },
  })

  return (
    <section aria-labelledby="admin-users-title" className="flex flex-col gap-4">
      <h2 id="admin-users-title" className="text-2xl font-bold text-gray-900">
        {t('admin.users.title')}
      </h2>
      <ListFilters label={t('admin.users.filters')} searchLabel={t('admin.users.search')} values={filters} onChange={setFilters} />
      {users.isPending ? (
        <LoadingState label={t('admin.users.loading')} />
      ) : users.isError && rows.length === 0 ? (
        <ErrorPanel
          title={t('admin.users.loadFailed')}
          message={apiErrorText(users.error, 'admin.tryAgain')}
          onRetry={() => void users.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="text-gray-700">{hasFilters(filters) ? t('admin.users.noMatch') : t('admin.users.none')}</p>
      ) : (
        <>
          <ResponsiveTable
            id={TABLE_ID}
            label={t('admin.users.title')}
            rows={rows}
            rowKey={(user) => user.id}
            title={{ header: t('admin.users.name'), cell: fullName }}
            columns={columns(i18n)}
            actions={(user) => (
              <div className="flex flex-col gap-2 lg:flex-row">
                {user.isAdmin && <RemoveAdminDialog user={user} self={user.id === currentUserId} />}
                {!user.isAdmin && (
                  <Button
                    variant="secondary"
                    className="w-full lg:w-auto"
                    disabled={makeAdmin.isPending}
                    onClick={() => makeAdmin.mutate(user.id)}
                  >
                    {makeAdmin.isPending && makeAdmin.variables === user.id ? t('admin.users.granting') : t('admin.users.makeAdmin')}
                    <span className="sr-only">{t('admin.users.forName', { name: fullName(user) })}</span>
                  </Button>
                )}
                <GrantGradeDialog user={user} />
              </div>
            )}
          />
          <MoreRows shown={rows.length} total={total} pages={users} noun={USER_ROWS} />
        </>
      )}
    </section>
  )
}

function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useI18n()
  return (
    <span
      className={
        isAdmin
          ? 'inline-block rounded-full bg-blue-100 px-2.5 py-0.5 font-semibold text-blue-900'
          : 'inline-block rounded-full bg-gray-100 px-2.5 py-0.5 font-semibold text-gray-900'
      }
    >
      {isAdmin ? t('admin.users.roleAdmin') : t('admin.users.roleUser')}
    </span>
  )
}
