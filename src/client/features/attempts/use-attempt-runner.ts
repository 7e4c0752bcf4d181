import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { TEST_TIME_LIMIT_SECONDS, type Grade } from '../../../shared/constants'
import type { Attempt } from '../../../shared/schemas/attempts'
import type { Question } from '../../../shared/schemas/questions'
import type { Answers } from '../../../shared/schemas/tests'
import { toast } from '../../hooks/use-toast'
import { apiErrorText } from '../../i18n/api-error-text'
import { currentI18n } from '../../i18n/i18n'
import type { ApiError } from '../../lib/api-client'
import { getCurrentAttempt } from './api/get-current-attempt'
import { saveAttemptAnswers, saveAttemptAnswersOnExit } from './api/save-attempt-answers'
import { useSubmitTest } from './api/submit-test'
import { clockSync, remainingAt, type ClockSync } from './clock'
import {
  loadSubmitConfirmation,
  preloadSubmitConfirmation,
  type SubmitConfirmationComponent,
} from './components/load-submit-confirmation'
import { localAttemptStore, resumeSnapshot, type AttemptSnapshot } from './local-attempt-store'
import { AttemptSaveQueue, type SaveStatus } from './save-queue'

export interface AttemptRunnerOptions {
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

/** What the screen shows of the attempt; each action below names what changes together. */
interface RunnerState {
  answers: Answers
  position: number
  /** The server's last word on the time left; the countdown counts down from it. */
  clock: ClockSync
  saveStatus: SaveStatus
  submitting: boolean
  confirmOpen: boolean
  /** The confirmation's code, once fetched: until then there is nothing to render. */
  Confirmation: SubmitConfirmationComponent | null
}

type RunnerAction =
  /** An answer or a move, as the save queue recorded it. */
  | { type: 'recorded'; snapshot: AttemptSnapshot }
  | { type: 'clockSynced'; clock: ClockSync }
  | { type: 'saveStatusChanged'; status: SaveStatus }
  /** A submission is on its way (or the server closed the attempt): no confirmation stays open over it. */
  | { type: 'submitStarted' }
  | { type: 'submitFailed' }
  | { type: 'confirmationShown'; Confirmation: SubmitConfirmationComponent }
  | { type: 'confirmationToggled'; open: boolean }

function runnerReducer(state: RunnerState, action: RunnerAction): RunnerState {
  switch (action.type) {
    case 'recorded':
      return { ...state, answers: action.snapshot.answers, position: action.snapshot.position }
    case 'clockSynced':
      return { ...state, clock: action.clock }
    case 'saveStatusChanged':
      return { ...state, saveStatus: action.status }
    case 'submitStarted':
      return { ...state, submitting: true, confirmOpen: false }
    case 'submitFailed':
      return { ...state, submitting: false }
    case 'confirmationShown':
      return { ...state, Confirmation: action.Confirmation, confirmOpen: true }
    case 'confirmationToggled':
      return { ...state, confirmOpen: action.open }
  }
}

/**
 * An attempt from its first render to its submission: the answers and the question on screen, every change kept on
 * the device and saved to the server (./save-queue.ts), the countdown's clock, and one submission, whether on Finish
 * or Submit Test (one path, one confirmation) or when the time runs out. The component only draws what it returns.
 */
export function useAttemptRunner({ grade, attempt, receivedAt, questions, onFinished }: AttemptRunnerOptions) {
  // The merge rule runs once per attempt: the server's state, or this device's copy when it is newer.
  const [start] = useState(() => ({
    resume: resumeSnapshot(
      { answers: attempt.answers, position: attempt.position, revision: attempt.revision },
      localAttemptStore.read(attempt.id),
      questions,
    ),
    revision: attempt.revision,
  }))
  const [state, dispatch] = useReducer(runnerReducer, start.resume, (resume): RunnerState => ({
    answers: resume.snapshot.answers,
    position: resume.snapshot.position,
    clock: clockSync(attempt.remainingSeconds, performance.now() - (receivedAt === undefined ? 0 : Math.max(0, Date.now() - receivedAt))),
    saveStatus: resume.push ? (navigator.onLine === false ? 'offline' : 'saving') : 'saved',
    submitting: false,
    confirmOpen: false,
    Confirmation: null,
  }))
  const { clock, Confirmation } = state
  const submitMutation = useSubmitTest()

  // Guards read and set synchronously, so two presses before React renders again (a fast double tap) act once.
  const queueRef = useRef<AttemptSaveQueue | null>(null)
  const stateRef = useRef<AttemptSnapshot>(start.resume.snapshot)
  const submittingRef = useRef(false)
  const finishedRef = useRef(false)
  const expiredRef = useRef(false)
  const movedRef = useRef(false)
  const confirmRequestRef = useRef(0)
  const answerToastRef = useRef<{ dismiss: () => void } | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // This render's handlers, for listeners and the save queue, which are set up once per attempt.
  const onFinishedRef = useRef(onFinished)
  const closedRef = useRef<(message: string) => void>(() => undefined)
  const resyncRef = useRef<() => void>(() => undefined)
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
    dispatch({ type: 'submitStarted' })
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
        if (current?.id === attempt.id && current.status === 'open') dispatch({ type: 'clockSynced', clock: clockSync(current.remainingSeconds) })
        else handleClosed(currentI18n().t('test.closed'))
      },
      () => undefined,
    )
  }

  useEffect(() => {
    const queue = new AttemptSaveQueue({
      attemptId: attempt.id,
      snapshot: start.resume.snapshot,
      serverRevision: start.revision,
      send: saveAttemptAnswers,
      sendOnExit: saveAttemptAnswersOnExit,
      store: localAttemptStore,
      onStatusChange: (status) => dispatch({ type: 'saveStatusChanged', status }),
      onSaved: (result) => dispatch({ type: 'clockSynced', clock: clockSync(result.remainingSeconds) }),
      onClosed: (error: ApiError) => closedRef.current(apiErrorText(error, 'test.closed')),
    })
    queueRef.current = queue
    // A choice made before this effect ran (one ticked on the server-drawn page, given again as the app took over:
    // app/test-page-data.ts) is queued like any later one.
    if (stateRef.current !== start.resume.snapshot) queue.update(stateRef.current.answers, stateRef.current.position)
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
  }, [attempt.id, start])

  // Moving to another question puts focus on its text, so a screen reader reads the new question. A layout effect:
  // focus moves in the same task as the render, so an arrow key pressed at once after Next cannot land on the old
  // focus and be lost, whenever the renderer chooses to run plain effects.
  useLayoutEffect(() => {
    if (!movedRef.current) return
    movedRef.current = false
    headingRef.current?.focus()
  }, [state.position])

  const record = (next: AttemptSnapshot) => {
    stateRef.current = next
    queueRef.current?.update(next.answers, next.position)
    dispatch({ type: 'recorded', snapshot: next })
  }

  const choose = (questionId: string, value: string) => {
    if (submittingRef.current) return
    // The 'Answer Required' toast sits over the buttons on a phone: once answered, it has done its job.
    answerToastRef.current?.dismiss()
    answerToastRef.current = null
    record({ ...stateRef.current, answers: { ...stateRef.current.answers, [questionId]: value } })
  }

  const goTo = (index: number) => {
    if (submittingRef.current) return
    const target = Math.min(Math.max(0, index), questions.length - 1)
    if (target === stateRef.current.position) return
    movedRef.current = true
    record({ ...stateRef.current, position: target })
  }

  const submit = () => {
    if (submittingRef.current || finishedRef.current) return
    submittingRef.current = true
    dispatch({ type: 'submitStarted' })
    const queue = queueRef.current
    // The submission carries the answers (the server merges them within its grace), so no save may race it.
    queue?.pause()
    submitMutation.mutate(
      {
        grade,
        studentName: attempt.studentName,
        answers: stateRef.current.answers,
        score: {},
        timeSpent: Math.max(0, TEST_TIME_LIMIT_SECONDS - remainingAt(clock)),
        attemptId: attempt.id,
      },
      {
        onSuccess: (test) => finish(test.id),
        onError: () => {
          submittingRef.current = false
          dispatch({ type: 'submitFailed' })
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
    if (Confirmation) return dispatch({ type: 'confirmationToggled', open: true })
    // The first confirmation waits for its code; a second press meanwhile asks once.
    const request = ++confirmRequestRef.current
    loadSubmitConfirmation().then(
      (component) => {
        if (request !== confirmRequestRef.current || submittingRef.current || finishedRef.current) return
        dispatch({ type: 'confirmationShown', Confirmation: component })
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

  // The countdown calls this on every tick once it reaches zero: the first call submits.
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

  const isLast = state.position >= questions.length - 1
  // On the last question the next press may be Finish: the confirmation's code is fetched now.
  useEffect(() => {
    if (isLast) preloadSubmitConfirmation()
  }, [isLast])

  return {
    answers: state.answers,
    position: state.position,
    isLast,
    unanswered: questions.filter((q) => !state.answers[q.id]).length,
    clock,
    saveStatus: state.saveStatus,
    submitting: state.submitting,
    confirmOpen: state.confirmOpen,
    Confirmation,
    /** The question text's heading: focused when the student moves to another question. */
    headingRef,
    choose,
    goTo,
    next,
    requestSubmit,
    submit,
    expire,
    setConfirmOpen: (open: boolean) => dispatch({ type: 'confirmationToggled', open }),
    /** Fetches the confirmation's code as the student reaches for Submit Test. */
    preloadConfirmation: preloadSubmitConfirmation,
  }
}
