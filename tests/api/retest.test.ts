// The retest study on real retakes (GET /api/admin/retest-report): students on a premium plan take a grade twice, and
// the report gives the three retake goals from their answers, assessed again with today's engine.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CAREERS } from '../../src/server/assessment/careers'
import { assess } from '../../src/server/assessment/recommend'
import { listRetestPairs } from '../../src/server/db/tests-repository'
import { tests } from '../../src/server/db/schema'
import type { Grade } from '../../src/shared/schemas/items'
import { answersLike } from '../assessment/fixtures'
import { Client, createTestApp, registerAdmin, registerUser, streamFor, type TestApp } from '../support/app'

let t: TestApp
let admin: Client

beforeAll(async () => {
  t = await createTestApp()
  admin = (await registerAdmin(t, { email: 'admin@retest.test' })).client
})

const like = (id: string, grade: Grade) => answersLike(CAREERS.find((c) => c.id === id)!, grade)

/** A student on a premium plan (mock payments), who may take a grade more than once. */
async function premiumStudent(): Promise<Client> {
  const { client } = await registerUser(t.app)
  expect((await client.post('/api/payment/create-order', { planType: 'premium' })).statusCode).toBe(200)
  return client
}

let sittings = 0
/**
 * One sitting, a second after the one before: the test app's sittings can share a millisecond, and which of two
 * sittings at the same moment came first is not something the report can know.
 */
async function sit(client: Client, grade: Grade, answers: Record<string, string>): Promise<string> {
  const attempt = (await client.post('/api/attempts', { grade, studentName: 'Retest', ...streamFor(grade) })).json()
  const res = await client.post('/api/tests', { grade, studentName: 'Retest', answers, score: {}, timeSpent: 0, attemptId: attempt.id })
  expect(res.statusCode).toBe(201)
  const id = res.json().id as string
  await t.database.db.execute(sql`UPDATE tests SET completed_at = completed_at + make_interval(secs => ${++sittings}::int) WHERE id = ${id}`)
  return id
}

const report = async (query = '') => {
  const res = await admin.get(`/api/admin/retest-report${query}`)
  expect(res.statusCode).toBe(200)
  return res.json()
}

describe('GET /api/admin/retest-report', () => {
  it('is for admins only, and refuses a bad minDays with a message', async () => {
    expect((await new Client(t.app).get('/api/admin/retest-report')).statusCode).toBe(401)
    const { client: student } = await registerUser(t.app)
    expect((await student.get('/api/admin/retest-report')).statusCode).toBe(403)
    for (const bad of ['abc', '-1', '366', '2.5']) {
      const res = await admin.get(`/api/admin/retest-report?minDays=${bad}`)
      expect(res.statusCode, bad).toBe(400)
      expect(res.json().message, bad).toMatch(/minDays must be a whole number of days from 0 to 365/)
    }
  })

  it('reports no pairs, and judges no goal, before anyone has taken a grade twice', async () => {
    const body = await report()
    expect(body).toMatchObject({ minDays: 0, pairs: 0, truncated: false, medianDaysApart: null })
    expect(body.goals.map((g: { what: string; goal: number }) => [g.what, g.goal])).toEqual([
      ['the same #1 career family on a retake', 80],
      ['top-5 clusters that survive a retake', 70],
    ])
    for (const g of body.goals) expect(g).toMatchObject({ measured: null, met: null })
    expect(body.note).toMatch(/^0 of the 30 pairs needed/)
  })

  it('counts each student and grade once, from their real answers, and keeps only pairs minDays apart', async () => {
    // One student answers the same way twice; another changes from an artist's answers to an engineer's.
    const steady = await premiumStudent()
    const first = await sit(steady, 10, like('fine-arts', 10))
    await sit(steady, 10, like('fine-arts', 10))
    const changed = await premiumStudent()
    await sit(changed, 10, like('fine-arts', 10))
    await sit(changed, 10, like('mechanical-engineering', 10))
    // A third sitting adds no pair; one sitting of another grade, none either.
    await sit(changed, 10, like('fine-arts', 10))
    await sit(changed, 9, like('fine-arts', 9))

    const top5 = (id: string) => new Set(assess({ grade: 10, answers: like(id, 10) }).clusters.slice(0, 5).map((c) => c.id))
    const arts = top5('fine-arts')
    const overlap = [...top5('mechanical-engineering')].filter((id) => arts.has(id)).length / 5
    const body = await report()
    expect(body.pairs).toBe(2)
    expect(body.goals.map((g: { measured: number }) => g.measured)).toEqual([50, Math.round(((1 + overlap) / 2) * 1000) / 10])
    for (const g of body.goals) {
      expect(g.met).toBeNull()
      expect(g.low).toBeLessThanOrEqual(g.measured)
      expect(g.high).toBeGreaterThanOrEqual(g.measured)
    }
    expect(body.note).toMatch(/^2 of the 30 pairs needed/)
    // Submitted the moment they began, every sitting is "too fast": no pair is without a quality note at both sittings.
    expect(body.careful.pairs).toBe(0)
    // Given a quarter of an hour each, the steady student's two sittings are answered with care.
    const steadyTests = (await steady.get('/api/tests/history')).json() as { id: string }[]
    for (const { id } of steadyTests) await t.database.db.execute(sql`UPDATE tests SET time_spent = 900 WHERE id = ${id}`)
    const timed = await report()
    expect(timed.careful.pairs).toBe(1)
    expect(timed.careful.goals.map((g: { measured: number }) => g.measured)).toEqual([100, 100])

    // Only the steady student's retake is ten days after the first sitting.
    await t.database.db.execute(sql`UPDATE tests SET completed_at = completed_at - interval '10 days' WHERE id = ${first}`)
    const week = await report('?minDays=7')
    expect(week).toMatchObject({ minDays: 7, pairs: 1 })
    expect(week.medianDaysApart).toBeGreaterThanOrEqual(10)
    expect(week.goals.map((g: { measured: number }) => g.measured)).toEqual([100, 100])
  })
})

