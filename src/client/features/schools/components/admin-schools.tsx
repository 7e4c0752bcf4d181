import { useId, useRef, useState, type FormEvent } from 'react'
import type { School } from '../../../../shared/schemas/schools'
import { Button } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText, fieldIssueText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n, type I18n } from '../../../i18n/i18n'
import { ApiError, hasErrorCode } from '../../../lib/api-client'
import { MAX_SEATS_AT_ONCE } from '../../../../shared/schemas/schools'
import { useAdminSchools, useCreateSchool, useGrantSeats, useInviteCounsellor } from '../api/admin-schools'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200'

/** The server's objection to a field of a form, by the field's name: its own sentence in English, a general one in Hindi. */
function fieldErrors(error: unknown, i18n: I18n): Record<string, string> {
  const byField: Record<string, string> = {}
  if (error instanceof ApiError) for (const issue of error.issues) byField[issue.field] ??= fieldIssueText(issue.message, i18n)
  return byField
}

/** The server's sentence in English; in Hindi the catalogue's for the same outcome. */
const serverSays = (message: string, said: string, { locale }: I18n) => (locale === 'en' ? message : said)

/**
 * Admin → Schools: every school with its code, counsellors and seats; a school is created, a counsellor invited and
 * seats granted here.
 */
export function AdminSchools() {
  const { t } = useI18n()
  const schools = useAdminSchools()
  return (
    <div className="flex flex-col gap-8">
      <CreateSchoolForm />
      <section aria-labelledby="schools-title" className="flex flex-col gap-4">
        <h2 id="schools-title" className="text-2xl font-bold text-gray-900">
          {t('admin.schools.title')}
        </h2>
        {schools.isPending ? (
          <LoadingState label={t('admin.schools.loading')} />
        ) : schools.isError ? (
          <ErrorPanel title={t('admin.schools.loadFailed')} message={apiErrorText(schools.error, 'admin.schools.tryAgain')} onRetry={() => void schools.refetch()} />
        ) : schools.data.length === 0 ? (
          <p className="text-gray-700">{t('admin.schools.none')}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {schools.data.map((school) => (
              <li key={school.id}>
                <SchoolCard school={school} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function CreateSchoolForm() {
  const { t } = useI18n()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()
  const form = useRef<HTMLFormElement>(null)
  const focusName = () => {
    const input = form.current?.elements.namedItem('name')
    if (input instanceof HTMLInputElement) input.focus()
  }
  const create = useCreateSchool({
    onSuccess: (school) => {
      setName('')
      const { t } = currentI18n()
      toast({ title: t('admin.schools.created'), description: t('admin.schools.createdText', { name: school.name, code: school.code }) })
    },
    onError: (err) => {
      const now = currentI18n()
      // A name already taken is refused with its code: said in Hindi from it.
      const taken = now.locale !== 'en' && hasErrorCode(err, 'CONFLICT') ? now.t('admin.schools.nameTaken') : undefined
      setError(fieldErrors(err, now).name ?? taken ?? apiErrorText(err, 'admin.schools.createFailed'))
      focusName()
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (create.isPending) return
    if (!name.trim()) {
      setError(t('admin.schools.nameRequired'))
      focusName()
      return
    }
    setError(undefined)
    create.mutate({ name })
  }

  return (
    <section aria-labelledby="new-school-title" className={card}>
      <h2 id="new-school-title" className="text-xl font-bold text-gray-900">
        {t('admin.schools.add')}
      </h2>
      <form ref={form} onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start" aria-busy={create.isPending}>
        <TextField
          label={t('admin.schools.name')}
          name="name"
          className="sm:flex-1"
          aria-required="true"
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.target.value)
            setError(undefined)
          }}
        />
        <Button type="submit" disabled={create.isPending} className="sm:mt-6">
          {create.isPending ? t('admin.schools.creating') : t('admin.schools.create')}
        </Button>
      </form>
    </section>
  )
}

function SchoolCard({ school }: { school: School }) {
  const { t, intl } = useI18n()
  const titleId = useId()
  return (
    <article aria-labelledby={titleId} className={`${card} flex h-full flex-col gap-3`}>
      <h3 id={titleId} className="text-lg font-bold break-words text-gray-900">
        {school.name}
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-700">{t('admin.schools.code')}</dt>
        <dd className="font-mono text-base font-semibold tracking-wider text-gray-900">{school.code}</dd>
        <dt className="text-gray-700">{t('admin.schools.classes')}</dt>
        <dd className="text-gray-900">{intl.formatNumber(school.classCount)}</dd>
        <dt className="text-gray-700">{t('admin.schools.students')}</dt>
        <dd className="text-gray-900">{intl.formatNumber(school.studentCount)}</dd>
        <dt className="text-gray-700">{t('admin.schools.seats')}</dt>
        <dd className="text-gray-900">{t('admin.schools.seatsValue', { ...school.seats })}</dd>
      </dl>
      <div>
        <h4 className="font-semibold text-gray-900">{t('admin.schools.counsellors')}</h4>
        {school.counsellors.length === 0 ? (
          <p className="text-sm text-gray-700">{t('admin.schools.noCounsellors')}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {school.counsellors.map((c) => (
              <li key={c.id} className="break-words text-gray-900">
                {[c.firstName, c.lastName].filter(Boolean).join(' ')} <span className="break-all text-gray-700">({c.email})</span>
                {' · '}
                <span className={c.joined ? 'text-green-800' : 'text-amber-800'}>{c.joined ? t('admin.schools.joined') : t('admin.schools.invited')}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <InviteCounsellorForm school={school} />
      <GrantSeatsForm school={school} />
    </article>
  )
}

const emptyInvite = { email: '', firstName: '', lastName: '' }
type InviteField = keyof typeof emptyInvite

function InviteCounsellorForm({ school }: { school: School }) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const [fields, setFields] = useState(emptyInvite)
  const [errors, setErrors] = useState<Partial<Record<InviteField, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const invite = useInviteCounsellor({
    onSuccess: (answer, { email }) => {
      setFields(emptyInvite)
      setOpen(false)
      const now = currentI18n()
      // Invited before and not joined yet: the server sends a new link and says the earlier one no longer works.
      const again = school.counsellors.some((c) => !c.joined && c.email?.toLowerCase() === email.toLowerCase())
      const said = now.t(again ? 'admin.schools.sentAgainText' : 'admin.schools.sentText', { email })
      toast({ title: now.t('admin.schools.sent'), description: serverSays(answer.message, said, now) })
    },
    onError: (err) => {
      const now = currentI18n()
      const byField = fieldErrors(err, now)
      if (hasErrorCode(err, 'EMAIL_TAKEN')) byField.email = serverSays(err.message, now.t('admin.schools.emailTaken'), now)
      if (Object.keys(byField).length > 0) show(byField)
      else setFailure(apiErrorText(err, 'admin.schools.inviteFailed'))
    },
  })

  const show = (found: Partial<Record<InviteField, string>>) => {
    setErrors(found)
    const first = (['email', 'firstName', 'lastName'] as const).find((f) => found[f])
    const element = first && form.current?.elements.namedItem(first)
    if (element instanceof HTMLInputElement) element.focus()
  }

  if (!open) {
    return (
      <Button variant="secondary" className="mt-auto" onClick={() => setOpen(true)}>
        {t('admin.schools.invite')}
      </Button>
    )
  }

  const update = (name: InviteField) => (event: { target: { value: string } }) => {
    const { value } = event.target
    setFields((f) => ({ ...f, [name]: value }))
    setErrors((e) => ({ ...e, [name]: undefined }))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (invite.isPending) return
    setFailure(null)
    const found: Partial<Record<InviteField, string>> = {}
    if (!fields.email.trim()) found.email = t('admin.schools.emailRequired')
    else if (!/^[^\s@]+@[^\s@]+$/.test(fields.email.trim())) found.email = t('admin.schools.emailInvalid')
    if (!fields.firstName.trim()) found.firstName = t('admin.schools.firstNameRequired')
    if (Object.keys(found).length > 0) return show(found)
    invite.mutate({ schoolId: school.id, email: fields.email.trim(), firstName: fields.firstName.trim(), lastName: fields.lastName.trim() || null })
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-auto flex flex-col gap-3 border-t border-gray-200 pt-3" aria-busy={invite.isPending}>
      <p className="text-sm text-gray-700">{t('admin.schools.inviteIntro')}</p>
      <TextField label={t('admin.schools.inviteEmail')} type="email" name="email" autoComplete="off" aria-required="true" value={fields.email} error={errors.email} onChange={update('email')} />
      <TextField label={t('admin.schools.firstName')} name="firstName" autoComplete="off" aria-required="true" value={fields.firstName} error={errors.firstName} onChange={update('firstName')} />
      <TextField label={t('admin.schools.lastName')} hint={t('common.optional')} name="lastName" autoComplete="off" value={fields.lastName} error={errors.lastName} onChange={update('lastName')} />
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? t('admin.schools.sending') : t('admin.schools.send')}
        </Button>
        <Button variant="secondary" disabled={invite.isPending} onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  )
}

const emptyGrant = { seats: '', note: '' }
type GrantField = keyof typeof emptyGrant

/** Seats for a school without an order (a pilot, a sponsor, a support case); the note goes on record with the grant. */
function GrantSeatsForm({ school }: { school: School }) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const [fields, setFields] = useState(emptyGrant)
  const [errors, setErrors] = useState<Partial<Record<GrantField, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const grant = useGrantSeats({
    onSuccess: (answer, { seats }) => {
      setFields(emptyGrant)
      setOpen(false)
      const now = currentI18n()
      const said = now.t('admin.schools.grantedText', { seats, left: answer.seats.left })
      toast({ title: now.t('admin.schools.granted'), description: serverSays(answer.message, said, now) })
    },
    onError: (err) => {
      const byField = fieldErrors(err, currentI18n())
      if (Object.keys(byField).length > 0) show(byField)
      else setFailure(apiErrorText(err, 'admin.schools.grantFailed'))
    },
  })

  const show = (found: Partial<Record<GrantField, string>>) => {
    setErrors(found)
    const first = (['seats', 'note'] as const).find((f) => found[f])
    const element = first && form.current?.elements.namedItem(first)
    if (element instanceof HTMLInputElement) element.focus()
  }

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('admin.schools.grantSeats')}
      </Button>
    )
  }

  const update = (name: GrantField) => (event: { target: { value: string } }) => {
    const { value } = event.target
    setFields((f) => ({ ...f, [name]: value }))
    setErrors((e) => ({ ...e, [name]: undefined }))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (grant.isPending) return
    setFailure(null)
    const found: Partial<Record<GrantField, string>> = {}
    const seats = /^\d{1,4}$/.test(fields.seats.trim()) ? Number(fields.seats.trim()) : NaN
    if (!(seats >= 1 && seats <= MAX_SEATS_AT_ONCE)) found.seats = t('admin.schools.seatsInvalid', { max: MAX_SEATS_AT_ONCE })
    if (!fields.note.trim()) found.note = t('admin.schools.noteRequired')
    if (Object.keys(found).length > 0) return show(found)
    grant.mutate({ schoolId: school.id, seats, note: fields.note.trim() })
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-gray-200 pt-3" aria-busy={grant.isPending}>
      <p className="text-sm text-gray-700">{t('admin.schools.grantIntro')}</p>
      <TextField label={t('admin.schools.seatsToGrant')} name="seats" inputMode="numeric" autoComplete="off" aria-required="true" value={fields.seats} error={errors.seats} onChange={update('seats')} />
      <TextField label={t('admin.schools.note')} name="note" autoComplete="off" aria-required="true" value={fields.note} error={errors.note} onChange={update('note')} />
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={grant.isPending}>
          {grant.isPending ? t('admin.schools.granting') : t('admin.schools.grant')}
        </Button>
        <Button variant="secondary" disabled={grant.isPending} onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  )
}
