import { useEffect, useRef, useState, type FormEvent } from 'react'
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants'
import { Button } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { TextField } from '../../../components/ui/text-field'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n } from '../../../i18n/i18n'
import { validateNewPassword, type NewPasswordError } from '../../../lib/new-password'
import { useAcceptInvitation, useInvitationStatus } from '../api/invitation'

const headingClass = 'text-2xl font-bold text-gray-900 focus:outline-none'
const cardClass = 'mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200'

/**
 * The page behind the link mailed to an invited counsellor (`/invitation?token=…`): it says at once whether the link
 * still works and for which school, and asks for the password that starts the account.
 */
export function InvitationForm({ token }: { token: string }) {
  const i18n = useI18n()
  const { t } = i18n
  const status = useInvitationStatus(token)
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [error, setError] = useState<NewPasswordError | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const accept = useAcceptInvitation({
    // A full load: the app starts again as the counsellor, in the school's pages.
    onSuccess: () => window.location.assign('/school'),
    onError: (err) => setFailure(apiErrorText(err, 'invitation.failed')),
  })
  const busy = accept.isPending || accept.isSuccess

  useEffect(() => {
    if (status.data) headingRef.current?.focus()
  }, [status.data])

  if (status.isPending) return <LoadingState label={t('invitation.checking')} />
  if (status.isError) {
    return <ErrorPanel title={t('invitation.checkFailed')} message={apiErrorText(status.error, 'common.checkConnection', i18n)} onRetry={() => void status.refetch()} />
  }
  if (!status.data.usable) {
    return (
      <section className={cardClass}>
        <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
          {t('invitation.unusable.title')}
        </h1>
        <p className="mt-3 text-gray-700">{t('invitation.unusable.message')}</p>
      </section>
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const problem = validateNewPassword(newPassword, confirmPassword, i18n)
    setError(problem)
    setFailure(null)
    if (!problem) accept.mutate({ token, newPassword })
  }

  return (
    <section className={cardClass}>
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        {t('invitation.title', { school: status.data.schoolName })}
      </h1>
      <p className="mt-2 text-gray-700">{t('invitation.intro', { min: MIN_PASSWORD_LENGTH })}</p>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4" aria-busy={busy}>
        <TextField
          label={t('invitation.new')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          aria-required="true"
          description={t('invitation.newHint', { min: MIN_PASSWORD_LENGTH })}
          value={newPassword}
          error={error?.field === 'newPassword' ? error.message : undefined}
          onChange={(event) => {
            setNewPassword(event.target.value)
            setError(null)
          }}
        />
        <TextField
          label={t('invitation.confirm')}
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
          {busy ? t('invitation.busy') : t('invitation.submit')}
        </Button>
      </form>
    </section>
  )
}
