// Seats (docs/decisions/050-seats.md): a school buys seats (mock mode settles the order at once) or a platform admin
// grants them; a student of a class takes the class grade's test on a seat without paying, one seat per student and
// grade, used when the attempt starts. Forty students starting at once on ten seats use exactly ten. Another school's
// students cannot use them; every change is audited with who, the school and before/after; bad input is a 400 with a
// message and stores nothing.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GradeAccess, GradeAccessList } from '../../src/shared/schemas/access'
import type { CounsellorSchool, School, SignInSlip } from '../../src/shared/schemas/schools'
import { Client, registerUser, type TestApp } from '../support/app'
import { classOfSignedInStudents, createClass, createSchool, finishTest, importList, signInWithSlip, startWithTwoSchools, type SlipStudent, type TestSchool } from '../support/schools'
import type { MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher
let admin: Client
let a: TestSchool
let b: TestSchool

type Audit = { actor_id: string | null; actor_kind: string; school_id: string | null; details: Record<string, unknown> }

async function audits(action: string, schoolId: string): Promise<Audit[]> {
  const { rows } = (await t.database.db.execute(sql`
    select actor_id, actor_kind, school_id, details from audit_log
    where action = ${action} and school_id = ${schoolId} order by at, id`)) as unknown as { rows: Audit[] }
  return rows
}

async function seatRows(): Promise<number> {
  const { rows } = (await t.database.db.execute(sql`select (select count(*) from seat_additions) + (select count(*) from orders) as n`)) as unknown as {
    rows: { n: string | number }[]
  }
  return Number(rows[0]?.n)
}

async function seatsOf(school: TestSchool) {
  const res = await school.counsellor.get('/api/school')
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as CounsellorSchool).seats
}

async function accessOf(student: Client, grade: number): Promise<GradeAccess> {
  const res = await student.get('/api/grade-access')
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as GradeAccessList).grades.find((g) => g.grade === grade) as GradeAccess
}

const start = (student: Client, grade: number) => student.post('/api/attempts', { grade, studentName: 'Student', ...(grade >= 11 ? { currentStream: 'science-pcm' } : {}) })

const grant = (school: { id: string }, seats: number, note = 'Pilot term') => admin.post(`/api/admin/schools/${school.id}/seats`, { seats, note })

beforeAll(async () => {
  ;({ t, smtp, admin, a, b } = await startWithTwoSchools())
  // Seats matter only while tests are paid for.
  expect((await admin.post('/api/admin/toggle-payments', { enabled: true })).statusCode).toBe(200)
})

afterAll(async () => {
  await smtp.close()
})

