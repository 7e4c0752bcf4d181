// What the retake goals need (docs/assessment.md §8, "What it would take"). The validity study's students (every
// O*NET occupation, five grades, the six interest types weighted equally) measured by a linear instrument: their
// latent interests plus Gaussian noise of a given size at each sitting, ranked by the engine itself
// (recommendFromProfile). Each row gives the instrument's retake agreement (the correlation of a student's six scores
// at one sitting with the six at the other, averaged over students) and the study's three cluster-level goals. The
// goals follow the retake agreement, so the agreement each goal needs can be read off, and Spearman-Brown turns the
// gap between the engine's own agreement and that into how many times today's interest answers it would take. The
// engine's profiles on the shipped banks and on banks of the blueprint are measured the same way. Run:
//   node --import tsx tests/assessment/frontier.ts     (about a minute)
import { GRADES, RIASEC, type Grade, type RiasecType } from '../../src/shared/schemas/items'
import { recommendFromProfile } from '../../src/server/assessment/recommend'
import { scoreWithBank, type Profile } from '../../src/server/assessment/scoring'
import { CAREERS } from '../../src/server/assessment/careers'
import { careerProfile, blueprintBank } from './fixtures'
import { clusterOf } from './study-clusters'
import { bestCareer, shippedCohorts, studyStudents, type Cohort } from './validity-study'
import { gaussian, mulberry32, pearson } from './validity-model'

const GOALS = { sameFamily: 0.8, top5Clusters: 0.7, bestClusterInTop5: 0.85 } as const
type GoalKey = keyof typeof GOALS

interface Row {
  label: string
  agreement: number
  validity: number
  goals: Record<GoalKey, number>
}

/** A profile whose interest scores are these six numbers (any scale: matching reads their shape). */
const template = careerProfile(CAREERS[0]!, 10)
function profileOf(grade: Grade, scores: readonly number[]): Profile {
  const riasec = Object.fromEntries(RIASEC.map((t, i) => [t, scores[i]!])) as Record<RiasecType, number>
  const values = [...scores].sort((a, b) => b - a)
  const differentiation = values[0]! - values.slice(1).reduce((s, v) => s + v, 0) / 5
  return { ...template, grade, riasec, quality: { ...template.quality, differentiation: Math.max(differentiation, 0.1) } }
}

function view(profile: Profile) {
  const result = recommendFromProfile(profile, { count: 5 })
  return { family: result.families[0]?.id, clusters: result.clusters.map((c) => c.id) }
}

/** The three goals and the agreement over pairs of sittings, with the six types weighted equally. */
function measure(label: string, pairs: Iterable<{ latent: number[]; first: Profile; second: Profile; weight: number; best: string }>): Row {
  let w = 0
  const sum = { agreement: 0, validity: 0, sameFamily: 0, top5Clusters: 0, bestClusterInTop5: 0 }
  for (const { latent, first, second, weight, best } of pairs) {
    const a = view(first)
    const b = view(second)
    const x = RIASEC.map((t) => first.riasec[t]!)
    const y = RIASEC.map((t) => second.riasec[t]!)
    w += weight
    sum.agreement += weight * (pearson(x, y) ?? 0)
    sum.validity += weight * (pearson(x, latent) ?? 0)
    sum.sameFamily += weight * Number(a.family === b.family)
    sum.top5Clusters += (weight * a.clusters.filter((c) => b.clusters.includes(c)).length) / 5
    sum.bestClusterInTop5 += weight * Number(a.clusters.includes(clusterOf(best)))
  }
  return {
    label,
    agreement: sum.agreement / w,
    validity: sum.validity / w,
    goals: { sameFamily: sum.sameFamily / w, top5Clusters: sum.top5Clusters / w, bestClusterInTop5: sum.bestClusterInTop5 / w },
  }
}

const STRIDE = 2
const students = [...studyStudents({ stride: STRIDE })]

