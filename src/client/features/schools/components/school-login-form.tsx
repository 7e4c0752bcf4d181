import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { apiErrorText, fieldIssueText } from '../../../i18n/api-error-text'
import { useI18n } from '../../../i18n/i18n'
import { ApiError, hasErrorCode } from '../../../lib/api-client'
import { schoolLogin } from '../api/student-account'

const emptyFields = { schoolCode: '', username: '', password: '' }
type FieldName = keyof typeof emptyFields
const FIELD_ORDER: FieldName[] = ['schoolCode', 'username', 'password']

/**
 * `/school-login`: a student without an e-mail signs in with the three lines of the slip from the counsellor. After
 * success the page reloads, and a first sign-in asks for the student's own password.
 */
export function SchoolLoginForm() {
  const i18n = useI18n()
  const { t } = i18n
  const [fields, setFields] = useState(emptyFields)
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    heading.current?.focus()
  }, [])

  const show = (found: Partial<Record<FieldName, string>>) => {
    setErrors(found)
    const first = FIELD_ORDER.find((f) => found[f])
    const input = first && form.current?.elements.namedItem(first)
    if (input instanceof HTMLInputElement) input.focus()
  }

  const update = (name: FieldName) => (event: { target: { value: string } }) => {
    const { value } = event.target
    setFields((f) => ({ ...f, [name]: value }))
    setErrors((e) => ({ ...e, [name]: undefined }))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setFormError(null)
    const found: Partial<Record<FieldName, string>> = {}
    if (!fields.schoolCode.trim()) found.schoolCode = t('schoolLogin.schoolCodeRequired')
    if (!fields.username.trim()) found.username = t('schoolLogin.usernameRequired')
    if (!fields.password) found.password = t('schoolLogin.passwordRequired')
    if (Object.keys(found).length > 0) return show(found)
    setBusy(true)
    schoolLogin({ schoolCode: fields.schoolCode, username: fields.username, password: fields.password }).then(
      () => window.location.assign('/'),
      (error: unknown) => {
        setBusy(false)
        const byField: Partial<Record<FieldName, string>> = {}
        if (error instanceof ApiError) for (const issue of error.issues) if (FIELD_ORDER.includes(issue.field as FieldName)) byField[issue.field as FieldName] ??= fieldIssueText(issue.message)
        if (Object.keys(byField).length > 0) show(byField)
        // The general wrong-password sentence names an e-mail: a slip has a school code and a user name instead.
        else if (i18n.locale !== 'en' && hasErrorCode(error, 'INVALID_CREDENTIALS')) setFormError(t('schoolLogin.invalid'))
        else setFormError(apiErrorText(error, 'schoolLogin.invalid', i18n))
      },
    )
  }

  return (
    <section aria-labelledby="school-login-title" className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <h1 id="school-login-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-gray-900 focus:outline-none">
        {t('schoolLogin.title')}
      </h1>
      <p className="mt-1 text-gray-700">{t('schoolLogin.intro')}</p>
      <form ref={form} method="post" noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4" aria-busy={busy}>
        <TextField label={t('schoolLogin.schoolCode')} name="schoolCode" autoComplete="organization" autoCapitalize="characters" spellCheck={false} aria-required="true" value={fields.schoolCode} error={errors.schoolCode} onChange={update('schoolCode')} />
        <TextField label={t('schoolLogin.username')} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} aria-required="true" value={fields.username} error={errors.username} onChange={update('username')} />
        <TextField label={t('schoolLogin.password')} type="password" name="password" autoComplete="current-password" aria-required="true" value={fields.password} error={errors.password} onChange={update('password')} />
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-300">
            <strong className="block">{t('schoolLogin.failed')}</strong>
            {formError}
          </p>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? t('schoolLogin.busy') : t('schoolLogin.submit')}
        </Button>
      </form>
      <p className="mt-4 text-gray-700">
        {t('schoolLogin.emailAccount')}{' '}
        <Link to="/?showAuth=true" className="inline-flex min-h-11 items-center font-medium text-blue-700 underline">
          {t('schoolLogin.emailLogin')}
        </Link>
      </p>
      <p className="mt-1 text-sm text-gray-700">{t('schoolLogin.lostSlip')}</p>
    </section>
  )
}
