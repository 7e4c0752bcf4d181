import { useDocumentTitle } from '../../hooks/use-document-title'
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form'

export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot Password')
  return <ForgotPasswordForm />
}
