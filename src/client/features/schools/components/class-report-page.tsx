import { Link } from 'react-router'
import { CLASS_BOARD_LABELS } from '../../../../shared/schools'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { apiErrorMessage } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { classReportCsvUrl, useClassReport } from '../api/cohort-report'
import { FollowUpList, ProgressTiles, ReportActions, ReportPrintStyle, reportCard, SpreadBars, StudentTable } from './cohort-report'

/**
 * `/school/classes/:id/report`: the class's report for planning sections and stream meetings, readable at 360 px
 * and on a projector, printable as it is, and downloadable as CSV.
 */
export function ClassReportPage({ classId }: { classId: string }) {
  const report = useClassReport(classId)
  useDocumentTitle(report.data ? `Class ${report.data.schoolClass.name} Report` : 'Class Report')

  if (report.isPending) return <LoadingState label="Loading the report..." />
  if (report.isError) {
    return <ErrorPanel title="Could not load the report" message={apiErrorMessage(report.error, 'Please try again.')} onRetry={() => void report.refetch()} />
  }
  const { schoolClass, schoolName, progress, families, streams, students, generatedAt } = report.data
  const followUp = students.filter((s) => s.qualityNotes.length > 0)

  return (
    <div className="flex flex-col gap-6">
      <ReportPrintStyle />
      <div className="flex flex-col gap-3">
        <Link to={`/school/classes/${schoolClass.id}`} className="inline-flex min-h-11 items-center font-medium text-blue-700 underline print:hidden">
          Back to class {schoolClass.name}
        </Link>
        <h1 className="text-3xl font-bold break-words text-gray-900">Class {schoolClass.name}: Report</h1>
        <p className="text-gray-700">
          {schoolName} · Grade {schoolClass.grade} · {CLASS_BOARD_LABELS[schoolClass.board]} · {students.length}{' '}
          {students.length === 1 ? 'student' : 'students'} · As of {formatDateTime(generatedAt)}
        </p>
        <ReportActions csvUrl={classReportCsvUrl(schoolClass.id)} />
      </div>
      <section aria-labelledby="report-progress-title" className={`${reportCard} flex flex-col gap-5`}>
        <h2 id="report-progress-title" className="text-xl font-bold text-gray-900">
          Grade {schoolClass.grade} Test
        </h2>
        <ProgressTiles progress={progress} />
        <SpreadBars title="Best career families" spread={families} empty="None yet: they appear as students finish the test." />
        {streams && <SpreadBars title="Suggested streams" spread={streams} empty="None yet: they appear as students finish the test." />}
      </section>
      <FollowUpList students={followUp} />
      <StudentTable students={students} showStream={streams !== null} />
    </div>
  )
}
