import { tieReason, type FamilyMatch } from '../../../../shared/schemas/results'
import type { ClusterGroup, ClusterLedResult } from '../../../../shared/result-clusters'
import { BandPill } from '../../../components/ui/band-pill'
import { useI18n } from '../../../i18n/i18n'
import { RecommendationCard } from './recommendation-card'

/**
 * The careers of a result that ranks clusters: the kinds of work in the engine's order (A to Z when there is no
 * order), each with its match, band and what the work is, and its careers inside as specialisations with their own
 * routes, exams and eligibility; then the careers the student's stream has closed, apart. Headings: the section's h2,
 * a kind of work's h3, its list of specialisations' h4, a career's h5.
 */
export function ClusterMatches({ led, families }: { led: ClusterLedResult; families: FamilyMatch[] | undefined }) {
  const { t } = useI18n()
  const { groups, apart, ranked, ledByFamily } = led
  const familyLabel = (id: string | undefined) => families?.find((f) => f.id === id)?.label
  // Cards take the three looks in turn across the whole result, as a flat list of careers did.
  const firstCard = groups.map((_, i) => groups.slice(0, i).reduce((sum, g) => sum + g.careers.length, 0))
  const afterGroups = groups.reduce((sum, g) => sum + g.careers.length, 0)
  const Kinds = ranked ? 'ol' : 'ul'
  return (
    <section aria-labelledby="matches-title">
      <h2 id="matches-title" className="text-2xl font-bold text-gray-900">
        {t('results.matches')}
      </h2>
      <p className="mt-1 text-gray-700">{ranked ? t('results.matches.kinds') : t('results.matches.kindsUnranked')}</p>
      <Kinds className="mt-4 flex flex-col gap-5">
        {groups.map((group, i) => (
          <li key={group.cluster.id}>
            <ClusterSection
              group={group}
              ranked={ranked}
              rank={i + 1}
              above={groups[i - 1]?.cluster.matchPercentage}
              familyLabel={familyLabel(group.cluster.family)}
              leadFamily={i === 0 ? ledByFamily : null}
              firstCardIndex={firstCard[i] ?? 0}
            />
          </li>
        ))}
      </Kinds>
      {apart.length > 0 && (
        <section aria-labelledby="closed-title" className="mt-6">
          <h3 id="closed-title" className="text-xl font-bold text-balance text-gray-900">
            {t('results.closed.title')}
          </h3>
          <p className="mt-1 text-gray-700">{t('results.closed.text')}</p>
          <ul aria-labelledby="closed-title" className="mt-3 grid gap-4 md:grid-cols-2">
            {apart.map((career, i) => (
              <li key={career.id}>
                <RecommendationCard recommendation={career} index={afterGroups + i} headingLevel={4} ranked={ranked} familyLabel={familyLabel(career.family)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  )
}

function ClusterSection({
  group,
  ranked,
  rank,
  above,
  familyLabel,
  leadFamily,
  firstCardIndex,
}: {
  group: ClusterGroup
  ranked: boolean
  rank: number
  above: number | undefined
  familyLabel: string | undefined
  leadFamily: FamilyMatch | null
  firstCardIndex: number
}) {
  const { t } = useI18n()
  const { cluster, careers } = group
  const titleId = `cluster-${cluster.id}`
  const listId = `cluster-${cluster.id}-careers`
  const tied = ranked && cluster.tiedWithPrevious
  const tieWhy = tieReason(cluster.matchPercentage, above)
  const List = ranked ? 'ol' : 'ul'
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200 sm:p-5">
      <div className="flex items-start gap-3">
        {ranked && (
          <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-700 font-bold text-white">
            {rank}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-xl font-bold text-balance break-words text-gray-900">
            {cluster.name}
          </h3>
          {ranked && (
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <span className="font-bold text-blue-800 tabular-nums">{t('results.match', { percent: cluster.matchPercentage })}</span> <BandPill band={cluster.band} />
            </p>
          )}
          {tied && <p className="mt-1 text-sm text-gray-800">{t(tieWhy ? 'results.tie.kindWhy' : 'results.tie.kind')}</p>}
          {familyLabel && <p className="mt-1 text-sm text-gray-800">{familyLabel}</p>}
        </div>
      </div>
      {leadFamily && (
        <p className="mt-3 rounded-lg bg-blue-50 p-3 text-blue-950">
          {t('results.leadFamily', { label: leadFamily.label })}
        </p>
      )}
      <p className="mt-3 text-gray-800">{cluster.description}</p>
      <h4 id={listId} className="mt-4 font-semibold text-gray-900">
        {careers.length === 1 ? t('results.kind.one') : t('results.kind.many', { count: careers.length })}
        <span className="sr-only">{t('results.kind.in.sr', { name: cluster.name })}</span>
      </h4>
      <List aria-labelledby={listId} className="mt-2 grid gap-3 md:grid-cols-2">
        {careers.map((career, k) => (
          <li key={career.id}>
            <RecommendationCard
              // The first career of a kind of work follows another kind's careers: it ties with none of them.
              recommendation={k === 0 ? { ...career, tiedWithPrevious: false } : career}
              index={firstCardIndex + k}
              headingLevel={5}
              ranked={ranked}
              nested
              above={k > 0 ? careers[k - 1]!.matchPercentage : undefined}
            />
          </li>
        ))}
      </List>
    </section>
  )
}
