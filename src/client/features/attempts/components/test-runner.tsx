import type { Attempt } from '../../../../shared/schemas/attempts'
import { Button } from '../../../components/ui/button'
import { useI18n } from '../../../i18n/i18n'
import { progressPercent } from '../clock'
import { useAttemptRunner, type AttemptRunnerOptions } from '../use-attempt-runner'
import { Countdown } from './countdown'
import { QuestionCard } from './question-card'
import { SaveStatusIndicator } from './save-status-indicator'

/** The attempt's whole time, as the server set its deadline (the limit times any extra time): minutes and seconds. */
function attemptMinutes(attempt: Pick<Attempt, 'startedAt' | 'deadlineAt'>) {
  const seconds = Math.round((Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)) / 1000)
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 }
}

/**
 * The test itself: one question at a time, the server's countdown, how the saving goes, and the buttons. What the
 * attempt holds and does (answers, saves, time, the one submission) is ../use-attempt-runner.ts.
 */
export function TestRunner(props: AttemptRunnerOptions) {
  const { grade, attempt, questions } = props
  const { t } = useI18n()
  const {
    answers,
    position,
    isLast,
    unanswered,
    clock,
    saveStatus,
    submitting,
    confirmOpen,
    Confirmation,
    headingRef,
    choose,
    goTo,
    next,
    requestSubmit,
    submit,
    expire,
    setConfirmOpen,
    preloadConfirmation,
  } = useAttemptRunner(props)

  const total = questions.length
  const question = questions[position]
  const percent = progressPercent(position + 1, total)

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
