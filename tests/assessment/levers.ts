// The engine's levers on the goals, measured and not adopted (docs/assessment.md §8, "The goals"): the validity study
// on the shipped banks (or the blueprint's placeholder banks), averaged over three samples of students, with the
// family ranked another way (a slower rank decay; the student's profile sharpened before the family is chosen; the
// 14 families merged into 10, a catalogue change measured as a what-if, by family or cluster by cluster), and the
// stream suggestion leaning to Science in close calls. Each variant re-ranks the engine's own matches; the first row is the engine as it ships, rebuilt the
// same way, and must equal the study's figures. Run (about five minutes; a kind and a part of a label narrow it):
//   node --import tsx tests/assessment/levers.ts [shipped|blueprint] [label text]
import { CAREERS } from '../../src/server/assessment/careers'
import { rankClusters } from '../../src/server/assessment/families'
import { matchCareers, type CareerMatch } from '../../src/server/assessment/matching'
import { assess, type RecommendationResult } from '../../src/server/assessment/recommend'
import { pearson, scoreWithBank, type Profile } from '../../src/server/assessment/scoring'
import { RIASEC } from '../../src/shared/schemas/items'
import { cohortsOf, NOISE_SEED_STEP } from './noise'
import type { Engine } from './validity-engine'
import { runValidityStudy } from './validity-study'

interface Lever {
  label: string
  /** The family's rank decay (the engine's FAMILY_RANK_DECAY is 0.5). */
  decay?: number
  /** Rank the families on the student's deviations from their own mean raised to this power (sign kept). */
  power?: number
  /**
   * Merge the catalogue's families as this map says, a family id or `cluster:<id>` (one cluster moved) to the family it
   * joins (a what-if: the catalogue is data this study does not change).
   */
  merge?: Record<string, string>
  /** Suggest Science when its stream score is within this many points (of 100) of the best. */
  scienceMargin?: number
  /** A cluster's fit as the rank-discounted mean of its careers' (decay 0.5) instead of its best career's. */
  clusterMean?: boolean
  /** List the clusters family by family (families in their order, clusters by fit inside each). */
  byFamily?: boolean
}

const MERGED_INTO_10: Record<string, string> = {
  'allied-health': 'health',
  'skilled-trades': 'engineering-technology',
  'government-defence': 'law-public-service',
  'beauty-wellness': 'hospitality-tourism',
}

function mergedFamily(lever: Lever, family: string, cluster: string): string {
  return lever.merge?.[`cluster:${cluster}`] ?? lever.merge?.[family] ?? family
}

function familyFits(profile: Profile, matches: readonly CareerMatch[], lever: Lever): { id: string; fit: number }[] {
  const decay = lever.decay ?? 0.5
  const types = RIASEC.filter((t) => profile.riasec[t] !== null)
  const mean = types.reduce((s, t) => s + profile.riasec[t]!, 0) / types.length
  const sharpened = types.map((t) => {
    const d = profile.riasec[t]! - mean
    return Math.sign(d) * Math.abs(d) ** (lever.power ?? 1)
  })
  const fitOf = (m: CareerMatch) => (lever.power ? (pearson(sharpened, types.map((t) => m.career.interests[t])) ?? -1) : m.fit)
  const byFamily = new Map<string, number[]>()
  for (const m of matches) {
    const family = mergedFamily(lever, m.career.family, m.career.cluster)
    byFamily.set(family, [...(byFamily.get(family) ?? []), fitOf(m)])
  }
  return [...byFamily.entries()]
    .map(([id, fits]) => {
      const sorted = fits.sort((a, b) => b - a)
      const weights = sorted.map((_, k) => decay ** k)
      return { id, fit: sorted.reduce((s, f, k) => s + weights[k]! * f, 0) / weights.reduce((s, w) => s + w, 0) }
    })
    .sort((a, b) => b.fit - a.fit || (a.id < b.id ? -1 : 1))
}

