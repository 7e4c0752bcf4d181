import { Link } from 'react-router'
import { GRADE_INFO, GRADES, type Grade } from '../../../../shared/constants'
import type { GradeAccess } from '../../../../shared/schemas/access'
import type { SeatState } from '../../../../shared/schemas/schools'
import type { MessageId } from '../../../i18n/messages'
import { Button } from '../../../components/ui/button'
import { useI18n } from '../../../i18n/i18n'
import { cn } from '../../../lib/cn'
import { GRADE_NAMES, GRADE_NOTES } from '../grade-text'
import { useGradeAccessList } from '../api/get-grade-access'

/** What the school's seat means for a grade not yet taken (docs/decisions/050-seats.md), said on its card. */
const SEAT_NOTE = {
  available: 'grades.seat.available',
  used: 'grades.seat.used',
  'all-used': 'grades.seat.allUsed',
} as const satisfies Record<SeatState, MessageId>

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900'

/**
 * One card per grade, as the server says the student may use it: a grade to start (or pay for) leads to its
 * instructions; a completed grade to its results, and, when the student's premium plan allows it, to taking it again.
 */
export function GradeCards() {
  // The home page is where a student comes back after a test or a payment in another tab, so it refetches on focus.
  const access = useGradeAccessList({ refetchOnWindowFocus: true })
  const byGrade = new Map(access.data?.grades.map((g) => [g.grade, g]))
  const { t } = useI18n()

  return (
    <section aria-labelledby="grades-title" className="mt-10">
      <h2 id="grades-title" className="text-xl font-bold text-gray-900">
        {t('grades.choose')}
      </h2>
      {access.isError && (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-amber-900">
          <p>{t('grades.accessFailed')}</p>
          <Button variant="secondary" onClick={() => void access.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={access.isPending}>
        {GRADES.map((grade) => (
          <li key={grade}>
            <GradeCard grade={grade} access={byGrade.get(grade)} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function GradeCard({ grade, access }: { grade: Grade; access: GradeAccess | undefined }) {
  const { t } = useI18n()
  const info = GRADE_INFO[grade]
  const note = GRADE_NOTES[grade]
  const completed = access?.lastTestId && (access.action === 'completed' || access.action === 'retake') ? access.lastTestId : null
  const titleId = `grade-${grade}-title`
  const body = (
    <>
      <span className="flex items-center justify-between gap-2">
        <span id={titleId} className="text-2xl font-bold text-gray-900">
          {t('grades.grade', { grade })}
        </span>
        {completed && <span className="rounded-full bg-green-100 px-3 py-0.5 text-sm font-semibold text-green-900">{t('grades.completed')}</span>}
      </span>
      <span className="font-semibold text-blue-700">{t(GRADE_NAMES[grade])}</span>
      <span className="text-gray-700">{t('grades.ages', { ages: info.ages })}</span>
      {note && <span className="text-sm text-gray-700">{t(note)}</span>}
    </>
  )
  const card = 'flex h-full min-h-11 flex-col gap-1 rounded-xl border border-gray-300 bg-white p-5 shadow-sm'

  // Not completed: the whole card is the one link.
  if (!completed) {
    return (
      <Link to={`/instructions/${grade}`} className={cn(card, 'hover:border-blue-700 hover:shadow-md')}>
        {body}
        {access?.seat && <span className="text-sm font-semibold text-gray-900">{t(SEAT_NOTE[access.seat])}</span>}
        <span className="mt-3 font-semibold text-blue-700 underline underline-offset-4">{t('grades.start')}</span>
      </Link>
    )
  }

  // Completed: its results, and taking it again when the plan allows (two links, so the card is not one link).
  return (
    <div className={card}>
      {body}
      <span className="mt-2 flex flex-wrap gap-x-5">
        <Link to={`/results/${encodeURIComponent(completed)}`} className={linkClass} aria-describedby={titleId}>
          {t('grades.viewResults')}
        </Link>
        {access?.action === 'retake' && (
          <Link to={`/instructions/${grade}`} className={linkClass} aria-describedby={titleId}>
            {t('grades.takeAgain')}
          </Link>
        )}
      </span>
      {access?.action === 'retake' && <span className="text-sm text-gray-700">{t('grades.retakeKeepsEarlier')}</span>}
    </div>
  )
}
