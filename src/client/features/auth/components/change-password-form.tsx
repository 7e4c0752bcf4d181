import { useState, type FormEvent } from 'react'
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../hooks/use-toast'
import { apiErrorMessage } from '../../../lib/api-client'
import { useChangePassword } from '../api/change-password'

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' }
type Field = keyof typeof empty
type FieldError = { field: Field; message: string }

/** In the order of docs/product.md ("Messages"): all three fields, then a match, then the length. */
export function validatePasswordChange(values: typeof empty): FieldError | null {
  const missing = (Object.keys(empty) as Field[]).find((field) => !values[field])
  if (missing) return { field: missing, message: 'Please fill in all password fields' }
  if (values.newPassword !== values.confirmPassword) {
    return { field: 'confirmPassword', message: 'New passwords do not match' }
  }
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
    return { field: 'newPassword', message: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long` }
  }
  return null
}

/** `accountName` (the e-mail, or a school user name) names the account for password managers (a hidden username field, as browsers ask for). */
export function ChangePasswordForm({ accountName }: { accountName: string }) {
  const [values, setValues] = useState(empty)
  const [error, setError] = useState<FieldError | null>(null)

  const change = useChangePassword({
    onSuccess: () => {
      setValues(empty)
      toast({ title: 'Password Changed', description: 'Your password has been updated.' })
    },
    onError: (err) =>
      toast({ title: 'Error', description: apiErrorMessage(err, 'Failed to change password'), variant: 'destructive' }),
  })

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = validatePasswordChange(values)
    setError(problem)
    if (problem) {
      toast({ title: 'Error', description: problem.message, variant: 'destructive' })
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
      {field('currentPassword', 'Current Password', 'current-password')}
      {field('newPassword', 'New Password', 'new-password')}
      {field('confirmPassword', 'Confirm New Password', 'new-password')}
      <Button type="submit" disabled={change.isPending} className="sm:self-start">
        {change.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  )
}
