import type { SharedReport } from '../../../../shared/schemas/reports'
import { CLOSE_MATCHES_NOTE, streamOpensNote, UNRANKED_HEADING } from '../../../../shared/schemas/results'
import { StreamPanel } from '../../../components/stream-panel'
import { BandPill } from '../../../components/ui/band-pill'
import { DownloadReportButton } from './download-report-button'

/**
 * The parents' page, read-only, with the PDF: the results screen's summary (the best career family, the top three
 * careers with their bands and near-ties, the response-quality note), each career's reasons, and the stream panel
 * (advice for grades 9-10, the stream studied for grades 11-12). Results stored before families show no family.
 */
export function SharedReportView({ report }: { report: SharedReport }) {
  const { firstName, grade, bestFamily, careers, currentStream, stream, lowConfidence, qualityNotes, downloadUrl } = report
  // Interests that did not differ at all give no order: A to Z, with no percentage, band or tie.
  const ranked = report.ranked !== false
  const lead = ranked && report.ledByFamily && bestFamily ? bestFamily : null
  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="font-semibold text-blue-700">Shared career report</p>
        <h1 className="mt-1 text-3xl font-bold text-balance break-words text-gray-900">{firstName}&apos;s Career Results</h1>
        <p className="mt-1 text-lg text-gray-700">Grade {grade} assessment</p>
        <p className="mt-3 text-gray-800">
          {firstName} took Disha&apos;s grade {grade} career assessment and shared these results with you. The full
          report has the profile, every career match, education pathways, entrance exams and next steps.
        </p>
        <div className="mt-4 flex flex-col sm:flex-row">
          <DownloadReportButton url={downloadUrl} label="Download the Full Report (PDF)" />
        </div>
      </div>

      {bestFamily && (
        <section aria-labelledby="family-title" className="rounded-xl bg-blue-50 p-4 ring-1 ring-blue-200">
          <h2 id="family-title" className="text-sm font-semibold text-blue-900">
            {firstName}&apos;s best career family
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xl font-bold text-gray-900">
            <span>{bestFamily.label}</span>
            <span className="text-base font-semibold tabular-nums">{bestFamily.matchPercentage}% match</span>
            <BandPill band={bestFamily.band} />
          </p>
          {bestFamily.streamOpens && <p className="mt-1 text-gray-800">{streamOpensNote(bestFamily.streamOpens)}</p>}
          {bestFamily.tiedWith && (
            <p className="mt-1 text-gray-800">
              {bestFamily.tiedWith.label} fits {firstName} about as well.
            </p>
          )}
        </section>
      )}

      {lowConfidence && (
        <section aria-labelledby="care-title" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <h2 id="care-title" className="text-lg font-bold">
            Read these results with care
          </h2>
          <p className="mt-1">
            The matches are still shown, but the answers did not give a clear picture this time. Treat them as a starting
            point to explore together, not a final answer.
          </p>
          {qualityNotes.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {qualityNotes.map((note, i) => (
                <li key={i}>{note}</li>
              ))}
            </ul>
          )}
        </section>
      )}

      {report.clusters && report.clusters.length > 0 ? (
        <ClusterList report={report} clusters={report.clusters} ranked={ranked} />
      ) : (
        <section aria-labelledby="top-careers-title">
          <h2 id="top-careers-title" className="text-2xl font-bold text-gray-900">
            {ranked ? 'Top Career Matches' : UNRANKED_HEADING}
          </h2>
          {lead ? (
            <>
              {/* The best family's top career leads, apart and under the family's name, so a higher match below it
                  reads as a career from another family, not a mistake in the order (as on the results screen). */}
              <h3 id="lead-careers-title" className="mt-4 text-xl font-bold text-balance text-gray-900">
                Top career in {firstName}&apos;s best-fitting family: {lead.label}
              </h3>
              <p className="mt-1 text-gray-700">
                {lead.label} fits {firstName} best as a whole family, so its top career comes first, even if a career from
                another family has a higher match on its own.
              </p>
              <ol aria-labelledby="lead-careers-title" className="mt-3 flex flex-col gap-4">
                {careers.slice(0, 1).map((career) => (
                  <li key={career.careerField}>
                    <CareerCard career={career} index={0} firstName={firstName} level={4} ranked />
                  </li>
                ))}
              </ol>
              {careers.length > 1 && (
                <>
                  <h3 id="other-careers-title" className="mt-6 text-xl font-bold text-balance text-gray-900">
                    Other careers that fit {firstName}
                  </h3>
                  <p className="mt-1 text-gray-700">From the best match down, from every family. {CLOSE_MATCHES_NOTE}</p>
                  <ol aria-labelledby="other-careers-title" start={2} className="mt-3 flex flex-col gap-4">
                    {careers.slice(1).map((career, i) => (
                      <li key={career.careerField}>
                        <CareerCard career={career} index={i + 1} firstName={firstName} level={4} ranked />
                      </li>
                    ))}
                  </ol>
                </>
              )}
            </>
          ) : ranked ? (
            <ol className="mt-4 flex flex-col gap-4">
              {careers.map((career, index) => (
                <li key={career.careerField}>
                  <CareerCard career={career} index={index} firstName={firstName} level={3} ranked />
                </li>
              ))}
            </ol>
          ) : (
            <>
              <p className="mt-1 text-gray-700">
                {firstName}&apos;s answers did not show which careers fit better, so they are listed A to Z, with no match percentages.
              </p>
              <ul className="mt-4 flex flex-col gap-4">
                {careers.map((career, index) => (
                  <li key={career.careerField}>
                    <CareerCard career={career} index={index} firstName={firstName} level={3} ranked={false} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}

      {currentStream && (
        <section aria-labelledby="current-stream-title" className="rounded-xl border border-indigo-200 bg-indigo-50 p-5">
          <h2 id="current-stream-title" className="text-xl font-bold text-gray-900">
            Current Stream
          </h2>
          <p className="mt-2 text-lg font-bold text-indigo-900">{currentStream}</p>
          <p className="mt-2 text-gray-800">
            The matches take this stream into account. Careers it no longer opens are named in the full report, each with
            the route that remains.
          </p>
        </section>
      )}

      {stream && <StreamPanel forGrade={stream.forGrade} fallbackStream={stream.stream} stream={stream} />}

      <p className="text-sm text-gray-700">
        These results are guidance, not a verdict: one 30-minute test cannot measure everything a student can do. Talk
        them over together, and with a teacher or counsellor before a big decision.
      </p>
    </div>
  )
}

/** One career on the parents' page; `level` is its title's heading level (4 under a group's heading). */
function CareerCard({
  career,
  index,
  firstName,
  level,
  ranked,
}: {
  career: SharedReport['careers'][number]
  index: number
  firstName: string
  level: 3 | 4
  ranked: boolean
}) {
  const Title = level === 4 ? 'h4' : 'h3'
  const Sub = level === 4 ? 'h5' : 'h4'
  return (
    <article className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200" aria-labelledby={`career-${index}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Title id={`career-${index}`} className="text-xl font-bold text-gray-900">
          {ranked && <span className="text-blue-700">{index + 1}. </span>}
          {career.careerField}
        </Title>
        {ranked && (
          <p className="flex items-center gap-2">
            <span className="font-bold text-blue-800 tabular-nums">{career.matchPercentage}% match</span> <BandPill band={career.band} />
          </p>
        )}
      </div>
      {ranked && career.tiedWithPrevious && <p className="mt-1 text-sm text-gray-800">{tieSentence('the one above', career.tieReason)}</p>}
      {career.description && <p className="mt-2 text-gray-700">{career.description}</p>}
      {career.reasons.length > 0 && (
        <>
          <Sub className="mt-3 font-semibold text-gray-900">Why it suits {firstName}</Sub>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-gray-800">
            {career.reasons.map((reason, i) => (
              <li key={i}>{reason}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  )
}

/** 'About equal to the one above.', with why when the two show different percentages. */
function tieSentence(what: string, reason: string | undefined): string {
  return `About equal to ${what}${reason ? `: ${reason}` : ''}.`
}

type SharedCluster = NonNullable<SharedReport['clusters']>[number]

/**
 * The top kinds of work, as the results screen leads with them: each with its match, band, what the work is, why it
 * suits the student and its careers inside. A list A to Z shows names only.
 */
function ClusterList({ report, clusters, ranked }: { report: SharedReport; clusters: SharedCluster[]; ranked: boolean }) {
  const { firstName } = report
  const Kinds = ranked ? 'ol' : 'ul'
  return (
    <section aria-labelledby="top-careers-title">
      <h2 id="top-careers-title" className="text-2xl font-bold text-gray-900">
        {ranked ? 'Top Career Matches' : UNRANKED_HEADING}
      </h2>
      <p className="mt-1 text-gray-700">
        {ranked
          ? `By kind of work: each kind groups careers that suit the same interests, with its careers inside. The full report has every kind of work ${firstName} matched.`
          : `${firstName}'s answers did not show which kinds of work fit better, so they are listed A to Z, with no match percentages.`}
      </p>
      <Kinds className="mt-4 flex flex-col gap-4">
        {clusters.map((cluster, i) => {
          const titleId = `kind-${i}`
          const careersId = `kind-${i}-careers`
          const Careers = ranked ? 'ol' : 'ul'
          return (
            <li key={cluster.name}>
              <article className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200" aria-labelledby={titleId}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 id={titleId} className="text-xl font-bold text-gray-900">
                    {ranked && <span className="text-blue-700">{i + 1}. </span>}
                    {cluster.name}
                  </h3>
                  {ranked && (
                    <p className="flex items-center gap-2">
                      <span className="font-bold text-blue-800 tabular-nums">{cluster.matchPercentage}% match</span> <BandPill band={cluster.band} />
                    </p>
                  )}
                </div>
                {ranked && cluster.tiedWithPrevious && <p className="mt-1 text-sm text-gray-800">{tieSentence('the kind of work above', cluster.tieReason)}</p>}
                {cluster.family && <p className="mt-1 text-sm text-gray-800">{cluster.family}</p>}
                {i === 0 && ranked && report.clusterLeadFamily && (
                  <p className="mt-2 text-gray-800">
                    It comes first because {report.clusterLeadFamily} fits {firstName} best as a whole family, even though a kind of work from another
                    family has a higher match on its own.
                  </p>
                )}
                {cluster.description && <p className="mt-2 text-gray-700">{cluster.description}</p>}
                <h4 id={careersId} className="mt-3 font-semibold text-gray-900">
                  {cluster.careers.length === 1 ? 'Its career' : `Its ${cluster.careers.length} specialisations`}
                  <span className="sr-only"> in {cluster.name}</span>
                </h4>
                <Careers aria-labelledby={careersId} className="mt-1 flex flex-col gap-1 text-gray-800">
                  {cluster.careers.map((career) => (
                    <li key={career.careerField} className="flex flex-wrap items-center gap-x-2">
                      <span className="font-semibold text-gray-900">{career.careerField}</span>
                      {ranked && (
                        <>
                          {' '}
                          <span className="inline-flex items-center gap-2 whitespace-nowrap">
                            <span className="text-sm tabular-nums">{career.matchPercentage}% match</span> <BandPill band={career.band} small />
                          </span>
                        </>
                      )}
                      {ranked && career.tiedWithPrevious && (
                        <>
                          {' '}
                          <span className="text-sm">({tieSentence('the one above', career.tieReason).replace(/\.$/, '').toLowerCase()})</span>
                        </>
                      )}
                    </li>
                  ))}
                </Careers>
                {cluster.reasons.length > 0 && (
                  <>
                    <h4 className="mt-3 font-semibold text-gray-900">Why it suits {firstName}</h4>
                    <ul className="mt-1 list-disc space-y-1 pl-5 text-gray-800">
                      {cluster.reasons.map((reason, k) => (
                        <li key={k}>{reason}</li>
                      ))}
                    </ul>
                  </>
                )}
              </article>
            </li>
          )
        })}
      </Kinds>
    </section>
  )
}
