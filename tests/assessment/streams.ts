// Grades 11 and 12: what the student's current stream does to the advice. The validity study's students of grades
// 11 and 12 (every O*NET occupation, eight draws of the item effects) take the test twice, once as a student of each
// stream. For each stream: how many careers it leaves open; how often the career the result leads with is the open
// career that truly fits best (the study's true fit: the correlation of the student's latent interests with the
// career's O*NET profile), and that career's mean true fit; how often the truly best open career's cluster is among
// the five clusters shown; how often the lead cluster and the family are the same on the retake; and how often the leading family has a single open
// career (a stream can leave "engineering and technology" as skilled trades alone). docs/assessment.md, section 7b.
// About a minute:
//   node --import tsx tests/assessment/streams.ts
import { CAREERS } from '../../src/server/assessment/careers'
import { eligibilityFor } from '../../src/server/assessment/eligibility'
import { assess } from '../../src/server/assessment/recommend'
import { CURRENT_STREAMS } from '../../src/shared/constants'
import { studyStudents, trueFits } from './validity-study'

const students = [...studyStudents()].filter((s) => s.grade >= 11)
const pct = (x: number, n: number) => `${((100 * x) / n).toFixed(1)} %`

console.log(`${students.length} students of grades 11 and 12, each taking the test twice, as a student of each stream\n`)
console.log("| stream | open careers | lead is the best open career | its true fit | best open career's cluster in the top 5 | same lead cluster on the retake | same family | family of one open career leads |")
console.log('|---|---|---|---|---|---|---|---|')
for (const stream of CURRENT_STREAMS) {
  const open = CAREERS.map((c) => eligibilityFor(c, stream).open)
  let leadIsBest = 0
  let leadFit = 0
  let bestInTop5 = 0
  let sameLead = 0
  let sameFamily = 0
  let singleLeads = 0
  for (const { grade, student, first, second, times } of students) {
    const a = assess({ grade, answers: first.answers, currentStream: stream, timeSpentSeconds: times[0] })
    const b = assess({ grade, answers: second.answers, currentStream: stream, timeSpentSeconds: times[1] })
    const fits = trueFits(student).map((fit, i) => (open[i] ? fit : -Infinity))
    const best = CAREERS[fits.indexOf(Math.max(...fits))]!.id
    const lead = a.recommendations[0]!.id
    if (lead === best) leadIsBest++
    leadFit += fits[CAREERS.findIndex((c) => c.id === lead)]!
    if (a.clusters.some((c) => c.careerIds.includes(best))) bestInTop5++
    if (a.clusters[0]?.id === b.clusters[0]?.id) sameLead++
    if (a.families[0]?.id === b.families[0]?.id) sameFamily++
    if (a.families[0]?.careerIds.length === 1) singleLeads++
  }
  const n = students.length
  const cells = [open.filter(Boolean).length, pct(leadIsBest, n), (leadFit / n).toFixed(3), pct(bestInTop5, n), pct(sameLead, n), pct(sameFamily, n), pct(singleLeads, n)]
  console.log(`| ${stream} | ${cells.join(' | ')} |`)
}
