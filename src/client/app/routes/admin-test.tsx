import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { ErrorPanel } from '../../components/ui/error-panel'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { ApiError, apiErrorMessage } from '../../lib/api-client'
import { formatDateTime } from '../../lib/format'
import { useAdminTestDetail } from '../../features/admin/api/get-admin-tests'
import { AdminGate } from '../../features/admin/components/admin-gate'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header'
import { TestAnswers } from '../../features/admin/components/test-answers'
import { getUserQueryOptions } from '../../features/auth/api/get-user'
import { CareerResults } from '../../features/results/components/career-results'

/** `/admin/tests/:testId`: a test's answers per question with the keys, then its results as the student saw them (docs/product.md, "Admin"). */
export function AdminTestRoute() {
  useDocumentTitle('Test details')
  const { testId = '' } = useParams()
  // Ask the server again on the way in: a role granted or withdrawn since the page loaded counts now.
  const session = useQuery({ ...getUserQueryOptions(), refetchOnMount: 'always' })
  return (
    <AdminGate title="Test details" checking={session.isFetching} isAdmin={session.data?.isAdmin === true}>
      <AdminTestDetail key={testId} testId={testId} />
    </AdminGate>
  )
}

function AdminTestDetail({ testId }: { testId: string }) {
  const detail = useAdminTestDetail(testId)
  const header = (lead: string) => <AdminPageHeader title="Test details" lead={lead} link={{ to: '/admin', label: 'Admin Dashboard' }} />
  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-8">
        {header('A test’s answers and results.')}
        <LoadingState label="Loading the test..." />
      </div>
    )
  }
  if (detail.isError) {
    const gone = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400)
    return (
      <div className="flex flex-col gap-8">
        {header('A test’s answers and results.')}
        <ErrorPanel
          title={gone ? 'There is no such test' : 'Could not load the test'}
          message={gone ? 'It may have been reset. Find it again from the Tests list.' : apiErrorMessage(detail.error, 'Please check your connection and try again.')}
          {...(gone ? {} : { onRetry: () => void detail.refetch() })}
        />
      </div>
    )
  }
  const { test, student, answers, results } = detail.data
  return (
    <div className="flex flex-col gap-8">
      {header(`${test.studentName}, Grade ${test.grade}, completed ${formatDateTime(test.completedAt)}.`)}
      <section aria-labelledby="admin-test-student" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <h2 id="admin-test-student" className="text-xl font-bold text-gray-900">
          Student
        </h2>
        {student ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-700">Name</dt>
            <dd className="break-words">{student.name}</dd>
            <dt className="text-gray-700">{student.email ? 'E-mail' : 'User name'}</dt>
            <dd className="break-all">{student.email ?? student.username ?? '—'}</dd>
            {student.schoolName && (
              <>
                <dt className="text-gray-700">School</dt>
                <dd className="break-words">{[student.schoolName, student.className].filter(Boolean).join(', ')}</dd>
              </>
            )}
            {student.rollNumber && (
              <>
                <dt className="text-gray-700">Roll number</dt>
                <dd>{student.rollNumber}</dd>
              </>
            )}
            <dt className="text-gray-700">Test ID</dt>
            <dd className="break-all">{test.id}</dd>
          </dl>
        ) : (
          <p className="mt-2 text-gray-700">The account that took this test no longer exists.</p>
        )}
      </section>
      <section aria-labelledby="admin-test-answers" className="flex flex-col gap-3">
        <h2 id="admin-test-answers" className="text-xl font-bold text-gray-900">
          Answers
        </h2>
        <TestAnswers answers={answers} />
      </section>
      <section aria-labelledby="admin-test-results" className="flex flex-col gap-3">
        <h2 id="admin-test-results" className="text-xl font-bold text-gray-900">
          Result as the student saw it
        </h2>
        {results ? <CareerResults results={results} /> : <p className="text-gray-700">This test was stored without results.</p>}
      </section>
    </div>
  )
}
