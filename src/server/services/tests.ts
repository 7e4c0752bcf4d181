// A student's tests: the history, and a test's results, which the student, an admin and the counsellor of the
// student's school may read.
import type { TestResults } from '../../shared/schemas/results'
import type { Test } from '../../shared/schemas/tests'
import type { SessionUser } from '../auth/sessions'
import type { Db } from '../db/client'
import { findTest, listUserTests } from '../db/tests-repository'
import { notFound } from '../errors'
import { toApiTestIn, toTestResults } from './results'
import { counsellorMayRead } from './schools'

/** The user's tests, newest first, said in the reader's language. */
export async function testHistory(db: Db, reader: SessionUser): Promise<Test[]> {
  return (await listUserTests(db, reader.id)).map((row) => toApiTestIn(row, reader.locale ?? 'en'))
}

/**
 * A test's results for a reader who may see them, in the language the reader's account chose (English until it
 * chooses); a test without results, or one the reader may not read, is not found.
 */
export async function readableResults(db: Db, reader: SessionUser, testId: string): Promise<TestResults> {
  const row = await findTest(db, testId)
  const results = row && toTestResults(row, reader.locale ?? 'en')
  const mayRead = row && (row.userId === reader.id || reader.isAdmin || (await counsellorMayRead(db, reader, row.userId)))
  if (!row || !results || !mayRead) throw notFound('That test')
  return results
}
