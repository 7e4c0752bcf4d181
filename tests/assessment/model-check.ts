// What the validity study's response model implies for single items, the figures its error split was set by
// (MODEL.persistentShare in validity-model.ts): on the shipped banks, the correlation of two interest ratings of the
// same type at one sitting (the "dislike" one reversed), of one rating with itself at the retake, and how often a
// forced choice is answered the same way at the retake, over every O*NET occupation and grade, for several shares of
// the error that repeats on a retake; then the validity study's goal figures on banks of the blueprint for each share.
// Run (a few minutes):
//   node --import tsx tests/assessment/model-check.ts
import { GRADES, RIASEC, type Grade } from '../../src/shared/schemas/items'
import { getBank } from '../../src/server/assessment/question-bank'
import { answerTest, drawStudent, interestsFromOccupation, loadOccupations, MODEL, mulberry32, pearson } from './validity-model'
import { cohortsOf } from './noise'
import { runValidityStudy, show } from './validity-study'

const occupations = loadOccupations()
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
console.log('| share of the error that repeats | two ratings of one type, one sitting | one rating, two sittings | one choice, same answer at the retake |')
console.log('|---|---|---|---|')
for (const persistentShare of [0, 0.2, 0.35, 0.5]) {
  const model = { ...MODEL, persistentShare }
  const within: number[] = []
  const retest: number[] = []
  const sameChoice: number[] = []
  for (const grade of GRADES as readonly Grade[]) {
    const bank = getBank(grade)
    const ratings = bank.filter((item) => item.section === 'Interests' && item.type === 'rating_scale')
    const choices = bank.filter((item) => item.section === 'Interests' && item.type === 'multiple_choice')
    const first: Record<string, number[]> = {}
    const second: Record<string, number[]> = {}
    let same = 0
    occupations.forEach((occupation, index) => {
      const seed = grade * 100_003 + index * 7919
      const traits = mulberry32(seed)
      const student = drawStudent(interestsFromOccupation(occupation, traits), traits)
      const a = answerTest(bank, student, mulberry32(seed + 1), index % 8, model).answers
      const b = answerTest(bank, student, mulberry32(seed + 2), index % 8, model).answers
      for (const item of ratings) {
        if (item.type !== 'rating_scale') continue
        const key = Object.values(item.weights).find((w) => w) ?? 1
        const position = (answer: string) => (key > 0 ? Number(answer) : 6 - Number(answer))
        ;(first[item.id] ??= []).push(position(a[item.id]!))
        ;(second[item.id] ??= []).push(position(b[item.id]!))
      }
      for (const item of choices) if (a[item.id] === b[item.id]) same++
    })
    for (const type of RIASEC) {
      const pair = ratings.filter((item) => item.type === 'rating_scale' && item.weights[type])
      if (pair.length >= 2) within.push(pearson(first[pair[0]!.id]!, first[pair[1]!.id]!))
    }
    for (const item of ratings) retest.push(pearson(first[item.id]!, second[item.id]!))
    sameChoice.push(same / (choices.length * occupations.length))
  }
  console.log(`| ${persistentShare}${persistentShare === MODEL.persistentShare ? ' (the model)' : ''} | ${mean(within).toFixed(2)} | ${mean(retest).toFixed(2)} | ${(100 * mean(sameChoice)).toFixed(1)} % |`)
}

const GOAL_KEYS = ['sameFamily', 'top5Clusters', 'bestClusterInTop5', 'streamScience', 'streamCommerce', 'streamHumanities', 'randomCaught']
console.log(`\n| share of the error that repeats (blueprint banks) | ${GOAL_KEYS.join(' | ')} |`)
console.log(`|---|${GOAL_KEYS.map(() => '---|').join('')}`)
for (const persistentShare of [0, 0.35, 0.5]) {
  const { figures } = runValidityStudy({ cohorts: cohortsOf('blueprint'), model: { ...MODEL, persistentShare } })
  console.log(`| ${persistentShare} | ${GOAL_KEYS.map((k) => show(figures.find((f) => f.key === k)!.value, 'pct')).join(' | ')} |`)
}
