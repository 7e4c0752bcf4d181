import type { SharedReport } from '../../../../shared/schemas/reports'
import { DownloadReportButton } from './download-report-button'

/** The parents' page: a student's top careers with reasons and stream advice, read-only, with the PDF. */
export function SharedReportView({ report }: { report: SharedReport }) {
  const { firstName, grade, careers, stream, lowConfidence, downloadUrl } = report
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

      {lowConfidence && (
        <section aria-labelledby="care-title" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <h2 id="care-title" className="text-lg font-bold">
            Read these results with care
          </h2>
          <p className="mt-1">
            The answers did not give a clear picture this time. Treat these matches as a starting point to explore
            together, not a final answer.
          </p>
        </section>
      )}

      <section aria-labelledby="top-careers-title">
        <h2 id="top-careers-title" className="text-2xl font-bold text-gray-900">
          Top Career Matches
        </h2>
        <ol className="mt-4 flex flex-col gap-4">
          {careers.map((career, index) => (
            <li key={career.careerField}>
              <article className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200" aria-labelledby={`career-${index}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 id={`career-${index}`} className="text-xl font-bold text-gray-900">
                    <span className="text-blue-700">{index + 1}.</span> {career.careerField}
                  </h3>
                  <p className="font-bold text-blue-800">{career.matchPercentage}% match</p>
                </div>
                <p className="mt-2 text-gray-700">{career.description}</p>
                {career.reasons.length > 0 && (
                  <>
                    <h4 className="mt-3 font-semibold text-gray-900">Why it suits {firstName}</h4>
                    <ul className="mt-1 list-disc space-y-1 pl-5 text-gray-800">
                      {career.reasons.map((reason, i) => (
                        <li key={i}>{reason}</li>
                      ))}
                    </ul>
                  </>
                )}
              </article>
            </li>
          ))}
        </ol>
      </section>

      {stream && (
        <section aria-labelledby="shared-stream-title" className="rounded-xl border border-indigo-200 bg-indigo-50 p-5">
          <h2 id="shared-stream-title" className="text-xl font-bold text-gray-900">
            Stream Recommendation for Grade {stream.forGrade}
          </h2>
          <p className="mt-2 text-3xl font-bold text-indigo-900">{stream.stream}</p>
          {stream.summary && <p className="mt-2 text-gray-800">{stream.summary}</p>}
          {stream.reasons.length > 0 && (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-800">
              {stream.reasons.map((reason, i) => (
                <li key={i}>{reason}</li>
              ))}
            </ul>
          )}
          {stream.runnerUp && (
            <p className="mt-3 text-gray-900">
              <span className="font-semibold">Runner-up:</span> {stream.runnerUp}
            </p>
          )}
        </section>
      )}

      <p className="text-sm text-gray-700">
        These results are guidance, not a verdict: one 30-minute test cannot measure everything a student can do. Talk
        them over together, and with a teacher or counsellor before a big decision.
      </p>
    </div>
  )
}
