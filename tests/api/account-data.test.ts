// A student's own data: export everything, and delete the account with all of it.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { entitlements, orders } from '../../src/server/db/schema'
import { Client, createTestApp, registerUser, type TestApp, registerAdmin, streamFor, questionsUrl } from '../support/app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  const { client: admin } = await registerAdmin(t, { email: 'admin@disha.test' })
  await admin.post('/api/admin/toggle-payments', { enabled: false })
})

async function takeTest(client: Client, grade: number) {
  const questions = (await client.get(questionsUrl(grade))).json() as { id: string; questionType: string; options: string[] }[]
  const answers = Object.fromEntries(questions.map((q) => [q.id, q.questionType === 'rating_scale' ? '4' : (q.options[0] as string)]))
  await client.post('/api/attempts', { grade, studentName: 'Asha', ...streamFor(grade) })
  const res = await client.post('/api/tests', { grade, studentName: 'Asha', answers, score: {}, timeSpent: 900 })
  expect(res.statusCode).toBe(201)
  return res.json() as { id: string }
}

describe('export', () => {
  it('gives the signed-in student everything kept about them, and nothing of others', async () => {
    const { client, email } = await registerUser(t.app)
    const test = await takeTest(client, 9)
    await client.post('/api/counselling-requests', { testId: test.id, contactName: 'Parent', phone: '98765 43210', preferredTime: 'Weekend' })
    const { client: other } = await registerUser(t.app)
    await takeTest(other, 9)

    const res = await client.get('/api/account/export')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="disha-my-data.json"/)
    const data = res.json()
    expect(data.user.email).toBe(email)
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|argon2/)
    expect(data.tests).toHaveLength(1)
    expect(data.tests[0].result.recommendations.length).toBeGreaterThanOrEqual(5)
    expect(data.counsellingRequests).toMatchObject([{ phone: '9876543210', preferredTime: 'Weekend' }])
    expect((await new Client(t.app).get('/api/account/export')).statusCode).toBe(401)
  })

  it('lists what the student paid for', async () => {
    const { client } = await registerUser(t.app)
    expect((await client.post('/api/payment/create-order', { planType: 'premium' })).statusCode).toBe(200)
    const data = (await client.get('/api/account/export')).json()
    expect(data.purchases).toMatchObject([{ description: 'Premium plan (1 year)', amount: 49900, status: 'paid' }])
  })
})

describe('delete', () => {
  it('keeps payment records for the accounts without naming the student, and removes what they granted', async () => {
    const { client, user, password } = await registerUser(t.app)
    const order = (await client.post('/api/payment/create-order', { planType: 'basic' })).json()
    expect((await client.request('DELETE', '/api/account', { password })).statusCode).toBe(200)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, order.orderId))
    expect(row).toMatchObject({ userId: null, status: 'paid', amount: 9900 })
    expect(await t.database.db.select().from(entitlements).where(eq(entitlements.userId, user.id))).toEqual([])
  })

  it('needs the password, then removes the account and its data', async () => {
    const { client, email, password } = await registerUser(t.app)
    const test = await takeTest(client, 10)
    const wrong = await client.request('DELETE', '/api/account', { password: 'not-it' })
    expect(wrong.statusCode).toBe(400)
    expect((await client.get('/api/auth/user')).statusCode).toBe(200)

    const res = await client.request('DELETE', '/api/account', { password })
    expect(res.statusCode).toBe(200)
    expect((await client.get('/api/auth/user')).statusCode).toBe(401)
    expect((await new Client(t.app).post('/api/login', { email, password })).statusCode).toBe(401)
    const { client: admin } = await registerUser(t.app)
    expect((await admin.get(`/api/tests/${test.id}/results`)).statusCode).toBe(404)
    const rows = await t.database.db.execute(`select count(*)::int as n from tests where id = '${test.id}'` as never)
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0)
    // The e-mail can be used again.
    expect((await new Client(t.app).post('/api/register', { email, password, firstName: 'Again' })).statusCode).toBe(201)
  })
})

describe('counselling requests', () => {
  it('are taken for your own test only, validated, and listed for admins', async () => {
    const { client } = await registerUser(t.app)
    const test = await takeTest(client, 11)
    const bad = await client.post('/api/counselling-requests', { testId: test.id, contactName: 'P', phone: '12345', preferredTime: 'Weekend' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Please enter a 10-digit mobile number.')
    expect((await client.post('/api/counselling-requests', { testId: test.id, contactName: 'P', phone: '9876543210', preferredTime: 'Midnight' })).statusCode).toBe(400)
    const { client: other } = await registerUser(t.app)
    const notYours = await other.post('/api/counselling-requests', { testId: test.id, contactName: 'P', phone: '9876543210', preferredTime: 'Weekend' })
    expect(notYours.statusCode).toBe(404)
    const ok = await client.post('/api/counselling-requests', { testId: test.id, contactName: 'Mother', phone: '+91 91234 56789', preferredTime: 'Weekday evening', message: 'Science or Commerce?' })
    expect(ok.statusCode).toBe(201)
    expect((await client.get('/api/admin/counselling-requests')).statusCode).toBe(403)
    const admin = new Client(t.app)
    await admin.post('/api/login', { email: 'admin@disha.test', password: 'secret123' })
    const list = (await admin.get('/api/admin/counselling-requests')).json()
    expect(list[0]).toMatchObject({ contactName: 'Mother', phone: '9123456789', testId: test.id, message: 'Science or Commerce?' })
  })
})
