// Derives the match-percentage calibration (MATCH_CALIBRATION in src/server/assessment/matching.ts) from simulated
// students drawn with seeds the validity test does not use: for each student's top 5 careers, a least-squares fit of
// the true interest correlation on the measured fit and the measured differentiation. Run:
//   node --import tsx tests/assessment/calibrate.ts
// and copy the printed coefficients. The validity test then checks the result on fresh students.
import { CAREERS } from '../../src/server/assessment/careers'
import { GRADES, RIASEC, type Grade } from '../../src/shared/schemas/items'
import { matchCareers } from '../../src/server/assessment/matching'
import { getBank } from '../../src/server/assessment/question-bank'
import { scoreAnswers } from '../../src/server/assessment/scoring'
import { ITEM_WORLDS } from './validity-study'
import { answerTest, drawStudent, interestsFromOccupation, loadOccupations, mulberry32, pearson } from './validity-model'

const rows: number[][] = []
const ys: number[] = []
const occupations = loadOccupations()
for (const grade of GRADES) {
  const bank = getBank(grade as Grade)
  occupations.forEach((occupation, index) => {
    const seed = 7_000_000 + grade * 100_003 + index * 7919
    const traits = mulberry32(seed)
    const student = drawStudent(interestsFromOccupation(occupation, traits), traits)
    const profile = scoreAnswers(grade as Grade, answerTest(bank, student, mulberry32(seed + 1), index % ITEM_WORLDS).answers)
    const d = (profile.quality.differentiation ?? 0) / 100
    const latent = RIASEC.map((t) => student.interests[t])
    for (const m of matchCareers(profile, CAREERS).slice(0, 5)) {
      rows.push([1, m.fit, d, m.fit * d])
      ys.push(pearson(latent, RIASEC.map((t) => m.career.interests[t])))
    }
  })
}

// Normal equations (XᵀX) b = Xᵀy, solved by Gaussian elimination.
const k = 4
const a = Array.from({ length: k }, (_, i) => Array.from({ length: k + 1 }, (_, j) => (j < k ? rows.reduce((s, r) => s + r[i]! * r[j]!, 0) : rows.reduce((s, r, n) => s + r[i]! * ys[n]!, 0))))
for (let i = 0; i < k; i++) {
  const p = a[i]![i]!
  for (let j = i; j <= k; j++) a[i]![j]! /= p
  for (let r = 0; r < k; r++) {
    if (r === i) continue
    const f = a[r]![i]!
    for (let j = i; j <= k; j++) a[r]![j]! -= f * a[i]![j]!
  }
}
const b = a.map((row) => row[k]!)
const predicted = rows.map((r) => r.reduce((s, x, i) => s + x * b[i]!, 0))
console.log('coefficients [1, fit, d, fit·d]:', b.map((x) => x.toFixed(3)).join(', '))
console.log('r(predicted, true fit) =', pearson(predicted, ys).toFixed(3), ' r(fit, true fit) =', pearson(rows.map((r) => r[1]!), ys).toFixed(3), ' n =', rows.length)
