import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button, buttonStyles } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { useRequestPasswordReset } from '../api/forgot-password'

const EMAIL_REQUIRED = 'Please enter your email address'

/** Request a reset link, then 'Check Your Email'. The wording never tells whether the account exists. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  // Moving between the form and the confirmation replaces the page's content: take focus to the new heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    headingRef.current?.focus()
  }, [sentTo])

  const request = useRequestPasswordReset({
    onSuccess: (_data, body) => {
      setSentTo(body.email)
      toast({
        title: 'Reset Link Sent',
        description: 'If an account exists for that email, a reset link is on its way.',
      })
    },
    onError: () =>
      toast({ title: 'Error', description: 'Failed to send reset link. Please try again.', variant: 'destructive' }),
  })

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = email.trim()
    if (!trimmed) {
      setError(EMAIL_REQUIRED)
      toast({ title: 'Error', description: EMAIL_REQUIRED, variant: 'destructive' })
      return
    }
    request.mutate({ email: trimmed })
  }

  const headingClass = 'text-2xl font-bold text-gray-900 focus:outline-none'

  if (sentTo !== null) {
    return (
      <section className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
          Check Your Email
        </h1>
        <p className="mt-3 text-gray-700">
          If an account exists for <strong className="break-all">{sentTo}</strong>, we&apos;ve sent a link to reset
          your password. It is valid for 60 minutes.
        </p>
        <p className="mt-2 text-gray-700">No e-mail after a few minutes? Check your spam folder, or try again.</p>
        <div className="mt-6 flex flex-col gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              request.reset()
              setSentTo(null)
            }}
          >
            Try Again
          </Button>
          <Link to="/?showAuth=true" className={buttonStyles('primary')}>
            Back to Login
          </Link>
        </div>
      </section>
    )
  }

  return (
    <section className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        Forgot Password
      </h1>
      <p className="mt-1 text-gray-700">Enter the email you registered with and we&apos;ll send you a reset link.</p>
      <form onSubmit={handleSubmit} noValidate className="mt-6 flex flex-col gap-4" aria-busy={request.isPending}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          aria-required="true"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value)
            setError(undefined)
          }}
        />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="mt-4">
        <Link to="/?showAuth=true" className="inline-flex min-h-11 items-center font-medium text-blue-700 underline">
          Back to Login
        </Link>
      </p>
    </section>
  )
}
