// Admin calls: listing users and tests, resetting a test so the grade can be retaken, granting admin.
import { beforeAll, describe, expect, it } from 'vitest'
import { Client, createTestApp, registerUser, type TestApp, registerAdmin, questionsUrl } from '../support/app'

let t: TestApp
let admin: Client

beforeAll(async () => {
  t = await createTestApp()
  admin = (await registerAdmin(t, { email: 'admin@disha.test' })).client
  await admin.post('/api/admin/toggle-payments', { enabled: false })
})

async function completeGrade(client: Client, grade: number) {
  const questions = (await client.get(questionsUrl(grade))).json() as { id: string; questionType: string; options: string[] }[]
  const answers = Object.fromEntries(questions.map((q) => [q.id, q.questionType === 'rating_scale' ? '3' : (q.options[1] as string)]))
  const stream = grade >= 11 ? { currentStream: 'science-pcm' } : {}
  const attempt = (await client.post('/api/attempts', { grade, studentName: 'Student', ...stream })).json()
  const res = await client.post('/api/tests', { grade, studentName: 'Student', answers, score: {}, timeSpent: 0, attemptId: attempt.id })
  expect(res.statusCode).toBe(201)
  return res.json() as { id: string }
}

describe('admin guard', () => {
  it('answers 401 signed out and 403 for students on every admin call', async () => {
    const { client: student } = await registerUser(t.app)
    const calls: [string, string][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/tests'],
      ['GET', '/api/admin/counselling-requests'],
      ['DELETE', '/api/admin/tests/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/make-admin'],
    ]
    for (const [method, url] of calls) {
      expect((await new Client(t.app).request(method as 'GET', url)).statusCode, url).toBe(401)
      const res = await student.request(method as 'GET', url)
      expect(res.statusCode, url).toBe(403)
      expect(res.json().message).toBe('Admin access required')
    }
  })
})

describe('users and tests', () => {
  it('lists users without password hashes, and every test', async () => {
    const { client, email } = await registerUser(t.app)
    const test = await completeGrade(client, 8)
    const { users } = (await admin.get('/api/admin/users')).json()
    expect(users.find((u: { email: string }) => u.email === email)).toMatchObject({ isAdmin: false })
    expect(JSON.stringify(users)).not.toMatch(/password/i)
    const { tests } = (await admin.get('/api/admin/tests')).json()
    expect(tests.find((x: { id: string }) => x.id === test.id)).toMatchObject({ grade: 8 })
  })

  it('resets a test so the student can take the grade again', async () => {
    const { client } = await registerUser(t.app)
    const test = await completeGrade(client, 10)
    expect((await client.post('/api/attempts', { grade: 10, studentName: 'Again' })).statusCode).toBe(409)
    const res = await admin.request('DELETE', `/api/admin/tests/${test.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Test deleted successfully')
    expect((await client.get('/api/tests/history')).json()).toEqual([])
    expect((await client.get(`/api/tests/${test.id}/results`)).statusCode).toBe(404)
    const again = await client.post('/api/attempts', { grade: 10, studentName: 'Again' })
    expect(again.statusCode).toBe(201)
    expect((await admin.request('DELETE', `/api/admin/tests/${test.id}`)).statusCode).toBe(404)
    expect((await admin.request('DELETE', '/api/admin/tests/not-an-id')).statusCode).toBe(404)
  })

  it('grants admin, effective at once for the user signed in', async () => {
    const { client, user } = await registerUser(t.app)
    expect((await client.get('/api/admin/users')).statusCode).toBe(403)
    const res = await admin.post(`/api/admin/users/${user.id}/make-admin`)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('User granted admin access')
    expect((await client.get('/api/auth/user')).json().isAdmin).toBe(true)
    expect((await client.get('/api/admin/users')).statusCode).toBe(200)
    expect((await admin.post('/api/admin/users/00000000-0000-4000-8000-000000000000/make-admin')).statusCode).toBe(404)
  })
})
