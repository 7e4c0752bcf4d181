// Runs the simulation study of docs/assessment.md and prints its tables as Markdown:
//   npx tsx scripts/simulate.ts            (the documented study: 20 students per career per grade, 2,000 random)
//   npx tsx scripts/simulate.ts --quick    (5 per career, 500 random: a fast look while editing)
// It imports the same helpers as src/server/assessment/simulation.test.ts, so the docs and the tests are one study.
import { DEFAULT_SETTINGS, runStudy, type SimulationSettings, type StudyResult } from '../src/server/assessment/simulation-helpers'

const quick = process.argv.includes('--quick')
const trialsPerCareer = quick ? 5 : 20
const randomTrials = quick ? 500 : 2000

const pct = (x: number) => `${(100 * x).toFixed(1)} %`

function printMain(result: StudyResult): void {
  console.log('| Grade | Students | Top 1 | Top 5 | Top 10 | Honest flagged low-confidence | Random: most frequent top match | Random flagged low-confidence |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const g of result.grades) {
    console.log(
      `| ${g.grade} | ${g.trials} | ${pct(g.top1)} | ${pct(g.top5)} | ${pct(g.top10)} | ${pct(g.honestLowConfidence)} | ${pct(g.randomMaxTop1Share)} (${g.randomMaxTop1Career}) | ${pct(g.randomLowConfidence)} |`,
    )
  }
  const o = result.overall
  const worstRandom = Math.max(...result.grades.map((g) => g.randomMaxTop1Share))
  console.log(`| All | ${o.trials} | ${pct(o.top1)} | ${pct(o.top5)} | ${pct(o.top10)} | ${pct(o.honestLowConfidence)} | ${pct(worstRandom)} (worst grade) | |`)
}

function printSensitivity(label: string, settings: SimulationSettings): void {
  const r = runStudy({ trialsPerCareer, randomTrials: 0, settings })
  console.log(`| ${label} | ${pct(r.overall.top1)} | ${pct(r.overall.top5)} | ${pct(r.overall.top10)} |`)
}

const started = performance.now()
const result = runStudy({ trialsPerCareer, randomTrials })

console.log(`## Simulation study (${trialsPerCareer} students per career per grade, ${randomTrials} random answerers per grade)\n`)
printMain(result)

console.log('\n### Calibration of the match percentage\n')
const c = result.calibration
console.log('| Figure | Value |')
console.log('|---|---|')
console.log(`| Median match % of the career a student was drawn from | ${c.medianOwnMatch} % |`)
console.log(`| Share of students whose own career scored 80 % or more | ${pct(c.ownAtLeast80)} |`)
console.log(`| Median match % of all other careers | ${c.medianOtherMatch} % |`)
console.log(`| Median best match % of a random answerer | ${c.medianRandomBest} % |`)
console.log(`| Share of random answerers whose best match scored 80 % or more | ${pct(c.randomBestAtLeast80)} |`)

console.log('\n### Careers least often in their own students\' top 5 (all grades)\n')
console.log('| Career | Top 5 | Top 10 |')
console.log('|---|---|---|')
for (const row of result.careerTop5.slice(0, 10)) console.log(`| ${row.id} | ${pct(row.top5)} | ${pct(row.top10)} |`)

console.log('\n### Coverage\n')
console.log(
  result.coverageFailures.length === 0
    ? 'Every career is the top match of its own noise-free profile.'
    : `Not the top match of their own noise-free profile: ${result.coverageFailures.map((f) => `${f.id} (beaten by ${f.beatenBy})`).join(', ')}`,
)

console.log(`\n### Near-identical O*NET interest profiles (r >= 0.95): ${result.nearDuplicates.length} pairs\n`)
for (const d of result.nearDuplicates) console.log(`- ${d.a} / ${d.b}: r = ${d.r}`)

console.log('\n### Sensitivity (not asserted by the tests): noisier students\n')
console.log('| Setting | Top 1 | Top 5 | Top 10 |')
console.log('|---|---|---|---|')
console.log(`| Default, as above (rating noise SD 0.8, choice temperature 1.0) | ${pct(result.overall.top1)} | ${pct(result.overall.top5)} | ${pct(result.overall.top10)} |`)
printSensitivity('Rating noise SD 1.0', { ...DEFAULT_SETTINGS, ratingNoiseSd: 1.0 })
printSensitivity('Choice temperature 1.5', { ...DEFAULT_SETTINGS, choiceTemperature: 1.5 })
printSensitivity('Both (SD 1.0, temperature 1.5)', { ...DEFAULT_SETTINGS, ratingNoiseSd: 1.0, choiceTemperature: 1.5 })
printSensitivity('Aptitude the same for every career (no aptitude signal)', { ...DEFAULT_SETTINGS, aptitudeGain: 0, aptitudeBase: 0.65 })

console.log(`\n(${Math.round(performance.now() - started)} ms)`)
