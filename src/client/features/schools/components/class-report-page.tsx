import { Link } from 'react-router'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n, type I18n } from '../../../i18n/i18n'
import { classReportCsvUrl, classReportPdfUrl, useClassReport } from '../api/cohort-report'
import { CLASS_BOARD_TEXT } from '../class-board-text'
import { FollowUpList, ProgressTiles, ReportActions, ReportPrintStyle, reportCard, SpreadBars, StudentTable } from './cohort-report'

/**
 * When a report was made, as formatDateTime writes it: '5 Mar 2026, 3:21 pm'. Hindi's Intl writes 'am'/'pm' in Latin
 * letters, so Hindi counts the hours to 24: '5 मार्च 2026, 15:21'.
 */
export function asOf({ locale, intl }: I18n, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', ...(locale === 'hi' ? { hourCycle: 'h23' } : {}) })
}

/**
 * `/school/classes/:id/report`: the class's report for planning sections and stream meetings, readable at 360 px
 * and on a projector, printable as it is, and downloadable as the server's PDF (in the account's language) and as CSV.
 */
export function ClassReportPage({ classId }: { classId: string }) {
  const i18n = useI18n()
  const { t } = i18n
  const report = useClassReport(classId)
  useDocumentTitle(report.data ? t('classReport.pageTitle', { name: report.data.schoolClass.name }) : t('classReport.pageTitleLoading'))

  if (report.isPending) return <LoadingState label={t('report.loading')} />
  if (report.isError) {
    return <ErrorPanel title={t('report.loadFailed')} message={apiErrorText(report.error, 'school.tryAgain', i18n)} onRetry={() => void report.refetch()} />
  }
  const { schoolClass, schoolName, progress, families, streams, students, generatedAt } = report.data
  const followUp = students.filter((s) => s.qualityNotes.length > 0)

  return (
    <div className="flex flex-col gap-6">
      <ReportPrintStyle />
      <div className="flex flex-col gap-3">
        <Link to={`/school/classes/${schoolClass.id}`} className="inline-flex min-h-11 items-center font-medium text-blue-700 underline print:hidden">
          {t('classReport.back', { name: schoolClass.name })}
        </Link>
        <h1 className="text-3xl font-bold break-words text-gray-900">{t('classReport.title', { name: schoolClass.name })}</h1>
        <p className="text-gray-700">
          {t('classReport.summary', {
            school: schoolName,
            grade: schoolClass.grade,
            board: t(CLASS_BOARD_TEXT[schoolClass.board]),
            count: students.length,
            date: asOf(i18n, generatedAt),
          })}
        </p>
        <ReportActions csvUrl={classReportCsvUrl(schoolClass.id)} pdfUrl={classReportPdfUrl(schoolClass.id)} />
      </div>
      <section aria-labelledby="report-progress-title" className={`${reportCard} flex flex-col gap-5`}>
        <h2 id="report-progress-title" className="text-xl font-bold text-gray-900">
          {t('report.test', { grade: schoolClass.grade })}
        </h2>
        <ProgressTiles progress={progress} />
        <SpreadBars title={t('report.families')} spread={families} empty={t('report.noneYet')} />
        {streams && <SpreadBars title={t('report.streams')} spread={streams} empty={t('report.noneYet')} />}
      </section>
      <FollowUpList students={followUp} />
      <StudentTable students={students} showStream={streams !== null} />
    </div>
  )
}
