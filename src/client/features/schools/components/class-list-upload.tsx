import { useId, useRef, useState, type FormEvent } from 'react'
import type { SignInSlip } from '../../../../shared/schemas/schools'
import { MAX_CLASS_LIST_ROWS } from '../../../../shared/schools'
import { Button } from '../../../components/ui/button'
import { ApiError, apiErrorMessage } from '../../../lib/api-client'
import { useImportClassList } from '../api/my-school'

/** The most of a file read into the form: far above any class list the server takes (it says so, by line). */
const MAX_FILE_BYTES = 200_000

/**
 * A class list from a CSV file (or pasted from a spreadsheet): one student a line, name and roll number. Every
 * problem the server finds is listed by line, and then nobody was added; otherwise the slips are handed on.
 */
export function ClassListUpload({ classId, onSlips }: { classId: string; onSlips: (slips: SignInSlip[]) => void }) {
  const [text, setText] = useState('')
  const [fileName, setFileName] = useState<string | null>(null)
  const [problem, setProblem] = useState<{ message: string; lines: string[] } | null>(null)
  const problemRef = useRef<HTMLDivElement>(null)
  const fileId = useId()
  const textId = useId()
  const helpId = useId()

  const upload = useImportClassList(classId, {
    onSuccess: (answer) => {
      setText('')
      setFileName(null)
      setProblem(null)
      onSlips(answer.slips)
    },
    onError: (err) => {
      const message = apiErrorMessage(err, 'The class list could not be uploaded. Please try again.')
      // Each problem of the list, by its line (a problem with the whole request repeats the message: left out).
      const lines = err instanceof ApiError ? err.issues.map((i) => i.message).filter((m) => m !== message) : []
      setProblem({ message, lines })
      requestAnimationFrame(() => problemRef.current?.focus())
    },
  })

  const readFile = (file: File | undefined) => {
    setProblem(null)
    if (!file) return
    if (file.size > MAX_FILE_BYTES) {
      setProblem({ message: `This file is too large for a class list. Upload at most ${MAX_CLASS_LIST_ROWS} students at a time.`, lines: [] })
      return
    }
    file.text().then(
      (content) => {
        setText(content)
        setFileName(file.name)
      },
      () => setProblem({ message: 'The file could not be read. Save it as CSV and try again.', lines: [] }),
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (upload.isPending) return
    if (!text.trim()) {
      setProblem({ message: 'Choose a class list (a CSV file) or paste it below.', lines: [] })
      requestAnimationFrame(() => problemRef.current?.focus())
      return
    }
    upload.mutate({ classId, csv: text })
  }

  return (
    <section aria-labelledby="upload-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id="upload-title" className="text-xl font-bold text-gray-900">
        Add Students from a Class List
      </h2>
      <p id={helpId} className="mt-1 text-gray-700">
        For students without an e-mail address. A CSV file with one student a line: the name, a comma, the roll number
        (for example <span className="font-mono">Priya Sharma,12</span>). A first line naming the columns is fine. If any
        line has a problem, nobody is added.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4" aria-busy={upload.isPending}>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium text-gray-900">
            Class list file (CSV)
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby={helpId}
            className="min-h-11 text-base text-gray-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-gray-500 file:bg-white file:px-4 file:font-semibold"
            onChange={(event) => readFile(event.target.files?.[0])}
          />
          {fileName && <p className="text-sm text-gray-700">Read {fileName}: the list is below.</p>}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={textId} className="text-sm font-medium text-gray-900">
            Or paste the list
          </label>
          <textarea
            id={textId}
            name="csv"
            rows={6}
            value={text}
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value)
              setProblem(null)
            }}
            className="w-full rounded-lg border border-gray-500 bg-white px-3 py-2 font-mono text-base text-gray-900"
          />
        </div>
        {problem && (
          <div ref={problemRef} tabIndex={-1} role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-300 focus:outline-none">
            <p className="font-semibold">{problem.message}</p>
            {problem.lines.length > 0 && (
              <ul className="mt-2 list-disc pl-5 text-sm">
                {problem.lines.map((line) => (
                  <li key={line} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <Button type="submit" disabled={upload.isPending} className="sm:self-start">
          {upload.isPending ? 'Adding students...' : 'Add Students'}
        </Button>
      </form>
    </section>
  )
}
