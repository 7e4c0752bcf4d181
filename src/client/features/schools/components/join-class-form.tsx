import { useRef, useState, type FormEvent } from 'react'
import type { User } from '../../../../shared/schemas/auth'
import { CLASS_BOARD_LABELS } from '../../../../shared/schools'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorMessage } from '../../../lib/api-client'
import { useJoinClass } from '../api/student-account'

/** The profile's school card: the student's school and class, and the way to join a class by its code. */
export function SchoolClassCard({ user }: { user: User }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const form = useRef<HTMLFormElement>(null)
  const join = useJoinClass({
    onSuccess: (joined) => {
      setCode('')
      toast({ title: 'Class Joined', description: `You are now in class ${joined.schoolClass?.name ?? ''} of ${joined.school?.name ?? 'your school'}.` })
    },
    onError: (err) => {
      setError(apiErrorMessage(err, 'The class could not be joined. Please try again.'))
      const input = form.current?.elements.namedItem('joinCode')
      if (input instanceof HTMLInputElement) input.focus()
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (join.isPending) return
    if (!code.trim()) {
      setError('Please enter the class code')
      return
    }
    join.mutate({ joinCode: code })
  }

  return (
    <div className="flex flex-col gap-4">
      {user.school && user.schoolClass ? (
        <p className="text-gray-900">
          You are in class <strong>{user.schoolClass.name}</strong> (Grade {user.schoolClass.grade}, {CLASS_BOARD_LABELS[user.schoolClass.board]}) of{' '}
          <strong>{user.school.name}</strong>.
        </p>
      ) : (
        <p className="text-gray-700">Has your school given you a class code? Join your class so your counsellor sees your results.</p>
      )}
      {/* A student added by the counsellor is already in their class; only the counsellor moves them. */}
      {!user.username && (
        <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start" aria-busy={join.isPending}>
          <TextField
            label={user.schoolClass ? 'Move to another class of your school' : 'Class code'}
            name="joinCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            description="8 letters and digits, from your counsellor."
            className="sm:flex-1"
            value={code}
            error={error}
            onChange={(event) => {
              setCode(event.target.value)
              setError(undefined)
            }}
          />
          <Button type="submit" disabled={join.isPending} className="sm:mt-6">
            {join.isPending ? 'Joining...' : 'Join Class'}
          </Button>
        </form>
      )}
    </div>
  )
}
