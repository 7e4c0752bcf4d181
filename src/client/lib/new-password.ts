import { MIN_PASSWORD_LENGTH } from '../../shared/constants'
import { currentI18n, type I18n } from '../i18n/i18n'

export type NewPasswordError = { field: 'newPassword' | 'confirmPassword'; message: string }

/**
 * A new password typed twice (reset, confirmation and invitation links, a slip's first sign-in), in the
 * order of docs/product.md ("Messages"): both fields, then a match, then the length.
 */
export function validateNewPassword(newPassword: string, confirmPassword: string, { t }: I18n = currentI18n()): NewPasswordError | null {
  if (!newPassword || !confirmPassword) {
    return { field: newPassword ? 'confirmPassword' : 'newPassword', message: t('newPassword.bothRequired') }
  }
  if (newPassword !== confirmPassword) return { field: 'confirmPassword', message: t('newPassword.mismatch') }
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    return { field: 'newPassword', message: t('newPassword.short', { min: MIN_PASSWORD_LENGTH }) }
  }
  return null
}
