import { useI18n } from '../../../i18n/i18n'
import { useUser } from '../api/get-user'

/**
 * Shown to an account whose address is on the admin list until the mailbox's owner opens the link mailed to it:
 * signing up alone grants nothing, and without this line the new admin would wait for access that never comes.
 */
export function AdminConfirmationNotice() {
  const user = useUser().data
  const { t, rich } = useI18n()
  if (!user?.adminConfirmationPending) return null
  return (
    <section aria-labelledby="admin-confirm-title" className="mb-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <h2 id="admin-confirm-title" className="font-bold text-gray-900">
        {t('adminNotice.title')}
      </h2>
      <p className="mt-1 text-gray-800">
        {rich('adminNotice.message', { email: <span className="break-all">{user.email}</span> })}
      </p>
    </section>
  )
}
