// What the admin screen reads, and the one thing it undoes: counselling requests to call back, users, tests and a
// test's detail, the audit log, the retest study, and resetting a test so its student may take the grade again.
import type { Locale } from '../../shared/constants'
import {
  MAX_RETEST_PAIRS,
  type AdminTestAnswer,
  type AdminTestDetail,
  type AdminTestPage,
  type AdminUserRole,
  type RetestReport,
} from '../../shared/schemas/admin'
import { sameText } from '../../shared/no-break'
import { RATING_LABELS, type Grade } from '../../shared/schemas/items'
import { formOf, optionTexts } from '../assessment/question-bank'
import { countTests, countUsers, listTestPage, listUserPage, type UserListed } from '../db/admin-lists-repository'
import { listAuditPage, type AuditListed, type AuditPageQuery } from '../db/audit-repository'
import type { Db } from '../db/client'
import { listCounsellingRequests, type CounsellingRow } from '../db/counselling-repository'
import { findSchoolAndClass } from '../db/schools-repository'
import { deleteTest, findTest, listRetestPairs, type TestRow } from '../db/tests-repository'
import { findUserById } from '../db/users-repository'
import type { Reports } from './reports'
import { toApiTest, toTestResults } from './results'
import { retestReport } from './retest'

export type { UserListed }

/** The newest counselling requests, newest first. */
export function recentCounsellingRequests(db: Db): Promise<CounsellingRow[]> {
  return listCounsellingRequests(db)
}

/** What the lists of users and tests are narrowed by, as the request says it (src/shared/schemas/admin.ts). */
interface ListRequest {
  q?: string
  schoolId?: string
  classId?: string
  grade?: number
  /** Days, YYYY-MM-DD, India time, both included. */
  from?: string
  to?: string
  before?: string
  limit: number
}

/** India has one time zone and no summer time: a day there starts at 00:00 +05:30. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`)
const DAY_MS = 86_400_000

/** The filters as the repository reads them: the days as instants, the search without surrounding space. */
function listFilters(request: ListRequest) {
  return {
    q: request.q?.trim() || undefined,
    schoolId: request.schoolId,
    classId: request.classId,
    grade: request.grade,
    from: request.from === undefined ? undefined : dayStart(request.from),
    until: request.to === undefined ? undefined : new Date(dayStart(request.to).getTime() + DAY_MS),
  }
}

/**
 * A page of accounts, newest first, with how many match; `undefined` when `before` names no account. One more than
 * the page is read, to know whether a next page exists.
 */
export async function userPage(db: Db, request: ListRequest & { role?: AdminUserRole }): Promise<{ users: UserListed[]; next: string | null; total: number } | undefined> {
  const filters = { ...listFilters(request), role: request.role }
  const rows = await listUserPage(db, { ...filters, before: request.before, limit: request.limit + 1 })
  if (!rows) return undefined
  const shown = rows.slice(0, request.limit)
  return { users: shown, next: rows.length > request.limit ? (shown.at(-1)?.id ?? null) : null, total: await countUsers(db, filters) }
}

/** A page of tests, newest first, as the API lists them, with how many match; `undefined` when `before` names no test. */
export async function testPage(db: Db, request: ListRequest): Promise<AdminTestPage | undefined> {
  const filters = listFilters(request)
  const rows = await listTestPage(db, { ...filters, before: request.before, limit: request.limit + 1 })
  if (!rows) return undefined
  const shown = rows.slice(0, request.limit)
  return { tests: shown.map(toApiTest), next: rows.length > request.limit ? (shown.at(-1)?.id ?? null) : null, total: await countTests(db, filters) }
}

/**
 * A test as the admin reads it: each question in the order the student met it, with the option chosen and, for a
 * knowledge item, the key; who took it; and its results as the results screen shows them, in the reader's language.
 * `undefined` when there is no such test.
 */
export async function testDetail(db: Db, testId: string, locale: Locale): Promise<AdminTestDetail | undefined> {
  const row = await findTest(db, testId)
  if (!row) return undefined
  return { test: toApiTest(row), student: await studentOf(db, row.userId), answers: answersOf(row), results: toTestResults(row, locale) ?? null }
}

async function studentOf(db: Db, userId: string | null): Promise<AdminTestDetail['student']> {
  const user = userId ? await findUserById(db, userId) : undefined
  if (!user) return null
  const found = user.schoolId ? await findSchoolAndClass(db, user.schoolId, user.classId) : undefined
  return {
    id: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    username: user.username,
    rollNumber: user.rollNumber,
    schoolName: found?.school.name ?? null,
    className: found?.schoolClass?.name ?? null,
  }
}

/**
 * The sitting's questions in the order asked. A test whose question ids no longer name items of the bank lists its
 * answers as stored, without the questions' text.
 */
function answersOf(row: TestRow): AdminTestAnswer[] {
  const form = formOf(row.grade as Grade, row.questionIds)
  if (!form) {
    return Object.entries(row.answers).map(([questionId, answer], i) => ({ position: i + 1, questionId, section: null, questionText: null, answer }))
  }
  return form.map((item, i) => {
    const given = row.answers[item.id]
    const base = { position: i + 1, questionId: item.id, section: item.section, questionText: item.text }
    if (item.type === 'rating_scale') return { ...base, answer: given === undefined ? null : (RATING_LABELS[Number(given) - 1] ?? given) }
    const answer = given ?? null
    if (!('answer' in item)) return { ...base, answer }
    const key = optionTexts(item)[item.answer] ?? ''
    return { ...base, answer, key, correct: answer !== null && sameText(answer, key) }
  })
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
