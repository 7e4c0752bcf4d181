// 'Schedule Career Counseling' on a result page: the student (or parent) leaves a number and a time to call.
import type { z } from 'zod'
import type { counsellingRequestBodySchema } from '../../shared/schemas/counselling'
import type { Db } from '../db/client'
import { insertCounsellingRequest, type CounsellingRow } from '../db/counselling-repository'
import { findTest } from '../db/tests-repository'
import { notFound } from '../errors'

/** Records a request about one of the user's own tests; another user's test, or none, is not found. */
export async function requestCounselling(db: Db, userId: string, body: z.output<typeof counsellingRequestBodySchema>): Promise<CounsellingRow> {
  const { testId, ...rest } = body
  const test = await findTest(db, testId)
  if (!test || test.userId !== userId) throw notFound('That test')
  return insertCounsellingRequest(db, { userId, testId, ...rest })
}
