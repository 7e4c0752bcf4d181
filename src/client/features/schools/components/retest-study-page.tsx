import { useState } from 'react'
import { Link } from 'react-router'
import { MAX_RETEST_PAIRS, MIN_RETEST_PAIRS } from '../../../../shared/schemas/admin'
import type { RetestHeld, SchoolRetestReport } from '../../../../shared/schemas/cohort-report'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { SelectField } from '../../../components/ui/select-field'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
import { useRetestStudy } from '../api/retest-study'
import { reportCard } from './cohort-report'

// The school's retest study said in the counsellor's language: the server sends figures and codes only. Each figure
// is words first (a phone at 360 px, a projector, a screen reader read the same), its bar only a picture of them.

const GAPS: { days: number; label: MessageId }[] = [
  { days: 0, label: 'retest.gap.any' },
  { days: 7, label: 'retest.gap.week' },
  { days: 14, label: 'retest.gap.twoWeeks' },
]

const MEASURE_TEXT: Record<RetestHeld['measure'], MessageId> = {
  family: 'retest.measure.family',
  career: 'retest.measure.career',
  stream: 'retest.measure.stream',
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0)

/** One thing a retake may keep: how many kept it, its share as a bar, and how sure that share is. */
function HeldLine({ held }: { held: RetestHeld }) {
  const { t } = useI18n()
  return (
    <li className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-gray-900">
        <span className="min-w-0 text-lg font-semibold break-words">{t(MEASURE_TEXT[held.measure])}</span>
        {held.of > 0 && <span className="text-lg font-bold whitespace-nowrap">{t('retest.held', { same: held.same, of: held.of, percent: percent(held.same, held.of) })}</span>}
      </div>
      {held.of === 0 ? (
        <p className="text-gray-700">{t('retest.stream.none')}</p>
      ) : (
        <>
          <div aria-hidden="true" className="h-4 rounded bg-gray-100 [print-color-adjust:exact]">
            <div className="h-4 rounded bg-blue-700 [print-color-adjust:exact]" style={{ width: `${percent(held.same, held.of)}%` }} />
          </div>
          {held.low !== null && held.high !== null && (
            <p className="text-sm text-gray-700">{t('retest.interval', { low: Math.round(held.low), high: Math.round(held.high) })}</p>
          )}
        </>
      )}
    </li>
  )
}

function Figures({ report }: { report: SchoolRetestReport }) {
  const { t } = useI18n()
  const family = report.careful.held.find((h) => h.measure === 'family')
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg text-gray-900">
        {t('retest.summary', { count: report.pairs })}
        {report.medianDaysApart !== null &&
          ` ${report.medianDaysApart < 1 ? t('retest.median.day') : t('retest.median', { days: Math.round(report.medianDaysApart) })}`}
        {report.truncated && ` ${t('retest.truncated', { max: MAX_RETEST_PAIRS })}`}
      </p>
      <section aria-labelledby="retest-held-title" className={`${reportCard} flex flex-col gap-4`}>
        <h2 id="retest-held-title" className="text-xl font-bold text-gray-900">
          {t('retest.held.title')}
        </h2>
        <ul className="flex flex-col gap-5" aria-label={t('retest.held.title')}>
          {report.held.map((h) => (
            <HeldLine key={h.measure} held={h} />
          ))}
        </ul>
        <p className="text-gray-800">
          {family && report.careful.pairs > 0
            ? t('retest.careful', { careful: report.careful.pairs, count: report.pairs, same: family.same })
            : t('retest.careful.none', { count: report.pairs })}
        </p>
      </section>
      <section aria-labelledby="retest-meaning-title" className={`${reportCard} flex flex-col gap-3`}>
        <h2 id="retest-meaning-title" className="text-xl font-bold text-gray-900">
          {t('retest.meaning.title')}
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-gray-800">
          <li>{t('retest.meaning.family')}</li>
          <li>{t('retest.meaning.career')}</li>
          <li>{t('retest.meaning.change')}</li>
          {report.pairs < MIN_RETEST_PAIRS && <li>{t('retest.meaning.few', { count: MIN_RETEST_PAIRS })}</li>}
        </ul>
      </section>
    </div>
  )
}

/**
 * `/school/report/retest`: how often the advice held for the school's students who took a grade twice, with the
 * figures explained for a counsellor and a parent, readable at 360 px and on a projector.
 */
export function RetestStudyPage() {
  const i18n = useI18n()
  const { t } = i18n
  useDocumentTitle(t('retest.pageTitle'))
  const [minDays, setMinDays] = useState(0)
  const report = useRetestStudy(minDays)

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Link to="/school/report" className="inline-flex min-h-11 items-center font-medium text-blue-700 underline print:hidden">
          {t('retest.back')}
        </Link>
        <h1 className="text-3xl font-bold break-words text-gray-900">{t('retest.title')}</h1>
        <p className="text-gray-800">{t('retest.intro')}</p>
        <SelectField
          label={t('retest.gap')}
          className="max-w-xs"
          value={String(minDays)}
          onChange={(e) => setMinDays(Number(e.target.value))}
          options={GAPS.map((g) => ({ value: String(g.days), label: t(g.label) }))}
        />
      </div>
      <div aria-live="polite">
        {report.isPending ? (
          <LoadingState label={t('retest.loading')} />
        ) : report.isError ? (
          <ErrorPanel title={t('retest.loadFailed')} message={apiErrorText(report.error, 'school.tryAgain', i18n)} onRetry={() => void report.refetch()} />
        ) : report.data.pairs === 0 ? (
          <section aria-labelledby="retest-empty-title" className={`${reportCard} flex flex-col gap-2`}>
            <h2 id="retest-empty-title" className="text-xl font-bold text-gray-900">
              {t('retest.empty.title')}
            </h2>
            <p className="text-gray-800">{report.data.minDays > 0 ? t('retest.empty.apart', { days: report.data.minDays }) : t('retest.empty')}</p>
            <p className="text-gray-800">{t('retest.empty.how')}</p>
          </section>
        ) : (
          <Figures report={report.data} />
        )}
      </div>
    </div>
  )
}
