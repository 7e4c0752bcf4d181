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
 * The student's profile as horizontal bars in plain HTML: each bar's label and value are text, so screen readers,
 * zoom and translation tools read them; the coloured bar itself is decoration.
 */
export function ProfileChart({ profile, interestsOnly = false }: { profile: ProfileSummary; interestsOnly?: boolean }) {
  // The summary shows the interests alone, small: they decide the matches. The full profile comes further down.
  const groups = interestsOnly ? GROUPS.filter((g) => g.key === 'riasec') : GROUPS
  const headingId = interestsOnly ? 'interest-chart-title' : 'profile-title'
  return (
    <section aria-labelledby={headingId} className={cn('rounded-xl bg-white shadow-sm ring-1 ring-gray-200', interestsOnly ? 'p-4' : 'p-5')}>
      <h2 id={headingId} className={cn('font-bold text-gray-900', interestsOnly ? 'text-lg' : 'text-xl')}>
        {interestsOnly ? 'Your interests' : 'Your Profile'}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{interestsOnly ? 'What you enjoy, each out of 100. Your matches rest mostly on these.' : 'Each score is out of 100.'}</p>
      <div className={cn('grid gap-6', interestsOnly ? 'mt-3' : 'mt-4 md:grid-cols-3')}>
        {groups.map((group) => {
          const entries = entriesOf(profile[group.key], group.labels)
          if (entries.length === 0) return null
          return (
            <div key={group.key}>
              {!interestsOnly && <h3 className="font-bold text-gray-900">{group.title}</h3>}
              {!interestsOnly && <p className="text-sm text-gray-700">{group.intro}</p>}
              <ul className={cn('flex flex-col', interestsOnly ? 'gap-2' : 'mt-3 gap-3')}>
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
