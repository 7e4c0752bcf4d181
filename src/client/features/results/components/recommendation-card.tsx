import type { ReactNode } from 'react'
import { tieReason, type Recommendation } from '../../../../shared/schemas/results'
import { cn } from '../../../lib/cn'
import { BandPill } from '../../../components/ui/band-pill'
import { useI18n } from '../../../i18n/i18n'
import { streamText } from '../results-text'

/** Three looks the cards take in turn (docs/product.md, "Results"); every text colour keeps at least 4.5:1 on its background. */
const STYLES = [
  {
    card: 'border-blue-200 bg-blue-50',
    icon: 'bg-blue-700 text-white',
    pill: 'bg-blue-700 text-white',
    path: <path d="m15.5 8.5-2 5-5 2 2-5z M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />,
  },
  {
    card: 'border-emerald-200 bg-emerald-50',
    icon: 'bg-emerald-800 text-white',
    pill: 'bg-emerald-800 text-white',
    path: <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />,
  },
  {
    card: 'border-violet-200 bg-violet-50',
    icon: 'bg-violet-700 text-white',
    pill: 'bg-violet-700 text-white',
    path: <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  },
] as const

/** A card's fold-out: a full-width summary row with a chevron, the content below when open. */
function Fold({ summary, className, children }: { summary: ReactNode; className?: string; children: ReactNode }) {
  return (
    <details className={cn('group rounded-lg bg-white/70 px-3', className)}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 font-semibold text-blue-800 [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className="flex flex-col gap-3 pb-3">{children}</div>
    </details>
  )
}

/** `lang`: the items' own language, where it may not be the page's. */
function DetailList({ title, items, level, lang }: { title: string; items: string[]; level: number; lang?: string }) {
  if (items.length === 0) return null
  const Heading = level >= 6 ? 'h6' : level === 5 ? 'h5' : 'h4'
  return (
    <div>
      <Heading className="font-semibold text-gray-900">{title}</Heading>
      <ul lang={lang} className="mt-1 list-disc space-y-1 pl-5 text-gray-800">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-gray-900">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        {icon}
      </svg>
      <span>{children}</span>
    </p>
  )
}

/**
 * One career match: the field, the match and its band in view; what it is, why it fits and the skills, courses and
 * exams behind a native disclosure, so the list of careers stays short on a phone. A list A to Z (`ranked` false)
 * shows no percentage, band or tie: there is no order to show.
 */
export function RecommendationCard({
  recommendation,
  index,
  familyLabel,
  headingLevel = 3,
  ranked = true,
  above,
  nested = false,
}: {
  recommendation: Recommendation
  index: number
  familyLabel?: string | undefined
  /** 4 under a group's h3 ('Other careers that fit you'), 5 inside a kind of work; inner headings follow one level down. */
  headingLevel?: 3 | 4 | 5
  ranked?: boolean
  /** The percentage of the career shown just above it, which a tie compares with (tieReason). */
  above?: number | undefined
  /** Inside a kind of work's card: less padding and a smaller icon, so the text keeps its width at 360 px. */
  nested?: boolean
}) {
  const i18n = useI18n()
  const { t } = i18n
  const style = STYLES[index % STYLES.length]!
  const Title = (['h3', 'h4', 'h5'] as const)[headingLevel - 3]!
  const Sub = (['h4', 'h5', 'h6'] as const)[headingLevel - 3]!
  const sub = headingLevel + 1
  const { careerField, matchPercentage, description, recommendedStream, reasons, skills, pathways, exams, band, eligibility, outlook } = recommendation
  const tiedWithPrevious = ranked && recommendation.tiedWithPrevious === true
  const tieWhy = tieReason(matchPercentage, above)
  const titleId = `career-${recommendation.id}`
  const hasDetails = skills.length + pathways.length + exams.length > 0
  return (
    <article aria-labelledby={titleId} className={cn('flex h-full flex-col gap-3 rounded-xl border', nested ? 'p-3 sm:p-4' : 'p-5', style.card)}>
      <div className={cn('flex items-start', nested ? 'gap-2' : 'gap-3')}>
        <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center rounded-full', nested ? 'size-8' : 'size-10', style.icon)}>
          <svg viewBox="0 0 24 24" className={nested ? 'size-5' : 'size-6'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
            {style.path}
          </svg>
        </span>
        <div className="min-w-0 flex-1">
          <Title id={titleId} className="text-lg font-bold break-words text-gray-900">
            {careerField}
          </Title>
          {ranked && (
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <span className={cn('inline-block rounded-full px-3 py-0.5 text-sm font-semibold', style.pill)}>{t('results.match', { percent: matchPercentage })}</span>{' '}
              <BandPill band={band} />
            </p>
          )}
          {tiedWithPrevious && (
            <p className="mt-1 text-sm text-gray-800">{t(tieWhy ? 'results.tie.careerWhy' : 'results.tie.career')}</p>
          )}
          {familyLabel && <p className="mt-1 text-sm text-gray-800">{familyLabel}</p>}
        </div>
      </div>
      {eligibility && !eligibility.open && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <span className="font-semibold">{t('results.career.closed')}</span>
          {eligibility.note}
        </p>
      )}
      <Fold
        summary={
          <>
            {t('results.career.what')}
            <span className="sr-only"> ({careerField})</span>
          </>
        }
      >
        <p className="text-gray-800">{description}</p>
        {eligibility?.open && eligibility.note && <p className="text-gray-800">{eligibility.note}</p>}
        {recommendedStream && (
          <Line icon={<path d="M4 19V5l8 4 8-4v14l-8-4z" />}>{t('results.career.stream', { stream: streamText(recommendedStream, i18n) })}</Line>
        )}
        {/* A growth claim only with a source; otherwise the line claims nothing (issue #10). */}
        <Line icon={<path d="m3 17 6-6 4 4 8-8M15 7h6v6" />}>
          {outlook ? t('results.career.outlook', { text: outlook.text, source: outlook.source }) : t('results.career.noOutlook')}
        </Line>
        {reasons.length > 0 && (
          <div>
            <Sub className="font-semibold text-gray-900">{t('results.career.why')}</Sub>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-gray-800">
              {reasons.map((reason, i) => (
                <li key={i}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
      </Fold>
      {hasDetails && (
        <Fold
          className="mt-auto"
          summary={
            <>
              {t('results.career.details')}
              <span className="sr-only">{t('results.career.for.sr', { name: careerField })}</span>
            </>
          }
        >
          <DetailList level={sub} title={t('results.career.skills')} items={skills} />
          <DetailList level={sub} title={t('results.career.pathways')} items={pathways} />
          {/* The exams come in the page's language, their official names (JEE Main, NEET-UG) kept inside the Hindi. */}
          <DetailList level={sub} title={t('results.career.exams')} items={exams} lang={i18n.locale === 'en' ? 'en' : undefined} />
        </Fold>
      )}
        </article>
      )
    }
