import { useDocumentTitle } from '../../hooks/use-document-title'
import { useUser } from '../../features/auth/api/get-user'
import { FirstPasswordForm } from '../../features/schools/components/first-password-form'

/** Every signed-in page, while the session is on a one-time password: choosing one's own comes first. */
export function FirstPasswordRoute() {
  useDocumentTitle('Choose your password')
  const { data: user } = useUser()
  return user ? <FirstPasswordForm user={user} /> : null
}
