// How near two career families must be for their order to be a toss-up on a retake, which decides when the result
// names the runner-up as tied with the best ("(tied with …)"; FAMILY_TIE_MARGIN in families.ts). The validity study's
// students (every O*NET occupation, every grade, eight draws of the item effects) take the test twice; by the gap
// between the best family and the runner-up at the first sitting, how often does the runner-up lead at the second?
// Then, for a few margins: how many results name a tie, and how many students see another family on the retake
// with no tie named at either sitting. A few seconds:
//   node --import tsx tests/assessment/family-ties.ts
import { assess } from '../../src/server/assessment/recommend'
import { GRADES, type Grade } from '../../src/shared/schemas/items'
import { getBank } from '../../src/server/assessment/question-bank'
import { ITEM_WORLDS } from './validity-study'
import { answerTest, drawStudent, interestsFromOccupation, loadOccupations, mulberry32 } from './validity-model'

const GAP_BUCKETS = [0.02, 0.04, 0.06, 0.08, 0.1, 0.15, Infinity]
const MARGINS = [0.02, 0.04, 0.06, 0.08]

type Families = { id: string; fit: number }[]
const pairs: [Families, Families][] = []
const occupations = loadOccupations()
for (const grade of GRADES) {
  const bank = getBank(grade as Grade)
  // The same students, answers and times as the validity study (validity-study.ts).
  occupations.forEach((occupation, index) => {
    const seed = grade * 100_003 + index * 7919
    const traits = mulberry32(seed)
    const student = drawStudent(interestsFromOccupation(occupation, traits), traits)
    const time = () => Math.round(900 + 700 * traits())
    const sitting = (offset: number) =>
      assess({ grade: grade as Grade, answers: answerTest(bank, student, mulberry32(seed + offset), index % ITEM_WORLDS).answers, timeSpentSeconds: time() }).families
    const first = sitting(1)
    const second = sitting(2)
    if (first.length > 1 && second.length > 0) pairs.push([first, second])
  })
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
console.log(`${pairs.length} students, each retaken once\n\n${lines.join('\n')}`)
