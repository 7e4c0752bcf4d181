import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import type { Grade } from '../../../shared/constants'
import { formatPrice } from '../../../shared/money'
import { Button, buttonStyles } from '../../components/ui/button'
import { ErrorPanel } from '../../components/ui/error-panel'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useGradeParam } from '../../hooks/use-grade-param'
import { toast } from '../../hooks/use-toast'
import { hasErrorCode } from '../../lib/api-client'
import { apiErrorText } from '../../i18n/api-error-text'
import { useI18n, type I18n } from '../../i18n/i18n'
import { useCurrentAttempt } from '../../features/attempts/api/get-current-attempt'
import { attemptQuestionsChoice, useQuestions } from '../../features/attempts/api/get-questions'
import { useStartAttempt } from '../../features/attempts/api/start-attempt'
import { NameEntry } from '../../features/attempts/components/name-entry'
import { TestRunner } from '../../features/attempts/components/test-runner'
import { useUser } from '../../features/auth/api/get-user'
import { displayName } from '../../features/auth/user-display'
import { usePricing } from '../../features/payments/api/get-pricing'
import { getGradeAccessQueryOptions, useGradeAccess } from '../../features/tests/api/get-grade-access'
import { TestAlreadyCompleted } from '../../features/tests/components/test-already-completed'
import { NotFoundRoute } from './not-found'

/** The history and the grade access live under this key (features/tests/api). */
const TESTS_KEY = ['tests'] as const

export function TestRoute() {
  const grade = useGradeParam()
  if (grade === null) return <NotFoundRoute />
  return <TestPage key={grade} grade={grade} />
}

/** The test page's title, as its tab and its heading say it. */
export const testPageTitle = (grade: Grade, { t }: Pick<I18n, 't'>) => t('test.title', { grade })

/** The class's test window is closed: what the counsellor's school says, and a way to ask again once it opens. */
function TestWindowClosed({ message, checking, onCheck }: { message: string; checking: boolean; onCheck: () => void }) {
  const { t } = useI18n()
  return (
    <section className="mx-auto max-w-md py-8 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{t('test.windowClosed.title')}</h1>
      <p className="mt-3 text-gray-700" role="status">
        {message}
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button onClick={onCheck} disabled={checking}>
          {t(checking ? 'test.windowClosed.checking' : 'test.windowClosed.check')}
        </Button>
        <Link to="/" className={buttonStyles('secondary')}>
          {t('common.backToHome')}
        </Link>
      </div>
    </section>
  )
}

function PageLoading({ title, label }: { title: string; label: string }) {
  return (
    <>
      <h1 className="sr-only">{title}</h1>
      <LoadingState label={label} />
    </>
  )
}

/**
 * `/test/{grade}`: the gates of docs/product.md ("Taking a test") in order (loading, payment, completed, questions,
 * name), then the test.
 * An open attempt on the server skips the name: the student resumes where they were, on any device.
 */
