import * as Dialog from '@radix-ui/react-dialog'
import { useId, useState, type FormEvent } from 'react'
import { GRADES } from '../../../../shared/constants'
import type { User } from '../../../../shared/schemas/auth'
import { Button } from '../../../components/ui/button'
import { DialogFormActions } from '../../../components/ui/dialog-form-actions'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import { useGrantGrade } from '../api/grant-grade'
import { accountName, fullName } from '../format'

/**
 * 'Grant Grade': settles a support case by hand (a payment that reached the bank but not Disha). The grant is
 * recorded with the admin's id and the note, and shows in the student's purchases as granted by support.
 */
export function GrantGradeDialog({ user }: { user: User }) {
  const i18n = useI18n()
  const { t } = i18n
  const [open, setOpen] = useState(false)
  const [grade, setGrade] = useState('')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | undefined>()
  const selectId = useId()
  const grant = useGrantGrade({
    onSuccess: (result, { grade }) => {
      const now = currentI18n()
      toast({ title: now.t('admin.success'), description: now.locale === 'en' ? result.message : now.t('admin.grant.done', { grade }) })
      setOpen(false)
      setGrade('')
      setNote('')
    },
    onError: (err) => toast({ title: currentI18n().t('admin.error'), description: apiErrorText(err, 'admin.grant.failed'), variant: 'destructive' }),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!grade) {
      setError(t('admin.grant.required'))
      return
    }
    grant.mutate({ userId: user.id, grade: Number(grade), ...(note.trim() ? { note: note.trim() } : {}) })
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !grant.isPending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="w-full lg:w-auto">
          {t('admin.grant.button')}
          <span className="sr-only">{t('admin.grant.to', { name: fullName(user) })}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-gray-900">{t('admin.grant.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 break-words text-gray-700">
            {t('admin.grant.text', { name: fullName(user), account: accountName(user, i18n) })}
          </Dialog.Description>
          <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
            <div className="flex flex-col gap-1">
              <label htmlFor={selectId} className="text-sm font-medium text-gray-900">
                {t('admin.grant.grade')}
              </label>
              <select
                id={selectId}
                value={grade}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${selectId}-error` : undefined}
                onChange={(e) => {
                  setGrade(e.target.value)
                  setError(undefined)
                }}
                className="min-h-11 w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-base text-gray-900"
              >
                <option value="">{t('admin.grant.choose')}</option>
                {GRADES.map((g) => (
                  <option key={g} value={g}>
                    {t('admin.filters.gradeOption', { grade: g })}
                  </option>
                ))}
              </select>
              {error && (
                <p id={`${selectId}-error`} className="text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
            <TextField label={t('admin.grant.note')} hint={t('admin.grant.noteHint')} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
            <DialogFormActions busy={grant.isPending} label={t('admin.grant.submit')} busyLabel={t('admin.grant.busy')} holdCancel />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
