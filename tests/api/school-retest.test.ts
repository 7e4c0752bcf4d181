// The retest study of a school (GET /api/school/retest-report): the counsellor sees how often the results of their own
// students who took a grade twice held, and never another school's students or those of no school.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAREERS } from '../../src/server/assessment/careers'
import type { SchoolRetestReport } from '../../src/shared/schemas/cohort-report'
import type { Grade } from '../../src/shared/schemas/items'
import { answersLike } from '../assessment/fixtures'
import { Client, registerUser, uniqueEmail, type TestApp } from '../support/app'
import { createClass, startWithTwoSchools, type TestSchool } from '../support/schools'
import type { MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher
let admin: Client
let a: TestSchool
let b: TestSchool

beforeAll(async () => {
  ;({ t, smtp, admin, a, b } = await startWithTwoSchools())
})
afterAll(async () => {
  await smtp.close()
})

const like = (id: string, grade: Grade) => answersLike(CAREERS.find((c) => c.id === id)!, grade)

let sittings = 0
/** One sitting, a second after the one before, so which came first is known. */
async function sit(client: Client, grade: Grade, answers: Record<string, string>) {
  const attempt = (await client.post('/api/attempts', { grade, studentName: 'Retest' })).json()
  // A class's student studies its board: the answers are those of the questions drawn for it.
  const asked = new Set(((await client.get(`/api/questions/${grade}`)).json() as { id: string }[]).map((q) => q.id))
  const own = Object.fromEntries(Object.entries(answers).filter(([id]) => asked.has(id)))
  const res = await client.post('/api/tests', { grade, studentName: 'Retest', answers: own, score: {}, timeSpent: 0, attemptId: attempt.id })
  expect(res.statusCode, res.body).toBe(201)
  await t.database.db.execute(sql`UPDATE tests SET completed_at = completed_at + make_interval(secs => ${++sittings}::int) WHERE id = ${res.json().id as string}`)
}

let host = 10
/** A student of the class (joined with its code at sign-up) on a premium plan, who takes grade 10 twice. */
async function retaker(joinCode: string | undefined, second: string) {
  const client = new Client(t.app, `198.51.100.${host++}`)
  const res = await client.post('/api/register', { email: uniqueEmail(), password: 'secret123', firstName: 'Retaker', ...(joinCode ? { joinCode } : {}) })
  expect(res.statusCode, res.body).toBe(201)
  expect((await client.post('/api/payment/create-order', { planType: 'premium' })).statusCode).toBe(200)
  await sit(client, 10, like('fine-arts', 10))
  await sit(client, 10, like(second, 10))
}

describe('GET /api/school/retest-report', () => {
  it("counts only the counsellor's own students, and is the counsellor's alone", async () => {
    const tenA = await createClass(a.counsellor, { name: '10 A', grade: 10 })
    const tenB = await createClass(b.counsellor, { name: '10 B', grade: 10 })
    await retaker(tenA.joinCode, 'fine-arts')
    await retaker(tenA.joinCode, 'mechanical-engineering')
    await retaker(tenB.joinCode, 'fine-arts')
    await retaker(undefined, 'fine-arts')

    const ofA = await a.counsellor.get('/api/school/retest-report')
    expect(ofA.statusCode, ofA.body).toBe(200)
    expect(ofA.headers['cache-control']).toBe('no-store')
    expect(ofA.json()).toMatchObject({ minDays: 0, pairs: 2, truncated: false })
    // Figures and codes, no sentence: the fine-arts student who answered alike kept everything, the other nothing.
    const held = (ofA.json() as SchoolRetestReport).held
    expect(held.map(({ measure, of, same }) => ({ measure, of, same }))).toEqual([
      { measure: 'family', of: 2, same: 1 },
      { measure: 'career', of: 2, same: 1 },
      { measure: 'stream', of: 2, same: 1 },
    ])
    expect(held[0]!.low).toBeLessThan(50)
    expect(held[0]!.high).toBeGreaterThan(50)
    expect(ofA.json()).not.toHaveProperty('note')
    expect(JSON.stringify(ofA.json())).not.toMatch(/[a-z]+ [a-z]+ [a-z]+/i)
    expect((await b.counsellor.get('/api/school/retest-report')).json()).toMatchObject({ pairs: 1 })
    // The platform's study counts every retaker, of a school or none, and keeps its goals and note.
    const platform = (await admin.get('/api/admin/retest-report')).json()
    expect(platform).toMatchObject({ pairs: 4, goals: [{ what: 'the same #1 career family on a retake' }, { what: 'top-5 clusters that survive a retake' }] })
    expect(platform.note).toMatch(/pairs needed to judge a goal/)
    // The same day's retakes are not minDays apart.
    expect((await a.counsellor.get('/api/school/retest-report?minDays=7')).json()).toEqual({
      minDays: 7,
      pairs: 0,
      truncated: false,
      medianDaysApart: null,
      held: [
        { measure: 'family', of: 0, same: 0, low: null, high: null },
        { measure: 'career', of: 0, same: 0, low: null, high: null },
        { measure: 'stream', of: 0, same: 0, low: null, high: null },
      ],
      careful: { pairs: 0, held: expect.any(Array) },
    })

    expect((await new Client(t.app).get('/api/school/retest-report')).statusCode).toBe(401)
    const { client: student } = await registerUser(t.app)
    expect((await student.get('/api/school/retest-report')).statusCode).toBe(403)
    const bad = await a.counsellor.get('/api/school/retest-report?minDays=abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/minDays must be a whole number of days from 0 to 365/)
  })
})
