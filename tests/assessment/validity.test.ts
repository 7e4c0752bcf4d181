// The validity study, run as a test: it prints the tables docs/assessment.md quotes. Run alone with
//   npx vitest run tests/assessment/validity.test.ts
import { describe, it } from 'vitest'
import { formatTable, runValidityStudy } from './validity-study'

describe('independent validity study (923 O*NET occupations × 5 grades, retaken)', () => {
  it('prints', () => {
    const t0 = Date.now()
    const result = runValidityStudy()
    console.log(`\n${formatTable(result)}\n${Date.now() - t0} ms`)
  })
})
