import type { User } from '../../../shared/schemas/auth'

/**
 * What the account signs in with, for password managers and the account menu: the e-mail, or for a student a school
 * added from a class list, the user name on the slip.
 */
export function signInName(user: Pick<User, 'email' | 'username'>): string {
  return user.email ?? user.username ?? ''
}

/** 'First Last', or 'Student' when the user has no name to show. */
export function displayName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ') || 'Student'
}

/** The first name for greetings, 'Student' by default. */
export function firstNameOf(user: Pick<User, 'firstName'> | null | undefined): string {
  return user?.firstName.trim() || 'Student'
}

/** The avatar letter: first name, else e-mail, else 'S'. */
export function userInitial(user: Pick<User, 'firstName' | 'email'>): string {
  const source = user.firstName.trim() || user.email?.trim() || 'S'
  return source.charAt(0).toUpperCase()
}

/** The avatar button's look, shared by the account menu's stand-in and its real trigger (components/user-menu.tsx). */
export const avatarButtonClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-blue-700 text-lg font-semibold text-white hover:bg-blue-800'
