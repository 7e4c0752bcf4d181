import { hasInterestSignal, leadingFamily, qualityNotesOf, UNRANKED_HEADING, type TestResults } from '../../../../shared/schemas/results'
import { BandPill } from '../../../components/ui/band-pill'
import { InterestStrip } from './profile-chart'

/**
 * One phone screen (360 × 740) of what matters most, in reading order: the response-quality note when there is one,
 * the best career family with the top three careers and their bands (near-ties said as ties), and the interest
 * profile as a compact chart. The details (every career, the full profile, next steps) follow below. Results stored
 * before families existed show the careers, note and chart only.
 */
export function ResultsSummary({ results }: { results: TestResults }) {
  const { recommendations, families, profile } = results
  const best = families?.[0]
  const tiedFamily = families?.[1]?.tiedWithPrevious ? families[1] : undefined
  const top = recommendations.slice(0, 3)
  // The mark says why a lower match leads a higher one (the family is the steadier finding); where the first is also
  // the highest of the three, the family above already says enough, and the line it would take is one this screen needs.
  const markLead = leadingFamily(results) !== null && top.slice(1).some((r) => r.matchPercentage > (top[0]?.matchPercentage ?? 0))
  const qualityNotes = qualityNotesOf(results)
  // Interests that did not differ at all give no order: the careers come A to Z (the note above says so).
  const ranked = hasInterestSignal(profile.quality.differentiation)
  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-2">
      <h2 id="summary-title" className="sr-only">
        Summary
      </h2>
      {qualityNotes.length > 0 && (
        <section aria-labelledby="care-title" className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-1.5 text-amber-950">
          <h3 id="care-title" className="font-bold">
            Read these results with care
          </h3>
          <p className="sr-only">Your matches are still shown below.</p>
          <ul className="list-disc pl-5 text-sm leading-snug">
            {qualityNotes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        </section>
      )}
      <div className="rounded-xl bg-white px-3 py-2 shadow-sm ring-1 ring-gray-200">
        {best && (
          <div className="border-b border-gray-200 pb-1.5">
            {/* The band beside the heading, where it fits at 360 px, and a tied family after the label, as '(tied with
                no. 1)' follows a career's: a long label with the band, or the tie, took a line of its own before. */}
            <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-blue-900">
              Best career family <BandPill band={best.band} small />
            </p>
            <p className="font-bold break-words text-gray-900">
              <span>{best.label}</span>
              {tiedFamily && <span className="text-sm font-normal text-gray-800"> (tied with {tiedFamily.label})</span>}
            </p>
            {best.streamOpens && (
              <p className="text-sm text-gray-800">
                Your stream opens {best.streamOpens.open} of its {best.streamOpens.of} careers.
              </p>
            )}
          </div>
        )}
        <h3 className={best ? 'mt-1.5 font-bold text-gray-900' : 'font-bold text-gray-900'}>{ranked ? 'Your top three careers' : UNRANKED_HEADING}</h3>
        <ol className="flex flex-col gap-1">
          {top.map((r, i) => (
            <li key={r.id}>
              <span className="block leading-snug font-semibold break-words text-gray-900">
                {i + 1}. {glanceName(r.careerField)}
              </span>
              {/* The spaces between the parts are for screen readers and copying; the flex gap lays them out. */}
              <span className="flex flex-wrap items-center gap-x-2 text-sm text-gray-700">
                {' '}
                <span className="font-semibold text-gray-900 tabular-nums">{r.matchPercentage}%</span>{' '}
                <BandPill band={r.band} small />
                {i === 0 && markLead && <> <span>(your best family)</span></>}
                {ranked && r.tiedWithPrevious && <> <span>(tied with no. {i})</span></>}
              </span>
            </li>
          ))}
        </ol>
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
