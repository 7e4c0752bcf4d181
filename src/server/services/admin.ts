// What the admin screen reads, and the one thing it undoes: counselling requests to call back, users, tests, the
// audit log, the retest study, and resetting a test so its student may take the grade again.
import { MAX_RETEST_PAIRS, type RetestReport } from '../../shared/schemas/admin'
import type { Test } from '../../shared/schemas/tests'
import { listAuditPage, type AuditListed, type AuditPageQuery } from '../db/audit-repository'
import type { Db } from '../db/client'
import { listCounsellingRequests, type CounsellingRow } from '../db/counselling-repository'
import { deleteTest, listAllTests, listRetestPairs } from '../db/tests-repository'
import { listUsers, type UserRow } from '../db/users-repository'
import type { Reports } from './reports'
import { toApiTest } from './results'
import { retestReport } from './retest'

/** The newest counselling requests, newest first. */
export function recentCounsellingRequests(db: Db): Promise<CounsellingRow[]> {
  return listCounsellingRequests(db)
}

/** Every account, newest first. */
export function allUsers(db: Db): Promise<UserRow[]> {
  return listUsers(db)
}

/** The newest tests, as the API lists them. */
export async function recentTests(db: Db): Promise<Test[]> {
  return (await listAllTests(db)).map(toApiTest)
}

/** A page of the audit log, newest first; `undefined` when the page before it names no entry. */
export async function auditPage(db: Db, query: AuditPageQuery): Promise<{ entries: AuditListed[]; next: string | null } | undefined> {
  // One more than the page is read, to know whether an older page exists without counting the log.
  const rows = await listAuditPage(db, { ...query, limit: query.limit + 1 })
  if (!rows) return undefined
  const entries = rows.slice(0, query.limit)
  return { entries, next: rows.length > query.limit ? (entries.at(-1)?.id ?? null) : null }
}

/** The retest study on real students who took a grade twice at least `minDays` apart (services/retest.ts). */
export async function retestStudy(db: Db, minDays: number): Promise<RetestReport> {
  return retestReport(await listRetestPairs(db, minDays, MAX_RETEST_PAIRS), minDays)
}

/** Deletes a test, so its student may take that grade again (their attempt stays, marked submitted); false when there is none. */
export async function resetTest(deps: { db: Db; reports: Pick<Reports, 'forgetTest'> }, testId: string): Promise<boolean> {
  if (!(await deleteTest(deps.db, testId))) return false
  deps.reports.forgetTest(testId)
  return true
}
