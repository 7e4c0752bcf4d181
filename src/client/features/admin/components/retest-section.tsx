import { useId, useState, type ReactNode } from 'react'
import { MAX_RETEST_PAIRS, MIN_RETEST_PAIRS, type RetestReport } from '../../../../shared/schemas/admin'
import { Button } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n, type I18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
import { useRetestReport } from '../api/get-retest-report'
import { goalText, retestNote } from '../retest-text'
import { ResponsiveTable, type Column } from './responsive-table'

type Goal = RetestReport['goals'][number]

const GAPS: { days: number; label: MessageId }[] = [
  { days: 0, label: 'admin.retest.gap.any' },
  { days: 7, label: 'admin.retest.gap.week' },
  { days: 14, label: 'admin.retest.gap.twoWeeks' },
]

const verdict = ({ t }: I18n, g: Goal) => (g.met === null ? t('admin.retest.tooFew') : g.met ? t('admin.retest.met') : t('admin.retest.notMet'))

const columns = (i18n: I18n): Column<Goal>[] => {
  const { t } = i18n
  return [
    {
      header: t('admin.retest.measured'),
      cell: (g) => (g.measured === null ? t('admin.none') : t('admin.retest.measuredValue', { measured: g.measured, low: g.low, high: g.high })),
    },
    { header: t('admin.retest.goal'), cell: (g) => t('admin.retest.goalValue', { goal: g.goal }) },
    { header: t('admin.retest.verdict'), cell: (g) => verdict(i18n, g) },
  ]
}

function GoalName({ what }: { what: string }) {
  const { text, english } = goalText(what, useI18n())
  return english ? <span lang="en">{text}</span> : text
}

function GoalsTable({ id, label, goals }: { id: string; label: string; goals: Goal[] }) {
  const i18n = useI18n()
  return (
    <ResponsiveTable
      id={id}
      label={label}
      rows={goals}
      rowKey={(g) => g.what.replace(/[^a-z0-9]+/gi, '-')}
      title={{ header: i18n.t('admin.retest.what'), cell: (g) => <GoalName what={g.what} /> }}
      columns={columns(i18n)}
    />
  )
}

/**
 * How steady the advice is for real students: the retake goals of the assessment, measured on students who took a
 * grade twice (a premium plan allows it). Asked for with a button, since each report assesses every pair again.
 */
export function RetestSection() {
  const i18n = useI18n()
  const { t, rich } = i18n
  const bold = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>
  const [minDays, setMinDays] = useState(7)
  const [asked, setAsked] = useState(false)
  const report = useRetestReport(minDays, asked)
  const selectId = useId()
  return (
    <section aria-labelledby="admin-retest-title" className="flex flex-col gap-4">
      <h2 id="admin-retest-title" className="text-2xl font-bold text-gray-900">
        {t('admin.retest.title')}
      </h2>
      <p className="text-gray-800">{t('admin.retest.intro', { min: MIN_RETEST_PAIRS })}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="font-semibold text-gray-900">
            {t('admin.retest.pairs')}
          </label>
          <select
            id={selectId}
            value={minDays}
            onChange={(e) => setMinDays(Number(e.target.value))}
            className="min-h-11 rounded-lg border border-gray-500 bg-white px-3 text-base text-gray-900"
          >
            {GAPS.map((g) => (
              <option key={g.days} value={g.days}>
                {t(g.label)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => (asked ? void report.refetch() : setAsked(true))}>
          {asked ? t('admin.retest.measureAgain') : t('admin.retest.measure')}
        </Button>
      </div>
      {asked && (
        <div aria-live="polite">
          {report.isPending ? (
            <LoadingState label={t('admin.retest.loading')} />
          ) : report.isError ? (
            <ErrorPanel
              title={t('admin.retest.failed')}
              message={apiErrorText(report.error, 'admin.tryAgain')}
              onRetry={() => void report.refetch()}
            />
          ) : (
            <div className="flex flex-col gap-3">
              <p className="text-gray-900">
                {rich('admin.retest.summary', {
                  b: bold,
                  pairs: report.data.pairs,
                  hasMedian: report.data.medianDaysApart === null ? 'no' : 'yes',
                  median: report.data.medianDaysApart ?? 0,
                  truncated: report.data.truncated ? 'yes' : 'no',
                  max: MAX_RETEST_PAIRS,
                })}
              </p>
              {report.data.pairs > 0 && <GoalsTable id="admin-retest" label={t('admin.retest.goals')} goals={report.data.goals} />}
              {report.data.pairs > 0 && (
                <section aria-labelledby="admin-retest-careful-title" className="flex flex-col gap-3">
                  <h3 id="admin-retest-careful-title" className="text-lg font-semibold text-gray-900">
                    {t('admin.retest.carefulTitle')}
                  </h3>
                  <p className="text-gray-900">
                    {rich('admin.retest.careful', { b: bold, careful: report.data.careful.pairs, pairs: report.data.pairs })}
                  </p>
                  {report.data.careful.pairs > 0 && (
                    <GoalsTable id="admin-retest-careful" label={t('admin.retest.carefulGoals')} goals={report.data.careful.goals} />
                  )}
                </section>
              )}
              <p className="text-gray-700">{retestNote(report.data, i18n)}</p>
            </div>
          )}
        </div>
      )}
    </section>
  )
}
