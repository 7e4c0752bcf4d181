// The platform admin's lists of every account and every test, a page at a time: keyset pages newest first, each filter
// and the search served by an index of migrations/0026_admin_lists.sql, and the count of what matches.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { AdminUserRole } from '../../shared/schemas/admin'
import type { ClassBoard } from '../../shared/schools'
import type { DbOrTx } from './client'
import { classes, schools, tests, users } from './schema'
import { listColumns, type TestRow } from './tests-repository'
import type { UserRow } from './users-repository'

interface ListFilters {
  /** Trimmed search text; empty or absent searches nothing. */
  q?: string
  schoolId?: string
  classId?: string
  grade?: number
  /** From this instant on. */
  from?: Date
  /** Before this instant. */
  until?: Date
}

interface Page {
  /** The id of the last row already shown: the page starts with the next older one. */
  before?: string
  limit: number
}

export type UserListQuery = ListFilters & { role?: AdminUserRole }
export type TestListQuery = ListFilters

export type UserListed = UserRow & {
  school: { name: string; code: string } | null
  schoolClass: { name: string; grade: number; board: ClassBoard; testWindowOpen: boolean } | null
}

/** `%text%` for LIKE, its own %, _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * What the users' search looks through, written exactly as the trigram index users_search_idx is, so that the planner
 * uses it. The pattern is lowered by the database too, so both sides are lowered alike.
 */
function userSearch(q: string): SQL {
  return sql`lower(${users.firstName} || ' ' || coalesce(${users.lastName}, '') || ' ' || coalesce(${users.email}, '') || ' ' || coalesce(${users.username}, '') || ' ' || coalesce(${users.rollNumber}, '')) like lower(${containing(q)})`
}

/** The first and last uuid that start with these hex digits (dashes ignored), or undefined when `q` is not such a start. */
function idPrefixRange(q: string): [string, string] | undefined {
  if (!/^[0-9a-f-]+$/i.test(q)) return undefined
  const hex = q.replace(/-/g, '').toLowerCase()
  if (hex.length < 4 || hex.length > 32) return undefined
  const uuid = (digits: string) => `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`
  return [uuid(hex.padEnd(32, '0')), uuid(hex.padEnd(32, 'f'))]
}

function userFilters(query: UserListQuery): SQL[] {
  const where: SQL[] = []
  if (query.q) where.push(userSearch(query.q))
  if (query.role === 'admin') where.push(eq(users.isAdmin, true))
  else if (query.role !== undefined) where.push(eq(users.role, query.role))
  if (query.schoolId !== undefined) where.push(eq(users.schoolId, query.schoolId))
  if (query.classId !== undefined) where.push(eq(users.classId, query.classId))
  if (query.grade !== undefined) where.push(inArray(users.classId, sql`(select c.id from classes c where c.grade = ${query.grade})`))
  if (query.from !== undefined) where.push(gte(users.createdAt, query.from))
  if (query.until !== undefined) where.push(lt(users.createdAt, query.until))
  return where
}

function testFilters(query: TestListQuery): SQL[] {
  const where: SQL[] = []
  if (query.q) {
    const name = sql`lower(${tests.studentName}) like lower(${containing(query.q)})`
    const range = idPrefixRange(query.q)
    where.push(range ? sql`(${name} or ${tests.id} between ${range[0]}::uuid and ${range[1]}::uuid)` : name)
  }
  // A school's or a class's tests are its students': through the users index, then each student's tests.
  if (query.schoolId !== undefined) where.push(inArray(tests.userId, sql`(select u.id from users u where u.school_id = ${query.schoolId})`))
  if (query.classId !== undefined) where.push(inArray(tests.userId, sql`(select u.id from users u where u.class_id = ${query.classId})`))
  if (query.grade !== undefined) where.push(eq(tests.grade, query.grade))
  if (query.from !== undefined) where.push(gte(tests.completedAt, query.from))
  if (query.until !== undefined) where.push(lt(tests.completedAt, query.until))
  return where
}

/** Whether a row with this id exists, for a cursor: a page after a row that is gone cannot be placed. */
async function exists(db: DbOrTx, table: typeof users | typeof tests, id: string): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)
  return row !== undefined
}

/**
 * A page of accounts, newest first, with the school and class of each. Keyset paging on (created_at, id), so a deep
 * page costs what the first does. `undefined` when `before` names no account.
 */
export async function listUserPage(db: DbOrTx, query: UserListQuery & Page): Promise<UserListed[] | undefined> {
  const where = userFilters(query)
  if (query.before !== undefined) {
    if (!(await exists(db, users, query.before))) return undefined
    where.push(sql`(${users.createdAt}, ${users.id}) < (select u.created_at, u.id from users u where u.id = ${query.before})`)
  }
  const rows = await db
    .select({
      user: users,
      school: { name: schools.name, code: schools.code },
      schoolClass: { name: classes.name, grade: classes.grade, board: classes.board, testWindowOpen: classes.testWindowOpen },
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(classes, eq(classes.id, users.classId))
    .where(and(...where))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
  return rows.map((r) => ({ ...r.user, school: r.school, schoolClass: r.schoolClass }))
}

export async function countUsers(db: DbOrTx, query: UserListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(...userFilters(query)))
  return row?.n ?? 0
}

/**
 * A page of tests, newest first; `result` is only the part a list shows. Keyset paging on (completed_at, id).
 * `undefined` when `before` names no test.
 */
export async function listTestPage(db: DbOrTx, query: TestListQuery & Page): Promise<TestRow[] | undefined> {
  const where = testFilters(query)
  if (query.before !== undefined) {
    if (!(await exists(db, tests, query.before))) return undefined
    where.push(sql`(${tests.completedAt}, ${tests.id}) < (select t.completed_at, t.id from tests t where t.id = ${query.before})`)
  }
  return db
    .select(listColumns)
    .from(tests)
    .where(and(...where))
    .orderBy(desc(tests.completedAt), desc(tests.id))
    .limit(query.limit)
}

export async function countTests(db: DbOrTx, query: TestListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tests).where(and(...testFilters(query)))
  return row?.n ?? 0
}
