import { Link } from 'react-router'
import type { ClassLive, LiveStudent } from '../../../../shared/schemas/schools'
import { LIVE_PROGRESS_REFRESH_SECONDS } from '../../../../shared/schools'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n, type I18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
import { cn } from '../../../lib/cn'
import { useClassLive } from '../api/live-progress'
import { TestWindowPanel } from './test-window-panel'

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200'

type Shown = 'not-started' | 'on-question' | 'quiet' | 'finished'
const shownOf = (s: LiveStudent): Shown => (s.state === 'on-question' && s.quiet ? 'quiet' : s.state)

const SUMMARY_LABELS: Record<Shown, MessageId> = {
  'not-started': 'live.count.notStarted',
  'on-question': 'live.count.onTest',
  quiet: 'live.count.quiet',
  finished: 'live.count.finished',
}
const STYLES: Record<Shown, string> = {
  'not-started': 'bg-gray-100 text-gray-900 ring-gray-300',
  'on-question': 'bg-blue-50 text-blue-950 ring-blue-300',
  quiet: 'bg-amber-50 text-amber-950 ring-amber-400',
  finished: 'bg-green-50 text-green-950 ring-green-300',
}
/** Each state has its own shape as well as its words, never its colour alone. */
const ICONS: Record<Shown, string> = {
  'not-started': 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16',
  'on-question': 'M6 4l12 8l-12 8z',
  quiet: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  finished: 'M5 12l5 5L19 7',
}

const fullName = (s: Pick<LiveStudent, 'firstName' | 'lastName'>) => [s.firstName, s.lastName].filter(Boolean).join(' ')
/** The time of day to the second; Hindi readers get the 24-hour clock, which needs no Latin 'am' or 'pm'. */
const timeOfDay = ({ intl, locale }: I18n, iso: string) =>
  intl.formatTime(iso, { hour: '2-digit', minute: '2-digit', second: '2-digit', ...(locale === 'hi' ? { hourCycle: 'h23' as const } : {}) })

/** '4 minutes ago', by the server's two times (the device's clock may be wrong). */
function agoText({ t }: I18n, lastSavedAt: string, asOf: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(asOf) - Date.parse(lastSavedAt)) / 1000))
  if (seconds < 60) return t('live.ago.underMinute')
  return t('live.ago.minutes', { minutes: Math.floor(seconds / 60) })
}

function stateText({ t }: I18n, s: LiveStudent): string {
  if (s.state === 'not-started') return t('live.state.notStarted')
  if (s.state === 'finished') return t('live.state.finished')
  return t('live.state.onQuestion', { question: s.question, count: s.questionCount })
}

/**
 * `/school/classes/:id/live`: the class during the test period. Each student: not started, on question N of the test,
 * finished, and "gone quiet" when the last save is older than the server's threshold. Asked again every few seconds
 * while on screen; one column of cards, readable on a 360 px phone held in the lab.
 */
export function LiveProgressPage({ classId }: { classId: string }) {
  const i18n = useI18n()
  const { t } = i18n
  const live = useClassLive(classId)
  useDocumentTitle(live.data ? t('live.pageTitle', { name: live.data.name }) : t('live.pageTitleLoading'))

  if (live.isPending) return <LoadingState label={t('class.loading')} />
  if (live.isError && !live.data) {
    return <ErrorPanel title={t('class.loadFailed')} message={apiErrorText(live.error, 'school.tryAgain', i18n)} onRetry={() => void live.refetch()} />
  }
  const view = live.data
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to={`/school/classes/${view.id}`} className="inline-flex min-h-11 items-center font-medium text-blue-700 underline">
          {t('live.back', { name: view.name })}
        </Link>
        <h1 className="mt-2 text-3xl font-bold break-words text-gray-900">{t('live.title')}</h1>
        <p className="mt-1 text-gray-700">{t('live.lead', { name: view.name, grade: view.grade })}</p>
        <p className="mt-1 text-sm text-gray-700" data-testid="live-updated">
          {t('live.updated', { time: timeOfDay(i18n, view.asOf), seconds: LIVE_PROGRESS_REFRESH_SECONDS })}
        </p>
        {live.isError && (
          <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-300">
            {t('live.refreshFailed', { reason: apiErrorText(live.error, 'live.checkConnection', i18n), time: timeOfDay(i18n, view.asOf) })}
          </p>
        )}
      </div>
      <Summary view={view} />
      <TestWindowPanel detail={view} />
      <section aria-labelledby="live-students-title" className="flex flex-col gap-3">
        <h2 id="live-students-title" className="text-2xl font-bold text-gray-900">
          {t('live.students')}
        </h2>
        <p className="text-sm text-gray-700">{t('live.quietExplained', { minutes: Math.round(view.quietAfterSeconds / 60) })}</p>
        {view.students.length === 0 ? (
          <p className="text-gray-700">{t('live.noStudents')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {view.students.map((s) => (
              <li key={s.id}>
                <StudentLine student={s} asOf={view.asOf} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function Summary({ view }: { view: ClassLive }) {
  const { t, intl } = useI18n()
  const counts: Record<Shown, number> = { 'not-started': 0, 'on-question': 0, quiet: 0, finished: 0 }
  for (const s of view.students) counts[shownOf(s)] += 1
  const quiet = view.students.filter((s) => shownOf(s) === 'quiet')
  return (
    <section aria-labelledby="live-summary-title" className={card}>
      <h2 id="live-summary-title" className="text-xl font-bold text-gray-900">
        {t('live.classNow')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-center">
        {(Object.keys(counts) as Shown[]).map((k) => (
          <div key={k} className={cn('rounded-lg p-3 ring-1', STYLES[k])}>
            <dt className="text-sm">{t(SUMMARY_LABELS[k])}</dt>
            <dd className="text-2xl font-bold">{counts[k]}</dd>
          </div>
        ))}
      </dl>
      {/* Said to a screen reader when it changes, not at every refresh. */}
      <p role="status" className="mt-3 text-gray-900">
        {quiet.length === 0 ? t('live.noneQuiet') : t('live.quietNames', { names: intl.formatList(quiet.map(fullName)) })}
      </p>
    </section>
  )
}

function StudentLine({ student, asOf }: { student: LiveStudent; asOf: string }) {
  const i18n = useI18n()
  const { t } = i18n
  const shown = shownOf(student)
  return (
    <article aria-label={fullName(student)} className={cn(card, shown === 'quiet' && 'ring-2 ring-amber-500')}>
      <h3 className="font-bold break-words text-gray-900">
        {fullName(student)}
        {student.rollNumber && <span className="font-normal text-gray-700"> · {t('live.rollNumber', { roll: student.rollNumber })}</span>}
      </h3>
      <p className={cn('mt-2 inline-flex items-center gap-2 rounded px-2 py-1 ring-1', STYLES[shown])} data-testid="live-state">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
          <path d={ICONS[shown]} />
        </svg>
        <span>{stateText(i18n, student)}</span>
      </p>
      {student.state === 'on-question' && student.lastSavedAt && (
        <p className="mt-1 text-sm text-gray-800">{t('live.answered', { answered: student.answered, ago: agoText(i18n, student.lastSavedAt, asOf) })}</p>
      )}
      {shown === 'quiet' && <p className="mt-1 text-sm font-semibold text-amber-950">{t('live.quiet')}</p>}
    </article>
  )
}
