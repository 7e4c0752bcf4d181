import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { GRADES } from '../../../../shared/constants'
import type { ClassSummary } from '../../../../shared/schemas/schools'
import { CLASS_BOARD_LABELS, CLASS_BOARDS, type ClassBoard } from '../../../../shared/schools'
import { Button } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { ApiError, apiErrorMessage, hasErrorCode } from '../../../lib/api-client'
import { useCreateClass, useMySchool } from '../api/my-school'
import { JoinCode } from './join-code'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200'

/** `/school`: the counsellor's school, its code, its classes with their join codes, and a form for a new class. */
export function SchoolDashboard() {
  const school = useMySchool()
  if (school.isPending) return <LoadingState label="Loading your school..." />
  if (school.isError) {
    return <ErrorPanel title="Could not load your school" message={apiErrorMessage(school.error, 'Please try again.')} onRetry={() => void school.refetch()} />
  }
  const { name, code, classes } = school.data
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold break-words text-gray-900">{name}</h1>
        <p className="mt-2 text-gray-700">
          School code <span className="font-mono text-lg font-bold tracking-wider text-gray-900">{code}</span>: students
          without an e-mail address type it when they sign in with their slip.
        </p>
      </div>
      <CreateClassForm />
      <section aria-labelledby="classes-title" className="flex flex-col gap-4">
        <h2 id="classes-title" className="text-2xl font-bold text-gray-900">
          Classes
        </h2>
        {classes.length === 0 ? (
          <p className="text-gray-700">No classes yet. Add your first class above.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {classes.map((c) => (
              <li key={c.id}>
                <ClassCard schoolClass={c} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function ClassCard({ schoolClass }: { schoolClass: ClassSummary }) {
  return (
    <article className={`${card} flex h-full flex-col gap-2`} aria-label={`Class ${schoolClass.name}`}>
      <h3 className="text-lg font-bold break-words text-gray-900">
        <Link to={`/school/classes/${schoolClass.id}`} className="text-blue-700 underline underline-offset-4">
          {schoolClass.name}
        </Link>
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-700">Grade</dt>
        <dd className="text-gray-900">{schoolClass.grade}</dd>
        <dt className="text-gray-700">Board</dt>
        <dd className="text-gray-900">{CLASS_BOARD_LABELS[schoolClass.board]}</dd>
        <dt className="text-gray-700">Students</dt>
        <dd className="text-gray-900">{schoolClass.studentCount}</dd>
        <dt className="text-gray-700">Join code</dt>
        <dd>
          <JoinCode code={schoolClass.joinCode} />
        </dd>
      </dl>
    </article>
  )
}

const gradeOptions = GRADES.map((g) => ({ value: String(g), label: `Grade ${g}` }))
const boardOptions = CLASS_BOARDS.map((b) => ({ value: b, label: CLASS_BOARD_LABELS[b] }))
const emptyClass = { name: '', grade: '9', board: 'cbse' as ClassBoard }

function CreateClassForm() {
  const [fields, setFields] = useState(emptyClass)
  const [errors, setErrors] = useState<{ name?: string; grade?: string; board?: string }>({})
  const form = useRef<HTMLFormElement>(null)
  const create = useCreateClass({
    onSuccess: (created) => {
      setFields(emptyClass)
      toast({ title: 'Class Added', description: `${created.name} has the join code ${created.joinCode}.` })
    },
    onError: (err) => {
      const byField: typeof errors = {}
      if (err instanceof ApiError) {
        for (const issue of err.issues) if (issue.field in fields) byField[issue.field as keyof typeof errors] ??= issue.message
        if (hasErrorCode(err, 'CONFLICT')) byField.name = err.message
      }
      show(Object.keys(byField).length > 0 ? byField : { name: apiErrorMessage(err, 'The class could not be added. Please try again.') })
    },
  })

  const show = (found: typeof errors) => {
    setErrors(found)
    const first = (['name', 'grade', 'board'] as const).find((f) => found[f])
    const element = first && form.current?.elements.namedItem(first)
    if (element instanceof HTMLElement) element.focus()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (create.isPending) return
    if (!fields.name.trim()) return show({ name: 'Class name is required' })
    setErrors({})
    create.mutate({ name: fields.name, grade: Number(fields.grade), board: fields.board })
  }

  return (
    <section aria-labelledby="new-class-title" className={card}>
      <h2 id="new-class-title" className="text-xl font-bold text-gray-900">
        Add a Class
      </h2>
      <p className="mt-1 text-gray-700">Each class gets a join code. Its students take the test of the class&rsquo;s grade.</p>
      <form ref={form} onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-3" aria-busy={create.isPending}>
        <TextField
          label="Class name"
          name="name"
          description="For example 9 A or 10 Science."
          aria-required="true"
          autoComplete="off"
          value={fields.name}
          error={errors.name}
          onChange={(event) => {
            setFields((f) => ({ ...f, name: event.target.value }))
            setErrors((e) => ({ ...e, name: undefined }))
          }}
        />
        <SelectField label="Grade" name="grade" options={gradeOptions} value={fields.grade} error={errors.grade} onChange={(event) => setFields((f) => ({ ...f, grade: event.target.value }))} />
        <SelectField
          label="Board"
          name="board"
          options={boardOptions}
          value={fields.board}
          error={errors.board}
          onChange={(event) => setFields((f) => ({ ...f, board: event.target.value as ClassBoard }))}
        />
        <Button type="submit" disabled={create.isPending} className="sm:col-span-3 sm:justify-self-start">
          {create.isPending ? 'Adding...' : 'Add Class'}
        </Button>
      </form>
    </section>
  )
}
