import { useEffect, useRef, useState, type FormEvent } from 'react'
import { AppLink } from '../../../components/ui/app-link'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText, fieldIssueText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n, type I18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
import { ApiError, hasErrorCode } from '../../../lib/api-client'
import { login } from '../api/login'
import { register } from '../api/register'

type Mode = 'login' | 'register'

const emptyFields = { email: '', password: '', firstName: '', lastName: '', joinCode: '' }
type FieldName = keyof typeof emptyFields
type FieldErrors = Partial<Record<FieldName, string>>

/** The fields in the order they are on screen: problems are checked, shown and focused in this order. */
const FIELD_ORDER: FieldName[] = ['firstName', 'lastName', 'email', 'password', 'joinCode']

/**
 * What is wrong with the form before it is sent, by field. The messages are the server's own (shared/schemas/auth.ts),
 * written out here because the pre-rendered landing page carries no zod; the server still checks everything.
 */
function validateAuthFields(mode: Mode, fields: typeof emptyFields, { t }: I18n = currentI18n()): FieldErrors {
  const errors: FieldErrors = {}
  if (mode === 'register' && !fields.firstName.trim()) errors.firstName = t('auth.error.firstNameRequired')
  const email = fields.email.trim()
  if (!email) errors.email = t('auth.error.emailRequired')
  else if (mode === 'register' && !/^[^\s@]+@[^\s@]+$/.test(email)) errors.email = t('auth.error.emailInvalid')
  if (!fields.password) errors.password = t('auth.error.passwordRequired')
  else if (mode === 'register' && fields.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = t('auth.error.passwordShort', { min: MIN_PASSWORD_LENGTH })
  }
  return errors
}

interface AuthFormProps {
  /** 'Back to Info': return to the marketing view. */
  onBack: () => void
}

/**
 * Login / Create Account. After success the page reloads, so the app starts again signed in. It runs on the
 * pre-rendered landing page too, which carries neither react-router nor TanStack Query: plain state, no mutation hook.
 */
