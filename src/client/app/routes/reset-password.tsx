import { useSearchParams } from 'react-router'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form'

export function ResetPasswordRoute() {
  useDocumentTitle('Reset Password')
  const [searchParams] = useSearchParams()
  return <ResetPasswordForm token={searchParams.get('token')} />
}
