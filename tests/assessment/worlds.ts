// How much the validity study's figures turn on one draw of the item effects (each item's popularity, each option's
// attractiveness: fixed properties of the items that move every simulated student alike). Runs the whole study once
// per draw, every student in that one world, and prints each figure's spread. A few minutes:
//   node --import tsx tests/assessment/worlds.ts             (the shipped banks)
//   node --import tsx tests/assessment/worlds.ts blueprint   (placeholder banks of the blueprint)
// The study itself (validity.test.ts) spreads its students over the same ITEM_WORLDS draws.
import { cohortsOf } from './noise'
import { ITEM_WORLDS, met, runValidityStudy, show, type Figure } from './validity-study'

const cohorts = cohortsOf(process.argv[2] ?? 'shipped')

const runs: Figure[][] = []
for (let world = 0; world < ITEM_WORLDS; world++) {
  runs.push(runValidityStudy({ fixedWorld: world, cohorts }).figures)
  process.stderr.write(`world ${world} done\n`)
}

const lines = ['| what | goal | lowest | median | highest | draws meeting the goal |', '|---|---|---|---|---|---|']
runs[0]!.forEach((first, k) => {
  const values = runs.map((figures) => figures[k]!.value).sort((a, b) => a - b)
  const median = (values[(values.length - 1) >> 1]! + values[values.length >> 1]!) / 2
  const goal = first.goal === undefined ? '' : `${first.direction === 'min' ? '≥' : '≤'} ${show(first.goal, first.format)}`
  const meeting = first.goal === undefined ? '' : `${runs.filter((figures) => met(figures[k]!)).length} of ${runs.length}`
  lines.push(`| ${first.what} | ${goal} | ${show(values[0]!, first.format)} | ${show(median, first.format)} | ${show(values[values.length - 1]!, first.format)} | ${meeting} |`)
})
console.log(lines.join('\n'))
