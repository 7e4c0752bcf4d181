import { useDocumentTitle } from '../../hooks/use-document-title'
import { SchoolLoginForm } from '../../features/schools/components/school-login-form'

/** `/school-login`: students without an e-mail sign in with their school slip. */
export function SchoolLoginRoute() {
  useDocumentTitle('School sign-in')
  return <SchoolLoginForm />
}