function TestPage({ grade }: { grade: Grade }) {
  const i18n = useI18n()
  const { t } = i18n
  const title = testPageTitle(grade, i18n)
  useDocumentTitle(title)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: user, ...userStatus } = useUser()
  const { access, ...accessStatus } = useGradeAccess(grade)
  const current = useCurrentAttempt(grade)
  const open = access?.action === 'start' || access?.action === 'retake'
  // Asked once the grade is known to be open to this student: an unpaid grade's questions answer 402, a failed
  // request in the browser's console. This costs no round trip: the page is reached from the instructions page,
  // which has loaded the same access answer, and a first visit's questions are already on their way alongside the
  // page's code (app/first-load.ts); a disabled query still takes that answer from the cache.
  // The attempt's own questions: drawn for its board and, in grades 11-12, its stream.
  const questions = useQuestions(grade, { enabled: open, choice: attemptQuestionsChoice(current.data ?? undefined, user?.board ?? null) })
  // The price as the server charges it, asked only for the 'Payment Required' gate that shows it.
  const pricing = usePricing({ enabled: access?.action === 'pay' })
  const [finishing, setFinishing] = useState(false)
  const [resultsLost, setResultsLost] = useState(false)

  // The server's refusal to start while the class's test window is closed: its own sentence, shown instead of Start.
  const [windowClosed, setWindowClosed] = useState<string | null>(null)
  const start = useStartAttempt({
    onError: (error) => {
      if (hasErrorCode(error, 'GRADE_COMPLETED', 'PAYMENT_REQUIRED')) void accessStatus.refetch()
      else if (hasErrorCode(error, 'TEST_WINDOW_CLOSED')) setWindowClosed(apiErrorText(error, 'test.windowClosed.notOpen', i18n))
      else
        toast({
          title: i18n.t('common.error'),
          description: apiErrorText(error, 'test.startFailed', i18n),
          variant: 'destructive',
        })
    },
  })

  const attempt = current.data
  const submittedTestId = attempt?.status === 'submitted' ? attempt.testId : null

  // The server finalised an attempt whose time ran out while the student was away: the tests have changed.
  useEffect(() => {
    if (submittedTestId) void queryClient.invalidateQueries({ queryKey: TESTS_KEY, refetchType: 'none' })
  }, [submittedTestId, queryClient])

  const handleFinished = async (testId: string | null) => {
    setFinishing(true)
    // The history and what each grade allows, marked stale without refetching here, so this page never flashes
    // 'Test Already Completed' on its way out; the home page and the history fetch them afresh when they mount.
    await queryClient.invalidateQueries({ queryKey: TESTS_KEY, refetchType: 'none' })
    let id = testId
    if (!id) {
      try {
        const list = await queryClient.fetchQuery({ ...getGradeAccessQueryOptions(), staleTime: 0 })
        id = list.grades.find((g) => g.grade === grade)?.lastTestId ?? null
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
        <h1 className="text-2xl font-bold text-gray-900">{t('test.submitted.title')}</h1>
        <p className="mt-3 text-gray-700">{t('test.submitted.text')}</p>
        <Link to="/history" className={buttonStyles('primary', 'mt-6')}>
          {t('test.submitted.history')}
        </Link>
      </section>
    )
  }
  if (finishing) return <PageLoading title={title} label={t('test.opening')} />

  // 1. Loading.
  if (accessStatus.isPending || current.isPending || (access?.action === 'pay' && pricing.isPending)) {
    return <PageLoading title={title} label={t('test.loading')} />
  }
  if (accessStatus.isError || !access || current.isError) {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold text-gray-900">{title}</h1>
        <ErrorPanel
          title={t('test.loadFailed')}
          message={apiErrorText(accessStatus.error ?? current.error, 'common.checkConnection', i18n)}
          onRetry={() => {
            if (accessStatus.isError) void accessStatus.refetch()
            if (current.isError) void current.refetch()
          }}
        />
      </>
    )
  }
  if (submittedTestId) return <Navigate to={`/results/${encodeURIComponent(submittedTestId)}`} replace />

  // 2. Payments are on and nothing the student holds covers this grade.
  if (access.action === 'pay') {
    return (
      <section className="mx-auto max-w-md py-8 text-center">
        <h1 className="text-2xl font-bold text-gray-900">{t('test.pay.title')}</h1>
        <p className="mt-3 text-gray-700">
          {pricing.data
            ? t('test.pay.price', { grade, price: formatPrice(pricing.data.gradeTest.price) })
            : t('test.pay.buyFirst', { grade })}{' '}
          {t('test.pay.where')}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to={`/instructions/${grade}`} className={buttonStyles('primary')}>
            {t('test.pay.instructions')}
          </Link>
          <Link to="/" className={buttonStyles('secondary')}>
            {t('common.backToHome')}
          </Link>
        </div>
      </section>
    )
  }

  // 3. This grade already has a test, and nothing the student holds allows another (a premium plan goes on).
  if (access.action === 'completed') return <TestAlreadyCompleted access={access} />

  // 3b. The student's class has this grade's test and the counsellor has not opened its window: no Start until then
  // (an attempt already open goes on, as the server lets it).
  const schoolClass = user?.schoolClass
  const closedMessage =
    windowClosed ??
    (schoolClass?.grade === grade && schoolClass.testWindowOpen === false ? t('test.windowClosed.text', { grade, className: schoolClass.name }) : null)
  if (!attempt && closedMessage) {
    return (
      <TestWindowClosed
        message={closedMessage}
        checking={userStatus.isFetching}
        onCheck={() => {
          setWindowClosed(null)
          void userStatus.refetch()
        }}
      />
    )
  }

  // 4. The questions did not load.
  if (questions.isPending) return <PageLoading title={title} label={t('test.loadingQuestions')} />
  if (questions.isError) {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold text-gray-900">{title}</h1>
        <ErrorPanel
          title={t('test.questionsFailed')}
          message={apiErrorText(questions.error, 'common.checkConnection', i18n)}
          onRetry={() => void questions.refetch()}
        />
      </>
    )
  }

  // 5. No questions for this grade.
  if (questions.data.length === 0) {
    return (
      <section className="mx-auto max-w-md py-8 text-center">
        <h1 className="text-2xl font-bold text-gray-900">{t('test.none.title')}</h1>
        <p className="mt-3 text-gray-700">{t('test.none.text')}</p>
        <Button className="mt-6" onClick={() => void questions.refetch()}>
          {t('common.retry')}
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
        asksBoard={!user?.board}
        onStart={(studentName, currentStream, board) =>
          start.mutate({ grade, studentName, ...(currentStream ? { currentStream } : {}), ...(board ? { board } : {}) })
        }
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
