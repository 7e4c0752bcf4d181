// A stored test as the results API answers it: the test and the result computed at submission.
import type { TestResults } from '../../shared/schemas/results'
import type { TestRow } from '../db/tests-repository'
import { toApiTest } from '../routes/serialize'
import type { StoredResult } from './test-taking'

/** The results of a test, or undefined when it has no stored result. */
export function toTestResults(row: TestRow): TestResults | undefined {
  if (!row.result) return undefined
  return { test: toApiTest(row), ...(row.result as StoredResult) }
}
