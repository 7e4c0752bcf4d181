// The validity study, asserted: every figure, pooled and by grade, at or above its floor (floors.ts: its value when
// the floors were set less FLOOR_SDS of its sample-to-sample spread), on the shipped banks, on placeholder banks of
// the blueprint and, in grades 11-12, on the test each stream draws (by stream: the 'board' cells); and a deliberately
// worse engine fails those floors, so the floors can fail. It prints the tables
// docs/assessment.md quotes. Run alone with:
//   npx vitest run tests/assessment/validity.test.ts
import { describe, expect, it } from 'vitest'
import { jitteredEngine } from './validity-engine'
import { floorFailures, readFloors } from './floors'
import { cohortsOf, studyOf } from './noise'
import { formatTable, runValidityStudy } from './validity-study'

const floors = readFloors()

describe.each([
  { kind: 'shipped', what: 'the shipped banks (923 O*NET occupations × 5 grades)' },
  { kind: 'blueprint', what: 'placeholder banks of the blueprint (923 O*NET occupations × 5 grades)' },
  { kind: 'streams', what: "each grade 11-12 stream's drawn test (every 4th O*NET occupation × 7 streams × 2 grades)" },
] as const)('the validity study on $what, retaken', ({ kind }) => {
  const result = runValidityStudy(studyOf(kind))
  console.log(`\n${kind} banks\n\n${formatTable(result)}\n`)

  it('keeps every figure, pooled and in every grade, at or above its floor', () => {
    expect(floorFailures(result.figures, floors[kind]!)).toEqual([])
  })

  it('has a floor for every figure it reports', () => {
    expect(Object.keys(floors[kind]!).sort()).toEqual(result.figures.map((f) => f.key).sort())
  })
})

describe('the floors catch a worse engine', () => {
  it('fails when the interest scores are jittered before matching (SD 5 points of 100)', () => {
    // A jitter small enough to look harmless moves the retake figures by several of their standard deviations: at
    // SD 5 the #1 career family, the clusters' survival, the #1 cluster and the #1 career all fall through their floors.
    const failures = floorFailures(runValidityStudy({ cohorts: cohortsOf('shipped'), engine: jitteredEngine(5) }).figures, floors.shipped!)
    for (const figure of [
      'the same #1 career family on a retake (pooled)',
      'top-5 clusters that survive a retake (pooled)',
      'the same #1 cluster on a retake (pooled)',
      'the same #1 career on a retake (pooled)',
    ]) {
      expect(failures.some((f) => f.startsWith(figure)), figure).toBe(true)
    }
    // A whole study: about half a minute on a quiet 2-core machine, more on a busy one.
  }, 600_000)
})
