import { useEffect, useRef, useState, type FormEvent } from 'react'
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants'
import { Button } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { TextField } from '../../../components/ui/text-field'
import { apiErrorMessage } from '../../../lib/api-client'
import { validateNewPassword, type NewPasswordError } from '../../../lib/new-password'
import { useAcceptInvitation, useInvitationStatus } from '../api/invitation'

const headingClass = 'text-2xl font-bold text-gray-900 focus:outline-none'
const cardClass = 'mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200'

/**
 * The page behind the link mailed to an invited counsellor (`/invitation?token=…`): it says at once whether the link
 * still works and for which school, and asks for the password that starts the account.
 */
export function InvitationForm({ token }: { token: string }) {
  const status = useInvitationStatus(token)
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [error, setError] = useState<NewPasswordError | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const accept = useAcceptInvitation({
    // A full load: the app starts again as the counsellor, in the school's pages.
    onSuccess: () => window.location.assign('/school'),
    onError: (err) => setFailure(apiErrorMessage(err, 'The password could not be set. Please try again.')),
  })
  const busy = accept.isPending || accept.isSuccess

  useEffect(() => {
    if (status.data) headingRef.current?.focus()
  }, [status.data])

  if (status.isPending) return <LoadingState label="Checking your invitation..." />
  if (status.isError) {
    return <ErrorPanel title="Could not check your invitation" message={apiErrorMessage(status.error, 'Please check your connection and try again.')} onRetry={() => void status.refetch()} />
  }
  if (!status.data.usable) {
    return (
      <section className={cardClass}>
        <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
          This invitation cannot be used
        </h1>
        <p className="mt-3 text-gray-700">
          It has been used already, a newer invitation replaced it, or it is more than 7 days old. If you have set your
          password, log in with your e-mail address; otherwise ask the Disha team to invite you again.
        </p>
      </section>
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const problem = validateNewPassword(newPassword, confirmPassword)
    setError(problem)
    setFailure(null)
    if (!problem) accept.mutate({ token, newPassword })
  }

  return (
    <section className={cardClass}>
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        Join {status.data.schoolName} on Disha
      </h1>
      <p className="mt-2 text-gray-700">
        You are invited as a counsellor. Choose a password of at least {MIN_PASSWORD_LENGTH} characters; you will log
        in with it and your e-mail address.
      </p>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4" aria-busy={busy}>
        <TextField
          label="New Password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          aria-required="true"
          description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
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
          {busy ? 'Setting password...' : 'Set Password and Start'}
        </Button>
      </form>
    </section>
  )
}
