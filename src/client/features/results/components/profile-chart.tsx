import type { ReactNode } from 'react'
import type { ProfileSummary } from '../../../../shared/schemas/results'
import { useI18n, type I18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
import { cn } from '../../../lib/cn'
import { INTEREST_SHORT, TRAITS } from '../results-text'

type Scores = Record<string, number | null>

const GROUPS = [
  {
    key: 'riasec',
    title: 'results.profile.riasec',
    intro: 'results.profile.riasec.intro',
    bar: 'bg-blue-700',
    traits: ['realistic', 'investigative', 'artistic', 'social', 'enterprising', 'conventional'],
  },
  {
    key: 'workStyle',
    title: 'results.profile.workStyle',
    intro: 'results.profile.workStyle.intro',
    bar: 'bg-emerald-700',
    traits: ['analytical', 'creative', 'leadership', 'teamwork', 'persistence'],
  },
  {
    key: 'aptitude',
    title: 'results.profile.aptitude',
    intro: 'results.profile.aptitude.intro',
    bar: 'bg-violet-700',
    traits: ['logical', 'numerical', 'science'],
  },
] as const satisfies readonly { key: 'riasec' | 'workStyle' | 'aptitude'; title: MessageId; intro: MessageId; bar: string; traits: readonly string[] }[]

const capitalise = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/** Known traits in their usual order, then anything new the server adds, so nothing is silently dropped. */
function entriesOf(scores: Scores, traits: readonly string[], labels: Record<string, MessageId>, { t }: I18n): { key: string; label: string; value: number | null }[] {
  const keys = [...traits.filter((k) => k in scores), ...Object.keys(scores).filter((k) => !traits.includes(k))]
  return keys.map((key) => {
    const id = labels[key]
    return { key, label: id ? t(id) : capitalise(key), value: scores[key] ?? null }
  })
}

/**
 * The interests alone, one short row each (name, bar, score), for the results summary: they decide the matches, and
 * six rows fit a phone screen beside the best family and the top three careers.
 */
export function InterestStrip({ profile }: { profile: ProfileSummary }) {
  const i18n = useI18n()
  const { t, rich } = i18n
  const entries = entriesOf(profile.riasec, GROUPS[0].traits, INTEREST_SHORT, i18n)
  return (
    <section aria-labelledby="interest-chart-title" className="rounded-xl bg-white px-3 py-1.5 shadow-sm ring-1 ring-gray-200">
      <h3 id="interest-chart-title" className="font-bold text-gray-900">
        {rich('results.interests', { small: (chunks: ReactNode[]) => <span className="text-sm font-normal text-gray-700">{chunks}</span> })}
      </h3>
      <ul className="mt-0.5 grid grid-cols-2 gap-x-4 gap-y-0.5">
        {entries.map(({ key, label, value }) => (
          <li key={key} className="text-sm">
            <span className="flex justify-between gap-1">
              <span className="text-gray-900">{label}</span>
              <span className="font-semibold text-gray-900 tabular-nums">
                {value === null ? '–' : Math.round(value)}
                <span className="sr-only">{value === null ? t('results.notEnough.sr') : t('results.outOf100.sr')}</span>
              </span>
            </span>
            <span aria-hidden="true" className="block h-1.5 overflow-hidden rounded-full bg-gray-200">
              <span className="block h-full rounded-full bg-blue-700" style={{ width: `${value === null ? 0 : Math.min(100, Math.max(0, value))}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The student's profile as horizontal bars in plain HTML: each bar's label and value are text, so screen readers,
 * zoom and translation tools read them; the coloured bar itself is decoration.
 */
export function ProfileChart({ profile }: { profile: ProfileSummary }) {
  const i18n = useI18n()
  const { t } = i18n
  return (
    <section aria-labelledby="profile-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id="profile-title" className="text-xl font-bold text-gray-900">
        {t('results.profile')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('results.profile.intro')}</p>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        {GROUPS.map((group) => {
          const entries = entriesOf(profile[group.key], group.traits, TRAITS, i18n)
          if (entries.length === 0) return null
          return (
            <div key={group.key}>
              <h3 className="font-bold text-gray-900">{t(group.title)}</h3>
              <p className="text-sm text-gray-700">{t(group.intro)}</p>
              <ul className="mt-3 flex flex-col gap-3">
                {entries.map(({ key, label, value }) => {
                  const width = value === null ? 0 : Math.min(100, Math.max(0, value))
                  return (
                    <li key={key}>
                      <div className="flex items-baseline justify-between gap-2 text-sm">
                        <span className="text-gray-900">{label}</span>
                        <span className="shrink-0 font-semibold text-gray-900 tabular-nums">
                          {value === null ? t('results.profile.notEnough') : t('results.profile.score', { score: Math.round(value) })}
                        </span>
                      </div>
                      <div aria-hidden="true" className="mt-1 h-3 overflow-hidden rounded-full bg-gray-200">
                        <div className={cn('h-full rounded-full', group.bar)} style={{ width: `${width}%` }} />
                      </div>
                    </li>
                  )
                })}
              </ul>
            </div>
          )
        })}
      </div>
    </section>
  )
}
