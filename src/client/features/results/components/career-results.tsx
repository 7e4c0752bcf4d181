import type { ReactNode } from 'react'
import { hasInterestSignal, leadingFamily, otherNotesOf, type Recommendation, type TestResults } from '../../../../shared/schemas/results'
import { clusterLedResult } from '../../../../shared/result-clusters'
import { minutesTaken, secondsTaken } from '../../../../shared/time-taken'
import { ClusterMatches } from './cluster-matches'
import { ProfileChart } from './profile-chart'
import { RecommendationCard } from './recommendation-card'
import { ResultsSummary } from './results-summary'
import { StreamPanel } from '../../../components/stream-panel'
import { useI18n } from '../../../i18n/i18n'
import { BOARD_NAMES, CURRENT_STREAM_NAMES } from '../results-text'

const STREAM_GRADES = new Set([9, 10])

/**
 * A test's results. First one phone screen of summary (the response-quality note, the best family, the top three
 * kinds of work or careers, the stream suggestion for grades 9 and 10, the interest chart), then the details: the
 * test's facts, the kinds of work with their careers inside (results stored before clusters: every career as a card),
 * the full profile, next steps, stream advice for grades 9 and 10, and the notes. `actions` are the buttons the page adds.
 */
export function CareerResults({ results, actions }: { results: TestResults; actions?: ReactNode }) {
  const { t, rich } = useI18n()
  const bold = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>
  const { test, recommendations, stream, profile } = results
  const first = recommendations[0]
  const answered = Object.keys(test.answers).length
  // Minutes taken, rounded down (docs/product.md, "Results"; the one rule of time-taken.ts). A test under a minute also says its seconds,
  // so '0' is not read as no time.
  const seconds = secondsTaken(test.timeSpent)
  const minutes = minutesTaken(test.timeSpent)
  const showStream = STREAM_GRADES.has(test.grade) && Boolean(first?.recommendedStream)
  const otherNotes = otherNotesOf(results)
  const ranked = hasInterestSignal(profile.quality.differentiation)
  const led = clusterLedResult(results)

  return (
    <div className="flex flex-col gap-6">
      <div className="-mb-4">
        <h1 className="text-2xl font-bold text-balance text-gray-900 sm:text-3xl">{t('results.title')}</h1>
        <p className="break-words text-gray-700">{test.studentName}</p>
      </div>

      <ResultsSummary results={results} />

      <div>
        {test.board && (
          <p className="mt-1 text-gray-800">{rich('results.board', { board: t(BOARD_NAMES[test.board]), b: bold })}</p>
        )}
        {test.currentStream && (
          <p className="mt-1 text-gray-800">{rich('results.currentStream', { stream: t(CURRENT_STREAM_NAMES[test.currentStream]), b: bold })}</p>
        )}
        <dl className="mt-3 grid grid-cols-3 gap-2 sm:gap-4">
          {(
            [
              [t('results.fact.grade'), String(test.grade)],
              [t('results.fact.answered'), String(answered)],
              [t('results.fact.minutes'), String(minutes), minutes === 0 ? t('results.fact.seconds', { seconds }) : undefined],
            ] as const
          ).map(([label, value, detail]) => (
            <div key={label} className="rounded-xl bg-white p-2 text-center shadow-sm ring-1 ring-gray-200">
              <dt className="text-sm text-gray-700">{label}</dt>
              <dd className="text-xl font-bold text-gray-900">
                {value}
                {detail && <span className="block text-sm font-normal text-gray-700">{detail}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      {led ? <ClusterMatches led={led} families={results.families} /> : <CareerMatches results={results} ranked={ranked} />}

      <ProfileChart profile={profile} />

      {/* The top match's steps, only when there is an order (a list A to Z has no top match). */}
      {first && first.nextSteps.length > 0 && ranked && (
        <section aria-labelledby="next-steps-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <h2 id="next-steps-title" className="text-xl font-bold text-gray-900">
            {t('results.nextSteps')}
          </h2>
          <ol className="mt-3 flex flex-col gap-3">
            {first.nextSteps.map((step, i) => (
              <li key={i} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                <span className="text-gray-800">{step}</span>
              </li>
            ))}
          </ol>
        </section>
      )}

      {showStream && first?.recommendedStream && (
        <StreamPanel forGrade={test.grade + 1} fallbackStream={first.recommendedStream} stream={stream} />
      )}

      {otherNotes.length > 0 && (
        <section aria-labelledby="notes-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <h2 id="notes-title" className="text-xl font-bold text-gray-900">
            {t('results.notes')}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-800">
            {otherNotes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        </section>
      )}

      {actions}
    </div>
  )
}

/**
 * The careers of a result stored before clusters, as such results were always shown: the best family's top career
 * apart when the result leads with it, then the others from the best match down; a list A to Z (`ranked` false) says
 * so and shows no percentages or bands.
 */
function CareerMatches({ results, ranked }: { results: TestResults; ranked: boolean }) {
  const { t } = useI18n()
  const { recommendations } = results
  const lead = ranked ? leadingFamily(results) : null
  const card = (recommendation: Recommendation, index: number, headingLevel: 3 | 4) => (
    <RecommendationCard
      recommendation={recommendation}
      index={index}
      headingLevel={headingLevel}
      ranked={ranked}
      above={recommendations[index - 1]?.matchPercentage}
      familyLabel={results.families?.find((f) => f.id === recommendation.family)?.label}
    />
  )
  return (
    <section aria-labelledby="matches-title">
      <h2 id="matches-title" className="text-2xl font-bold text-gray-900">
        {t('results.matches')}
      </h2>
      {lead ? (
        <>
          <p className="mt-1 text-gray-700">{t('results.matches.open')}</p>
          {/* The best family's top career leads, apart and under the family's name, so a higher match below it reads
              as what it is: a career from another family, not a mistake in the order. */}
          <h3 id="lead-title" className="mt-4 text-xl font-bold text-balance text-gray-900">
            {t('results.lead.title', { label: lead.label })}
          </h3>
          <p className="mt-1 text-gray-700">{t('results.lead.why', { label: lead.label })}</p>
          <ol aria-labelledby="lead-title" className="mt-3 grid gap-4 md:grid-cols-2">
            {recommendations.slice(0, 1).map((recommendation) => (
              <li key={recommendation.id}>{card(recommendation, 0, 4)}</li>
            ))}
          </ol>
          {recommendations.length > 1 && (
            <>
              <h3 id="others-title" className="mt-6 text-xl font-bold text-balance text-gray-900">
                {t('results.others.title')}
              </h3>
              <p className="mt-1 text-gray-700">{t('results.others.text', { label: lead.label })}</p>
              <ol aria-labelledby="others-title" start={2} className="mt-3 grid gap-4 md:grid-cols-2">
                {recommendations.slice(1).map((recommendation, i) => (
                  <li key={recommendation.id}>{card(recommendation, i + 1, 4)}</li>
                ))}
              </ol>
            </>
          )}
        </>
      ) : (
        <>
          <p className="mt-1 text-gray-700">
            {ranked ? t('results.matches.ranked') : t('results.matches.unranked')}
          </p>
          {ranked ? (
            <ol className="mt-4 grid gap-4 md:grid-cols-2">
              {recommendations.map((recommendation, index) => (
                <li key={recommendation.id}>{card(recommendation, index, 3)}</li>
              ))}
            </ol>
          ) : (
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {recommendations.map((recommendation, index) => (
                <li key={recommendation.id}>{card(recommendation, index, 3)}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
