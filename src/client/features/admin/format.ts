import type { User } from '../../../shared/schemas/auth'

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

/** A date as Indian readers write it, for example '5 Mar 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
}

/** A date and time, for example '5 Mar 2026, 3:21 pm': a counsellor follows requests up in order. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date)
}

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ')
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
