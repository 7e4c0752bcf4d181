import type { User } from '../../../../shared/schemas/auth'
import { useI18n } from '../../../i18n/i18n'
import { signInName, userInitial } from '../user-display'

/** Who is signed in: avatar, name, e-mail, role badge, and the read-only account fields. */
export function ProfileDetails({ user }: { user: User }) {
  const { t } = useI18n()
  const orNotProvided = (value: string | null | undefined) => value?.trim() || t('profile.notProvided')
  // 'First Last' as displayName() writes it, with 'Student' in the page's language when there is no name.
  const name = [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ') || t('profile.student')
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
          <p className="text-xl font-semibold break-words text-gray-900">{name}</p>
          <p className="break-all text-gray-700">{signInName(user)}</p>
          {user.role === 'counsellor' && (
            <p className="mt-1 inline-block rounded-full bg-teal-100 px-3 py-0.5 text-sm font-semibold text-teal-900">
              {user.school ? t('profile.counsellorOf', { school: user.school.name }) : t('profile.counsellor')}
            </p>
          )}
          {user.isAdmin && (
            <p className="mt-1 inline-block rounded-full bg-purple-100 px-3 py-0.5 text-sm font-semibold text-purple-900">
              {t('profile.administrator')}
            </p>
          )}
        </div>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-gray-700">{t('profile.firstName')}</dt>
          <dd className="mt-1 rounded-lg bg-gray-100 px-3 py-2 break-words text-gray-900">{orNotProvided(user.firstName)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-gray-700">{t('profile.lastName')}</dt>
          <dd className="mt-1 rounded-lg bg-gray-100 px-3 py-2 break-words text-gray-900">{orNotProvided(user.lastName)}</dd>
        </div>
        {user.username && (
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-gray-700">{t('profile.username')}</dt>
            <dd className="mt-1 rounded-lg bg-gray-100 px-3 py-2 font-mono break-all text-gray-900">{user.username}</dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="text-sm font-medium text-gray-700">{t('profile.email')}</dt>
          <dd className="mt-1 rounded-lg bg-gray-100 px-3 py-2 break-all text-gray-900">{orNotProvided(user.email)}</dd>
        </div>
      </dl>
    </>
  )
}
