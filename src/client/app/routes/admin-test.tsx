import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { ErrorPanel } from '../../components/ui/error-panel'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { apiErrorText } from '../../i18n/api-error-text'
import { useI18n } from '../../i18n/i18n'
import { ApiError } from '../../lib/api-client'
import { dateTimeOptions } from '../../features/admin/format'
import { useAdminTestDetail } from '../../features/admin/api/get-admin-tests'
import { AdminGate } from '../../features/admin/components/admin-gate'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header'
import { TestAnswers } from '../../features/admin/components/test-answers'
import { getUserQueryOptions } from '../../features/auth/api/get-user'
import { CareerResults } from '../../features/results/components/career-results'

/** `/admin/tests/:testId`: a test's answers per question with the keys, then its results as the student saw them (docs/product.md, "Admin"). */
export function AdminTestRoute() {
  const { t } = useI18n()
  useDocumentTitle(t('admin.test.title'))
  const { testId = '' } = useParams()
  // Ask the server again on the way in: a role granted or withdrawn since the page loaded counts now.
  const session = useQuery({ ...getUserQueryOptions(), refetchOnMount: 'always' })
  return (
    <AdminGate title={t('admin.test.title')} checking={session.isFetching} isAdmin={session.data?.isAdmin === true}>
      <AdminTestDetail key={testId} testId={testId} />
    </AdminGate>
  )
}

function AdminTestDetail({ testId }: { testId: string }) {
  const { t, intl, locale } = useI18n()
  const detail = useAdminTestDetail(testId)
  const header = (lead: string) => <AdminPageHeader title={t('admin.test.title')} lead={lead} link={{ to: '/admin', label: t('admin.title') }} />
  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-8">
        {header(t('admin.test.lead'))}
        <LoadingState label={t('admin.test.loading')} />
      </div>
    )
  }
  if (detail.isError) {
    const gone = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400)
    return (
      <div className="flex flex-col gap-8">
        {header(t('admin.test.lead'))}
        <ErrorPanel
          title={gone ? t('admin.test.gone.title') : t('admin.test.loadFailed')}
          message={gone ? t('admin.test.gone.message') : apiErrorText(detail.error, 'admin.tryAgain')}
          {...(gone ? {} : { onRetry: () => void detail.refetch() })}
        />
      </div>
    )
  }
  const { test, student, answers, results } = detail.data
  return (
    <div className="flex flex-col gap-8">
      {header(t('admin.test.leadOf', { name: test.studentName, grade: test.grade, completed: intl.formatDate(test.completedAt, dateTimeOptions(locale)) }))}
      <section aria-labelledby="admin-test-student" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <h2 id="admin-test-student" className="text-xl font-bold text-gray-900">
          {t('admin.test.student')}
        </h2>
        {student ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-700">{t('admin.test.name')}</dt>
            <dd className="break-words">{student.name}</dd>
            <dt className="text-gray-700">{student.email ? t('admin.test.email') : t('admin.test.username')}</dt>
            <dd className="break-all">{student.email ?? student.username ?? t('admin.none')}</dd>
            {student.schoolName && (
              <>
                <dt className="text-gray-700">{t('admin.test.school')}</dt>
                <dd className="break-words">{[student.schoolName, student.className].filter(Boolean).join(', ')}</dd>
              </>
            )}
            {student.rollNumber && (
              <>
                <dt className="text-gray-700">{t('admin.test.rollNumber')}</dt>
                <dd>{student.rollNumber}</dd>
              </>
            )}
            <dt className="text-gray-700">{t('admin.tests.id')}</dt>
            <dd className="break-all">{test.id}</dd>
          </dl>
        ) : (
          <p className="mt-2 text-gray-700">{t('admin.test.noAccount')}</p>
        )}
      </section>
      <section aria-labelledby="admin-test-answers" className="flex flex-col gap-3">
        <h2 id="admin-test-answers" className="text-xl font-bold text-gray-900">
          {t('admin.test.answers')}
        </h2>
        <TestAnswers answers={answers} />
      </section>
      <section aria-labelledby="admin-test-results" className="flex flex-col gap-3">
        <h2 id="admin-test-results" className="text-xl font-bold text-gray-900">
          {t('admin.test.results')}
        </h2>
        {results ? <CareerResults results={results} /> : <p className="text-gray-700">{t('admin.test.noResults')}</p>}
      </section>
    </div>
  )
}
