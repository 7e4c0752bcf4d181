import type { User } from '../../../../shared/schemas/auth'
import { displayName, signInName, userInitial } from '../user-display'

function orNotProvided(value: string | null | undefined): string {
  return value?.trim() || 'Not provided'
}

/** Who is signed in: avatar, name, e-mail, role badge, and the read-only account fields. */
export function ProfileDetails({ user }: { user: User }) {
  return (
    <>
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-blue-700 text-2xl font-bold text-white"
        >
          {userInitial(user)}
        </span>
        <div className="min-w-0">
          <p className="text-xl font-semibold break-words text-gray-900">{displayName(user)}</p>
          <p className="break-all text-gray-700">{signInName(user)}</p>
          {user.role === 'counsellor' && (
            <p className="mt-1 inline-block rounded-full bg-teal-100 px-3 py-0.5 text-sm font-semibold text-teal-900">
              Counsellor{user.school ? `, ${user.school.name}` : ''}
            </p>
          )}
          {user.isAdmin && (
            <p className="mt-1 inline-block rounded-full bg-purple-100 px-3 py-0.5 text-sm font-semibold text-purple-900">
              Administrator
            </p>
          )}
        </div>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-gray-700">First Name</dt>
          <dd className="mt-1 rounded-lg bg-gray-100 px-3 py-2 break-words text-gray-900">{orNotProvided(user.firstName)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-gray-700">Last Name</dt>
          <dd className="mt-1 rounded-lg bg-gray-100 px-3 py-2 break-words text-gray-900">{orNotProvided(user.lastName)}</dd>
        </div>
        {user.username && (
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-gray-700">User Name</dt>
            <dd className="mt-1 rounded-lg bg-gray-100 px-3 py-2 font-mono break-all text-gray-900">{user.username}</dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="text-sm font-medium text-gray-700">Email</dt>
          <dd className="mt-1 rounded-lg bg-gray-100 px-3 py-2 break-all text-gray-900">{orNotProvided(user.email)}</dd>
        </div>
      </dl>
    </>
  )
}
