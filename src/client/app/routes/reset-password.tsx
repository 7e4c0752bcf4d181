import { useSearchParams } from 'react-router'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useI18n } from '../../i18n/i18n'
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form'

export function ResetPasswordRoute() {
  const { t } = useI18n()
  useDocumentTitle(t('reset.title'))
  const [searchParams] = useSearchParams()
  return <ResetPasswordForm token={searchParams.get('token')} />
}
