import { Link } from 'react-router'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n } from '../../../i18n/i18n'
import { schoolReportCsvUrl, schoolReportPdfUrl, useSchoolReport } from '../api/cohort-report'
import { asOf } from './class-report-page'
import { FollowUpList, ProgressTiles, ReportActions, ReportPrintStyle, reportCard, SpreadBars } from './cohort-report'

const cell = 'px-3 py-2'

/** `/school/report`: every class's progress, each grade's spreads and every student to follow up, in one school. */
export function SchoolReportPage() {
  const i18n = useI18n()
  const { t } = i18n
  useDocumentTitle(t('schoolReport.pageTitle'))
  const report = useSchoolReport()

  if (report.isPending) return <LoadingState label={t('report.loading')} />
  if (report.isError) {
    return <ErrorPanel title={t('report.loadFailed')} message={apiErrorText(report.error, 'school.tryAgain', i18n)} onRetry={() => void report.refetch()} />
  }
  const { schoolName, progress, classes, grades, followUp, generatedAt } = report.data

  return (
    <div className="flex flex-col gap-6">
      <ReportPrintStyle />
      <div className="flex flex-col gap-3">
        <Link to="/school" className="inline-flex min-h-11 items-center font-medium text-blue-700 underline print:hidden">
          {t('class.all')}
        </Link>
        <h1 className="text-3xl font-bold break-words text-gray-900">{t('schoolReport.title', { school: schoolName })}</h1>
        <p className="text-gray-700">{t('schoolReport.summary', { count: classes.length, date: asOf(i18n, generatedAt) })}</p>
        <ReportActions csvUrl={schoolReportCsvUrl} pdfUrl={schoolReportPdfUrl} />
      </div>
      <section aria-labelledby="school-progress-title" className={`${reportCard} flex flex-col gap-4`}>
        <h2 id="school-progress-title" className="text-xl font-bold text-gray-900">
          {t('schoolReport.classes')}
        </h2>
        <ProgressTiles progress={progress} />
        {classes.length === 0 ? (
          <p className="text-gray-700">{t('schoolReport.noClasses')}</p>
        ) : (
          <div data-report-scroll="" role="region" aria-label={t('schoolReport.table')} tabIndex={0} className="overflow-x-auto">
            <table className="w-full min-w-[30rem] border-collapse text-left text-sm text-gray-900">
              <caption className="sr-only">{t('schoolReport.caption')}</caption>
              <thead className="bg-gray-50">
                <tr>
                  <th scope="col" className={cell}>
                    {t('schoolReport.col.class')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('schoolReport.col.grade')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('schoolReport.col.students')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('report.progress.notStarted')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('report.progress.inProgress')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('report.progress.finished')}
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
              {t('schoolReport.grade', { grade: g.grade })}
            </h2>
            <p className="mt-1 text-gray-700">{t('schoolReport.finished', { finished: g.progress.finished, count: g.studentCount })}</p>
          </div>
          <SpreadBars title={t('schoolReport.families', { grade: g.grade })} spread={g.families} empty={t('report.noneYet')} />
          {g.streams && <SpreadBars title={t('schoolReport.streams', { grade: g.grade })} spread={g.streams} empty={t('report.noneYet')} />}
        </section>
      ))}
      <FollowUpList students={followUp} showClass />
      <section aria-labelledby="retest-card-title" className={`${reportCard} flex flex-col gap-2 print:hidden`}>
        <h2 id="retest-card-title" className="text-xl font-bold text-gray-900">
          {t('retest.title')}
        </h2>
        <p className="text-gray-700">{t('retest.card.intro')}</p>
        <Link to="/school/report/retest" className="inline-flex min-h-11 items-center font-medium text-blue-700 underline">
          {t('retest.card.link')}
        </Link>
      </section>
    </div>
  )
}
