// The Activity view's API: the audit log a page at a time, newest first, with who acted, on whom and in which school;
// keyset pages that neither skip nor repeat an entry while new ones are written; filters by action and school; bad
// input answered 400 with a message and nothing changed; no call that changes an entry.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDIT_PAGE_SIZE, type AuditPage } from '../../src/shared/schemas/admin'
import { Client, createTestApp, registerAdmin, registerUser, type TestApp } from '../support/app'
import { createSchool, type TestSchool } from '../support/schools'
import { startMailCatcher, type MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher
let admin: Awaited<ReturnType<typeof registerAdmin>>
let school: TestSchool

const SEEDED = 130

beforeAll(async () => {
  smtp = await startMailCatcher()
  t = await createTestApp({ SMTP_URL: smtp.url })
  admin = await registerAdmin(t)
  school = await createSchool(t, admin.client, smtp)
  // Entries written in SQL, two to a millisecond and so with equal times, as a busy exam day writes them: the pages
  // must then be ordered by the id as well.
  await t.database.db.execute(sql`
    insert into audit_log (at, actor_id, actor_kind, action, target_user_id, school_id, details)
    select timestamptz '2026-11-01 10:00:00+00' + (i / 2) * interval '1 millisecond', ${admin.user.id}::uuid, 'admin',
           case when i % 3 = 0 then 'student.extra-time' else 'admin.granted' end,
           ${admin.user.id}::uuid, case when i % 5 = 0 then ${school.id}::uuid end,
           jsonb_build_object('seq', i, 'timeFactor', jsonb_build_object('before', 1, 'after', 1.5))
    from generate_series(1, ${SEEDED}) as i`)
})
afterAll(async () => {
  await smtp.close()
})

async function page(client: Client, query: string): Promise<AuditPage> {
  const res = await client.get(`/api/admin/audit${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as AuditPage
}

/** Every page from the newest, following `next`. */
async function allPages(query: Record<string, string>) {
  const pages: AuditPage[] = []
  let before: string | null = null
  do {
    const params = new URLSearchParams({ ...query, ...(before ? { before } : {}) })
    const p = await page(admin.client, `?${params}`)
    pages.push(p)
    before = p.next
  } while (before && pages.length < 100)
  return pages
}

async function auditCount(): Promise<number> {
  const { rows } = (await t.database.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as { rows: { n: number }[] }
  return rows[0]!.n
}

const seqOf = (e: AuditPage['entries'][number]) => (e.details as { seq?: number }).seq

describe('GET /api/admin/audit', () => {
  it('pages the whole log newest first, each entry once, at the page size asked for', async () => {
    const total = await auditCount()
    const pages = await allPages({ limit: '40' })
    const entries = pages.flatMap((p) => p.entries)
    expect(entries).toHaveLength(total)
    expect(new Set(entries.map((e) => e.id)).size).toBe(total)
    expect(pages.slice(0, -1).every((p) => p.entries.length === 40)).toBe(true)
    expect(pages.at(-1)?.next).toBeNull()
    const seeded = entries.map(seqOf).filter((s) => s !== undefined)
    // Newest first: the seeded entries come in descending order of time, the two of one millisecond next to each other.
    expect(seeded).toHaveLength(SEEDED)
    for (let i = 1; i < seeded.length; i += 1) expect(Math.floor(seeded[i]! / 2)).toBeLessThanOrEqual(Math.floor(seeded[i - 1]! / 2))
    const first = await page(admin.client, '')
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE)
  })

  it('names who acted, on whom and in which school', async () => {
    const [entry] = (await page(admin.client, `?schoolId=${school.id}&action=student.extra-time&limit=1`)).entries
    expect(entry).toMatchObject({
      actorKind: 'admin',
      actorName: admin.user.email,
      schoolId: school.id,
      schoolName: school.name,
      action: 'student.extra-time',
      targetUserId: admin.user.id,
      targetName: `Asha Verma (${admin.user.email})`,
    })
  })

  it('narrows by action and by school, and the filtered pages still hold each entry once', async () => {
    const byAction = (await allPages({ action: 'student.extra-time', limit: '7' })).flatMap((p) => p.entries)
    expect(byAction.map(seqOf).sort((a, b) => a! - b!)).toEqual(Array.from({ length: Math.floor(SEEDED / 3) }, (_, i) => (i + 1) * 3))
    const bySchool = (await allPages({ schoolId: school.id, limit: '5' })).flatMap((p) => p.entries)
    expect(bySchool.every((e) => e.schoolId === school.id)).toBe(true)
    // The seeded fifths plus what making the school and inviting its counsellor wrote.
    expect(bySchool.filter((e) => seqOf(e) !== undefined)).toHaveLength(SEEDED / 5)
    expect(bySchool.map((e) => e.action)).toEqual(expect.arrayContaining(['school.created', 'counsellor.invited']))
  })

  it('keeps its place while new entries are written: the next page starts after the last entry shown', async () => {
    const first = await page(admin.client, '?limit=10')
    const student = await registerUser(t.app)
    expect((await admin.client.post(`/api/admin/users/${student.user.id}/make-admin`)).statusCode).toBe(200)
    const second = await page(admin.client, `?limit=10&before=${first.next}`)
    const shown = new Set(first.entries.map((e) => e.id))
    expect(second.entries.some((e) => shown.has(e.id))).toBe(false)
    expect(second.entries.some((e) => e.action === 'admin.granted' && e.targetUserId === student.user.id)).toBe(false)
    expect(Date.parse(second.entries[0]!.at)).toBeLessThanOrEqual(Date.parse(first.entries.at(-1)!.at))
    expect((await page(admin.client, '?limit=1')).entries[0]).toMatchObject({ action: 'admin.granted', targetUserId: student.user.id })
  })

  it('answers bad input with 400 and a message, and changes nothing', async () => {
    const before = await auditCount()
    const cases: [string, RegExp][] = [
      ['?before=not-an-id', /before must be the id of an entry/],
      ['?before=00000000-0000-4000-8000-000000000000', /not there any more/],
      ['?limit=0', /limit must be a whole number from 1 to 100/],
      ['?limit=101', /limit must be a whole number from 1 to 100/],
      ['?limit=ten', /limit must be a whole number from 1 to 100/],
      ['?action=DROP%20TABLE', /action must be one of the log's actions/],
      ['?action=payment.captured', /action must be one of the log's actions/],
      ['?schoolId=42', /schoolId must be a school id/],
    ]
    for (const [query, message] of cases) {
      const res = await admin.client.get(`/api/admin/audit${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toMatch(message)
    }
    expect(await auditCount()).toBe(before)
  })

  it('is for admins only: 401 signed out, 403 to a student and to a counsellor', async () => {
    expect((await new Client(t.app).get('/api/admin/audit')).statusCode).toBe(401)
    expect((await (await registerUser(t.app)).client.get('/api/admin/audit')).statusCode).toBe(403)
    expect((await school.counsellor.get('/api/admin/audit')).statusCode).toBe(403)
  })
})
