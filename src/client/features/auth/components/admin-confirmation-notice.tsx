import { useUser } from '../api/get-user'

/**
 * Shown to an account whose address is on the admin list until the mailbox's owner opens the link mailed to it:
 * signing up alone grants nothing, and without this line the new admin would wait for access that never comes.
 */
export function AdminConfirmationNotice() {
  const user = useUser().data
  if (!user?.adminConfirmationPending) return null
  return (
    <section aria-labelledby="admin-confirm-title" className="mb-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <h2 id="admin-confirm-title" className="font-bold text-gray-900">
        Check your e-mail to get admin access
      </h2>
      <p className="mt-1 text-gray-800">
        <span className="break-all">{user.email}</span> is on Disha&rsquo;s admin list. We have sent a link to that
        address: open it within 24 hours and set your password to confirm that the address is yours. Until then this is
        an ordinary student account.
      </p>
    </section>
  )
}
