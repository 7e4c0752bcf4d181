import type { User } from '../../../shared/schemas/auth'
import type { I18n } from '../../i18n/i18n'

/** The date a list shows, '5 Mar 2026' / '5 मार्च 2026' (react-intl's formatDate). */
export const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const

/** A date and time, '5 Mar 2026, 3:21 pm'; in Hindi counted to 24 hours, since `hi-IN` writes am/pm in Latin letters. */
export const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const
export const dateTimeOptions = (locale: string) => (locale === 'hi' ? { ...DATE_TIME, hourCycle: 'h23' as const } : DATE_TIME)

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ')
}

/** The account's e-mail, or for a student a school added from a class list (no e-mail), the user name. */
export function accountName(user: Pick<User, 'email' | 'username'>, { t }: I18n): string {
  return user.email ?? t('admin.users.username', { username: user.username ?? '' })
}

/** The first block of a UUID: enough to tell rows apart on screen. */
export function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id
}

/** A 10-digit Indian mobile number as '98765 43210', and its tel: address with the country code. */
export function formatPhone(phone: string): { text: string; href: string } {
  const digits = phone.replace(/\D/g, '')
  if (/^[6-9]\d{9}$/.test(digits)) return { text: `${digits.slice(0, 5)} ${digits.slice(5)}`, href: `tel:+91${digits}` }
  return { text: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` }
}
