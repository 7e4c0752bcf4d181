import type { ReactNode } from 'react'
import { suggestsStream } from '../../../../shared/constants'
import { clusterLedResult } from '../../../../shared/result-clusters'
import { hasInterestSignal, leadingFamily, qualityNotesOf, tieReason, type Recommendation, type TestResults } from '../../../../shared/schemas/results'
import { BandPill } from '../../../components/ui/band-pill'
import { useI18n } from '../../../i18n/i18n'
import { streamText } from '../results-text'
import { InterestStrip } from './profile-chart'

/** One line of the summary's top three: a kind of work (results with clusters) or a career (results stored before). */
interface GlanceItem {
  id: string
  name: string
  matchPercentage: number
  band: Recommendation['band'] | undefined
  tiedWithPrevious: boolean
}

/**
 * One phone screen (360 × 740) of what matters most, in reading order: the response-quality note when there is one,
 * the best career family with the top three kinds of work (careers, for results stored before clusters) and their
 * bands (near-ties said as ties), the stream suggestion for grades 9 and 10, and the interest profile as a compact
 * chart. The details (every kind of work and career, the full profile, next steps) follow below. Results stored before
 * families show the careers, note and chart only. A list A to Z shows names only: no percentage, band or tie.
 */
export function ResultsSummary({ results }: { results: TestResults }) {
  const i18n = useI18n()
  const { t, rich } = i18n
  const { recommendations, families, profile, test, stream } = results
  // Interests that did not differ at all give no order: the list is A to Z (the note above says so).
  const ranked = hasInterestSignal(profile.quality.differentiation)
  const best = ranked ? families?.[0] : undefined
  const tiedFamily = best && families?.[1]?.tiedWithPrevious ? families[1] : undefined
  const led = clusterLedResult(results)
  const top: GlanceItem[] = led
    ? led.groups.slice(0, 3).map(({ cluster }) => ({
        id: cluster.id,
        name: cluster.name,
        matchPercentage: cluster.matchPercentage,
        band: cluster.band,
        tiedWithPrevious: cluster.tiedWithPrevious,
      }))
    : recommendations.slice(0, 3).map((r) => ({
        id: r.id,
        name: glanceName(r.careerField),
        matchPercentage: r.matchPercentage,
        band: r.band,
        tiedWithPrevious: r.tiedWithPrevious === true,
      }))
  // The mark says why a lower match leads a higher one (the family is the steadier finding); where the first is also
  // the highest of the three, the family above already says enough, and the line it would take is one this screen needs.
  const leadsByFamily = led ? led.ledByFamily !== null : leadingFamily(results) !== null
  const markLead = ranked && leadsByFamily && top.slice(1).some((r) => r.matchPercentage > (top[0]?.matchPercentage ?? 0))
  const qualityNotes = qualityNotesOf(results, i18n.locale)
  const first = recommendations[0]
  const suggestedStream = suggestsStream(test.grade) && first?.recommendedStream ? (stream?.stream ?? first.recommendedStream) : null
  const heading = t(!ranked ? 'results.top.unranked' : led ? 'results.top.kinds' : 'results.top.careers')
  const List = ranked ? 'ol' : 'ul'
  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-1.5">
      <h2 id="summary-title" className="sr-only">
        {t('results.summary')}
      </h2>
      {qualityNotes.length > 0 && (
        <section aria-labelledby="care-title" className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-1 text-amber-950">
          <h3 id="care-title" className="font-bold">
            {t('results.care.title')}
          </h3>
          <p className="sr-only">{t('results.care.below')}</p>
          <ul className="list-disc pl-5 text-sm leading-snug">
            {qualityNotes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        </section>
      )}
      <div className="rounded-xl bg-white px-3 py-1.5 shadow-sm ring-1 ring-gray-200">
        {best && (
          <div className="border-b border-gray-200 pb-1">
            {/* The label, the family and its band in one flow, then a tied family, as '(tied with no. 1)' follows a
                kind of work: each takes a line of its own only where it does not fit beside the one before, so the
                summary keeps to the first screen at 360 px. */}
            <p className="flex flex-wrap items-center gap-x-2 leading-snug">
              <span className="text-sm font-semibold text-blue-900">
                {t('results.bestFamily')}
                <span className="sr-only">:</span>
              </span>{' '}
              <span className="font-bold break-words text-gray-900">{best.label}</span> <BandPill band={best.band} small />
              {tiedFamily && <> <span className="text-sm text-gray-800">{t('results.tiedWith', { label: tiedFamily.label })}</span></>}
            </p>
            {best.streamOpens && (
              <p className="text-sm text-gray-800">
                {t('results.streamOpens', best.streamOpens)}
              </p>
            )}
          </div>
        )}
        <h3 id="summary-top-title" className={best ? 'mt-1 font-bold text-gray-900' : 'font-bold text-gray-900'}>
          {heading}
        </h3>
        <List aria-labelledby="summary-top-title" className={ranked ? 'flex flex-col' : 'flex list-disc flex-col pl-5'}>
          {top.map((item, i) => {
            const why = item.tiedWithPrevious ? tieReason(item.matchPercentage, top[i - 1]?.matchPercentage) : null
            return (
              // The name and its match share a line where they fit (a short name), so three fit the first screen.
              <li key={item.id} className={ranked ? 'flex flex-wrap items-center gap-x-2 leading-snug' : 'leading-snug'}>
                <span className="font-semibold break-words text-gray-900">
                  {ranked ? `${i + 1}. ` : ''}
                  {item.name}
                </span>
                {/* The spaces between the parts are for screen readers and copying; the flex gap lays them out. A list
                    A to Z shows no percentage, band or tie. */}
                {ranked && (
                  <>
                    {' '}
                    <span className="flex flex-wrap items-center gap-x-2 text-sm text-gray-700">
                      <span className="font-semibold text-gray-900 tabular-nums">
                        {item.matchPercentage}%<span className="sr-only">{t('results.match.sr')}</span>
                      </span>{' '}
                      <BandPill band={item.band} small />
                      {i === 0 && markLead && <> <span>{t('results.yourBestFamily')}</span></>}
                      {item.tiedWithPrevious && <> <span>{t(why ? 'results.tiedWithNoWhy' : 'results.tiedWithNo', { rank: i })}</span></>}
                    </span>
                  </>
                )}
              </li>
            )
          })}
        </List>
        {suggestedStream && (
          <p className="mt-0.5 text-sm text-gray-800">
            {rich('results.streamFor', {
              grade: test.grade + 1,
              stream: streamText(suggestedStream, i18n),
              b: (chunks: ReactNode[]) => <span className="font-bold text-gray-900">{chunks}</span>,
            })}
          </p>
        )}
      </div>
      <InterestStrip profile={profile} />
    </section>
  )
}

/**
 * A career's name for the summary: without a trailing list in brackets ('Skilled Trades (Electrician, Fitter,
 * Technician)' reads 'Skilled Trades'), which can take two more lines at 360 px; the card below gives the full name.
 * A bracketed abbreviation, as in 'Cost and Management Accountancy (CMA)', stays.
 */
function glanceName(careerField: string): string {
  return careerField.replace(/\s*\([^)]*\s[^)]*\)$/, '')
}
