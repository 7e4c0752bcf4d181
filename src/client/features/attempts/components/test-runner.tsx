import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { TEST_TIME_LIMIT_SECONDS, type Grade } from '../../../../shared/constants'
import type { Attempt } from '../../../../shared/schemas/attempts'
import type { Question } from '../../../../shared/schemas/questions'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import type { ApiError } from '../../../lib/api-client'
import { getCurrentAttempt } from '../api/get-current-attempt'
import { saveAttemptAnswers, saveAttemptAnswersOnExit } from '../api/save-attempt-answers'
import { useSubmitTest } from '../api/submit-test'
import { clockSync, progressPercent, remainingAt } from '../clock'
import { localAttemptStore, resumeSnapshot, type AttemptSnapshot } from '../local-attempt-store'
import { AttemptSaveQueue, type SaveStatus } from '../save-queue'
import { Countdown } from './countdown'
import { QuestionCard } from './question-card'
import { SaveStatusIndicator } from './save-status-indicator'

type ConfirmationModule = typeof import('./submit-confirmation')
let confirmation: Promise<ConfirmationModule> | undefined

/**
 * The submit confirmation's code, fetched once (and again after a failure): when the student is on the last
 * question or reaches for Submit Test, so it is usually here before it is needed, and never with the page.
 */
function loadConfirmation(): Promise<ConfirmationModule> {
  confirmation ??= import('./submit-confirmation').catch((error: unknown) => {
    confirmation = undefined
    throw error
  })
  return confirmation
}
const preloadConfirmation = () => void loadConfirmation().catch(() => undefined)

/** The attempt's whole time, as the server set its deadline (the limit times any extra time): minutes and seconds. */
function attemptMinutes(attempt: Pick<Attempt, 'startedAt' | 'deadlineAt'>) {
  const seconds = Math.round((Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)) / 1000)
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 }
}

interface TestRunnerProps {
  grade: Grade
  /** An open attempt, fresh from the server. */
  attempt: Attempt
  /** When the attempt's remainingSeconds was true (epoch ms; the query's dataUpdatedAt): the countdown counts from it. */
  receivedAt?: number
  questions: Question[]
  /**
   * The attempt is now a test: its id, or null when the server closed the attempt without telling which test it
   * became (another tab submitted it); the caller then finds it in the history.
   */
  onFinished: (testId: string | null) => void
}

/**
 * The test itself: one question at a time, the server's countdown, and every answer kept on the device and saved to
 * the server (see ../save-queue.ts). It submits once: on Finish or Submit Test (one path, one confirmation), or when
 * the time runs out.
 */
