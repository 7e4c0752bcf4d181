// How much the validity study's verdicts turn on one draw of the item effects (each item's popularity, each option's
// attractiveness: fixed properties of the items that move every simulated student alike). Runs the whole study once
// per draw, every student in that one world, and prints each goal's spread. About two minutes:
//   node --import tsx tests/assessment/worlds.ts
// The study itself (validity.test.ts) spreads its students over the same ITEM_WORLDS draws.
import { ITEM_WORLDS, met, runValidityStudy, type Goal } from './validity-study'

const runs: Goal[][] = []
for (let world = 0; world < ITEM_WORLDS; world++) {
  runs.push(runValidityStudy({ fixedWorld: world }).goals)
  process.stderr.write(`world ${world} done\n`)
}

const show = (g: Goal, v: number) => (g.format === 'pct' ? (100 * v).toFixed(1) : g.format === 'r' ? v.toFixed(2) : String(v))
const lines = ['| what | goal | lowest | median | highest | draws meeting the goal |', '|---|---|---|---|---|---|']
runs[0]!.forEach((first, k) => {
  const values = runs.map((goals) => goals[k]!.measured).sort((a, b) => a - b)
  const median = (values[(values.length - 1) >> 1]! + values[values.length >> 1]!) / 2
  const meeting = runs.filter((goals) => met(goals[k]!)).length
  lines.push(
    `| ${first.what} | ${first.direction === 'min' ? '≥' : '≤'} ${show(first, first.goal)} | ${show(first, values[0]!)} | ${show(first, median)} | ${show(first, values[values.length - 1]!)} | ${meeting} of ${runs.length} |`,
  )
})
console.log(lines.join('\n'))
