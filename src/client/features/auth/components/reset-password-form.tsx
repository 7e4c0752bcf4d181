import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants'
import { Button, buttonStyles } from '../../../components/ui/button'
import { LoadingState } from '../../../components/ui/loading-state'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { currentI18n, useI18n } from '../../../i18n/i18n'
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
  const i18n = useI18n()
  const { t } = i18n

  useEffect(() => {
    if (done) doneHeadingRef.current?.focus()
  }, [done])

  const reset = useResetPassword({
    onSuccess: () => setDone(true),
    // The server answers 400 for an invalid, used or expired token; the user needs the same sentence for any failure.
    onError: () => {
      const { t: now } = currentI18n()
      toast({ title: now('common.error'), description: now('reset.failed'), variant: 'destructive' })
    },
  })

  if (!token) {
    return (
      <section className={cardClass}>
        <h1 className={headingClass}>{t('reset.invalid.title')}</h1>
        <p className="mt-3 text-gray-700">{t('reset.invalid.message')}</p>
        <Link to="/forgot-password" className={buttonStyles('primary', 'mt-6 w-full')}>
          {t('reset.requestNew')}
        </Link>
      </section>
    )
  }

  if (linkStatus.isPending && linkStatus.fetchStatus !== 'idle') {
    return (
      <section className={cardClass}>
        <h1 className={headingClass}>{t('reset.title')}</h1>
        <LoadingState label={t('reset.checking')} />
      </section>
    )
  }

  // A failed check (offline, too many tries) leaves the form: the reset itself then says what is wrong.
  if (!done && linkStatus.data?.usable === false) {
    return (
      <section className={cardClass}>
        <h1 className={headingClass}>{t('reset.used.title')}</h1>
        <p className="mt-3 text-gray-700">{t('reset.used.message')}</p>
        <Link to="/forgot-password" className={buttonStyles('primary', 'mt-6 w-full')}>
          {t('reset.requestNew')}
        </Link>
        <Link to="/?showAuth=true" className={buttonStyles('secondary', 'mt-2 w-full')}>
          {t('common.backToLogin')}
        </Link>
      </section>
    )
  }

  if (done) {
    return (
      <section className={cardClass}>
        <h1 ref={doneHeadingRef} tabIndex={-1} className={headingClass}>
          {t('reset.done.title')}
        </h1>
        <p className="mt-3 text-gray-700">{t('reset.done.message')}</p>
        <Link to="/?showAuth=true" className={buttonStyles('primary', 'mt-6 w-full')}>
          {t('reset.done.login')}
        </Link>
      </section>
    )
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!token) {
      toast({ title: t('reset.invalidLink'), description: t('reset.invalid.message'), variant: 'destructive' })
      return
    }
    const problem = validateNewPassword(newPassword, confirmPassword, i18n)
    setError(problem)
    if (problem) {
      toast({ title: t('common.error'), description: problem.message, variant: 'destructive' })
      return
    }
    reset.mutate({ token, newPassword })
  }

  return (
    <section className={cardClass}>
      <h1 className={headingClass}>{t('reset.title')}</h1>
      <p className="mt-1 text-gray-700">{t('reset.intro', { min: MIN_PASSWORD_LENGTH })}</p>
      <form onSubmit={handleSubmit} noValidate className="mt-6 flex flex-col gap-4" aria-busy={reset.isPending}>
        <TextField
          label={t('reset.field.newPassword')}
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
          label={t('reset.field.confirmPassword')}
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
          {reset.isPending ? t('reset.busy') : t('reset.title')}
        </Button>
      </form>
    </section>
  )
}
