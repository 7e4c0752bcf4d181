import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants'
import { Button, buttonStyles } from '../../../components/ui/button'
import { LoadingState } from '../../../components/ui/loading-state'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { useLinkStatus } from '../api/check-reset-link'
import { useResetPassword } from '../api/reset-password'
import { validateNewPassword, type NewPasswordError } from '../../../lib/new-password'

type FieldError = NewPasswordError

const headingClass = 'text-2xl font-bold text-gray-900 focus:outline-none'
const cardClass = 'mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200'

/**
 * The form behind the e-mailed link `/reset-password?token=…`. The server is asked first whether the link can still be
 * used, so a used or expired link says so at once and offers a new one, instead of a form that can only fail.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const linkStatus = useLinkStatus(token)
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [error, setError] = useState<FieldError | null>(null)
  const [done, setDone] = useState(false)
  const doneHeadingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (done) doneHeadingRef.current?.focus()
  }, [done])

  const reset = useResetPassword({
    onSuccess: () => setDone(true),
    // The server answers 400 for an invalid, used or expired token; the user needs the same sentence for any failure.
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to reset password. The link may be expired or invalid.',
        variant: 'destructive',
      }),
  })

  if (!token) {
    return (
      <section className={cardClass}>
        <h1 className={headingClass}>Invalid Reset Link</h1>
        <p className="mt-3 text-gray-700">This password reset link is invalid or expired.</p>
        <Link to="/forgot-password" className={buttonStyles('primary', 'mt-6 w-full')}>
          Request a new reset link
        </Link>
      </section>
    )
  }

  if (linkStatus.isPending && linkStatus.fetchStatus !== 'idle') {
    return (
      <section className={cardClass}>
        <h1 className={headingClass}>Reset Password</h1>
        <LoadingState label="Checking your reset link..." />
      </section>
    )
  }

  // A failed check (offline, too many tries) leaves the form: the reset itself then says what is wrong.
  if (!done && linkStatus.data?.usable === false) {
    return (
      <section className={cardClass}>
        <h1 className={headingClass}>Reset Link Used or Expired</h1>
        <p className="mt-3 text-gray-700">
          This password reset link has already been used or has expired: each link works once, for a limited time. Ask
          for a new one and open the newest e-mail.
        </p>
        <Link to="/forgot-password" className={buttonStyles('primary', 'mt-6 w-full')}>
          Request a new reset link
        </Link>
        <Link to="/?showAuth=true" className={buttonStyles('secondary', 'mt-2 w-full')}>
          Back to Login
        </Link>
      </section>
    )
  }

  if (done) {
    return (
      <section className={cardClass}>
        <h1 ref={doneHeadingRef} tabIndex={-1} className={headingClass}>
          Password Reset Successful
        </h1>
        <p className="mt-3 text-gray-700">Your password has been changed. You can now log in with your new password.</p>
        <Link to="/?showAuth=true" className={buttonStyles('primary', 'mt-6 w-full')}>
          Go to Login
        </Link>
      </section>
    )
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!token) {
      toast({ title: 'Invalid Link', description: 'This password reset link is invalid or expired.', variant: 'destructive' })
      return
    }
    const problem = validateNewPassword(newPassword, confirmPassword)
    setError(problem)
    if (problem) {
      toast({ title: 'Error', description: problem.message, variant: 'destructive' })
      return
    }
    reset.mutate({ token, newPassword })
  }

  return (
    <section className={cardClass}>
      <h1 className={headingClass}>Reset Password</h1>
      <p className="mt-1 text-gray-700">
        Choose a new password of at least {MIN_PASSWORD_LENGTH} characters.
      </p>
      <form onSubmit={handleSubmit} noValidate className="mt-6 flex flex-col gap-4" aria-busy={reset.isPending}>
        <TextField
          label="New Password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          aria-required="true"
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
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </section>
  )
}
