import { Link } from 'react-router'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { apiErrorMessage } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { schoolReportCsvUrl, useSchoolReport } from '../api/cohort-report'
import { FollowUpList, ProgressTiles, ReportActions, ReportPrintStyle, reportCard, SpreadBars } from './cohort-report'

const cell = 'px-3 py-2'

/** `/school/report`: every class's progress, each grade's spreads and every student to follow up, in one school. */
export function SchoolReportPage() {
  useDocumentTitle('School Report')
  const report = useSchoolReport()

  if (report.isPending) return <LoadingState label="Loading the report..." />
  if (report.isError) {
    return <ErrorPanel title="Could not load the report" message={apiErrorMessage(report.error, 'Please try again.')} onRetry={() => void report.refetch()} />
  }
  const { schoolName, progress, classes, grades, followUp, generatedAt } = report.data

  return (
    <div className="flex flex-col gap-6">
      <ReportPrintStyle />
      <div className="flex flex-col gap-3">
        <Link to="/school" className="inline-flex min-h-11 items-center font-medium text-blue-700 underline print:hidden">
          All classes
        </Link>
        <h1 className="text-3xl font-bold break-words text-gray-900">{schoolName}: Report</h1>
        <p className="text-gray-700">
          {classes.length} {classes.length === 1 ? 'class' : 'classes'} · As of {formatDateTime(generatedAt)}
        </p>
        <ReportActions csvUrl={schoolReportCsvUrl} />
      </div>
      <section aria-labelledby="school-progress-title" className={`${reportCard} flex flex-col gap-4`}>
        <h2 id="school-progress-title" className="text-xl font-bold text-gray-900">
          Each Class&rsquo;s Test
        </h2>
        <ProgressTiles progress={progress} />
        {classes.length === 0 ? (
          <p className="text-gray-700">No classes yet.</p>
        ) : (
          <div data-report-scroll="" role="region" aria-label="Table of classes" tabIndex={0} className="overflow-x-auto">
            <table className="w-full min-w-[30rem] border-collapse text-left text-sm text-gray-900">
              <caption className="sr-only">Each class and where its students are with the test</caption>
              <thead className="bg-gray-50">
                <tr>
                  <th scope="col" className={cell}>
                    Class
                  </th>
                  <th scope="col" className={cell}>
                    Grade
                  </th>
                  <th scope="col" className={cell}>
                    Students
                  </th>
                  <th scope="col" className={cell}>
                    Not started
                  </th>
                  <th scope="col" className={cell}>
                    In progress
                  </th>
                  <th scope="col" className={cell}>
                    Finished
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {classes.map((c) => (
                  <tr key={c.id}>
                    <th scope="row" className={`${cell} font-medium break-words`}>
                      <Link to={`/school/classes/${c.id}/report`} className="text-blue-700 underline">
                        {c.name}
                      </Link>
                    </th>
                    <td className={cell}>{c.grade}</td>
                    <td className={cell}>{c.studentCount}</td>
                    <td className={cell}>{c.progress.notStarted}</td>
                    <td className={cell}>{c.progress.inProgress}</td>
                    <td className={cell}>{c.progress.finished}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {grades.map((g) => (
        <section key={g.grade} aria-labelledby={`grade-${g.grade}-title`} className={`${reportCard} flex flex-col gap-5`}>
          <div>
            <h2 id={`grade-${g.grade}-title`} className="text-xl font-bold text-gray-900">
              Grade {g.grade}
            </h2>
            <p className="mt-1 text-gray-700">
              {g.progress.finished} of {g.studentCount} {g.studentCount === 1 ? 'student has' : 'students have'} finished the test.
            </p>
          </div>
          <SpreadBars title={`Grade ${g.grade}: best career families`} spread={g.families} empty="None yet: they appear as students finish the test." />
          {g.streams && <SpreadBars title={`Grade ${g.grade}: suggested streams`} spread={g.streams} empty="None yet: they appear as students finish the test." />}
        </section>
      ))}
      <FollowUpList students={followUp} showClass />
    </div>
  )
}
