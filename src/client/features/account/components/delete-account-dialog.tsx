import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { deleteAccountBodySchema } from '../../../../shared/schemas/auth'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText, fieldIssueText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import { hasErrorCode } from '../../../lib/api-client'
import { useDeleteAccount } from '../api/delete-account'

function passwordIn(form: HTMLFormElement | null): HTMLInputElement | null {
  return form?.querySelector<HTMLInputElement>('input[name="password"]') ?? null
}

/**
 * 'Delete My Account': erasing cannot be undone, so it asks first and wants the password, which also proves that
 * whoever sits at a shared or borrowed device is the owner. `accountName` (the e-mail, or a school user name) names the account for password managers.
 */
export function DeleteAccountDialog({ accountName }: { accountName: string }) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  // Bumped on each refusal: focus goes back to the password, and the message is announced again even if unchanged.
  const [refusals, setRefusals] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const errorId = useId()

  useEffect(() => {
    if (refusals === 0) return
    const input = passwordIn(formRef.current)
    input?.focus()
    input?.select()
  }, [refusals])

  const remove = useDeleteAccount({
    onSuccess: ({ message }) => {
      // Closed first: while an alert dialog is open the rest of the page, the toast included, is hidden from
      // screen readers.
      setOpen(false)
      const now = currentI18n()
      toast({ title: now.t('deleteAccount.done.title'), description: now.locale === 'en' ? message : now.t('deleteAccount.done.message') })
      // A full load, so that nothing of the erased account survives in memory.
      window.location.assign('/')
    },
    onError: (err) => {
      // The server refuses a wrong password with BAD_REQUEST: its English sentence says so, and in Hindi the catalogue.
      setError(apiErrorText(err, hasErrorCode(err, 'BAD_REQUEST') ? 'deleteAccount.wrongPassword' : 'deleteAccount.failed'))
      setRefusals((n) => n + 1)
    },
  })
  // After success the page is leaving for '/', so nothing may be sent again until it has gone.
  const busy = remove.isPending || remove.isSuccess

  const handleOpenChange = (next: boolean) => {
    if (!next && busy) return
    setOpen(next)
    if (!next) {
      setPassword('')
      setError(null)
      remove.reset()
    }
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const parsed = deleteAccountBodySchema.safeParse({ password })
    if (!parsed.success) {
      // A missing password, or one longer than any password can be (the schema's English sentence then).
      setError(password ? fieldIssueText(parsed.error.issues[0]?.message ?? '') : t('deleteAccount.passwordRequired'))
      setRefusals((n) => n + 1)
      return
    }
    setError(null)
    remove.mutate(parsed.data)
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={handleOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button variant="danger">{t('deleteAccount.open')}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          // The password is the next thing to do; typing it deletes nothing on its own.
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            passwordIn(formRef.current)?.focus()
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-gray-900">{t('deleteAccount.title')}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 flex flex-col gap-2 text-gray-700">
              <p>{t('deleteAccount.erases')}</p>
              <p className="font-semibold text-gray-900">{t('deleteAccount.final')}</p>
              <p>{t('deleteAccount.keepCopy')}</p>
            </div>
          </AlertDialog.Description>
          <form ref={formRef} onSubmit={handleSubmit} noValidate aria-busy={busy} className="mt-4 flex flex-col gap-4">
            <input type="text" name="username" autoComplete="username" value={accountName} readOnly hidden />
            <div className="flex flex-col gap-1">
              <TextField
                label={t('deleteAccount.password')}
                type="password"
                name="password"
                autoComplete="current-password"
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                value={password}
                readOnly={busy}
                onChange={(event) => {
                  setPassword(event.target.value)
                  setError(null)
                }}
              />
              {error && (
                <p key={refusals} id={errorId} role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={busy}>
                  {t('common.cancel')}
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger" disabled={busy}>
                {busy ? t('deleteAccount.busy') : t('deleteAccount.submit')}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
