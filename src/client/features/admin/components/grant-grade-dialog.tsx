import * as Dialog from '@radix-ui/react-dialog'
import { useId, useState, type FormEvent } from 'react'
import { GRADES } from '../../../../shared/constants'
import type { User } from '../../../../shared/schemas/auth'
import { Button } from '../../../components/ui/button'
import { DialogFormActions } from '../../../components/ui/dialog-form-actions'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorMessage } from '../../../lib/api-client'
import { useGrantGrade } from '../api/grant-grade'
import { accountName, fullName } from '../format'

/**
 * 'Grant Grade': settles a support case by hand (a payment that reached the bank but not Disha). The grant is
 * recorded with the admin's id and the note, and shows in the student's purchases as granted by support.
 */
export function GrantGradeDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false)
  const [grade, setGrade] = useState('')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | undefined>()
  const selectId = useId()
  const grant = useGrantGrade({
    onSuccess: (result) => {
      toast({ title: 'Success', description: result.message })
      setOpen(false)
      setGrade('')
      setNote('')
    },
    onError: (err) => toast({ title: 'Error', description: apiErrorMessage(err, 'Failed to grant the test'), variant: 'destructive' }),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!grade) {
      setError('Please choose the grade to grant.')
      return
    }
    grant.mutate({ userId: user.id, grade: Number(grade), ...(note.trim() ? { note: note.trim() } : {}) })
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !grant.isPending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="w-full lg:w-auto">
          Grant Grade<span className="sr-only"> to {fullName(user)}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-gray-900">Grant a grade test</Dialog.Title>
          <Dialog.Description className="mt-2 break-words text-gray-700">
            {fullName(user)} ({accountName(user)}) gets the chosen grade's test without paying. Use this to settle a payment
            that reached the bank but not Disha; the grant is recorded with your name.
          </Dialog.Description>
          <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
            <div className="flex flex-col gap-1">
              <label htmlFor={selectId} className="text-sm font-medium text-gray-900">
                Grade
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
                <option value="">Choose a grade</option>
                {GRADES.map((g) => (
                  <option key={g} value={g}>
                    Grade {g}
                  </option>
                ))}
              </select>
              {error && (
                <p id={`${selectId}-error`} className="text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
            <TextField label="Note" hint="(optional, e.g. the bank reference)" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
            <DialogFormActions busy={grant.isPending} label="Grant" busyLabel="Granting..." holdCancel />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
