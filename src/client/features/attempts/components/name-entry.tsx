import { useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'

const NAME_REQUIRED = 'Please enter your name to start the test.'

interface NameEntryProps {
  grade: number
  defaultName?: string
  onStart: (studentName: string) => void
  starting: boolean
}

/** Before the clock starts: the name printed on the results. Enter in the field starts too (it is a form). */
export function NameEntry({ grade, defaultName = '', onStart, starting }: NameEntryProps) {
  const [name, setName] = useState(defaultName)
  const [error, setError] = useState<string>()
  const formRef = useRef<HTMLFormElement>(null)

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
    onStart(trimmed)
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
        <Button type="submit" disabled={starting}>
          {starting ? 'Starting...' : 'Start Test'}
        </Button>
      </form>
    </section>
  )
}
