import type { ReactNode } from 'react'
import { leadingFamily, type TestResults } from '../../../../shared/schemas/results'
import { BandPill } from '../../../components/ui/band-pill'
import { ProfileChart } from './profile-chart'

/**
 * One phone screen of what matters most: the best career family, the top three careers with their bands (near-ties
 * said as ties), the response-quality note (`children`) and the interest chart. Results stored before families
 * existed show the careers, note and chart only.
 */
export function ResultsSummary({ results, children }: { results: TestResults; children?: ReactNode }) {
  const { recommendations, families, profile } = results
  const best = families?.[0]
  const tiedFamily = families?.[1]?.tiedWithPrevious ? families[1] : undefined
  const top = recommendations.slice(0, 3)
  const lead = leadingFamily(results)
  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-4">
      <h2 id="summary-title" className="sr-only">
        Summary
      </h2>
      {best && (
        <div className="rounded-xl bg-blue-50 p-4 ring-1 ring-blue-200">
          <p className="text-sm font-semibold text-blue-900">Your best career family</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xl font-bold text-gray-900">
            <span>{best.label}</span>
            <BandPill band={best.band} />
          </p>
          {tiedFamily && <p className="mt-1 text-gray-800">{tiedFamily.label} fits you about as well.</p>}
        </div>
      )}
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <h3 className="text-lg font-bold text-gray-900">Your top three careers</h3>
        <ol className="mt-2 flex flex-col gap-2">
          {top.map((r, i) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="min-w-0 font-semibold break-words text-gray-900">
                {i + 1}. {r.careerField}
                {i === 0 && lead && <span className="ml-1 text-sm font-normal text-gray-700">(top of your best family)</span>}
                {r.tiedWithPrevious && <span className="ml-1 text-sm font-normal text-gray-700">(about equal to the one above)</span>}
              </span>
              <span className="flex items-center gap-2">
                <span className="font-semibold text-gray-900 tabular-nums">{r.matchPercentage}%</span>
                <BandPill band={r.band} />
              </span>
            </li>
          ))}
        </ol>
      </div>
      {children}
      <ProfileChart profile={profile} interestsOnly />
    </section>
  )
}
