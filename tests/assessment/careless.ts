// What careless answering is told: simulated students (validity-model.ts, one in three O*NET occupations, every
// grade) answer honestly, at random, or by rating everything 3, and the cluster the result leads with (its
// percentage and band, and how well its first career truly fits) is compared. Figures in docs/assessment.md §4 ("A
// result read with care calls no fit strong"). Run:
//   node --import tsx tests/assessment/careless.ts   (a few seconds)
import { CAREERS } from '../../src/server/assessment/careers'
import { GRADES, RIASEC, type Grade } from '../../src/shared/schemas/items'
import { getBank, optionTexts } from '../../src/server/assessment/question-bank'
import { assess } from '../../src/server/assessment/recommend'
import { answerTest, drawStudent, interestsFromOccupation, loadOccupations, mulberry32, pearson, randomTest } from './validity-model'

interface Row {
  group: string
  percentage: number
  band: string
  trueFit: number
  flagged: boolean
  withheld: boolean
}
const rows: Row[] = []
const occupations = loadOccupations()
for (const grade of GRADES) {
  const bank = getBank(grade as Grade)
  occupations.forEach((occupation, index) => {
    if (index % 3 !== 0) return
    const seed = 9_100_000 + grade * 100_003 + index * 7919
    const traits = mulberry32(seed)
    const student = drawStudent(interestsFromOccupation(occupation, traits), traits)
    const latent = RIASEC.map((t) => student.interests[t])
    const run = (group: string, answers: Record<string, string>, timeSpentSeconds: number) => {
      const result = assess({ grade: grade as Grade, answers, timeSpentSeconds })
      const lead = result.clusters[0]!
      const career = CAREERS.find((c) => c.id === lead.careerIds[0])!
      rows.push({
        group,
        percentage: lead.matchPercentage,
        band: lead.band,
        trueFit: pearson(latent, RIASEC.map((t) => career.interests[t])),
        flagged: result.lowConfidence,
        withheld: result.quality.strongFitWithheld,
      })
    }
    const honest = answerTest(bank, student, mulberry32(seed + 1), index % 8).answers
    run('honest, 15 minutes', honest, 900)
    run('honest answers, finished in 50 s', honest, 50)
    run('at random', randomTest(bank, mulberry32(seed + 2)), 900)
    const straight = Object.fromEntries(bank.map((item) => [item.id, item.type === 'rating_scale' ? '3' : honest[item.id]!]))
    run('every rating 3, honest choices', straight, 900)
    const firstOption = Object.fromEntries(bank.map((item) => [item.id, item.type === 'rating_scale' ? '3' : optionTexts(item)[0]!]))
    run('every rating 3, first option everywhere', firstOption, 900)
  })
}

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`
const lines = [
  "| answering | students | lead cluster's mean % | its first career's mean true fit | at 75 % or more | 'Strong fit' | flagged | 'Strong fit' withheld |",
  '|---|---|---|---|---|---|---|---|',
]
for (const group of [...new Set(rows.map((r) => r.group))]) {
  const rs = rows.filter((r) => r.group === group)
  const mean = (f: (r: Row) => number) => rs.reduce((s, r) => s + f(r), 0) / rs.length
  lines.push(
    `| ${group} | ${rs.length} | ${mean((r) => r.percentage).toFixed(1)} | ${mean((r) => r.trueFit).toFixed(2)} | ${pct(rs.filter((r) => r.percentage >= 75).length, rs.length)} | ${pct(rs.filter((r) => r.band === 'Strong fit').length, rs.length)} | ${pct(rs.filter((r) => r.flagged).length, rs.length)} | ${pct(rs.filter((r) => r.withheld).length, rs.length)} |`,
  )
}
console.log(lines.join('\n'))
