import { useState } from 'react'
import type { AdminUser } from '../../../../shared/schemas/admin'
import { Button } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { toast } from '../../../hooks/use-toast'
import { apiErrorMessage } from '../../../lib/api-client'
import { useAdminUserPages } from '../api/get-admin-users'
import { useMakeAdmin } from '../api/make-admin'
import { formatDate } from '../../../lib/format'
import { accountName, fullName } from '../format'
import { useDebounced } from '../use-debounced'
import { GrantGradeDialog } from './grant-grade-dialog'
import { RemoveAdminDialog } from './remove-admin-dialog'
import { hasFilters, ListFilters, MoreRows, type ListFilterValues } from './list-filters'
import { ResponsiveTable, rowTitleId, type Column } from './responsive-table'

const TABLE_ID = 'admin-users'

const columns: Column<AdminUser>[] = [
  { header: 'Email', cell: (user) => <span className="break-all">{accountName(user)}</span> },
  { header: 'Role', cell: (user) => <RoleBadge isAdmin={user.isAdmin} /> },
  {
    header: 'School and class',
    cell: (user) =>
      user.school ? (
        <>
          {user.school.name}
          {user.schoolClass && <span className="block">{`${user.schoolClass.name}, Grade ${user.schoolClass.grade}`}</span>}
          {user.rollNumber && <span className="block">Roll number {user.rollNumber}</span>}
        </>
      ) : (
        '—'
      ),
  },
  { header: 'Joined', cell: (user) => formatDate(user.createdAt) },
]

const NO_FILTERS: ListFilterValues = { q: '', role: '', grade: '', schoolId: '' }

/**
 * Every account, newest first, 50 at a time, searched and filtered by the server: 'Make Admin' for those who are not
 * admins yet and 'Remove Admin' for those who are.
 */
export function UsersSection({ currentUserId }: { currentUserId: string }) {
  const [filters, setFilters] = useState(NO_FILTERS)
  const q = useDebounced(filters.q)
  const users = useAdminUserPages({ ...filters, q })
  const rows = users.data?.pages.flatMap((p) => p.users) ?? []
  const total = users.data?.pages[0]?.total ?? 0
  const makeAdmin = useMakeAdmin({
    onSuccess: (_message, userId) => {
      toast({ title: 'Success', description: 'User granted admin access' })
      // The button is gone now; keep keyboard focus on the same row rather than dropping it to the page.
      document.getElementById(rowTitleId(TABLE_ID, userId))?.focus()
    },
    onError: () => toast({ title: 'Error', description: 'Failed to grant admin access', variant: 'destructive' }),
  })

  return (
    <section aria-labelledby="admin-users-title" className="flex flex-col gap-4">
      <h2 id="admin-users-title" className="text-2xl font-bold text-gray-900">
        Users
      </h2>
      <ListFilters label="Search and filter users" searchLabel="Search by name, e-mail, user name or roll number" values={filters} onChange={setFilters} />
      {users.isPending ? (
        <LoadingState label="Loading users..." />
      ) : users.isError && rows.length === 0 ? (
        <ErrorPanel
          title="Could not load the users"
          message={apiErrorMessage(users.error, 'Please check your connection and try again.')}
          onRetry={() => void users.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="text-gray-700">{hasFilters(filters) ? 'No user matches the search and filters.' : 'No users yet.'}</p>
      ) : (
        <>
          <ResponsiveTable
            id={TABLE_ID}
            label="Users"
            rows={rows}
            rowKey={(user) => user.id}
            title={{ header: 'Name', cell: fullName }}
            columns={columns}
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
                    {makeAdmin.isPending && makeAdmin.variables === user.id ? 'Granting...' : 'Make Admin'}
                    <span className="sr-only"> for {fullName(user)}</span>
                  </Button>
                )}
                <GrantGradeDialog user={user} />
              </div>
            )}
          />
          <MoreRows shown={rows.length} total={total} pages={users} noun={{ one: 'user', many: 'users' }} />
        </>
      )}
    </section>
  )
}

function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  return (
    <span
      className={
        isAdmin
          ? 'inline-block rounded-full bg-blue-100 px-2.5 py-0.5 font-semibold text-blue-900'
          : 'inline-block rounded-full bg-gray-100 px-2.5 py-0.5 font-semibold text-gray-900'
      }
    >
      {isAdmin ? 'Admin' : 'User'}
    </span>
  )
}
