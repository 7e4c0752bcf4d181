import { useEffect, useRef, useState, type FormEvent } from 'react'
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants'
import type { User } from '../../../../shared/schemas/auth'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { ApiError, apiErrorMessage } from '../../../lib/api-client'
import { validateNewPassword, type NewPasswordError } from '../../../lib/new-password'
import { useSetFirstPassword } from '../api/student-account'

/**
 * What a student who signed in with a slip (or a counsellor's new one-time password) sees on every page until they
 * choose a password of their own: the server allows nothing else meanwhile.
 */
export function FirstPasswordForm({ user }: { user: User }) {
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [error, setError] = useState<NewPasswordError | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const save = useSetFirstPassword({
    onSuccess: () => toast({ title: 'Password Saved', description: 'From now on, sign in with your new password.' }),
    onError: (err) => {
      const issue = err instanceof ApiError ? err.issues.find((i) => i.field === 'newPassword') : undefined
      if (issue) showError({ field: 'newPassword', message: issue.message })
      else setFailure(apiErrorMessage(err, 'Your password could not be saved. Please try again.'))
    },
  })

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  const showError = (problem: NewPasswordError) => {
    setError(problem)
    const input = form.current?.elements.namedItem(problem.field)
    if (input instanceof HTMLInputElement) input.focus()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    setFailure(null)
    const problem = validateNewPassword(newPassword, confirmPassword)
    if (problem) return showError(problem)
    setError(null)
    save.mutate({ newPassword })
  }

  return (
    <section className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-gray-900 focus:outline-none">
        Choose your own password
      </h1>
      <p className="mt-2 text-gray-700">
        Welcome, {user.firstName}! The password on your slip works only once. Choose a new one of at least {MIN_PASSWORD_LENGTH}{' '}
        characters that only you know, and keep your user name <strong className="font-mono">{user.username}</strong>.
      </p>
      <form ref={form} onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4" aria-busy={save.isPending}>
        {/* Tells a password manager which account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={user.username ?? ''} readOnly hidden />
        <TextField
          label="New Password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          aria-required="true"
          description={`At least ${MIN_PASSWORD_LENGTH} characters, not the one on your slip.`}
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
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save My Password'}
        </Button>
      </form>
    </section>
  )
}