export function AuthForm({ onBack }: AuthFormProps) {
  const i18n = useI18n()
  const { t } = i18n
  const [mode, setMode] = useState<Mode>('login')
  const [fields, setFields] = useState(emptyFields)
  const [errors, setErrors] = useState<FieldErrors>({})
  // A refusal that belongs to no one field (a wrong password, too many tries), said in the form above its button:
  // a toast at the foot of a phone's screen would cover the buttons under the form.
  const [formError, setFormError] = useState<{ title: string; message: string } | null>(null)
  const [pending, setPending] = useState(false)
  const [reloading, setReloading] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  // The form replaces the marketing view: move focus to its heading so keyboard and screen reader users follow.
  // Pre-rendered (`/?showAuth=true`), the form is on screen before its script: keep what was typed meanwhile.
  useEffect(() => {
    const typed: Partial<typeof emptyFields> = {}
    for (const name of Object.keys(emptyFields) as (keyof typeof emptyFields)[]) {
      const input = formRef.current?.elements.namedItem(name)
      if (input instanceof HTMLInputElement && input.value) typed[name] = input.value
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- adopting the DOM's values once, after hydration
    if (Object.keys(typed).length > 0) setFields((f) => ({ ...f, ...typed }))
    // A student already in a field (the pre-rendered form) keeps their place; otherwise focus follows the new view.
    else if (!formRef.current?.contains(document.activeElement)) headingRef.current?.focus()
  }, [])

  const succeed = (title: MessageId, description: MessageId) => {
    setReloading(true)
    toast({ title: t(title), description: t(description) })
    window.location.reload()
  }

  const busy = pending || reloading

  /** Shows the problems next to their fields and moves focus to the first of them, in the fields' order. */
  const showErrors = (found: FieldErrors) => {
    setErrors(found)
    const first = FIELD_ORDER.find((name) => found[name])
    const input = first && formRef.current?.elements.namedItem(first)
    if (input instanceof HTMLInputElement) input.focus()
  }

  const send = (call: () => Promise<void>, success: [MessageId, MessageId], failure: [MessageId, MessageId]) => {
    setPending(true)
    call().then(
      () => {
        setPending(false)
        succeed(...success)
      },
      (error: unknown) => {
        setPending(false)
        // The server's objections to a field go next to that field; an address already taken, next to the e-mail.
        const byField: FieldErrors = {}
        if (error instanceof ApiError) {
          for (const issue of error.issues) {
            const name = FIELD_ORDER.find((f) => f === issue.field)
            if (name && !byField[name]) byField[name] = fieldIssueText(issue.message, i18n)
          }
          if (hasErrorCode(error, 'EMAIL_TAKEN') && mode === 'register') byField.email = apiErrorText(error, failure[1], i18n)
        }
        if (Object.keys(byField).length > 0) showErrors(byField)
        else setFormError({ title: t(failure[0]), message: apiErrorText(error, failure[1], i18n) })
      },
    )
  }

  const switchMode = () => {
    setMode((m) => (m === 'login' ? 'register' : 'login'))
    setFields(emptyFields)
    setErrors({})
    setFormError(null)
  }

  const update = (name: FieldName) => (event: { target: { value: string } }) => {
    const { value } = event.target
    setFields((f) => ({ ...f, [name]: value }))
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e))
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setFormError(null)
    const found = validateAuthFields(mode, fields, i18n)
    if (Object.keys(found).length > 0) {
      showErrors(found)
      return
    }
    setErrors({})
    const email = fields.email.trim()
    if (mode === 'login') {
      send(
        () => login({ email, password: fields.password }),
        ['auth.login.success.title', 'auth.login.success.message'],
        ['auth.login.failed.title', 'auth.login.failed.message'],
      )
      return
    }
    const lastName = fields.lastName.trim()
    const joinCode = fields.joinCode.trim()
    send(
      // The account keeps the language the form was read in (docs/decisions/057-account-language-from-the-registration-form.md).
      () =>
        register({ email, password: fields.password, firstName: fields.firstName.trim(), lastName: lastName || null, locale: i18n.locale, ...(joinCode ? { joinCode } : {}) }),
      ['auth.register.success.title', 'auth.register.success.message'],
      ['auth.register.failed.title', 'auth.register.failed.message'],
    )
  }

  const isLogin = mode === 'login'
  const title = t(isLogin ? 'auth.login.title' : 'auth.register.title')

  return (
    <section aria-labelledby="auth-title" className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <h1 id="auth-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-gray-900 focus:outline-none">
        {title}
      </h1>
      <p className="mt-1 text-gray-700">
        {t(isLogin ? 'auth.login.intro' : 'auth.register.intro')}
      </p>

      {/* POST: should the form ever be sent without its script, the password stays out of the address. The form checks
          its fields itself (noValidate), in their order on screen, and says each problem next to its field. */}
      <form ref={formRef} method="post" noValidate onSubmit={handleSubmit} className="mt-6 flex flex-col gap-4" aria-busy={busy}>
        {!isLogin && (
          <>
            <TextField
              label={t('auth.field.firstName')}
              name="firstName"
              autoComplete="given-name"
              value={fields.firstName}
              onChange={update('firstName')}
              error={errors.firstName}
              aria-required="true"
            />
            <TextField
              label={t('auth.field.lastName')}
              hint={t('common.optional')}
              name="lastName"
              autoComplete="family-name"
              value={fields.lastName}
              onChange={update('lastName')}
              error={errors.lastName}
            />
          </>
        )}
        <TextField
          label={t('auth.field.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          aria-required="true"
          value={fields.email}
          onChange={update('email')}
          error={errors.email}
        />
        <TextField
          label={t('auth.field.password')}
          type="password"
          name="password"
          autoComplete={isLogin ? 'current-password' : 'new-password'}
          aria-required="true"
          value={fields.password}
          onChange={update('password')}
          error={errors.password}
          {...(isLogin ? {} : { description: t('auth.passwordRule', { min: MIN_PASSWORD_LENGTH }) })}
        />
        {!isLogin && (
          <TextField
            label={t('auth.field.joinCode')}
            hint={t('common.optional')}
            name="joinCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            description={t('auth.field.joinCode.description')}
            value={fields.joinCode}
            onChange={update('joinCode')}
            error={errors.joinCode}
          />
        )}
        {isLogin && (
          <p className="flex flex-col items-start">
            <AppLink to="/forgot-password" className="inline-flex min-h-11 items-center font-medium text-blue-700 underline">
              {t('auth.forgotPasswordLink')}
            </AppLink>
            <AppLink to="/school-login" className="inline-flex min-h-11 items-center font-medium text-blue-700 underline">
              {t('auth.schoolSlipLink')}
            </AppLink>
          </p>
        )}
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-300">
            <strong className="block">{formError.title}</strong>
            {formError.message}
          </p>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? t(isLogin ? 'auth.login.busy' : 'auth.register.busy') : title}
        </Button>
      </form>

      <div className="mt-4 flex flex-col gap-2">
        <Button variant="ghost" onClick={switchMode} disabled={busy}>
          {t(isLogin ? 'auth.switchToRegister' : 'auth.switchToLogin')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('auth.backToInfo')}
        </Button>
      </div>
    </section>
  )
}
