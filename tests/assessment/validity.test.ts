// The validity study of issue #10, asserted: it prints the table that docs/assessment.md holds and fails when a
// goal is missed. Run alone with: npx vitest run tests/assessment/validity.test.ts
import { describe, expect, it } from 'vitest'
import { formatTable, met, runValidityStudy, type Goal } from './validity-study'

/**
 * Goals the engine is known to miss; docs/assessment.md says by how much and why. Each is asserted as still missed, so the list cannot go stale: when the
 * engine reaches a goal, this test fails until the goal is taken off the list. Never lower a goal instead.
 */
const KNOWN_MISSES = new Set<string>(['sameFamily', 'top5Survival', 'bestInTop5', 'sameTop1', 'rhoFit'])

describe('independent validity study (923 O*NET occupations × 5 grades, retaken)', () => {
  const { goals, extra } = runValidityStudy()
  console.log(`\n${formatTable(goals, extra)}\n`)

  it.each(goals.map((g) => [g.key, g] as [string, Goal]))('%s', (key, goal) => {
    if (KNOWN_MISSES.has(key)) expect(met(goal), `${key} now meets its goal: take it off KNOWN_MISSES`).toBe(false)
    else expect(met(goal), `${goal.what}: measured ${goal.measured}, goal ${goal.direction === 'min' ? '≥' : '≤'} ${goal.goal}`).toBe(true)
  })
})
