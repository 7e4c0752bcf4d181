import { useRef, useState, type FormEvent } from 'react'
import { BOARD_LABELS, BOARDS, CURRENT_STREAM_LABELS, CURRENT_STREAMS, STREAM_GRADES, type Board, type CurrentStream } from '../../../../shared/constants'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'

const NAME_REQUIRED = 'Please enter your name to start the test.'
const STREAM_REQUIRED = 'Please choose the stream and subjects you study now.'

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
  const [name, setName] = useState(defaultName)
  const [error, setError] = useState<string>()
  const [stream, setStream] = useState<CurrentStream>()
  const [streamError, setStreamError] = useState<string>()
  const [board, setBoard] = useState<Board | 'skip'>()
  const formRef = useRef<HTMLFormElement>(null)
  // Grades 11 and 12 have chosen a stream; the advice must know it (careers it has closed are not suggested as open).
  const asksStream = (STREAM_GRADES as readonly number[]).includes(grade)

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (starting) return
    const trimmed = name.trim()
    if (!trimmed) {
      setError(NAME_REQUIRED)
      formRef.current?.querySelector('input')?.focus()
      toast({ title: 'Name Required', description: NAME_REQUIRED, variant: 'destructive' })
      return
    }
    if (asksStream && !stream) {
      setStreamError(STREAM_REQUIRED)
      formRef.current?.querySelector<HTMLInputElement>('input[name="currentStream"]')?.focus()
      toast({ title: 'Stream Required', description: STREAM_REQUIRED, variant: 'destructive' })
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
        Grade {grade} Assessment
      </h1>
      <p className="mt-2 text-gray-700">
        Enter your name as it should appear on your results. The 30-minute timer starts when you press Start Test.
      </p>
      <form ref={formRef} onSubmit={handleSubmit} className="mt-6 flex flex-col gap-4" noValidate>
        <TextField
          label="Your name"
          name="studentName"
          autoComplete="name"
          maxLength={80}
          value={name}
          onChange={(event) => {
            setName(event.target.value)
            setError(undefined)
          }}
          error={error}
          aria-required="true"
        />
        {asksBoard && (
          <fieldset className="m-0 min-w-0 border-0 p-0" aria-describedby="board-hint">
            <legend className="text-base font-semibold text-gray-900">Your school board</legend>
            <p id="board-hint" className="mt-1 text-sm text-gray-700">
              The science, maths and reasoning questions come from what your board teaches by grade {grade}. You can change it
              later on your profile.
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
                  <span className="min-w-0 break-words">
                    {value === 'skip' ? 'Not sure: only questions every board teaches' : BOARD_LABELS[value]}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {asksStream && (
          <fieldset className="m-0 min-w-0 border-0 p-0" aria-describedby={streamError ? 'current-stream-error' : 'current-stream-hint'}>
            <legend className="text-base font-semibold text-gray-900">Your current stream and subjects</legend>
            <p id="current-stream-hint" className="mt-1 text-sm text-gray-700">
              Your suggestions will take into account which careers your subjects keep open.
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
                  <span className="min-w-0 break-words">{CURRENT_STREAM_LABELS[value]}</span>
                </label>
              ))}
            </div>
            {streamError && (
              <p id="current-stream-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
                {streamError}
              </p>
            )}
          </fieldset>
        )}
        <Button type="submit" disabled={starting}>
          {starting ? 'Starting...' : 'Start Test'}
        </Button>
      </form>
    </section>
  )
}
