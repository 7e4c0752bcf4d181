import { useRef, useState, type FormEvent } from 'react'
import { BOARDS, CURRENT_STREAMS, STREAM_GRADES, type Board, type CurrentStream } from '../../../../shared/constants'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { useI18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'

/** The boards by name (BOARD_LABELS, in the catalogues), and the choice to leave it open. */
const BOARD_TEXT = {
  cbse: 'test.board.cbse',
  icse: 'test.board.icse',
  state: 'test.board.state',
  skip: 'test.board.skip',
} as const satisfies Record<Board | 'skip', MessageId>

/** The streams and subjects of grades 11 and 12 (CURRENT_STREAM_LABELS, in the catalogues). */
const STREAM_TEXT = {
  'science-pcm': 'test.stream.science-pcm',
  'science-pcb': 'test.stream.science-pcb',
  'science-pcmb': 'test.stream.science-pcmb',
  'commerce-maths': 'test.stream.commerce-maths',
  commerce: 'test.stream.commerce',
  humanities: 'test.stream.humanities',
  vocational: 'test.stream.vocational',
} as const satisfies Record<CurrentStream, MessageId>

interface NameEntryProps {
  grade: number
  defaultName?: string
  /** `currentStream` is given for grades 11 and 12 only; `board` when the student names one here. */
  onStart: (studentName: string, currentStream?: CurrentStream, board?: Board) => void
  starting: boolean
  /** Asks for the school board: the student has not named one (nor follows a class's). */
  asksBoard?: boolean
}

/** Before the clock starts: the name printed on the results. Enter in the field starts too (it is a form). */
export function NameEntry({ grade, defaultName = '', onStart, starting, asksBoard = false }: NameEntryProps) {
  const { t } = useI18n()
  const [name, setName] = useState(defaultName)
  const [error, setError] = useState<MessageId>()
  const [stream, setStream] = useState<CurrentStream>()
  const [streamError, setStreamError] = useState<MessageId>()
  const [board, setBoard] = useState<Board | 'skip'>()
  const formRef = useRef<HTMLFormElement>(null)
  // Grades 11 and 12 have chosen a stream; the advice must know it (careers it has closed are not suggested as open).
  const asksStream = (STREAM_GRADES as readonly number[]).includes(grade)

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (starting) return
    const trimmed = name.trim()
    if (!trimmed) {
      setError('test.name.required')
      formRef.current?.querySelector('input')?.focus()
      toast({ title: t('test.name.required.title'), description: t('test.name.required'), variant: 'destructive' })
      return
    }
    if (asksStream && !stream) {
      setStreamError('test.stream.required')
      formRef.current?.querySelector<HTMLInputElement>('input[name="currentStream"]')?.focus()
      toast({ title: t('test.stream.required.title'), description: t('test.stream.required'), variant: 'destructive' })
      return
    }
    onStart(trimmed, asksStream ? stream : undefined, asksBoard && board !== 'skip' ? board : undefined)
  }

  return (
    <section
      aria-labelledby="name-entry-title"
      className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
    >
      <h1 id="name-entry-title" className="text-2xl font-bold text-gray-900">
        {t('test.title', { grade })}
      </h1>
      <p className="mt-2 text-gray-700">{t('test.name.intro')}</p>
      <form ref={formRef} onSubmit={handleSubmit} className="mt-6 flex flex-col gap-4" noValidate>
        <TextField
          label={t('test.name.label')}
          name="studentName"
          autoComplete="name"
          maxLength={80}
          value={name}
          onChange={(event) => {
            setName(event.target.value)
            setError(undefined)
          }}
          error={error && t(error)}
          aria-required="true"
        />
        {asksBoard && (
          <fieldset className="m-0 min-w-0 border-0 p-0" aria-describedby="board-hint">
            <legend className="text-base font-semibold text-gray-900">{t('test.board.legend')}</legend>
            <p id="board-hint" className="mt-1 text-sm text-gray-700">
              {t('test.board.hint', { grade })}
            </p>
            <div className="mt-3 grid gap-2">
              {[...BOARDS, 'skip' as const].map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-gray-300 px-3 py-2 text-base text-gray-900 hover:border-blue-600 has-checked:border-blue-700 has-checked:bg-blue-50 has-focus-visible:border-blue-700"
                >
                  <input
                    type="radio"
                    name="board"
                    value={value}
                    checked={board === value}
                    onChange={() => setBoard(value)}
                    className="size-5 shrink-0 accent-blue-700"
                  />
                  <span className="min-w-0 break-words">{t(BOARD_TEXT[value])}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {asksStream && (
          <fieldset className="m-0 min-w-0 border-0 p-0" aria-describedby={streamError ? 'current-stream-error' : 'current-stream-hint'}>
            <legend className="text-base font-semibold text-gray-900">{t('test.stream.legend')}</legend>
            <p id="current-stream-hint" className="mt-1 text-sm text-gray-700">
              {t('test.stream.hint')}
            </p>
            <div className="mt-3 grid gap-2">
              {CURRENT_STREAMS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-gray-300 px-3 py-2 text-base text-gray-900 hover:border-blue-600 has-checked:border-blue-700 has-checked:bg-blue-50 has-focus-visible:border-blue-700"
                >
                  <input
                    type="radio"
                    name="currentStream"
                    value={value}
                    checked={stream === value}
                    onChange={() => {
                      setStream(value)
                      setStreamError(undefined)
                    }}
                    className="size-5 shrink-0 accent-blue-700"
                  />
                  <span className="min-w-0 break-words">{t(STREAM_TEXT[value])}</span>
                </label>
              ))}
            </div>
            {streamError && (
              <p id="current-stream-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
                {t(streamError)}
              </p>
            )}
          </fieldset>
        )}
        <Button type="submit" disabled={starting}>
          {starting ? t('test.starting') : t('test.start')}
        </Button>
      </form>
    </section>
  )
}
