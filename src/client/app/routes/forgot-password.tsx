import { useDocumentTitle } from '../../hooks/use-document-title'
import { useI18n } from '../../i18n/i18n'
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form'

export function ForgotPasswordRoute() {
  const { t } = useI18n()
  useDocumentTitle(t('forgot.title'))
  return <ForgotPasswordForm />
}
