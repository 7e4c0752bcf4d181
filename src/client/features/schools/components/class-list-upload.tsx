import { useId, useRef, useState, type FormEvent } from 'react'
import type { SignInSlip } from '../../../../shared/schemas/schools'
import { MAX_CLASS_LIST_ROWS } from '../../../../shared/schools'
import { Button } from '../../../components/ui/button'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import { ApiError, hasErrorCode } from '../../../lib/api-client'
import { useImportClassList } from '../api/my-school'

/** The most of a file read into the form: far above any class list the server takes (it says so, by line). */
const MAX_FILE_BYTES = 200_000

/**
 * A class list from a CSV file (or pasted from a spreadsheet): one student a line, name and roll number. Every
 * problem the server finds is listed by line, and then nobody was added; otherwise the slips are handed on.
 */
export function ClassListUpload({ classId, onSlips }: { classId: string; onSlips: (slips: SignInSlip[]) => void }) {
  const { t, rich } = useI18n()
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
      // A list refused by line is a VALIDATION: in Hindi the heading says so, and the lines stay as the server wrote them.
      const message = apiErrorText(err, hasErrorCode(err, 'VALIDATION') ? 'classList.invalid' : 'classList.failed')
      // Each problem of the list, by its line (a problem with the whole request repeats the message: left out).
      const lines = err instanceof ApiError ? err.issues.map((i) => i.message).filter((m) => m !== err.message) : []
      setProblem({ message, lines })
      requestAnimationFrame(() => problemRef.current?.focus())
    },
  })

  const readFile = (file: File | undefined) => {
    setProblem(null)
    if (!file) return
    if (file.size > MAX_FILE_BYTES) {
      setProblem({ message: t('classList.tooLarge', { max: MAX_CLASS_LIST_ROWS }), lines: [] })
      return
    }
    file.text().then(
      (content) => {
        setText(content)
        setFileName(file.name)
      },
      () => setProblem({ message: currentI18n().t('classList.unreadable'), lines: [] }),
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (upload.isPending) return
    if (!text.trim()) {
      setProblem({ message: t('classList.required'), lines: [] })
      requestAnimationFrame(() => problemRef.current?.focus())
      return
    }
    upload.mutate({ classId, csv: text })
  }

  return (
    <section aria-labelledby="upload-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id="upload-title" className="text-xl font-bold text-gray-900">
        {t('classList.title')}
      </h2>
      <p id={helpId} className="mt-1 text-gray-700">
        {rich('classList.help', { example: (chunks) => <span className="font-mono">{chunks}</span> })}
      </p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4" aria-busy={upload.isPending}>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium text-gray-900">
            {t('classList.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby={helpId}
            className="min-h-11 text-base text-gray-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-gray-500 file:bg-white file:px-4 file:font-semibold"
            onChange={(event) => readFile(event.target.files?.[0])}
          />
          {fileName && <p className="text-sm text-gray-700">{t('classList.read', { file: fileName })}</p>}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={textId} className="text-sm font-medium text-gray-900">
            {t('classList.paste')}
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
          {upload.isPending ? t('classList.busy') : t('classList.submit')}
        </Button>
      </form>
    </section>
  )
}
