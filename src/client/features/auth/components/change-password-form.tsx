import { useState, type FormEvent } from 'react'
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n, type I18n } from '../../../i18n/i18n'
import { hasErrorCode } from '../../../lib/api-client'
import { useChangePassword } from '../api/change-password'

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' }
type Field = keyof typeof empty
type FieldError = { field: Field; message: string }

/** In the order of docs/product.md ("Messages"): all three fields, then a match, then the length. */
function validatePasswordChange(values: typeof empty, { t }: I18n = currentI18n()): FieldError | null {
  const missing = (Object.keys(empty) as Field[]).find((field) => !values[field])
  if (missing) return { field: missing, message: t('changePassword.required') }
  if (values.newPassword !== values.confirmPassword) {
    return { field: 'confirmPassword', message: t('changePassword.mismatch') }
  }
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
    return { field: 'newPassword', message: t('changePassword.short', { min: MIN_PASSWORD_LENGTH }) }
  }
  return null
}

/** `accountName` (the e-mail, or a school user name) names the account for password managers (a hidden username field, as browsers ask for). */
export function ChangePasswordForm({ accountName }: { accountName: string }) {
  const i18n = useI18n()
  const { t } = i18n
  const [values, setValues] = useState(empty)
  const [error, setError] = useState<FieldError | null>(null)

  const change = useChangePassword({
    onSuccess: () => {
      setValues(empty)
      const now = currentI18n()
      toast({ title: now.t('changePassword.done.title'), description: now.t('changePassword.done.message') })
    },
    // The server refuses a wrong current password with BAD_REQUEST (its English sentence says so).
    onError: (err) =>
      toast({
        title: currentI18n().t('common.error'),
        description: apiErrorText(err, hasErrorCode(err, 'BAD_REQUEST') ? 'changePassword.wrongCurrent' : 'changePassword.failed'),
        variant: 'destructive',
      }),
  })

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = validatePasswordChange(values, i18n)
    setError(problem)
    if (problem) {
      toast({ title: t('common.error'), description: problem.message, variant: 'destructive' })
      return
    }
    change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword })
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      aria-required="true"
      value={values[name]}
      error={error?.field === name ? error.message : undefined}
      onChange={(event) => {
        const { value } = event.target
        setValues((v) => ({ ...v, [name]: value }))
        setError(null)
      }}
    />
  )

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-busy={change.isPending}>
      <input type="text" name="username" autoComplete="username" value={accountName} readOnly hidden />
      {field('currentPassword', t('changePassword.current'), 'current-password')}
      {field('newPassword', t('changePassword.new'), 'new-password')}
      {field('confirmPassword', t('changePassword.confirm'), 'new-password')}
      <Button type="submit" disabled={change.isPending} className="sm:self-start">
        {change.isPending ? t('changePassword.busy') : t('changePassword.submit')}
      </Button>
    </form>
  )
}
