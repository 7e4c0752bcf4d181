import { useEffect, useRef, useState, type FormEvent } from 'react'
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants'
import type { User } from '../../../../shared/schemas/auth'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import { ApiError } from '../../../lib/api-client'
import { validateNewPassword, type NewPasswordError } from '../../../lib/new-password'
import { useSetFirstPassword } from '../api/student-account'

/**
 * What a student who signed in with a slip (or a counsellor's new one-time password) sees on every page until they
 * choose a password of their own: the server allows nothing else meanwhile.
 */
export function FirstPasswordForm({ user }: { user: User }) {
  const i18n = useI18n()
  const { t, rich } = i18n
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [error, setError] = useState<NewPasswordError | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const save = useSetFirstPassword({
    onSuccess: () => {
      const now = currentI18n()
      toast({ title: now.t('firstPassword.saved.title'), description: now.t('firstPassword.saved.message') })
    },
    onError: (err) => {
      const issue = err instanceof ApiError ? err.issues.find((i) => i.field === 'newPassword') : undefined
      // The form checks length and match itself: what the server still refuses is the slip's own password.
      if (issue) showError({ field: 'newPassword', message: currentI18n().locale === 'en' ? issue.message : currentI18n().t('firstPassword.notSlip') })
      else setFailure(apiErrorText(err, 'firstPassword.failed'))
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
    const problem = validateNewPassword(newPassword, confirmPassword, i18n)
    if (problem) return showError(problem)
    setError(null)
    save.mutate({ newPassword })
  }

  return (
    <section className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-gray-900 focus:outline-none">
        {t('firstPassword.title')}
      </h1>
      <p className="mt-2 text-gray-700">
        {rich('firstPassword.intro', {
          name: user.firstName,
          min: MIN_PASSWORD_LENGTH,
          username: user.username ?? '',
          strong: (chunks) => <strong className="font-mono">{chunks}</strong>,
        })}
      </p>
      <form ref={form} onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4" aria-busy={save.isPending}>
        {/* Tells a password manager which account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={user.username ?? ''} readOnly hidden />
        <TextField
          label={t('firstPassword.new')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          aria-required="true"
          description={t('firstPassword.newHint', { min: MIN_PASSWORD_LENGTH })}
          value={newPassword}
          error={error?.field === 'newPassword' ? error.message : undefined}
          onChange={(event) => {
            setNewPassword(event.target.value)
            setError(null)
          }}
        />
        <TextField
          label={t('firstPassword.confirm')}
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
          {save.isPending ? t('firstPassword.busy') : t('firstPassword.submit')}
        </Button>
      </form>
    </section>
  )
}