/** The engine with one lever pulled: its own result, with the families, the lead cluster and the stream re-chosen. */
function engineWith(lever: Lever): Engine {
  return (input, bank) => {
    const shipped = assess(input, { bank, count: CAREERS.length })
    const profile = scoreWithBank(input.grade, bank, input.answers, input.timeSpentSeconds)
    const matches = matchCareers(profile)
    const families = familyFits(profile, matches, lever)
    const lead = families[0]?.id
    const familyOf = (c: { family: string; id: string }) => mergedFamily(lever, c.family, c.id)
    const byId = new Map(matches.map((m) => [m.career.id, m]))
    const clusters = rankClusters(matches, profile.quality)
      .map((c) => {
        if (!lever.clusterMean) return c
        const fits = c.careerIds.map((id) => byId.get(id)!.fit)
        const weights = fits.map((_, k) => 0.5 ** k)
        return { ...c, fit: fits.reduce((s, f, k) => s + weights[k]! * f, 0) / weights.reduce((s, w) => s + w, 0) }
      })
      .sort((a, b) => b.fit - a.fit || (a.id < b.id ? -1 : 1))
    const rank = new Map(families.map((f, i) => [f.id, i]))
    const first = clusters.findIndex((c) => familyOf(c) === lead)
    const ordered = lever.byFamily
      ? [...clusters].sort((a, b) => rank.get(familyOf(a))! - rank.get(familyOf(b))! || b.fit - a.fit)
      : first > 0
        ? [clusters[first]!, ...clusters.slice(0, first), ...clusters.slice(first + 1)]
        : clusters
    let stream = shipped.stream
    if (stream && lever.scienceMargin !== undefined) {
      const { science, commerce, humanities } = stream.scores as Record<string, number>
      if (science! + lever.scienceMargin >= Math.max(commerce!, humanities!)) stream = { ...stream, stream: 'Science (PCM or PCB)' }
    }
    return {
      ...shipped,
      families: families.map((f, i) => ({ ...(shipped.families.find((x) => x.id === f.id) ?? shipped.families[0]!), id: f.id, fit: f.fit, tiedWithPrevious: i > 0 && families[i - 1]!.fit - f.fit < 0.06 })),
      clusters: ordered,
      ...(stream ? { stream } : {}),
    } as RecommendationResult
  }
}

const LEVERS: Lever[] = [
  { label: 'the engine as it ships, rebuilt' },
  { label: 'family rank decay 0.6', decay: 0.6 },
  { label: 'family rank decay 0.7', decay: 0.7 },
  { label: 'family rank decay 0.85', decay: 0.85 },
  { label: 'families on the profile sharpened, power 1.5', power: 1.5 },
  { label: 'families on the profile sharpened, power 2', power: 2 },
  { label: 'families on the profile sharpened, power 2, decay 0.7', power: 2, decay: 0.7 },
  { label: 'what-if: the 14 families merged into 10', merge: MERGED_INTO_10 },
  { label: "a cluster's fit as the rank-discounted mean of its careers'", clusterMean: true },
  { label: 'clusters listed family by family', byFamily: true },
  { label: 'Science when within 2 points of the best stream', scienceMargin: 2 },
  { label: 'Science when within 4 points of the best stream', scienceMargin: 4 },
]
const KEYS = ['sameFamily', 'bestFamilyLeads', 'top5Clusters', 'bestClusterInTop5', 'streamScience', 'streamCommerce', 'streamHumanities'] as const
const SAMPLES = 3
/** `shipped` (the banks the app draws from, the default) or `blueprint` (placeholder banks of the blueprint). */
const KIND = process.argv[2] ?? 'shipped'
/** Only the levers whose label contains this text (the first row always runs: it checks the rebuild). */
const ONLY = process.argv[3]

const lines = [`| lever (mean of ${SAMPLES} samples) | ${KEYS.join(' | ')} |`, `|---|${KEYS.map(() => '---|').join('')}`]
for (const lever of LEVERS.filter((l, i) => i === 0 || !ONLY || l.label.includes(ONLY))) {
  const sums = Object.fromEntries(KEYS.map((k) => [k, 0])) as Record<(typeof KEYS)[number], number>
  for (let k = 0; k < SAMPLES; k++) {
    const { figures } = runValidityStudy({ cohorts: cohortsOf(KIND), engine: engineWith(lever), seedOffset: k * NOISE_SEED_STEP, flatPerGrade: 0, randomPerGrade: 0 })
    for (const key of KEYS) sums[key] += figures.find((f) => f.key === key)!.value / SAMPLES
  }
  // Merged families cannot be compared with the family of the best-fitting career, which is one of the fourteen.
  const cell = (k: (typeof KEYS)[number]) => (lever.merge && k === 'bestFamilyLeads' ? '–' : `${(100 * sums[k]).toFixed(1)} %`)
  lines.push(`| ${lever.label} | ${KEYS.map(cell).join(' | ')} |`)
  process.stderr.write(`${lever.label} done\n`)
}
console.log(lines.join('\n'))
