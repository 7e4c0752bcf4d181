import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { GRADES } from '../../../../shared/constants'
import type { ClassSummary } from '../../../../shared/schemas/schools'
import { CLASS_BOARDS, type ClassBoard } from '../../../../shared/schools'
import { Button, buttonStyles } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText, fieldIssueText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import { ApiError, hasErrorCode } from '../../../lib/api-client'
import { useCreateClass, useMySchool } from '../api/my-school'
import { CLASS_BOARD_TEXT } from '../class-board-text'
import { JoinCode } from './join-code'
import { SeatsPanel } from './seats-panel'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200'

/** `/school`: the counsellor's school, its code, its seats, its classes with their join codes, and a form for a new class. */
export function SchoolDashboard() {
  const i18n = useI18n()
  const { t, rich } = i18n
  const school = useMySchool()
  if (school.isPending) return <LoadingState label={t('school.loading')} />
  if (school.isError) {
    return <ErrorPanel title={t('school.loadFailed')} message={apiErrorText(school.error, 'school.tryAgain', i18n)} onRetry={() => void school.refetch()} />
  }
  const { name, code, classes } = school.data
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold break-words text-gray-900">{name}</h1>
        <p className="mt-2 text-gray-700">
          {rich('school.code', { code, mono: (chunks) => <span className="font-mono text-lg font-bold tracking-wider text-gray-900">{chunks}</span> })}
        </p>
        <Link to="/school/report" className={buttonStyles('secondary', 'mt-3')}>
          {t('school.report')}
        </Link>
      </div>
      <SeatsPanel school={school.data} />
      <CreateClassForm />
      <section aria-labelledby="classes-title" className="flex flex-col gap-4">
        <h2 id="classes-title" className="text-2xl font-bold text-gray-900">
          {t('school.classes')}
        </h2>
        {classes.length === 0 ? (
          <p className="text-gray-700">{t('school.noClasses')}</p>
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
  const { t } = useI18n()
  return (
    <article className={`${card} flex h-full flex-col gap-2`} aria-label={t('school.classCard', { name: schoolClass.name })}>
      <h3 className="text-lg font-bold break-words text-gray-900">
        <Link to={`/school/classes/${schoolClass.id}`} className="text-blue-700 underline underline-offset-4">
          {schoolClass.name}
        </Link>
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-700">{t('school.grade')}</dt>
        <dd className="text-gray-900">{schoolClass.grade}</dd>
        <dt className="text-gray-700">{t('school.board')}</dt>
        <dd className="text-gray-900">{t(CLASS_BOARD_TEXT[schoolClass.board])}</dd>
        <dt className="text-gray-700">{t('school.students')}</dt>
        <dd className="text-gray-900">{schoolClass.studentCount}</dd>
        <dt className="text-gray-700">{t('school.joinCode')}</dt>
        <dd>
          <JoinCode code={schoolClass.joinCode} />
        </dd>
      </dl>
    </article>
  )
}

const emptyClass = { name: '', grade: '9', board: 'cbse' as ClassBoard }

function CreateClassForm() {
  const i18n = useI18n()
  const { t } = i18n
  const gradeOptions = GRADES.map((grade) => ({ value: String(grade), label: t('school.gradeOption', { grade }) }))
  const boardOptions = CLASS_BOARDS.map((board) => ({ value: board, label: t(CLASS_BOARD_TEXT[board]) }))
  const [fields, setFields] = useState(emptyClass)
  const [errors, setErrors] = useState<{ name?: string; grade?: string; board?: string }>({})
  const form = useRef<HTMLFormElement>(null)
  const create = useCreateClass({
    onSuccess: (created) => {
      setFields(emptyClass)
      const now = currentI18n()
      toast({ title: now.t('newClass.added.title'), description: now.t('newClass.added.message', { name: created.name, code: created.joinCode }) })
    },
    onError: (err) => {
      const now = currentI18n()
      const byField: typeof errors = {}
      if (err instanceof ApiError) {
        for (const issue of err.issues) if (issue.field in fields) byField[issue.field as keyof typeof errors] ??= fieldIssueText(issue.message, now)
        // A class name the school already has.
        if (hasErrorCode(err, 'CONFLICT')) byField.name = apiErrorText(err, 'newClass.nameTaken', now)
      }
      show(Object.keys(byField).length > 0 ? byField : { name: apiErrorText(err, 'newClass.failed', now) })
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
    if (!fields.name.trim()) return show({ name: t('newClass.nameRequired') })
    setErrors({})
    create.mutate({ name: fields.name, grade: Number(fields.grade), board: fields.board })
  }

  return (
    <section aria-labelledby="new-class-title" className={card}>
      <h2 id="new-class-title" className="text-xl font-bold text-gray-900">
        {t('newClass.title')}
      </h2>
      <p className="mt-1 text-gray-700">{t('newClass.intro')}</p>
      <form ref={form} onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-3" aria-busy={create.isPending}>
        <TextField
          label={t('newClass.name')}
          name="name"
          description={t('newClass.nameHint')}
          aria-required="true"
          autoComplete="off"
          value={fields.name}
          error={errors.name}
          onChange={(event) => {
            setFields((f) => ({ ...f, name: event.target.value }))
            setErrors((e) => ({ ...e, name: undefined }))
          }}
        />
        <SelectField label={t('school.grade')} name="grade" options={gradeOptions} value={fields.grade} error={errors.grade} onChange={(event) => setFields((f) => ({ ...f, grade: event.target.value }))} />
        <SelectField
          label={t('school.board')}
          name="board"
          options={boardOptions}
          value={fields.board}
          error={errors.board}
          onChange={(event) => setFields((f) => ({ ...f, board: event.target.value as ClassBoard }))}
        />
        <Button type="submit" disabled={create.isPending} className="sm:col-span-3 sm:justify-self-start">
          {create.isPending ? t('newClass.busy') : t('newClass.submit')}
        </Button>
      </form>
    </section>
  )
}
