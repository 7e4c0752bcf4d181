// A student's tests: the history, and a test's results, which the student, an admin and the counsellor of the
// student's school may read.
import type { Locale } from '../../shared/constants'
import type { TestResults } from '../../shared/schemas/results'
import type { Test } from '../../shared/schemas/tests'
import type { SessionUser } from '../auth/sessions'
import type { Db } from '../db/client'
import { findTest, listUserTests } from '../db/tests-repository'
import { notFound } from '../errors'
import { toApiTestIn, toTestResults } from './results'
import { counsellorMayRead } from './schools'

/**
 * The reader's language: the one their account chose, else the one their screen shows (`screen`), so a student who
 * never chose (one a counsellor added from a class list, say) reads a result in the language of the words around it.
 */
const readerLocale = (reader: SessionUser, screen: Locale): Locale => reader.locale ?? screen

/** The user's tests, newest first, said in the reader's language. */
export async function testHistory(db: Db, reader: SessionUser, screen: Locale): Promise<Test[]> {
  return (await listUserTests(db, reader.id)).map((row) => toApiTestIn(row, readerLocale(reader, screen)))
}

/**
 * A test's results for a reader who may see them, in the reader's language; a test without results, or one the reader
 * may not read, is not found.
 */
export async function readableResults(db: Db, reader: SessionUser, testId: string, screen: Locale): Promise<TestResults> {
  const row = await findTest(db, testId)
  const results = row && toTestResults(row, readerLocale(reader, screen))
  const mayRead = row && (row.userId === reader.id || reader.isAdmin || (await counsellorMayRead(db, reader, row.userId)))
  if (!row || !results || !mayRead) throw notFound('That test')
  return results
}
