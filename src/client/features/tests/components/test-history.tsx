import { BOARD_LABELS, CURRENT_STREAM_LABELS } from '../../../../shared/constants'
import { Link } from 'react-router'
import type { Test } from '../../../../shared/schemas/tests'
import { QualityNote } from '../../../components/quality-note'
import { buttonStyles } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { apiErrorMessage } from '../../../lib/api-client'
import { useTestHistory } from '../api/get-test-history'
import { formatBestFamily, formatDate } from '../../../lib/format'
import { formatDuration } from '../format'

/** The signed-in user's completed tests, newest first, and a summary of their progress. */
export function TestHistory() {
  const history = useTestHistory()

  if (history.isPending) return <LoadingState label="Loading your test history..." />
  if (history.isError) {
    return (
      <ErrorPanel
        title="Could not load your test history"
        message={apiErrorMessage(history.error, 'Please check your connection and try again.')}
        onRetry={() => void history.refetch()}
      />
    )
  }

  const tests = history.data
  if (tests.length === 0) {
    return (
      <section aria-labelledby="no-tests-title" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200">
        <h2 id="no-tests-title" className="text-xl font-bold text-gray-900">
          No Tests Yet
        </h2>
        <p className="mt-2 text-gray-700">Take your first assessment to discover careers that suit you.</p>
        <Link to="/" className={buttonStyles('primary', 'mt-4')}>
          Take Your First Assessment
        </Link>
      </section>
    )
  }

  return (
    <>
      <section aria-labelledby="tests-title">
        <h2 id="tests-title" className="text-xl font-bold text-gray-900">
          Your Assessments
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {tests.map((test) => (
            <li key={test.id}>
              <TestCard test={test} sitting={sittingOf(tests, test)} />
            </li>
          ))}
        </ul>
      </section>
      <ProgressCard tests={tests} />
    </>
  )
}

/**
 * Which sitting of its grade a test is, when the grade was taken more than once (a premium plan's retakes): every
 * sitting is kept, newest first. Null for a grade taken once.
 */
function sittingOf(tests: Test[], test: Test): { n: number; of: number } | null {
  const same = tests.filter((t) => t.grade === test.grade)
  if (same.length < 2) return null
  return { n: same.length - same.indexOf(test), of: same.length }
}

function TestCard({ test, sitting }: { test: Test; sitting: { n: number; of: number } | null }) {
  const scores = [
    ['Analytical', test.score.analytical ?? 0],
    ['Creative', test.score.creative ?? 0],
    ['Leadership', test.score.leadership ?? 0],
  ] as const
  const completed = formatDate(test.completedAt)
  return (
    <article className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-gray-900">
          Grade {test.grade}
          {sitting && (
            <span className="ml-2 text-sm font-semibold text-gray-700">
              (sitting {sitting.n} of {sitting.of}
              {sitting.n === sitting.of ? ', latest' : ''})
            </span>
          )}
        </h3>
        <span className="text-sm text-gray-700">
          <span className="sr-only">Time taken: </span>
          {formatDuration(test.timeSpent)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-700">Student</dt>
        <dd className="break-words text-gray-900">{test.studentName}</dd>
        <dt className="text-gray-700">Completed</dt>
        <dd className="text-gray-900">{completed}</dd>
        {test.board && (
          <>
            <dt className="text-gray-700">Board</dt>
            <dd className="break-words text-gray-900">{BOARD_LABELS[test.board]}</dd>
          </>
        )}
        <dt className="text-gray-700">Questions answered</dt>
        <dd className="text-gray-900">{Object.keys(test.answers).length}</dd>
        {test.bestFamily && (
          <>
            {/* Full width, like the note below: with a tied family it is too long for the narrow column. */}
            <dt className="col-span-2 mt-1 text-gray-700">Best family</dt>
            <dd className="col-span-2 break-words text-gray-900">{formatBestFamily(test.bestFamily)}</dd>
          </>
        )}
        {test.qualityNotes && (
          <>
            {/* The note's sentences are long: they take the card's whole width, under their label. */}
            <dt className="col-span-2 mt-1 text-gray-700">Answer quality</dt>
            <dd className="col-span-2 break-words">
              <QualityNote notes={test.qualityNotes} about={`Grade ${test.grade}, completed ${completed}`} />
            </dd>
          </>
        )}
        {test.currentStream && (
          <>
            <dt className="text-gray-700">Stream</dt>
            <dd className="break-words text-gray-900">{CURRENT_STREAM_LABELS[test.currentStream]}</dd>
          </>
        )}
      </dl>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {scores.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-blue-50 p-2">
            <dt className="text-xs text-gray-700">{label}</dt>
            <dd className="text-lg font-bold text-blue-800">{value}</dd>
          </div>
        ))}
      </dl>
      <Link to={`/results/${encodeURIComponent(test.id)}`} className={buttonStyles('secondary', 'mt-4')}>
        View Results<span className="sr-only"> for Grade {test.grade}, completed {completed}</span>
      </Link>
    </article>
  )
}

function ProgressCard({ tests }: { tests: Test[] }) {
  const totalSeconds = tests.reduce((sum, test) => sum + Math.max(0, test.timeSpent), 0)
  const totalMinutes = Math.round(totalSeconds / 60)
  const grades = new Set(tests.map((test) => test.grade)).size
  const facts = [
    ['Assessments completed', String(tests.length)],
    ['Total time invested', totalMinutes === 0 && totalSeconds > 0 ? 'under 1 minute' : `${totalMinutes} ${totalMinutes === 1 ? 'minute' : 'minutes'}`],
    ['Grade levels explored', String(grades)],
  ] as const
  return (
    <section aria-labelledby="progress-title" className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id="progress-title" className="text-xl font-bold text-gray-900">
        Your Progress
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-gray-50 p-3">
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="text-2xl font-bold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