export function TestRunner({ grade, attempt, receivedAt, questions, onFinished }: TestRunnerProps) {
  // The merge rule runs once per attempt: the server's state, or this device's copy when it is newer.
  const [resume] = useState(() =>
    resumeSnapshot(
      { answers: attempt.answers, position: attempt.position, revision: attempt.revision },
      localAttemptStore.read(attempt.id),
      questions,
    ),
  )
  const [startRevision] = useState(attempt.revision)
  const [answers, setAnswers] = useState(resume.snapshot.answers)
  const [position, setPosition] = useState(resume.snapshot.position)
  const [clock, setClock] = useState(() =>
    clockSync(attempt.remainingSeconds, performance.now() - (receivedAt === undefined ? 0 : Math.max(0, Date.now() - receivedAt))),
  )
  const [saveStatus, setSaveStatus] = useState<SaveStatus>(() =>
    resume.push ? (navigator.onLine === false ? 'offline' : 'saving') : 'saved',
  )
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [Confirmation, setConfirmation] = useState<ConfirmationModule['SubmitConfirmation'] | null>(null)
  const { t } = useI18n()
  const [submitting, setSubmitting] = useState(false)
  const submitMutation = useSubmitTest()

  const queueRef = useRef<AttemptSaveQueue | null>(null)
  // The newest state, for handlers that run before React re-renders (a fast double tap).
  const stateRef = useRef<AttemptSnapshot>(resume.snapshot)
  const submittingRef = useRef(false)
  const finishedRef = useRef(false)
  const expiredRef = useRef(false)
  const movedRef = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const onFinishedRef = useRef(onFinished)
  const closedRef = useRef<(message: string) => void>(() => undefined)
  const confirmRequestRef = useRef(0)
  const resyncRef = useRef<() => void>(() => undefined)
  const answerToastRef = useRef<{ dismiss: () => void } | null>(null)
  const retryExpiredRef = useRef<() => void>(() => undefined)

  const finish = (testId: string | null) => {
    if (finishedRef.current) return
    finishedRef.current = true
    queueRef.current?.dispose()
    localAttemptStore.remove(attempt.id)
    onFinishedRef.current(testId)
  }

  // The server closed the attempt (time and grace over, or submitted elsewhere): find the test it became.
  const handleClosed = (message: string) => {
    if (finishedRef.current || submittingRef.current) return
    submittingRef.current = true
    setSubmitting(true)
    setConfirmOpen(false)
    toast({ title: currentI18n().t('test.submitted.title'), description: message })
    getCurrentAttempt(grade).then(
      (current) => finish(current?.id === attempt.id && current.testId ? current.testId : null),
      () => finish(null),
    )
  }

  // Back from the background: the monotonic clock may have paused while the phone slept, so ask the server.
  const resync = () => {
    if (finishedRef.current || submittingRef.current) return
    getCurrentAttempt(grade).then(
      (current) => {
        if (finishedRef.current || submittingRef.current) return
        if (current?.id === attempt.id && current.status === 'open') setClock(clockSync(current.remainingSeconds))
        else handleClosed(currentI18n().t('test.closed'))
      },
      () => undefined,
    )
  }

  useEffect(() => {
    const queue = new AttemptSaveQueue({
      attemptId: attempt.id,
      snapshot: resume.snapshot,
      serverRevision: startRevision,
      send: saveAttemptAnswers,
      sendOnExit: saveAttemptAnswersOnExit,
      store: localAttemptStore,
      onStatusChange: setSaveStatus,
      onSaved: (result) => setClock(clockSync(result.remainingSeconds)),
      onClosed: (error: ApiError) => closedRef.current(apiErrorText(error, 'test.closed')),
    })
    queueRef.current = queue
    // A choice made before this effect ran (one ticked on the server-drawn page, given again as the app took over:
    // app/test-page-data.ts) is queued like any later one.
    if (stateRef.current !== resume.snapshot) queue.update(stateRef.current.answers, stateRef.current.position)
    // A newer copy on this device (answers given offline before a reload) goes to the server at once.
    if (queue.dirty) queue.saveNow()

    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') queue.flushOnExit()
      else resyncRef.current()
    }
    const onPageHide = () => queue.flushOnExit()
    document.addEventListener('visibilitychange', onVisibilityChange)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange)
      window.removeEventListener('pagehide', onPageHide)
      queue.flushOnExit()
      queue.dispose()
      if (queueRef.current === queue) queueRef.current = null
    }
  }, [attempt.id, startRevision, resume])

  // Moving to another question puts focus on its text, so a screen reader reads the new question. A layout effect:
  // focus moves in the same task as the render, so an arrow key pressed at once after Next cannot land on the old
  // focus and be lost, whenever the renderer chooses to run plain effects.
  useLayoutEffect(() => {
    if (!movedRef.current) return
    movedRef.current = false
    headingRef.current?.focus()
  }, [position])

  const record = (next: AttemptSnapshot) => {
    stateRef.current = next
    queueRef.current?.update(next.answers, next.position)
  }

  const choose = (questionId: string, value: string) => {
    if (submittingRef.current) return
    // The 'Answer Required' toast sits over the buttons on a phone: once answered, it has done its job.
    answerToastRef.current?.dismiss()
    answerToastRef.current = null
    const nextAnswers = { ...stateRef.current.answers, [questionId]: value }
    record({ ...stateRef.current, answers: nextAnswers })
    setAnswers(nextAnswers)
  }

  const goTo = (index: number) => {
    if (submittingRef.current) return
    const target = Math.min(Math.max(0, index), questions.length - 1)
    if (target === stateRef.current.position) return
    record({ ...stateRef.current, position: target })
    movedRef.current = true
    setPosition(target)
  }

  const submit = () => {
    if (submittingRef.current || finishedRef.current) return
    submittingRef.current = true
    setSubmitting(true)
    setConfirmOpen(false)
    const queue = queueRef.current
    // The submission carries the answers (the server merges them within its grace), so no save may race it.
    queue?.pause()
    const { answers: latest } = stateRef.current
    submitMutation.mutate(
      {
        grade,
        studentName: attempt.studentName,
        answers: latest,
        score: {},
        timeSpent: Math.max(0, TEST_TIME_LIMIT_SECONDS - remainingAt(clock)),
        attemptId: attempt.id,
      },
      {
        onSuccess: (test) => finish(test.id),
        onError: () => {
          submittingRef.current = false
          setSubmitting(false)
          queue?.resume()
          const { t: say } = currentI18n()
          toast({ title: say('common.error'), description: say('test.submitFailed'), variant: 'destructive' })
        },
      },
    )
  }

  const requestSubmit = () => {
    if (submittingRef.current) return
    const unanswered = questions.filter((q) => !stateRef.current.answers[q.id]).length
    if (unanswered === 0) return submit()
    if (Confirmation) return setConfirmOpen(true)
    // The first confirmation waits for its code; a second press meanwhile asks once.
    const request = ++confirmRequestRef.current
    loadConfirmation().then(
      (module) => {
        if (request !== confirmRequestRef.current || submittingRef.current || finishedRef.current) return
        setConfirmation(() => module.SubmitConfirmation)
        setConfirmOpen(true)
      },
      () => {
        const { t: say } = currentI18n()
        toast({ title: say('common.error'), description: say('common.checkConnection'), variant: 'destructive' })
      },
    )
  }

  const next = () => {
    if (submittingRef.current) return
    const index = stateRef.current.position
    const question = questions[index]
    if (!question) return
    // On the last question Next is labelled Finish and submits: it is then the same action as Submit Test, with the
    // same confirmation (unanswered questions, this one included, are counted there), so the two never differ.
    if (index >= questions.length - 1) {
      requestSubmit()
      return
    }
    if (!stateRef.current.answers[question.id]) {
      const { t: say } = currentI18n()
      answerToastRef.current = toast({ title: say('test.answerRequired.title'), description: say('test.answerRequired'), variant: 'destructive' })
      return
    }
    goTo(index + 1)
  }

  const expire = () => {
    if (expiredRef.current) return
    expiredRef.current = true
    if (submittingRef.current || finishedRef.current) return
    const { t: say } = currentI18n()
    toast({ title: say('test.timeUp.title'), description: say('test.timeUp') })
    submit()
  }

  // The time ran out while the network was down and the automatic submission failed: try again when it returns.
  const retryExpired = () => {
    if (expiredRef.current && !submittingRef.current && !finishedRef.current) submit()
  }

  useEffect(() => {
    onFinishedRef.current = onFinished
    closedRef.current = handleClosed
    resyncRef.current = resync
    retryExpiredRef.current = retryExpired
  })

  useEffect(() => {
    const onOnline = () => retryExpiredRef.current()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [])

  const total = questions.length
  const question = questions[position]
  const isLast = position >= total - 1
  const unanswered = questions.filter((q) => !answers[q.id]).length
  const percent = progressPercent(position + 1, total)

  // On the last question the next press may be Finish: the confirmation's code is fetched now.
  useEffect(() => {
    if (isLast) preloadConfirmation()
  }, [isLast])

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <section aria-labelledby="test-title" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <h1 id="test-title" className="text-xl font-bold text-gray-900 sm:text-2xl">
          {t('test.title', { grade })}
        </h1>
        <p className="text-sm text-gray-700">{t('test.honest')}</p>
      </section>

      {/* Time and progress stay in view under the header while a long question scrolls on a phone. */}
      <div className="sticky top-[65px] z-20 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <p className="font-semibold text-gray-900" data-testid="question-counter">
            <span className="sr-only">{t('test.counter.question')}</span>
            {position + 1} / {total}
          </p>
          <SaveStatusIndicator status={saveStatus} />
          <Countdown sync={clock} onExpire={expire} />
          {attempt.timeFactor && (
            <p className="w-full text-right text-sm text-gray-800" data-testid="extra-time">
              {t('test.extraTime', { factor: attempt.timeFactor, ...attemptMinutes(attempt) })}
            </p>
          )}
        </div>
        <div
          role="progressbar"
          aria-label={t('test.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('test.progress.value', { position: position + 1, total })}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-gray-200"
        >
          <div className="h-full rounded-full bg-blue-700" style={{ width: `${percent}%` }} />
        </div>
      </div>

      {question ? (
        <QuestionCard
          key={question.id}
          question={question}
          answer={answers[question.id]}
          onAnswer={(value) => choose(question.id, value)}
          disabled={submitting}
          headingRef={headingRef}
        />
      ) : (
        <section role="status" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200">
          <h2 className="text-xl font-semibold text-gray-900">{t('test.loadingQuestion.title')}</h2>
          <p className="mt-1 text-gray-700">{t('test.loadingQuestion.text')}</p>
        </section>
      )}

      <nav aria-label={t('test.nav')} className="flex flex-col gap-3">
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => goTo(position - 1)} disabled={position === 0 || submitting}>
            {t('test.previous')}
          </Button>
          <Button onClick={next} disabled={submitting}>
            {isLast ? t('test.finish') : t('test.next')}
          </Button>
        </div>
        <Button variant="secondary" onClick={requestSubmit} onPointerDown={preloadConfirmation} onFocus={preloadConfirmation} disabled={submitting}>
          {submitting ? t('test.submitting') : t('test.submit')}
        </Button>
      </nav>

      {Confirmation && (
        <Confirmation open={confirmOpen} onOpenChange={setConfirmOpen} unanswered={unanswered} submitting={submitting} onSubmit={submit} />
      )}
    </div>
  )
}
