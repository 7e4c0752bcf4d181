// A stored test as the results API answers it: the test and the result computed at submission.
import type { TestResults } from '../../shared/schemas/results'
import type { RecommendationResult } from '../assessment/recommend'
import type { TestRow } from '../db/tests-repository'
import { toApiTest } from '../routes/serialize'

/** What is stored with a test at submission: the results without the test itself. */
export type StoredResult = Omit<TestResults, 'test'>

/** The engine's answer as it is stored with the test (and as the results API serves it). */
export function storedResultOf(result: RecommendationResult): StoredResult {
  return {
    recommendations: result.recommendations,
    families: result.families,
    clusters: result.clusters,
    stream: result.stream ?? null,
    profile: {
      riasec: result.profile.riasec,
      workStyle: result.profile.workStyle,
      aptitude: result.profile.aptitude,
      answered: result.profile.answered,
      total: result.profile.total,
      quality: result.profile.quality,
    },
    lowConfidence: result.lowConfidence,
    notes: result.notes,
  }
}

/** The results of a test, or undefined when it has no stored result. */
export function toTestResults(row: TestRow): TestResults | undefined {
  if (!row.result) return undefined
  return { test: toApiTest(row), ...(row.result as StoredResult) }
}
