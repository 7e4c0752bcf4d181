import type { StreamRecommendation } from '../../shared/schemas/results'

interface StreamPanelProps {
  /** The grade the stream is for: the test's grade + 1. */
  forGrade: number
  /** The first recommendation's stream, used when the server sent no detailed stream advice. */
  fallbackStream: string
  /** The detailed advice; the parents' page may lack a summary or a runner-up. */
  stream: (Pick<StreamRecommendation, 'stream' | 'reasons'> & { summary: string | null; runnerUp: string | null }) | null
}

/** Grades 9 and 10: which stream (Science, Commerce or Arts) to choose next year, and why (results and parents' page). */
export function StreamPanel({ forGrade, fallbackStream, stream }: StreamPanelProps) {
  return (
    <section aria-labelledby="stream-title" className="rounded-xl border border-indigo-200 bg-indigo-50 p-5">
      <h2 id="stream-title" className="text-xl font-bold text-gray-900">
        Stream Recommendation for Grade {forGrade}
      </h2>
      <p className="mt-2 text-3xl font-bold text-indigo-900">{stream?.stream ?? fallbackStream}</p>
      {stream && (
        <>
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
        </>
      )}
    </section>
  )
}
