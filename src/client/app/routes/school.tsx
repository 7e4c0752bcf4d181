import { useParams } from 'react-router'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useUser } from '../../features/auth/api/get-user'
import { ClassPage } from '../../features/schools/components/class-page'
import { SchoolDashboard } from '../../features/schools/components/school-dashboard'
import { NotFoundRoute } from './not-found'

/** `/school`: a counsellor's school; for anyone else the page does not exist (the server refuses its calls too). */
export function SchoolRoute() {
  useDocumentTitle('My School')
  const { data: user } = useUser()
  return user?.role === 'counsellor' ? <SchoolDashboard /> : <NotFoundRoute />
}

/** `/school/classes/:classId`: one class of the counsellor's school. */
export function SchoolClassRoute() {
  const { data: user } = useUser()
  const { classId = '' } = useParams()
  return user?.role === 'counsellor' ? <ClassPage classId={classId} /> : <NotFoundRoute />
}
