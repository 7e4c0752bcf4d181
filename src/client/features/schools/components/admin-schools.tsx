import { useId, useRef, useState, type FormEvent } from 'react'
import type { School } from '../../../../shared/schemas/schools'
import { Button } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { ApiError, apiErrorMessage, hasErrorCode } from '../../../lib/api-client'
import { MAX_SEATS_AT_ONCE } from '../../../../shared/schemas/schools'
import { useAdminSchools, useCreateSchool, useGrantSeats, useInviteCounsellor } from '../api/admin-schools'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200'

/** The server's objection to a field of a form, by the field's name. */
function fieldErrors(error: unknown): Record<string, string> {
  const byField: Record<string, string> = {}
  if (error instanceof ApiError) for (const issue of error.issues) byField[issue.field] ??= issue.message
  return byField
}

/**
 * Admin → Schools: every school with its code, counsellors and seats; a school is created, a counsellor invited and
 * seats granted here.
 */
export function AdminSchools() {
  const schools = useAdminSchools()
  return (
    <div className="flex flex-col gap-8">
      <CreateSchoolForm />
      <section aria-labelledby="schools-title" className="flex flex-col gap-4">
        <h2 id="schools-title" className="text-2xl font-bold text-gray-900">
          Schools on Disha
        </h2>
        {schools.isPending ? (
          <LoadingState label="Loading schools..." />
        ) : schools.isError ? (
          <ErrorPanel title="Could not load the schools" message={apiErrorMessage(schools.error, 'Please try again.')} onRetry={() => void schools.refetch()} />
        ) : schools.data.length === 0 ? (
          <p className="text-gray-700">No schools yet. Create the first one above.</p>
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
      toast({ title: 'School Created', description: `${school.name} has the school code ${school.code}.` })
    },
    onError: (err) => {
      setError(fieldErrors(err).name ?? apiErrorMessage(err, 'The school could not be created. Please try again.'))
      focusName()
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (create.isPending) return
    if (!name.trim()) {
      setError('School name is required')
      focusName()
      return
    }
    setError(undefined)
    create.mutate({ name })
  }

  return (
    <section aria-labelledby="new-school-title" className={card}>
      <h2 id="new-school-title" className="text-xl font-bold text-gray-900">
        Add a School
      </h2>
      <form ref={form} onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start" aria-busy={create.isPending}>
        <TextField
          label="School name"
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
          {create.isPending ? 'Creating...' : 'Create School'}
        </Button>
      </form>
    </section>
  )
}

function SchoolCard({ school }: { school: School }) {
  const titleId = useId()
  return (
    <article aria-labelledby={titleId} className={`${card} flex h-full flex-col gap-3`}>
      <h3 id={titleId} className="text-lg font-bold break-words text-gray-900">
        {school.name}
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-700">School code</dt>
        <dd className="font-mono text-base font-semibold tracking-wider text-gray-900">{school.code}</dd>
        <dt className="text-gray-700">Classes</dt>
        <dd className="text-gray-900">{school.classCount}</dd>
        <dt className="text-gray-700">Students</dt>
        <dd className="text-gray-900">{school.studentCount}</dd>
        <dt className="text-gray-700">Seats</dt>
        <dd className="text-gray-900">
          {school.seats.used} used, {school.seats.left} left ({school.seats.bought} bought, {school.seats.granted} granted)
        </dd>
      </dl>
      <div>
        <h4 className="font-semibold text-gray-900">Counsellors</h4>
        {school.counsellors.length === 0 ? (
          <p className="text-sm text-gray-700">None yet.</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {school.counsellors.map((c) => (
              <li key={c.id} className="break-words text-gray-900">
                {[c.firstName, c.lastName].filter(Boolean).join(' ')} <span className="break-all text-gray-700">({c.email})</span>
                {' · '}
                <span className={c.joined ? 'text-green-800' : 'text-amber-800'}>{c.joined ? 'Joined' : 'Invitation sent'}</span>
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
  const [open, setOpen] = useState(false)
  const [fields, setFields] = useState(emptyInvite)
  const [errors, setErrors] = useState<Partial<Record<InviteField, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const invite = useInviteCounsellor({
    onSuccess: (answer) => {
      setFields(emptyInvite)
      setOpen(false)
      toast({ title: 'Invitation Sent', description: answer.message })
    },
    onError: (err) => {
      const byField = fieldErrors(err)
      if (hasErrorCode(err, 'EMAIL_TAKEN')) byField.email = err.message
      if (Object.keys(byField).length > 0) show(byField)
      else setFailure(apiErrorMessage(err, 'The invitation could not be sent. Please try again.'))
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
        Invite a Counsellor
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
    if (!fields.email.trim()) found.email = 'Email is required'
    else if (!/^[^\s@]+@[^\s@]+$/.test(fields.email.trim())) found.email = 'Please enter a valid email address'
    if (!fields.firstName.trim()) found.firstName = 'First name is required'
    if (Object.keys(found).length > 0) return show(found)
    invite.mutate({ schoolId: school.id, email: fields.email.trim(), firstName: fields.firstName.trim(), lastName: fields.lastName.trim() || null })
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-auto flex flex-col gap-3 border-t border-gray-200 pt-3" aria-busy={invite.isPending}>
      <p className="text-sm text-gray-700">The counsellor gets a link by e-mail to choose a password. It works for 7 days.</p>
      <TextField label="Counsellor's email" type="email" name="email" autoComplete="off" aria-required="true" value={fields.email} error={errors.email} onChange={update('email')} />
      <TextField label="First name" name="firstName" autoComplete="off" aria-required="true" value={fields.firstName} error={errors.firstName} onChange={update('firstName')} />
      <TextField label="Last name" hint="(optional)" name="lastName" autoComplete="off" value={fields.lastName} error={errors.lastName} onChange={update('lastName')} />
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send Invitation'}
        </Button>
        <Button variant="secondary" disabled={invite.isPending} onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

const emptyGrant = { seats: '', note: '' }
type GrantField = keyof typeof emptyGrant

/** Seats for a school without an order (a pilot, a sponsor, a support case); the note goes on record with the grant. */
function GrantSeatsForm({ school }: { school: School }) {
  const [open, setOpen] = useState(false)
  const [fields, setFields] = useState(emptyGrant)
  const [errors, setErrors] = useState<Partial<Record<GrantField, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const grant = useGrantSeats({
    onSuccess: (answer) => {
      setFields(emptyGrant)
      setOpen(false)
      toast({ title: 'Seats Granted', description: answer.message })
    },
    onError: (err) => {
      const byField = fieldErrors(err)
      if (Object.keys(byField).length > 0) show(byField)
      else setFailure(apiErrorMessage(err, 'The seats could not be granted. Please try again.'))
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
        Grant Seats
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
    if (!(seats >= 1 && seats <= MAX_SEATS_AT_ONCE)) found.seats = `Seats must be a whole number from 1 to ${MAX_SEATS_AT_ONCE}`
    if (!fields.note.trim()) found.note = 'Note is required'
    if (Object.keys(found).length > 0) return show(found)
    grant.mutate({ schoolId: school.id, seats, note: fields.note.trim() })
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-gray-200 pt-3" aria-busy={grant.isPending}>
      <p className="text-sm text-gray-700">Granted seats cost the school nothing. Say why in the note: it is kept in the activity log.</p>
      <TextField label="Seats to grant" name="seats" inputMode="numeric" autoComplete="off" aria-required="true" value={fields.seats} error={errors.seats} onChange={update('seats')} />
      <TextField label="Note" name="note" autoComplete="off" aria-required="true" value={fields.note} error={errors.note} onChange={update('note')} />
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={grant.isPending}>
          {grant.isPending ? 'Granting...' : 'Grant'}
        </Button>
        <Button variant="secondary" disabled={grant.isPending} onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