describe('granting and buying seats', () => {
  it('a platform admin grants seats: the counsellor sees them, the admin list shows them, the log says who and before/after', async () => {
    const res = await grant(a, 3, 'Pilot term')
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ message: '3 seats granted. The school has 3 left.', seats: { bought: 0, granted: 3, used: 0, left: 3 } })
    expect(await seatsOf(a)).toEqual({ bought: 0, granted: 3, used: 0, left: 3 })
    const listed = ((await admin.get('/api/admin/schools')).json() as School[]).find((s) => s.id === a.id)
    expect(listed?.seats).toEqual({ bought: 0, granted: 3, used: 0, left: 3 })
    const [entry] = await audits('seats.granted', a.id)
    expect(entry).toMatchObject({ actor_kind: 'admin', school_id: a.id, details: { seats: 3, note: 'Pilot term', seatsLeft: { before: 0, after: 3 } } })
    expect(entry?.actor_id).toBeTruthy()
    // The other school has none of them.
    expect(await seatsOf(b)).toEqual({ bought: 0, granted: 0, used: 0, left: 0 })
  })

  it('a counsellor buys seats at seats × SEAT_PRICE; mock mode settles the order at once, through the one settling step', async () => {
    const res = await a.counsellor.post('/api/school/seats/orders', { seats: 2 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ mockMode: true, amount: 2 * 4000, currency: 'INR' })
    expect(await seatsOf(a)).toEqual({ bought: 2, granted: 3, used: 0, left: 5 })
    const [entry] = await audits('seats.bought', a.id)
    expect(entry).toMatchObject({ actor_id: a.counsellorId, actor_kind: 'counsellor', details: { seats: 2, amount: 8000, via: 'mock', seatsLeft: { before: 3, after: 5 } } })
    const { rows } = (await t.database.db.execute(sql`select purpose, status, school_id from orders where user_id = ${a.counsellorId}`)) as unknown as {
      rows: { purpose: string; status: string; school_id: string }[]
    }
    expect(rows).toEqual([{ purpose: 'seats:2', status: 'paid', school_id: a.id }])
    // The counsellor's purchases list names it.
    const purchases = (await a.counsellor.get('/api/purchases')).json() as { description: string }[]
    expect(purchases.map((p) => p.description)).toContain("2 seats for the school's students")
  })

  it('refuses signed-out callers (401), students (403), counsellors on the admin call (403), an unknown school (404) and bad numbers (400), storing nothing', async () => {
    const before = await seatRows()
    const anon = new Client(t.app, '198.51.100.250')
    expect((await anon.post('/api/school/seats/orders', { seats: 2 })).statusCode).toBe(401)
    expect((await anon.post(`/api/admin/schools/${a.id}/seats`, { seats: 2, note: 'x' })).statusCode).toBe(401)
    const student = (await registerUser(t.app)).client
    expect((await student.post('/api/school/seats/orders', { seats: 2 })).statusCode).toBe(403)
    expect((await student.post(`/api/admin/schools/${a.id}/seats`, { seats: 2, note: 'x' })).statusCode).toBe(403)
    expect((await a.counsellor.post(`/api/admin/schools/${b.id}/seats`, { seats: 2, note: 'x' })).statusCode).toBe(403)
    expect((await admin.post('/api/school/seats/orders', { seats: 2 })).statusCode).toBe(403)
    const unknown = await grant({ id: '00000000-0000-4000-8000-000000000000' }, 2)
    expect(unknown.statusCode, unknown.body).toBe(404)
    expect(unknown.json()).toMatchObject({ message: 'That school was not found.' })
    const malformed = await grant({ id: 'not-an-id' }, 2)
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ message: 'This id is not valid.' })
    for (const seats of [0, -1, 1001, 2.5, '10', null]) {
      for (const res of [await a.counsellor.post('/api/school/seats/orders', { seats }), await grant(a, seats as number)]) {
        expect(res.statusCode, `${seats}: ${res.body}`).toBe(400)
        expect(res.json()).toMatchObject({ message: 'Seats must be a whole number from 1 to 1000' })
      }
    }
    expect((await a.counsellor.post('/api/school/seats/orders', {})).statusCode).toBe(400)
    const noNote = await admin.post(`/api/admin/schools/${a.id}/seats`, { seats: 2 })
    expect(noNote.statusCode).toBe(400)
    expect(noNote.json()).toMatchObject({ message: 'Note is required' })
    expect((await grant(a, 2, '   ')).statusCode).toBe(400)
    expect(await seatRows()).toBe(before)
    expect(await seatsOf(a)).toEqual({ bought: 2, granted: 3, used: 0, left: 5 })
  })
})

