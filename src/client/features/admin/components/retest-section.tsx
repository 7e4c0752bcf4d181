import { useId, useState } from 'react'
import { MAX_RETEST_PAIRS, MIN_RETEST_PAIRS, type RetestReport } from '../../../../shared/schemas/admin'
import { Button } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { apiErrorMessage } from '../../../lib/api-client'
import { useRetestReport } from '../api/get-retest-report'
import { ResponsiveTable, type Column } from './responsive-table'

type Goal = RetestReport['goals'][number]

const GAPS = [
  { days: 0, label: 'Any gap' },
  { days: 7, label: 'At least a week apart' },
  { days: 14, label: 'At least two weeks apart' },
]

const verdict = (g: Goal) => (g.met === null ? 'Too few pairs to judge' : g.met ? 'Met' : 'Not met')

const columns: Column<Goal>[] = [
  {
    header: 'Measured',
    cell: (g) => (g.measured === null ? '—' : `${g.measured} % (95 % interval ${g.low} to ${g.high} %)`),
  },
  { header: 'Goal', cell: (g) => `${g.goal} % or more` },
  { header: 'Verdict', cell: verdict },
]

function GoalsTable({ id, label, goals }: { id: string; label: string; goals: Goal[] }) {
  return (
    <ResponsiveTable
      id={id}
      label={label}
      rows={goals}
      rowKey={(g) => g.what.replace(/[^a-z0-9]+/gi, '-')}
      title={{ header: 'What', cell: (g) => g.what.charAt(0).toUpperCase() + g.what.slice(1) }}
      columns={columns}
    />
  )
}

/**
 * How steady the advice is for real students: the retake goals of the assessment, measured on students who took a
 * grade twice (a premium plan allows it). Asked for with a button, since each report assesses every pair again.
 */
export function RetestSection() {
  const [minDays, setMinDays] = useState(7)
  const [asked, setAsked] = useState(false)
  const report = useRetestReport(minDays, asked)
  const selectId = useId()
  return (
    <section aria-labelledby="admin-retest-title" className="flex flex-col gap-4">
      <h2 id="admin-retest-title" className="text-2xl font-bold text-gray-900">
        Retest study
      </h2>
      <p className="text-gray-800">
        Students on a premium plan may take a grade again. Their two sittings, assessed with today&apos;s engine, show
        how often a student gets the same advice on a retake. A goal is judged from {MIN_RETEST_PAIRS} pairs.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="font-semibold text-gray-900">
            Pairs of sittings
          </label>
          <select
            id={selectId}
            value={minDays}
            onChange={(e) => setMinDays(Number(e.target.value))}
            className="min-h-11 rounded-lg border border-gray-500 bg-white px-3 text-base text-gray-900"
          >
            {GAPS.map((g) => (
              <option key={g.days} value={g.days}>
                {g.label}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => (asked ? void report.refetch() : setAsked(true))}>
          {asked ? 'Measure again' : 'Measure'}
        </Button>
      </div>
      {asked && (
        <div aria-live="polite">
          {report.isPending ? (
            <LoadingState label="Measuring the retakes..." />
          ) : report.isError ? (
            <ErrorPanel
              title="Could not measure the retakes"
              message={apiErrorMessage(report.error, 'Please check your connection and try again.')}
              onRetry={() => void report.refetch()}
            />
          ) : (
            <div className="flex flex-col gap-3">
              <p className="text-gray-900">
                <span className="font-semibold">{report.data.pairs}</span> {report.data.pairs === 1 ? 'student' : 'students'} took a grade
                twice
                {report.data.medianDaysApart === null ? '' : `, a median of ${report.data.medianDaysApart} days apart`}
                {report.data.truncated ? ` (the most recent ${MAX_RETEST_PAIRS.toLocaleString('en-IN')})` : ''}.
              </p>
              {report.data.pairs > 0 && <GoalsTable id="admin-retest" label="Retake goals" goals={report.data.goals} />}
              {report.data.pairs > 0 && (
                <section aria-labelledby="admin-retest-careful-title" className="flex flex-col gap-3">
                  <h3 id="admin-retest-careful-title" className="text-lg font-semibold text-gray-900">
                    Without a &ldquo;read with care&rdquo; note
                  </h3>
                  <p className="text-gray-900">
                    <span className="font-semibold">{report.data.careful.pairs}</span> of the {report.data.pairs} had no such note at
                    either sitting (careless, rushed or very even answers bring one). A rushed retake changes the advice without saying
                    anything about the test, so compare their figures with those above.
                  </p>
                  {report.data.careful.pairs > 0 && (
                    <GoalsTable id="admin-retest-careful" label="Retake goals, without a read-with-care note" goals={report.data.careful.goals} />
                  )}
                </section>
              )}
              <p className="text-gray-700">{report.data.note}</p>
            </div>
          )}
        </div>
      )}
    </section>
  )
}
