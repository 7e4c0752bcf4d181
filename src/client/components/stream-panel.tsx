import type { StreamRecommendation } from '../../shared/schemas/results'
import { streamText } from '../features/results/results-text'
import { useI18n } from '../i18n/i18n'

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
  const i18n = useI18n()
  const { t } = i18n
  return (
    <section aria-labelledby="stream-title" className="rounded-xl border border-indigo-200 bg-indigo-50 p-5">
      <h2 id="stream-title" className="text-xl font-bold text-gray-900">
        {t('results.stream.title', { grade: forGrade })}
      </h2>
      <p className="mt-2 text-3xl font-bold text-indigo-900">{streamText(stream?.stream ?? fallbackStream, i18n)}</p>
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
              <span className="font-semibold">{t('results.stream.runnerUp')}</span> {streamText(stream.runnerUp, i18n)}
            </p>
          )}
        </>
      )}
    </section>
  )
}
