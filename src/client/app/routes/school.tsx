import { useParams } from 'react-router'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useI18n } from '../../i18n/i18n'
import { useUser } from '../../features/auth/api/get-user'
import { ClassPage } from '../../features/schools/components/class-page'
import { LiveProgressPage } from '../../features/schools/components/live-progress-page'
import { ClassReportPage } from '../../features/schools/components/class-report-page'
import { RetestStudyPage } from '../../features/schools/components/retest-study-page'
import { SchoolDashboard } from '../../features/schools/components/school-dashboard'
import { SchoolReportPage } from '../../features/schools/components/school-report-page'
import { NotFoundRoute } from './not-found'

/** `/school`: a counsellor's school; for anyone else the page does not exist (the server refuses its calls too). */
export function SchoolRoute() {
  useDocumentTitle(useI18n().t('school.pageTitle'))
  const { data: user } = useUser()
  return user?.role === 'counsellor' ? <SchoolDashboard /> : <NotFoundRoute />
}

/** `/school/classes/:classId`: one class of the counsellor's school. */
export function SchoolClassRoute() {
  const { data: user } = useUser()
  const { classId = '' } = useParams()
  return user?.role === 'counsellor' ? <ClassPage classId={classId} /> : <NotFoundRoute />
}

/** `/school/report`: the cohort report of the counsellor's whole school. */
export function SchoolReportRoute() {
  const { data: user } = useUser()
  return user?.role === 'counsellor' ? <SchoolReportPage /> : <NotFoundRoute />
}

/** `/school/report/retest`: how often the advice held for the school's students who took a grade twice. */
export function SchoolRetestRoute() {
  const { data: user } = useUser()
  return user?.role === 'counsellor' ? <RetestStudyPage /> : <NotFoundRoute />
}

/** `/school/classes/:classId/report`: the cohort report of one class, printable. */
export function SchoolClassReportRoute() {
  const { data: user } = useUser()
  const { classId = '' } = useParams()
  return user?.role === 'counsellor' ? <ClassReportPage classId={classId} /> : <NotFoundRoute />
}

/** `/school/classes/:classId/live`: the class during the test period, refreshed every few seconds. */
export function SchoolClassLiveRoute() {
  const { data: user } = useUser()
  const { classId = '' } = useParams()
  return user?.role === 'counsellor' ? <LiveProgressPage classId={classId} /> : <NotFoundRoute />
}
