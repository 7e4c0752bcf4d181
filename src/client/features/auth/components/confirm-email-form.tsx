import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants'
import { Button, buttonStyles } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { TextField } from '../../../components/ui/text-field'
import { apiErrorMessage } from '../../../lib/api-client'
import { useConfirmationStatus, useConfirmEmail } from '../api/confirm-email'
import { validateNewPassword } from '../../../lib/new-password'

type FieldError = ReturnType<typeof validateNewPassword>

const headingClass = 'text-2xl font-bold text-gray-900 focus:outline-none'
const cardClass = 'mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200'

/**
 * The page behind the link mailed to an ADMIN_EMAILS address (`/confirm-email?token=…`). Whoever opens it from the
 * mailbox sets the account's password: that signs out every device that used the account before and, for an
 * address on the admin list, grants admin access. Whether the link still works is asked on opening, not after typing.
 */
export function ConfirmEmailForm({ token }: { token: string }) {
  const status = useConfirmationStatus(token)
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [error, setError] = useState<FieldError>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  const confirm = useConfirmEmail({
    // A full load: the app starts again as the account just confirmed, in its admin area when it is an admin.
    onSuccess: (user) => window.location.assign(user.isAdmin ? '/admin' : '/'),
    onError: (err) => setFailure(apiErrorMessage(err, 'The password could not be set. Please try again.')),
  })
  const busy = confirm.isPending || confirm.isSuccess

  useEffect(() => {
    if (status.data) headingRef.current?.focus()
  }, [status.data])

  if (status.isPending) return <LoadingState label="Checking your link..." />
  if (status.isError) {
    return (
      <ErrorPanel
        title="Could not check your link"
        message={apiErrorMessage(status.error, 'Please check your connection and try again.')}
        onRetry={() => void status.refetch()}
      />
    )
  }
  if (!status.data.usable) {
    return (
      <section className={cardClass}>
        <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
          This link cannot be used
        </h1>
        <p className="mt-3 text-gray-700">
          It has been used already, or it is more than 24 hours old. To set a password for the address and confirm it,
          ask for a password reset link with the same address.
        </p>
        <Link to="/forgot-password" className={buttonStyles('primary', 'mt-6 w-full')}>
          Get a new link
        </Link>
      </section>
    )
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const problem = validateNewPassword(newPassword, confirmPassword)
    setError(problem)
    setFailure(null)
    if (!problem) confirm.mutate({ token, newPassword })
  }

  return (
    <section className={cardClass}>
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        Confirm your address
      </h1>
      <p className="mt-2 text-gray-700">
        Set a password of at least {MIN_PASSWORD_LENGTH} characters for this account. Every device that used the
        account before is signed out, and this address&rsquo;s admin access starts now.
      </p>
      <form onSubmit={handleSubmit} noValidate className="mt-6 flex flex-col gap-4" aria-busy={busy}>
        <TextField
          label="New Password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          aria-required="true"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={newPassword}
          error={error?.field === 'newPassword' ? error.message : undefined}
          onChange={(event) => {
            setNewPassword(event.target.value)
            setError(null)
          }}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          aria-required="true"
          value={confirmPassword}
          error={error?.field === 'confirmPassword' ? error.message : undefined}
          onChange={(event) => {
            setConfirmPassword(event.target.value)
            setError(null)
          }}
        />
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? 'Confirming...' : 'Set Password and Confirm'}
        </Button>
      </form>
    </section>
  )
}
