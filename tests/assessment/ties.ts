// How near two career families must be for their order to be a toss-up on a retake, which decides when the result
// names the runner-up as tied with the best ("(tied with …)"; FAMILY_TIE_MARGIN in families.ts). The validity study's
// students (every O*NET occupation, every grade, eight draws of the item effects) take the test twice; by the gap
// between the best family and the runner-up at the first sitting, how often does the runner-up lead at the second?
// Then, for a few margins: how many results name a tie, and how many students see another family on the retake
// with no tie named at either sitting. Last, the same question for clusters next to each other in the top five (by
// fit, before the family's lead is moved up). About ten seconds:
//   node --import tsx tests/assessment/ties.ts
import { matchCareers } from '../../src/server/assessment/matching'
import { rankClusters } from '../../src/server/assessment/families'
import { assess } from '../../src/server/assessment/recommend'
import { scoreWithBank } from '../../src/server/assessment/scoring'
import { getBank } from '../../src/server/assessment/question-bank'
import { studyStudents } from './validity-study'

const GAP_BUCKETS = [0.02, 0.04, 0.06, 0.08, 0.1, 0.15, Infinity]
const MARGINS = [0.02, 0.04, 0.06, 0.08]

type Families = { id: string; fit: number }[]
const pairs: [Families, Families][] = []
const CLUSTER_GAPS = [0.01, 0.02, 0.04, 0.06, 0.1, Infinity]
const clusterPairs = CLUSTER_GAPS.map(() => ({ n: 0, flipped: 0 }))
for (const { grade, first: answersA, second: answersB, times } of studyStudents()) {
  const bank = getBank(grade)
  const first = assess({ grade, answers: answersA.answers, timeSpentSeconds: times[0] }).families
  const second = assess({ grade, answers: answersB.answers, timeSpentSeconds: times[1] }).families
  if (first.length > 1 && second.length > 0) pairs.push([first, second])
  const [a, b] = [answersA, answersB].map((x) => {
    const profile = scoreWithBank(grade, bank, x.answers, times[0])
    return rankClusters(matchCareers(profile), profile.quality).map((c) => ({ id: c.id, fit: c.fit }))
  })
  for (let k = 0; k < 4; k++) {
    const bucket = clusterPairs[CLUSTER_GAPS.findIndex((to) => a![k]!.fit - a![k + 1]!.fit < to)]!
    bucket.n++
    if (b!.findIndex((m) => m.id === a![k + 1]!.id) < b!.findIndex((m) => m.id === a![k]!.id)) bucket.flipped++
  }
}

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`
const lines = ['| gap at the first sitting | students | the runner-up leads at the retake | another family leads |', '|---|---|---|---|']
let from = 0
for (const to of GAP_BUCKETS) {
  const inBucket = pairs.filter(([a]) => a[0]!.fit - a[1]!.fit >= from && a[0]!.fit - a[1]!.fit < to)
  const runnerUp = inBucket.filter(([a, b]) => b[0]!.id === a[1]!.id).length
  const changed = inBucket.filter(([a, b]) => b[0]!.id !== a[0]!.id).length
  lines.push(`| ${from.toFixed(2)}–${to === Infinity ? '' : to.toFixed(2)} | ${inBucket.length} (${pct(inBucket.length, pairs.length)}) | ${pct(runnerUp, inBucket.length)} | ${pct(changed, inBucket.length)} |`)
  from = to
}
lines.push('', '| tie margin | results naming a tie | another family on the retake, a tie named | another family, no tie named |', '|---|---|---|---|')
// The result names one family beside the best: the runner-up, when it is within the margin.
const tied = (f: Families, margin: number) => (f[1] && f[0]!.fit - f[1].fit < margin ? [f[1].id] : [])
for (const margin of MARGINS) {
  const naming = pairs.filter(([a]) => tied(a, margin).length > 0).length
  const changed = pairs.filter(([a, b]) => a[0]!.id !== b[0]!.id)
  const warned = changed.filter(([a, b]) => tied(a, margin).includes(b[0]!.id) || tied(b, margin).includes(a[0]!.id)).length
  lines.push(`| ${margin} | ${pct(naming, pairs.length)} | ${pct(warned, pairs.length)} | ${pct(changed.length - warned, pairs.length)} |`)
}
lines.push('', '| clusters next to each other in the top five: gap | pairs | the order flips at the retake |', '|---|---|---|')
let start = 0
CLUSTER_GAPS.forEach((to, i) => {
  const { n, flipped } = clusterPairs[i]!
  lines.push(`| ${start.toFixed(2)}–${to === Infinity ? '' : to.toFixed(2)} | ${n} (${pct(n, 4 * pairs.length)}) | ${pct(flipped, n)} |`)
  start = to
})
console.log(`${pairs.length} students, each retaken once\n\n${lines.join('\n')}`)
