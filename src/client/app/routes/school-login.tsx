import { useDocumentTitle } from '../../hooks/use-document-title'
import { useI18n } from '../../i18n/i18n'
import { SchoolLoginForm } from '../../features/schools/components/school-login-form'

/** `/school-login`: students without an e-mail sign in with their school slip. */
export function SchoolLoginRoute() {
  useDocumentTitle(useI18n().t('schoolLogin.pageTitle'))
  return <SchoolLoginForm />
}