describe('listRetestPairs: the pairing and the limit, in the database', () => {
  const DAY = 86_400_000
  // Later than every sitting above, so that these retakes are the newest.
  const base = Date.UTC(2030, 0, 1)
  const insert = (userId: string | null, grade: Grade, day: number) =>
    t.database.db.insert(tests).values({ userId, studentName: 'Retest', grade, answers: like('law', grade), timeSpent: 900, score: {}, completedAt: new Date(base + day * DAY) })
  const daysOf = (pair: { completedAt: Date }[]) => pair.map((s) => (s.completedAt.getTime() - base) / DAY)

  it('pairs the first sitting with the first later one minDays after it, once per student and grade, newest retake first, at most limit', async () => {
    const u1 = (await registerUser(t.app)).user.id
    const u2 = (await registerUser(t.app)).user.id
    for (const day of [0, 2, 9]) await insert(u1, 10, day)
    await insert(u1, 9, 1)
    for (const day of [0, 1]) await insert(u2, 10, day)
    for (const day of [0, 3]) await insert(null, 10, day)

    const ours = (pairs: Awaited<ReturnType<typeof listRetestPairs>>['pairs']) =>
      pairs.filter(([first]) => first.userId === u1 || first.userId === u2).map(([first, later]) => [first.userId, first.grade, ...daysOf([first, later])])
    const all = await listRetestPairs(t.database.db, 0, 100)
    expect(ours(all.pairs)).toEqual([
      [u1, 10, 0, 2],
      [u2, 10, 0, 1],
    ])
    // Newest retake first: ours lead, and nothing without a student is paired.
    expect(all.pairs.slice(0, 2).map(([first]) => first.userId)).toEqual([u1, u2])
    expect(all.pairs.every(([first, later]) => first.userId !== null && first.userId === later.userId && first.grade === later.grade)).toBe(true)
    expect(all.truncated).toBe(false)
    expect(all.pairs[0]![0].answers).toEqual(like('law', 10))

    expect(ours((await listRetestPairs(t.database.db, 7, 100)).pairs)).toEqual([[u1, 10, 0, 9]])
    expect(ours((await listRetestPairs(t.database.db, 10, 100)).pairs)).toEqual([])

    const one = await listRetestPairs(t.database.db, 0, 1)
    expect(ours(one.pairs)).toEqual([[u1, 10, 0, 2]])
    expect(one.pairs).toHaveLength(1)
    expect(one.truncated).toBe(true)
  })
})
