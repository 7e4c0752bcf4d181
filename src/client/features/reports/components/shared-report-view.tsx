import type { SharedReport } from '../../../../shared/schemas/reports'
import { TIE_REASON } from '../../../../shared/schemas/results'
import { StreamPanel } from '../../../components/stream-panel'
import { BandPill } from '../../../components/ui/band-pill'
import { useI18n, type I18n } from '../../../i18n/i18n'
import { DownloadReportButton } from './download-report-button'

/**
 * The parents' page, read-only, with the PDF: the results screen's summary (the best career family, the top three
 * careers with their bands and near-ties, the response-quality note), each career's reasons, and the stream panel
 * (advice for grades 9-10, the stream studied for grades 11-12). Results stored before families show no family.
 */
export function SharedReportView({ report }: { report: SharedReport }) {
  const { t } = useI18n()
  const { firstName, grade, bestFamily, careers, currentStream, stream, lowConfidence, qualityNotes, downloadUrl } = report
  const name = firstName
  // Interests that did not differ at all give no order: A to Z, with no percentage, band or tie.
  const ranked = report.ranked !== false
  const lead = ranked && report.ledByFamily && bestFamily ? bestFamily : null
  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="font-semibold text-blue-700">{t('parents.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-bold text-balance break-words text-gray-900">{t('parents.title', { name })}</h1>
        <p className="mt-1 text-lg text-gray-700">{t('parents.grade', { grade })}</p>
        <p className="mt-3 text-gray-800">{t('parents.intro', { name, grade })}</p>
        <div className="mt-4 flex flex-col sm:flex-row">
          <DownloadReportButton url={downloadUrl} label={t('parents.download')} />
        </div>
      </div>

      {bestFamily && (
        <section aria-labelledby="family-title" className="rounded-xl bg-blue-50 p-4 ring-1 ring-blue-200">
          <h2 id="family-title" className="text-sm font-semibold text-blue-900">
            {t('parents.family.title', { name })}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xl font-bold text-gray-900">
            <span>{bestFamily.label}</span>
            <span className="text-base font-semibold tabular-nums">{t('parents.match', { percent: bestFamily.matchPercentage })}</span>
            <BandPill band={bestFamily.band} />
          </p>
          {bestFamily.streamOpens && <p className="mt-1 text-gray-800">{t('parents.family.streamOpens', bestFamily.streamOpens)}</p>}
          {bestFamily.tiedWith && (
            <p className="mt-1 text-gray-800">{t('parents.family.tied', { family: bestFamily.tiedWith.label, name })}</p>
          )}
        </section>
      )}

      {lowConfidence && (
        <section aria-labelledby="care-title" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <h2 id="care-title" className="text-lg font-bold">
            {t('parents.care.title')}
          </h2>
          <p className="mt-1">{t('parents.care.message')}</p>
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
            {t(ranked ? 'parents.top' : 'parents.unranked')}
          </h2>
          {lead ? (
            <>
              {/* The best family's top career leads, apart and under the family's name, so a higher match below it
                  reads as a career from another family, not a mistake in the order (as on the results screen). */}
              <h3 id="lead-careers-title" className="mt-4 text-xl font-bold text-balance text-gray-900">
                {t('parents.lead.title', { name, family: lead.label })}
              </h3>
              <p className="mt-1 text-gray-700">{t('parents.lead.why', { name, family: lead.label })}</p>
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
                    {t('parents.others.title', { name })}
                  </h3>
                  <p className="mt-1 text-gray-700">{t('parents.others.intro')}</p>
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
              <p className="mt-1 text-gray-700">{t('parents.unranked.careers', { name })}</p>
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
            {t('parents.currentStream.title')}
          </h2>
          <p className="mt-2 text-lg font-bold text-indigo-900">{currentStream}</p>
          <p className="mt-2 text-gray-800">{t('parents.currentStream.note')}</p>
        </section>
      )}

      {stream && <StreamPanel forGrade={stream.forGrade} fallbackStream={stream.stream} stream={stream} />}

      <p className="text-sm text-gray-700">{t('parents.guidance')}</p>
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
  const i18n = useI18n()
  const { t } = i18n
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
            <span className="font-bold text-blue-800 tabular-nums">{t('parents.match', { percent: career.matchPercentage })}</span> <BandPill band={career.band} />
          </p>
        )}
      </div>
      {ranked && career.tiedWithPrevious && <p className="mt-1 text-sm text-gray-800">{tieSentence('career', career.tieReason, i18n)}</p>}
      {career.description && <p className="mt-2 text-gray-700">{career.description}</p>}
      {career.reasons.length > 0 && (
        <>
          <Sub className="mt-3 font-semibold text-gray-900">{t('parents.why', { name: firstName })}</Sub>
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

/**
 * 'About equal to the one above.', with why when the two show different percentages; `inline` is the same in
 * brackets, after a career's name in a kind of work. The server gives the reason in English: its one sentence
 * (TIE_REASON) is said in the page's language.
 */
function tieSentence(what: 'career' | 'kind' | 'inline', reason: string | undefined, { locale, t }: I18n): string {
  const why = reason && locale !== 'en' && reason === TIE_REASON ? t('parents.tie.reason') : reason
  if (what === 'career') return why ? t('parents.tie.careerWhy', { reason: why }) : t('parents.tie.career')
  if (what === 'kind') return why ? t('parents.tie.kindWhy', { reason: why }) : t('parents.tie.kind')
  return why ? t('parents.tie.inlineWhy', { reason: why }) : t('parents.tie.inline')
}

type SharedCluster = NonNullable<SharedReport['clusters']>[number]

/**
 * The top kinds of work, as the results screen leads with them: each with its match, band, what the work is, why it
 * suits the student and its careers inside. A list A to Z shows names only.
 */
function ClusterList({ report, clusters, ranked }: { report: SharedReport; clusters: SharedCluster[]; ranked: boolean }) {
  const i18n = useI18n()
  const { t } = i18n
  const name = report.firstName
  const Kinds = ranked ? 'ol' : 'ul'
  return (
    <section aria-labelledby="top-careers-title">
      <h2 id="top-careers-title" className="text-2xl font-bold text-gray-900">
        {t(ranked ? 'parents.top' : 'parents.unranked')}
      </h2>
      <p className="mt-1 text-gray-700">{t(ranked ? 'parents.kinds.intro' : 'parents.unranked.kinds', { name })}</p>
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
                      <span className="font-bold text-blue-800 tabular-nums">{t('parents.match', { percent: cluster.matchPercentage })}</span> <BandPill band={cluster.band} />
                    </p>
                  )}
                </div>
                {ranked && cluster.tiedWithPrevious && <p className="mt-1 text-sm text-gray-800">{tieSentence('kind', cluster.tieReason, i18n)}</p>}
                {cluster.family && <p className="mt-1 text-sm text-gray-800">{cluster.family}</p>}
                {i === 0 && ranked && report.clusterLeadFamily && (
                  <p className="mt-2 text-gray-800">{t('parents.kind.leadWhy', { family: report.clusterLeadFamily, name })}</p>
                )}
                {cluster.description && <p className="mt-2 text-gray-700">{cluster.description}</p>}
                <h4 id={careersId} className="mt-3 font-semibold text-gray-900">
                  {t('parents.kind.careers', { count: cluster.careers.length })}
                  <span className="sr-only">{t('parents.kind.in', { kind: cluster.name })}</span>
                </h4>
                <Careers aria-labelledby={careersId} className="mt-1 flex flex-col gap-1 text-gray-800">
                  {cluster.careers.map((career) => (
                    <li key={career.careerField} className="flex flex-wrap items-center gap-x-2">
                      <span className="font-semibold text-gray-900">{career.careerField}</span>
                      {ranked && (
                        <>
                          {' '}
                          <span className="inline-flex items-center gap-2 whitespace-nowrap">
                            <span className="text-sm tabular-nums">{t('parents.match', { percent: career.matchPercentage })}</span> <BandPill band={career.band} small />
                          </span>
                        </>
                      )}
                      {ranked && career.tiedWithPrevious && (
                        <>
                          {' '}
                          <span className="text-sm">{tieSentence('inline', career.tieReason, i18n)}</span>
                        </>
                      )}
                    </li>
                  ))}
                </Careers>
                {cluster.reasons.length > 0 && (
                  <>
                    <h4 className="mt-3 font-semibold text-gray-900">{t('parents.why', { name })}</h4>
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
