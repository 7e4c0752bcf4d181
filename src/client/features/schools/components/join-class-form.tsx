import { useRef, useState, type FormEvent } from 'react'
import type { User } from '../../../../shared/schemas/auth'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import { hasErrorCode } from '../../../lib/api-client'
import { useJoinClass } from '../api/student-account'
import { CLASS_BOARD_TEXT } from '../class-board-text'

/** The profile's school card: the student's school and class, and the way to join a class by its code. */
export function SchoolClassCard({ user }: { user: User }) {
  const { t, rich } = useI18n()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const form = useRef<HTMLFormElement>(null)
  const join = useJoinClass({
    onSuccess: (joined) => {
      setCode('')
      const now = currentI18n()
      toast({
        title: now.t('joinClass.joined.title'),
        description: now.t('joinClass.joined.message', { className: joined.schoolClass?.name ?? '', school: joined.school?.name ?? now.t('joinClass.yourSchool') }),
      })
    },
    onError: (err) => {
      // A wrong code is refused as a VALIDATION of the code (its English sentence says so).
      setError(apiErrorText(err, hasErrorCode(err, 'VALIDATION') ? 'joinClass.wrongCode' : 'joinClass.failed'))
      const input = form.current?.elements.namedItem('joinCode')
      if (input instanceof HTMLInputElement) input.focus()
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (join.isPending) return
    if (!code.trim()) {
      setError(t('joinClass.required'))
      return
    }
    join.mutate({ joinCode: code })
  }

  return (
    <div className="flex flex-col gap-4">
      {user.school && user.schoolClass ? (
        <p className="text-gray-900">
          {rich('joinClass.inClass', {
            className: user.schoolClass.name,
            grade: user.schoolClass.grade,
            board: t(CLASS_BOARD_TEXT[user.schoolClass.board]),
            school: user.school.name,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      ) : (
        <p className="text-gray-700">{t('joinClass.invite')}</p>
      )}
      {/* A student added by the counsellor is already in their class; only the counsellor moves them. */}
      {!user.username && (
        <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start" aria-busy={join.isPending}>
          <TextField
            label={user.schoolClass ? t('joinClass.move') : t('joinClass.code')}
            name="joinCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            description={t('joinClass.codeHint')}
            className="sm:flex-1"
            value={code}
            error={error}
            onChange={(event) => {
              setCode(event.target.value)
              setError(undefined)
            }}
          />
          <Button type="submit" disabled={join.isPending} className="sm:mt-6">
            {join.isPending ? t('joinClass.busy') : t('joinClass.submit')}
          </Button>
        </form>
      )}
    </div>
  )
}
