import { INTEREST_SHORT_LABELS } from '../../../../shared/constants'
import type { ProfileSummary } from '../../../../shared/schemas/results'
import { cn } from '../../../lib/cn'

type Scores = Record<string, number | null>

const GROUPS: { key: 'riasec' | 'workStyle' | 'aptitude'; title: string; intro: string; bar: string; labels: Record<string, string> }[] = [
  {
    key: 'riasec',
    title: 'Interests',
    intro: 'The kinds of activities you enjoy.',
    bar: 'bg-blue-700',
    labels: {
      realistic: 'Hands-on (Realistic)',
      investigative: 'Investigating (Investigative)',
      artistic: 'Creating (Artistic)',
      social: 'Helping people (Social)',
      enterprising: 'Leading and persuading (Enterprising)',
      conventional: 'Organising (Conventional)',
    },
  },
  {
    key: 'workStyle',
    title: 'Work style',
    intro: 'How you like to work.',
    bar: 'bg-emerald-700',
    labels: {
      analytical: 'Analytical thinking',
      creative: 'Creativity',
      leadership: 'Leadership',
      teamwork: 'Teamwork',
      persistence: 'Persistence',
    },
  },
  {
    key: 'aptitude',
    title: 'Aptitudes',
    intro: 'How you did on the reasoning, number and science questions.',
    bar: 'bg-violet-700',
    labels: { logical: 'Logical reasoning', numerical: 'Numerical ability', science: 'Science' },
  },
]

const capitalise = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/** Known traits in their usual order, then anything new the server adds, so nothing is silently dropped. */
function entriesOf(scores: Scores, labels: Record<string, string>): { key: string; label: string; value: number | null }[] {
  const keys = [...Object.keys(labels).filter((k) => k in scores), ...Object.keys(scores).filter((k) => !(k in labels))]
  return keys.map((key) => ({ key, label: labels[key] ?? capitalise(key), value: scores[key] ?? null }))
}

/**
 * The interests alone, one short row each (name, bar, score), for the results summary: they decide the matches, and
 * six rows fit a phone screen beside the best family and the top three careers.
 */
export function InterestStrip({ profile }: { profile: ProfileSummary }) {
  const entries = entriesOf(profile.riasec, INTEREST_SHORT_LABELS)
  return (
    <section aria-labelledby="interest-chart-title" className="rounded-xl bg-white px-3 py-1.5 shadow-sm ring-1 ring-gray-200">
      <h3 id="interest-chart-title" className="font-bold text-gray-900">
        Your interests <span className="text-sm font-normal text-gray-700">(out of 100)</span>
      </h3>
      <ul className="mt-0.5 grid grid-cols-2 gap-x-4 gap-y-0.5">
        {entries.map(({ key, label, value }) => (
          <li key={key} className="text-sm">
            <span className="flex justify-between gap-1">
              <span className="text-gray-900">{label}</span>
              <span className="font-semibold text-gray-900 tabular-nums">
                {value === null ? '–' : Math.round(value)}
                <span className="sr-only">{value === null ? ': not enough answers' : ' out of 100'}</span>
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
  return (
    <section aria-labelledby="profile-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id="profile-title" className="text-xl font-bold text-gray-900">
        Your Profile
      </h2>
      <p className="mt-1 text-sm text-gray-700">Each score is out of 100.</p>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        {GROUPS.map((group) => {
          const entries = entriesOf(profile[group.key], group.labels)
          if (entries.length === 0) return null
          return (
            <div key={group.key}>
              <h3 className="font-bold text-gray-900">{group.title}</h3>
              <p className="text-sm text-gray-700">{group.intro}</p>
              <ul className="mt-3 flex flex-col gap-3">
                {entries.map(({ key, label, value }) => {
                  const width = value === null ? 0 : Math.min(100, Math.max(0, value))
                  return (
                    <li key={key}>
                      <div className="flex items-baseline justify-between gap-2 text-sm">
                        <span className="text-gray-900">{label}</span>
                        <span className="shrink-0 font-semibold text-gray-900 tabular-nums">
                          {value === null ? 'Not enough answers' : `${Math.round(value)} / 100`}
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
