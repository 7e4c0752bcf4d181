import { useState, type FormEvent } from 'react'
import { BOARD_TEXT } from '../../../i18n/board-text'
import { BOARDS, type Board } from '../../../../shared/constants'
import type { User } from '../../../../shared/schemas/auth'
import { Button } from '../../../components/ui/button'
import { SelectField } from '../../../components/ui/select-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import { useSetBoard } from '../api/set-board'

/**
 * The profile's school board: the knowledge questions of the student's next test come from its chapters. A student
 * of a school class follows the class's board, which a counsellor sets.
 */
export function BoardForm({ user }: { user: User }) {
  const { t } = useI18n()
  const [board, setBoardValue] = useState<string>(user.board ?? '')
  const [error, setError] = useState<string>()
  const save = useSetBoard()
  const fromClass = user.schoolClass !== undefined

  if (fromClass) {
    return (
      <p className="text-gray-800">
        {t('board.fromClass', { board: t(BOARD_TEXT[user.schoolClass!.board]), className: user.schoolClass!.name })}
      </p>
    )
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!(BOARDS as readonly string[]).includes(board)) {
      setError(t('board.required'))
      return
    }
    save.mutate(board as Board, {
      onSuccess: () => {
        const now = currentI18n()
        toast({ title: now.t('board.saved.title'), description: now.t('board.saved.message', { board: now.t(BOARD_TEXT[board as Board]) }) })
      },
      onError: (e) => setError(apiErrorText(e, 'board.failed')),
    })
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3" noValidate>
      <p className="text-sm text-gray-700">{t('board.intro')}</p>
      <SelectField
        label={t('board.label')}
        name="board"
        options={[{ value: '', label: t('board.notChosen') }, ...BOARDS.map((value) => ({ value, label: t(BOARD_TEXT[value]) }))]}
        value={board}
        onChange={(event) => {
          setBoardValue(event.target.value)
          setError(undefined)
        }}
        error={error}
      />
      <Button type="submit" disabled={save.isPending || board === (user.board ?? '')} className="self-start">
        {save.isPending ? t('board.busy') : t('board.save')}
      </Button>
    </form>
  )
}
