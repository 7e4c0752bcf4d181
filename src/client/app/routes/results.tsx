import { Link, useParams } from 'react-router'
import { Button, buttonStyles } from '../../components/ui/button'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { apiErrorText } from '../../i18n/api-error-text'
import { useI18n } from '../../i18n/i18n'
import { ApiError } from '../../lib/api-client'
import { CounsellingDialog } from '../../features/counselling/components/counselling-dialog'
import { useTestResults } from '../../features/results/api/get-test-results'
import { CareerResults } from '../../features/results/components/career-results'
import { reportDownloadUrl } from '../../features/reports/api/download-report'
import { DownloadReportButton } from '../../features/reports/components/download-report-button'
import { ShareDialog } from '../../features/reports/components/share-dialog'
import { useGradeAccessList } from '../../features/tests/api/get-grade-access'
import { useUser } from '../../features/auth/api/get-user'

/** `/results/{testId}`: the test's career matches, plus what to do next. */
export function ResultsRoute() {
  const { testId = '' } = useParams()
  return <ResultsPage key={testId} testId={testId} />
}

function ResultsPage({ testId }: { testId: string }) {
  const i18n = useI18n()
  const { t } = i18n
  useDocumentTitle(t('results.title'))
  const results = useTestResults(testId)
  // Whether this student may take the grade again (a premium plan): then the results offer it, on their own test only
  // (an admin may open another student's results).
  const access = useGradeAccessList()
  const { data: user } = useUser()

  if (results.isPending) {
    return (
      <>
        <h1 className="sr-only">{t('results.title')}</h1>
        <LoadingState label={t('results.loading')} />
      </>
    )
  }

  if (results.isError) {
    const notFound = results.error instanceof ApiError && results.error.status === 404
    return (
      <section className="mx-auto max-w-md py-8 text-center">
        <h1 className="text-2xl font-bold text-gray-900">{t('results.notFound.title')}</h1>
        <p className="mt-3 text-gray-700">{notFound ? t('results.notFound.text') : apiErrorText(results.error, 'results.loadFailed', i18n)}</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to="/" className={buttonStyles('primary')}>
            {t('results.takeAnother')}
          </Link>
          {!notFound && (
            <Button variant="secondary" onClick={() => void results.refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      </section>
    )
  }

  const grade = results.data.test.grade
  const own = user !== undefined && user !== null && results.data.test.userId === user.id
  const retake = own && access.data?.grades.find((g) => g.grade === grade)?.action === 'retake'

  return (
    <CareerResults
      results={results.data}
      actions={
        <section aria-labelledby="actions-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <h2 id="actions-title" className="text-xl font-bold text-gray-900">
            {t('results.next.title')}
          </h2>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <DownloadReportButton url={reportDownloadUrl(results.data.test.id)} />
            <ShareDialog testId={results.data.test.id} />
            <Link to="/" className={buttonStyles('secondary')}>
              {t('results.next.another')}
            </Link>
            <CounsellingDialog testId={results.data.test.id} />
          </div>
          {retake && (
            <div className="mt-4 flex flex-col gap-2 rounded-lg bg-green-50 p-4 text-green-950 ring-1 ring-green-300 sm:flex-row sm:items-center sm:justify-between">
              <p>{t('results.retake', { grade })}</p>
              <Link to={`/instructions/${grade}`} className={buttonStyles('secondary', 'shrink-0')}>
                {t('results.retake.action')}
              </Link>
            </div>
          )}
        </section>
      }
    />
  )
}
