import { Link } from 'react-router'
import type { Test } from '../../../../shared/schemas/tests'
import { QualityNote } from '../../../components/quality-note'
import { buttonStyles } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n, type I18n } from '../../../i18n/i18n'
import { bandText, BOARD_NAMES, CURRENT_STREAM_NAMES } from '../../results/results-text'
import { useTestHistory } from '../api/get-test-history'

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const

/** A test's best family with its band, and the family tied with it as the results summary names it. */
function bestFamilyText(family: NonNullable<Test['bestFamily']>, i18n: I18n): string {
  const values = { label: family.label, band: bandText(family.band, i18n) }
  return family.tiedWith ? i18n.t('history.bestFamily.tied', { ...values, tiedWith: family.tiedWith }) : i18n.t('history.bestFamily.value', values)
}

/** '12m 5s' from seconds. */
function durationText(totalSeconds: number, { t }: I18n): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  return t('history.duration', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 })
}

/** The signed-in user's completed tests, newest first, and a summary of their progress. */
export function TestHistory() {
  const i18n = useI18n()
  const { t } = i18n
  const history = useTestHistory()

  if (history.isPending) return <LoadingState label={t('history.loading')} />
  if (history.isError) {
    return (
      <ErrorPanel
        title={t('history.loadFailed')}
        message={apiErrorText(history.error, 'common.checkConnection', i18n)}
        onRetry={() => void history.refetch()}
      />
    )
  }

  const tests = history.data
  if (tests.length === 0) {
    return (
      <section aria-labelledby="no-tests-title" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200">
        <h2 id="no-tests-title" className="text-xl font-bold text-gray-900">
          {t('history.none.title')}
        </h2>
        <p className="mt-2 text-gray-700">{t('history.none.text')}</p>
        <Link to="/" className={buttonStyles('primary', 'mt-4')}>
          {t('history.none.action')}
        </Link>
      </section>
    )
  }

  return (
    <>
      <section aria-labelledby="tests-title">
        <h2 id="tests-title" className="text-xl font-bold text-gray-900">
          {t('history.list')}
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
  const i18n = useI18n()
  const { t } = i18n
  const scores = [
    [t('history.score.analytical'), test.score.analytical ?? 0],
    [t('history.score.creative'), test.score.creative ?? 0],
    [t('history.score.leadership'), test.score.leadership ?? 0],
  ] as const
  const completed = Number.isNaN(Date.parse(test.completedAt)) ? test.completedAt : i18n.intl.formatDate(test.completedAt, DATE)
  return (
    <article className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-gray-900">
          {t('history.grade', { grade: test.grade })}
          {sitting && (
            <span className="ml-2 text-sm font-semibold text-gray-700">
              {t(sitting.n === sitting.of ? 'history.sittingLatest' : 'history.sitting', sitting)}
            </span>
          )}
        </h3>
        <span className="text-sm text-gray-700">
          <span className="sr-only">{t('history.timeTaken.sr')}</span>
          {durationText(test.timeSpent, i18n)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-700">{t('history.student')}</dt>
        <dd className="break-words text-gray-900">{test.studentName}</dd>
        <dt className="text-gray-700">{t('history.completed')}</dt>
        <dd className="text-gray-900">{completed}</dd>
        {test.board && (
          <>
            <dt className="text-gray-700">{t('history.board')}</dt>
            <dd className="break-words text-gray-900">{t(BOARD_NAMES[test.board])}</dd>
          </>
        )}
        <dt className="text-gray-700">{t('history.answered')}</dt>
        <dd className="text-gray-900">{Object.keys(test.answers).length}</dd>
        {test.bestFamily && (
          <>
            {/* Full width, like the note below: with a tied family it is too long for the narrow column. */}
            <dt className="col-span-2 mt-1 text-gray-700">{t('history.bestFamily')}</dt>
            <dd className="col-span-2 break-words text-gray-900">{bestFamilyText(test.bestFamily, i18n)}</dd>
          </>
        )}
        {test.qualityNotes && (
          <>
            {/* The note's sentences are long: they take the card's whole width, under their label. */}
            <dt className="col-span-2 mt-1 text-gray-700">{t('history.quality')}</dt>
            <dd className="col-span-2 break-words">
              <QualityNote notes={test.qualityNotes} about={t('history.about', { grade: test.grade, date: completed })} />
            </dd>
          </>
        )}
        {test.currentStream && (
          <>
            <dt className="text-gray-700">{t('history.stream')}</dt>
            <dd className="break-words text-gray-900">{t(CURRENT_STREAM_NAMES[test.currentStream])}</dd>
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
        {t('history.view')}
        <span className="sr-only">{t('history.view.sr', { grade: test.grade, date: completed })}</span>
      </Link>
    </article>
  )
}

function ProgressCard({ tests }: { tests: Test[] }) {
  const { t } = useI18n()
  const totalSeconds = tests.reduce((sum, test) => sum + Math.max(0, test.timeSpent), 0)
  const totalMinutes = Math.round(totalSeconds / 60)
  const grades = new Set(tests.map((test) => test.grade)).size
  const facts = [
    [t('history.progress.count'), String(tests.length)],
    [t('history.progress.time'), totalMinutes === 0 && totalSeconds > 0 ? t('history.progress.under') : t('history.progress.minutes', { count: totalMinutes })],
    [t('history.progress.grades'), String(grades)],
  ] as const
  return (
    <section aria-labelledby="progress-title" className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id="progress-title" className="text-xl font-bold text-gray-900">
        {t('history.progress')}
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