function* linear(sd: number) {
  for (const s of students) {
    const latent = RIASEC.map((t) => s.student.interests[t])
    const rng = mulberry32(31_000_000 + s.grade * 100_003 + s.index)
    const noisy = () => latent.map((x) => 50 + 20 * (x + sd * gaussian(rng)))
    yield { latent, first: profileOf(s.grade, noisy()), second: profileOf(s.grade, noisy()), weight: s.weight, best: bestCareer(s.student) }
  }
}

function* engine(cohorts: readonly Cohort[]) {
  for (const s of studyStudents({ stride: STRIDE, cohorts })) {
    const latent = RIASEC.map((t) => s.student.interests[t])
    const first = scoreWithBank(s.grade, s.cohort.bank, s.first.answers, s.times[0])
    const second = scoreWithBank(s.grade, s.cohort.bank, s.second.answers, s.times[1])
    yield { latent, first, second, weight: s.weight, best: bestCareer(s.student) }
  }
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`
const rows: Row[] = []
for (const sd of [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1.0]) {
  rows.push(measure(`latent interests + noise SD ${sd}`, linear(sd)))
  process.stderr.write(`noise ${sd} done\n`)
}
const shipped = measure('the engine, shipped banks', engine(shippedCohorts()))
const blueprint = measure('the engine, banks of the blueprint (placeholder wording)', engine((GRADES as readonly Grade[]).map((grade) => ({ grade, bank: blueprintBank(grade) }))))

const lines = [
  `| instrument | retake agreement | validity r | same #1 family (≥ 80 %) | top-5 clusters survive (≥ 70 %) | best cluster in top 5 (≥ 85 %) |`,
  '|---|---|---|---|---|---|',
]
for (const r of [...rows, shipped, blueprint]) {
  lines.push(`| ${r.label} | ${r.agreement.toFixed(3)} | ${r.validity.toFixed(3)} | ${pct(r.goals.sameFamily)} | ${pct(r.goals.top5Clusters)} | ${pct(r.goals.bestClusterInTop5)} |`)
}

/** The retake agreement at which the linear instrument reaches a goal (interpolated between the rows around it). */
function agreementNeeded(key: GoalKey): number | undefined {
  const sorted = [...rows].sort((a, b) => a.agreement - b.agreement)
  for (let i = 1; i < sorted.length; i++) {
    const [lo, hi] = [sorted[i - 1]!, sorted[i]!]
    if (lo.goals[key] < GOALS[key] && hi.goals[key] >= GOALS[key]) {
      return lo.agreement + ((GOALS[key] - lo.goals[key]) / (hi.goals[key] - lo.goals[key])) * (hi.agreement - lo.agreement)
    }
  }
  return sorted[0]!.goals[key] >= GOALS[key] ? sorted[0]!.agreement : undefined
}
/** Spearman-Brown: how many times the answers a measurement of agreement `from` needs to reach agreement `to`. */
const lengthening = (from: number, to: number) => (to * (1 - from)) / (from * (1 - to))

lines.push('', '| goal | agreement needed (linear instrument) | engine, shipped banks: agreement, answers needed | engine, blueprint: agreement, answers needed |', '|---|---|---|---|')
for (const key of Object.keys(GOALS) as GoalKey[]) {
  const needed = agreementNeeded(key)
  const cell = (r: Row) =>
    needed === undefined ? 'not reached' : `${r.agreement.toFixed(3)}, ${r.agreement >= needed ? 'met by agreement' : `${lengthening(r.agreement, needed).toFixed(1)} times today's`}`
  lines.push(`| ${key} ≥ ${pct(GOALS[key])} | ${needed === undefined ? 'not reached by any row' : needed.toFixed(3)} | ${cell(shipped)} | ${cell(blueprint)} |`)
}
console.log(`${students.length} students (every ${STRIDE}nd O*NET occupation × ${GRADES.length} grades), each measured twice\n\n${lines.join('\n')}`)
