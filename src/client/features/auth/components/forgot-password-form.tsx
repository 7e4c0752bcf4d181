import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button, buttonStyles } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import { useRequestPasswordReset } from '../api/forgot-password'

/** Request a reset link, then 'Check Your Email'. The wording never tells whether the account exists. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { t, rich } = useI18n()
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
      const { t: now } = currentI18n()
      toast({ title: now('forgot.sent.title'), description: now('forgot.sent.message') })
    },
    onError: () => {
      const { t: now } = currentI18n()
      toast({ title: now('common.error'), description: now('forgot.failed'), variant: 'destructive' })
    },
  })

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = email.trim()
    if (!trimmed) {
      setError(t('forgot.emailRequired'))
      toast({ title: t('common.error'), description: t('forgot.emailRequired'), variant: 'destructive' })
      return
    }
    request.mutate({ email: trimmed })
  }

  const headingClass = 'text-2xl font-bold text-gray-900 focus:outline-none'

  if (sentTo !== null) {
    return (
      <section className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
          {t('forgot.check.title')}
        </h1>
        <p className="mt-3 text-gray-700">
          {rich('forgot.check.message', { email: <strong className="break-all">{sentTo}</strong>, minutes: 60 })}
        </p>
        <p className="mt-2 text-gray-700">{t('forgot.check.noMail')}</p>
        <div className="mt-6 flex flex-col gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              request.reset()
              setSentTo(null)
            }}
          >
            {t('forgot.tryAgain')}
          </Button>
          <Link to="/?showAuth=true" className={buttonStyles('primary')}>
            {t('common.backToLogin')}
          </Link>
        </div>
      </section>
    )
  }

  return (
    <section className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        {t('forgot.title')}
      </h1>
      <p className="mt-1 text-gray-700">{t('forgot.intro')}</p>
      <form onSubmit={handleSubmit} noValidate className="mt-6 flex flex-col gap-4" aria-busy={request.isPending}>
        <TextField
          label={t('forgot.email')}
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
          {request.isPending ? t('forgot.busy') : t('forgot.submit')}
        </Button>
      </form>
      <p className="mt-4">
        <Link to="/?showAuth=true" className="inline-flex min-h-11 items-center font-medium text-blue-700 underline">
          {t('common.backToLogin')}
        </Link>
      </p>
    </section>
  )
}
