import { useEffect, useRef, useState, type FormEvent } from 'react'
import { AppLink } from '../../../components/ui/app-link'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorMessage } from '../../../lib/api-client'
import { login } from '../api/login'
import { register } from '../api/register'

type Mode = 'login' | 'register'

const emptyFields = { email: '', password: '', firstName: '', lastName: '' }

interface AuthFormProps {
  /** 'Back to Info': return to the marketing view. */
  onBack: () => void
}

/**
 * Login / Create Account. After success the page reloads, so the app starts again signed in. It runs on the
 * pre-rendered landing page too, which carries neither react-router nor TanStack Query: plain state, no mutation hook.
 */
export function AuthForm({ onBack }: AuthFormProps) {
  const [mode, setMode] = useState<Mode>('login')
  const [fields, setFields] = useState(emptyFields)
  const [firstNameError, setFirstNameError] = useState<string>()
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

  const succeed = (title: string, description: string) => {
    setReloading(true)
    toast({ title, description })
    window.location.reload()
  }

  const busy = pending || reloading

  const send = (call: () => Promise<void>, success: [string, string], failure: [string, string]) => {
    setPending(true)
    call().then(
      () => {
        setPending(false)
        succeed(...success)
      },
      (error: unknown) => {
        setPending(false)
        toast({ title: failure[0], description: apiErrorMessage(error, failure[1]), variant: 'destructive' })
      },
    )
  }

  const switchMode = () => {
    setMode((m) => (m === 'login' ? 'register' : 'login'))
    setFields(emptyFields)
    setFirstNameError(undefined)
  }

  const update = (name: keyof typeof emptyFields) => (event: { target: { value: string } }) => {
    const { value } = event.target
    setFields((f) => ({ ...f, [name]: value }))
    if (name === 'firstName') setFirstNameError(undefined)
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const email = fields.email.trim()
    if (mode === 'login') {
      send(
        () => login({ email, password: fields.password }),
        ['Login Successful', 'Welcome back! Redirecting...'],
        ['Login Failed', 'Invalid email or password'],
      )
      return
    }
    const firstName = fields.firstName.trim()
    if (!firstName) {
      setFirstNameError('First name is required')
      toast({ title: 'Error', description: 'First name is required', variant: 'destructive' })
      return
    }
    const lastName = fields.lastName.trim()
    send(
      () => register({ email, password: fields.password, firstName, lastName: lastName || null }),
      ['Registration Successful', "Welcome! You're now logged in."],
      ['Registration Failed', 'Registration failed. Please try again.'],
    )
  }

  const isLogin = mode === 'login'
  const title = isLogin ? 'Login' : 'Create Account'

  return (
    <section aria-labelledby="auth-title" className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <h1 id="auth-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-gray-900 focus:outline-none">
        {title}
      </h1>
      <p className="mt-1 text-gray-700">
        {isLogin ? 'Log in to start or continue your assessment.' : 'Create an account to take your assessment.'}
      </p>

      {/* POST: should the form ever be sent without its script, the password stays out of the address. */}
      <form ref={formRef} method="post" onSubmit={handleSubmit} className="mt-6 flex flex-col gap-4" aria-busy={busy}>
        {!isLogin && (
          <>
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              value={fields.firstName}
              onChange={update('firstName')}
              error={firstNameError}
              aria-required="true"
            />
            <TextField
              label="Last name"
              hint="(optional)"
              name="lastName"
              autoComplete="family-name"
              value={fields.lastName}
              onChange={update('lastName')}
            />
          </>
        )}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={fields.email}
          onChange={update('email')}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete={isLogin ? 'current-password' : 'new-password'}
          required
          value={fields.password}
          onChange={update('password')}
        />
        {isLogin && (
          <p>
            <AppLink to="/forgot-password" className="inline-flex min-h-11 items-center font-medium text-blue-700 underline">
              Forgot Password?
            </AppLink>
          </p>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? (isLogin ? 'Logging in...' : 'Creating account...') : title}
        </Button>
      </form>

      <div className="mt-4 flex flex-col gap-2">
        <Button variant="ghost" onClick={switchMode} disabled={busy}>
          {isLogin ? 'Need an account? Create Account' : 'Already have an account? Login'}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back to Info
        </Button>
      </div>
    </section>
  )
}
