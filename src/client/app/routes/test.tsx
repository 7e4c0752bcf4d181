import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { GRADE_TEST_PRICE_PAISE, type Grade } from '../../../shared/constants'
import { Button, buttonStyles } from '../../components/ui/button'
import { ErrorPanel } from '../../components/ui/error-panel'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useGradeParam } from '../../hooks/use-grade-param'
import { toast } from '../../hooks/use-toast'
import { ApiError, apiErrorMessage } from '../../lib/api-client'
import { useCurrentAttempt } from '../../features/attempts/api/get-current-attempt'
import { useQuestions } from '../../features/attempts/api/get-questions'
import { useStartAttempt } from '../../features/attempts/api/start-attempt'
import { NameEntry } from '../../features/attempts/components/name-entry'
import { TestRunner } from '../../features/attempts/components/test-runner'
import { useUser } from '../../features/auth/api/get-user'
import { displayName } from '../../features/auth/user-display'
import { useGradeAccess } from '../../features/payments/api/use-grade-access'
import { formatRupees } from '../../lib/format'
import {
  getTestHistoryQueryOptions,
  testHistoryQueryKey,
  useTestHistory,
} from '../../features/tests/api/get-test-history'
import { TestAlreadyCompleted } from '../../features/tests/components/test-already-completed'
import { NotFoundRoute } from './not-found'

export function TestRoute() {
  const grade = useGradeParam()
  if (grade === null) return <NotFoundRoute />
  return <TestPage key={grade} grade={grade} />
}

/** The test page's title, as its tab and its heading say it. */
export const testPageTitle = (grade: Grade) => `Grade ${grade} Assessment`

function PageLoading({ title, label }: { title: string; label: string }) {
  return (
    <>
      <h1 className="sr-only">{title}</h1>
      <LoadingState label={label} />
    </>
  )
}

/**
 * `/test/{grade}`: SPEC.md section 4's gates in order (loading, payment, completed, questions, name), then the test.
 * An open attempt on the server skips the name: the student resumes where they were, on any device.
 */
function TestPage({ grade }: { grade: Grade }) {
  const title = testPageTitle(grade)
  useDocumentTitle(title)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: user } = useUser()
  const history = useTestHistory()
  const access = useGradeAccess(grade)
  const current = useCurrentAttempt(grade)
  // Asked once the grade is known to be open to this student: an unpaid grade's questions answer 402, a failed
  // request in the browser's console. This costs no round trip: the page is reached from the instructions page,
  // which has loaded the same access answers, and a first visit's questions are already on their way alongside the
  // page's code (app/first-load.ts); a disabled query still takes that answer from the cache.
  const questions = useQuestions(grade, { enabled: access.granted })
  const [finishing, setFinishing] = useState(false)
  const [resultsLost, setResultsLost] = useState(false)

  const start = useStartAttempt({
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'GRADE_COMPLETED') void history.refetch()
      else if (error instanceof ApiError && error.status === 402) void access.refetch()
      else
        toast({
          title: 'Error',
          description: apiErrorMessage(error, 'Failed to start the test. Please try again.'),
          variant: 'destructive',
        })
    },
  })

  const attempt = current.data
  const submittedTestId = attempt?.status === 'submitted' ? attempt.testId : null

  // The server finalised an attempt whose time ran out while the student was away: the history has a new test.
  useEffect(() => {
    if (submittedTestId) void queryClient.invalidateQueries({ queryKey: testHistoryQueryKey, refetchType: 'none' })
  }, [submittedTestId, queryClient])

  const handleFinished = async (testId: string | null) => {
    setFinishing(true)
    // Marked stale without refetching here, so this page never flashes 'Test Already Completed' on its way out;
    // the home page and the history fetch it afresh when they mount.
    await queryClient.invalidateQueries({ queryKey: testHistoryQueryKey, refetchType: 'none' })
    let id = testId
    if (!id) {
      try {
        const tests = await queryClient.fetchQuery({ ...getTestHistoryQueryOptions(), staleTime: 0 })
        id = tests.find((test) => test.grade === grade)?.id ?? null
      } catch {
        id = null
      }
    }
    if (id) await navigate(`/results/${encodeURIComponent(id)}`, { replace: true })
    else setResultsLost(true)
  }

  if (resultsLost) {
    return (
      <section className="mx-auto max-w-md py-8 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Test Submitted</h1>
        <p className="mt-3 text-gray-700">
          Your test was submitted, but we could not open your results just now. You will find them in your test
          history.
        </p>
        <Link to="/history" className={buttonStyles('primary', 'mt-6')}>
          Go to Test History
        </Link>
      </section>
    )
  }
  if (finishing) return <PageLoading title={title} label="Opening your results..." />

  // 1. Loading.
  if (history.isPending || access.isPending || current.isPending) {
    return <PageLoading title={title} label="Loading your test..." />
  }
  if (history.isError || access.isError || current.isError) {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold text-gray-900">{title}</h1>
        <ErrorPanel
          title="We couldn't load your test"
          message={apiErrorMessage(history.error ?? access.error ?? current.error, 'Please check your connection and try again.')}
          onRetry={() => {
            if (history.isError) void history.refetch()
            if (access.isError) void access.refetch()
            if (current.isError) void current.refetch()
          }}
        />
      </>
    )
  }
  if (submittedTestId) return <Navigate to={`/results/${encodeURIComponent(submittedTestId)}`} replace />

  // 2. Payments are on and this grade is not bought.
  if (access.paymentRequired) {
    return (
      <section className="mx-auto max-w-md py-8 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Payment Required</h1>
        <p className="mt-3 text-gray-700">
          The Grade {grade} assessment costs {formatRupees(GRADE_TEST_PRICE_PAISE)}. Please complete the payment on the
          instructions page before you start.
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to={`/instructions/${grade}`} className={buttonStyles('primary')}>
            Go to Instructions
          </Link>
          <Link to="/" className={buttonStyles('secondary')}>
            Back to Home
          </Link>
        </div>
      </section>
    )
  }

  // 3. This grade already has a test.
  const completed = history.data.find((test) => test.grade === grade)
  if (completed) return <TestAlreadyCompleted grade={grade} testId={completed.id} />

  // 4. The questions did not load.
  if (questions.isPending) return <PageLoading title={title} label="Loading questions..." />
  if (questions.isError) {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold text-gray-900">{title}</h1>
        <ErrorPanel
          title="We couldn't load the questions"
          message={apiErrorMessage(questions.error, 'Please check your connection and try again.')}
          onRetry={() => void questions.refetch()}
        />
      </>
    )
  }

  // 5. No questions for this grade.
  if (questions.data.length === 0) {
    return (
      <section className="mx-auto max-w-md py-8 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Questions Not Available</h1>
        <p className="mt-3 text-gray-700">The questions for this grade could not be found. Please try again.</p>
        <Button className="mt-6" onClick={() => void questions.refetch()}>
          Retry
        </Button>
      </section>
    )
  }

  // 6. Name entry, unless an attempt is already open (a reload, another tab or device): then straight back in.
  if (!attempt) {
    return (
      <NameEntry
        grade={grade}
        defaultName={user?.firstName.trim() ? displayName(user) : ''}
        starting={start.isPending}
        onStart={(studentName, currentStream) => start.mutate({ grade, studentName, ...(currentStream ? { currentStream } : {}) })}
      />
    )
  }

  // 7. The test.
  return (
    <TestRunner
      key={attempt.id}
      grade={grade}
      attempt={attempt}
      receivedAt={current.dataUpdatedAt}
      questions={questions.data}
      onFinished={(testId) => void handleFinished(testId)}
    />
  )
}
