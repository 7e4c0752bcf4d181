import { useState, type FormEvent } from 'react'
import { BOARD_LABELS, BOARDS, type Board } from '../../../../shared/constants'
import type { User } from '../../../../shared/schemas/auth'
import { Button } from '../../../components/ui/button'
import { SelectField } from '../../../components/ui/select-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorMessage } from '../../../lib/api-client'
import { useSetBoard } from '../api/set-board'

const OPTIONS = [{ value: '', label: 'Not chosen yet' }, ...BOARDS.map((board) => ({ value: board, label: BOARD_LABELS[board] }))]

/**
 * The profile's school board: the knowledge questions of the student's next test come from its chapters. A student
 * of a school class follows the class's board, which a counsellor sets.
 */
export function BoardForm({ user }: { user: User }) {
  const [board, setBoardValue] = useState<string>(user.board ?? '')
  const [error, setError] = useState<string>()
  const save = useSetBoard()
  const fromClass = user.schoolClass !== undefined

  if (fromClass) {
    return (
      <p className="text-gray-800">
        {BOARD_LABELS[user.schoolClass!.board]}, the board of your class {user.schoolClass!.name}. Your counsellor can change it.
      </p>
    )
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!(BOARDS as readonly string[]).includes(board)) {
      setError('Please choose your board.')
      return
    }
    save.mutate(board as Board, {
      onSuccess: () => toast({ title: 'Board saved', description: `Your next test follows the ${BOARD_LABELS[board as Board]} syllabus.` }),
      onError: (e) => setError(apiErrorMessage(e, 'Your board could not be saved. Please try again.')),
    })
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3" noValidate>
      <p className="text-sm text-gray-700">
        The science, maths and reasoning questions of your next test come from what your board teaches by your grade.
      </p>
      <SelectField
        label="School board"
        name="board"
        options={OPTIONS}
        value={board}
        onChange={(event) => {
          setBoardValue(event.target.value)
          setError(undefined)
        }}
        error={error}
      />
      <Button type="submit" disabled={save.isPending || board === (user.board ?? '')} className="self-start">
        {save.isPending ? 'Saving...' : 'Save Board'}
      </Button>
    </form>
  )
}
