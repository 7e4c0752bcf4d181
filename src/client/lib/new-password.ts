import { MIN_PASSWORD_LENGTH } from '../../shared/constants'

export type NewPasswordError = { field: 'newPassword' | 'confirmPassword'; message: string }

/**
 * A new password typed twice (reset, confirmation and invitation links, a slip's first sign-in), in the
 * order of docs/product.md ("Messages"): both fields, then a match, then the length.
 */
export function validateNewPassword(newPassword: string, confirmPassword: string): NewPasswordError | null {
  if (!newPassword || !confirmPassword) {
    return { field: newPassword ? 'confirmPassword' : 'newPassword', message: 'Please fill in both password fields' }
  }
  if (newPassword !== confirmPassword) return { field: 'confirmPassword', message: 'Passwords do not match' }
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    return { field: 'newPassword', message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long` }
  }
  return null
}