describe('taking the test on a seat', () => {
  let students: SlipStudent[] = []

  beforeAll(async () => {
    ;({ students } = await classOfSignedInStudents(t, a.counsellor, { name: '9 Seats', grade: 9 }, 'Asha Verma,1\nBela Rao,2\nChetan Das,3', 20))
  })

  it("a class student starts the class grade's test without paying: one seat used, at the start", async () => {
    const asha = (students[0] as SlipStudent).client
    expect(await accessOf(asha, 9)).toMatchObject({ action: 'start', coveredBy: 'seat', seat: 'available' })
    // Another grade is not the class's: it is paid for as usual.
    expect(await accessOf(asha, 10)).toMatchObject({ action: 'pay', coveredBy: null, seat: null })
    expect((await start(asha, 10)).statusCode).toBe(402)
    // The test page reads the questions before its Start: a seat still free opens them, and reading uses none.
    expect((await asha.get('/api/questions/9')).statusCode).toBe(200)
    expect((await asha.get('/api/questions/10')).statusCode).toBe(402)
    expect(await seatsOf(a)).toEqual({ bought: 2, granted: 3, used: 0, left: 5 })
    const started = await start(asha, 9)
    expect(started.statusCode, started.body).toBe(201)
    expect(await seatsOf(a)).toEqual({ bought: 2, granted: 3, used: 1, left: 4 })
    expect(await accessOf(asha, 9)).toMatchObject({ action: 'start', coveredBy: 'seat', seat: 'used' })
    // The attempt's questions are open to the student now.
    expect((await asha.get('/api/questions/9')).statusCode).toBe(200)
  })

  it('resuming, finishing, and starting again after an admin reset use no other seat', async () => {
    const asha = (students[0] as SlipStudent).client
    expect((await start(asha, 9)).statusCode).toBe(200)
    const testId = await finishTest(asha, 9)
    expect(await seatsOf(a)).toMatchObject({ used: 1, left: 4 })
    expect(await accessOf(asha, 9)).toMatchObject({ action: 'completed', seat: 'used' })
    expect((await start(asha, 9)).statusCode).toBe(409)
    expect((await admin.request('DELETE', `/api/admin/tests/${testId}`)).statusCode).toBe(200)
    expect((await start(asha, 9)).statusCode).toBe(201)
    expect(await seatsOf(a)).toMatchObject({ used: 1, left: 4 })
  })

  it("a student's own purchase comes first: no seat is used", async () => {
    const bela = (students[1] as SlipStudent).client
    expect((await bela.post('/api/payment/create-order', { grade: 9 })).statusCode).toBe(200)
    expect(await accessOf(bela, 9)).toMatchObject({ action: 'start', coveredBy: 'grade', seat: null })
    expect((await start(bela, 9)).statusCode).toBe(201)
    expect(await seatsOf(a)).toMatchObject({ used: 1, left: 4 })
  })

  it('a student of another school cannot use them; with no seat left the student is told why and may pay', async () => {
    const bClass = await createClass(b.counsellor, { name: '9 B', grade: 9 })
    const farah = await signInWithSlip(t, (await importList(b.counsellor, bClass.id, 'Farah Ali,1'))[0] as SignInSlip, 'farah-own-pw', '198.51.100.40')
    expect(await accessOf(farah, 9)).toMatchObject({ action: 'pay', coveredBy: null, seat: 'all-used' })
    const refused = await start(farah, 9)
    expect(refused.statusCode).toBe(402)
    expect(refused.json()).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: "Your school's seats are all used: ask your counsellor, or buy the grade 9 test on its instructions page.",
    })
    // Nor may the questions be read without a seat left.
    expect((await farah.get('/api/questions/9')).statusCode).toBe(402)
    expect(await seatsOf(a)).toMatchObject({ used: 1, left: 4 })
    expect(await seatsOf(b)).toMatchObject({ used: 0, left: 0 })
    // A student who signed up alone, in no class, is not offered seats.
    const alone = (await registerUser(t.app)).client
    expect(await accessOf(alone, 9)).toMatchObject({ action: 'pay', seat: null })
  })

  it('while tests are free, no seat is used', async () => {
    const chetan = (students[2] as SlipStudent).client
    expect((await admin.post('/api/admin/toggle-payments', { enabled: false })).statusCode).toBe(200)
    try {
      expect(await accessOf(chetan, 9)).toMatchObject({ action: 'start', coveredBy: 'free', seat: null })
      expect((await start(chetan, 9)).statusCode).toBe(201)
      expect(await seatsOf(a)).toMatchObject({ used: 1, left: 4 })
    } finally {
      await admin.post('/api/admin/toggle-payments', { enabled: true })
    }
  })
})

describe('a class of 40 starting at once on 10 seats', () => {
  it('uses exactly 10 seats; the other 30 are asked to pay', async () => {
    const school = await createSchool(t, admin, smtp)
    const csv = Array.from({ length: 40 }, (_, i) => `Student Number${i + 1},${i + 1}`).join('\n')
    const { students } = await classOfSignedInStudents(t, school.counsellor, { name: '10 Lab', grade: 10 }, csv, 100)
    expect((await grant(school, 10)).statusCode).toBe(201)
    const answers = await Promise.all(students.map((s) => start(s.client, 10)))
    const statuses = answers.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 402)).toHaveLength(30)
    for (const refused of answers.filter((r) => r.statusCode === 402)) {
      expect(refused.json()).toMatchObject({ message: expect.stringContaining("Your school's seats are all used") })
    }
    expect(await seatsOf(school)).toEqual({ bought: 0, granted: 10, used: 10, left: 0 })
    const { rows } = (await t.database.db.execute(sql`select count(*)::int as n from seat_uses where school_id = ${school.id}`)) as unknown as { rows: { n: number }[] }
    expect(Number(rows[0]?.n)).toBe(10)
    // Another grant lets the others start.
    expect((await grant(school, 30)).statusCode).toBe(201)
    const second = await Promise.all(students.map((s) => start(s.client, 10)))
    expect(second.filter((r) => r.statusCode === 201)).toHaveLength(30)
    expect(second.filter((r) => r.statusCode === 200)).toHaveLength(10)
    expect(await seatsOf(school)).toEqual({ bought: 0, granted: 40, used: 40, left: 0 })
  })
})
