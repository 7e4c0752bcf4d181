import { useDocumentTitle } from '../../hooks/use-document-title'
import { useI18n } from '../../i18n/i18n'
import { useUser } from '../../features/auth/api/get-user'
import { FirstPasswordForm } from '../../features/schools/components/first-password-form'

/** Every signed-in page, while the session is on a one-time password: choosing one's own comes first. */
export function FirstPasswordRoute() {
  useDocumentTitle(useI18n().t('firstPassword.pageTitle'))
  const { data: user } = useUser()
  return user ? <FirstPasswordForm user={user} /> : null
}
