import { Link, useParams } from 'react-router'
import { Button, buttonStyles } from '../../components/ui/button'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { ApiError, apiErrorMessage } from '../../lib/api-client'
import { CounsellingDialog } from '../../features/counselling/components/counselling-dialog'
import { useTestResults } from '../../features/results/api/get-test-results'
import { CareerResults } from '../../features/results/components/career-results'
import { reportDownloadUrl } from '../../features/reports/api/download-report'
import { DownloadReportButton } from '../../features/reports/components/download-report-button'
import { ShareDialog } from '../../features/reports/components/share-dialog'
import { RETAKE_KEEPS_EARLIER } from '../../features/tests/access-text'
import { useGradeAccessList } from '../../features/tests/api/get-grade-access'
import { useUser } from '../../features/auth/api/get-user'

/** `/results/{testId}`: the test's career matches, plus what to do next. */
export function ResultsRoute() {
  const { testId = '' } = useParams()
  return <ResultsPage key={testId} testId={testId} />
}

function ResultsPage({ testId }: { testId: string }) {
  useDocumentTitle('Your Career Results')
  const results = useTestResults(testId)
  // Whether this student may take the grade again (a premium plan): then the results offer it, on their own test only
  // (an admin may open another student's results).
  const access = useGradeAccessList()
  const { data: user } = useUser()

  if (results.isPending) {
    return (
      <>
        <h1 className="sr-only">Your Career Results</h1>
        <LoadingState label="Loading your results..." />
      </>
    )
  }

  if (results.isError) {
    const notFound = results.error instanceof ApiError && results.error.status === 404
    return (
      <section className="mx-auto max-w-md py-8 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Results Not Found</h1>
        <p className="mt-3 text-gray-700">
          {notFound
            ? 'We could not find these results. The link may be wrong, or the test may belong to another account.'
            : apiErrorMessage(results.error, 'We could not load these results. Please check your connection.')}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to="/" className={buttonStyles('primary')}>
            Take Another Test
          </Link>
          {!notFound && (
            <Button variant="secondary" onClick={() => void results.refetch()}>
              Retry
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
            What would you like to do next?
          </h2>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <DownloadReportButton url={reportDownloadUrl(results.data.test.id)} />
            <ShareDialog testId={results.data.test.id} />
            <Link to="/" className={buttonStyles('secondary')}>
              Take Another Assessment
            </Link>
            <CounsellingDialog testId={results.data.test.id} />
          </div>
          {retake && (
            <div className="mt-4 flex flex-col gap-2 rounded-lg bg-green-50 p-4 text-green-950 ring-1 ring-green-300 sm:flex-row sm:items-center sm:justify-between">
              <p>
                Your Premium plan lets you take Grade {grade} again. {RETAKE_KEEPS_EARLIER}
              </p>
              <Link to={`/instructions/${grade}`} className={buttonStyles('secondary', 'shrink-0')}>
                Take it again
              </Link>
            </div>
          )}
        </section>
      }
    />
  )
}
