// The board a student names, and the questions drawn for it and for the stream of grades 11-12.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { BOARD_MESSAGE } from '../../src/shared/constants'
import { formFor, gradeItems } from '../../src/server/assessment/question-bank'
import { Client, createTestApp, registerAdmin, registerUser, type TestApp } from '../support/app'

let t: TestApp

interface Q {
  id: string
  questionType: string
  options: string[]
}

beforeAll(async () => {
  t = await createTestApp()
  const { client: admin } = await registerAdmin(t, { email: 'admin@board.test' })
  expect((await admin.post('/api/admin/toggle-payments', { enabled: false })).statusCode).toBe(200)
})

const ids = (questions: Q[]) => questions.map((q) => q.id)
const answersOf = (questions: Q[]) =>
  Object.fromEntries(questions.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[i % q.options.length] as string)]))

describe('PUT /api/account/board', () => {
  it('stores the board and shows it on the user', async () => {
    const { client } = await registerUser(t.app)
    expect((await client.get('/api/auth/user')).json().board).toBeUndefined()
    const res = await client.request('PUT', '/api/account/board', { board: 'icse' })
    expect(res.statusCode).toBe(200)
    expect(res.json().board).toBe('icse')
    expect((await client.get('/api/auth/user')).json().board).toBe('icse')
    expect((await client.request('PUT', '/api/account/board', { board: 'state' })).json().board).toBe('state')
    expect((await client.get('/api/auth/user')).json().board).toBe('state')
  })

  it('answers 400 with a clear message for an unknown board, and stores nothing', async () => {
    const { client, user } = await registerUser(t.app)
    await client.request('PUT', '/api/account/board', { board: 'cbse' })
    for (const board of ['igcse', '', 'CBSE ', 7, null]) {
      const res = await client.request('PUT', '/api/account/board', { board })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(BOARD_MESSAGE)
    }
    const stored = await t.database.db.execute(sql`select board from users where id = ${user.id}`)
    expect((stored as unknown as { rows: { board: string }[] }).rows[0]?.board).toBe('cbse')
  })

  it('needs a signed-in user', async () => {
    expect((await new Client(t.app).request('PUT', '/api/account/board', { board: 'cbse' })).statusCode).toBe(401)
  })
})

describe('the questions follow board and stream', () => {
  it("serves the student's own board's questions, and those a query names", async () => {
    const { client } = await registerUser(t.app)
    const none = (await client.get('/api/questions/9')).json() as Q[]
    expect(ids(none)).toEqual(formFor(9, { board: null, stream: null }).map((i) => i.id))
    await client.request('PUT', '/api/account/board', { board: 'icse' })
    const icse = (await client.get('/api/questions/9')).json() as Q[]
    expect(ids(icse)).toEqual(formFor(9, { board: 'icse', stream: null }).map((i) => i.id))
    const cbse = (await client.get('/api/questions/9?board=cbse')).json() as Q[]
    expect(ids(cbse)).toEqual(formFor(9, { board: 'cbse', stream: null }).map((i) => i.id))
    const commerce = (await client.get('/api/questions/12?stream=commerce')).json() as Q[]
    expect(ids(commerce)).toEqual(formFor(12, { board: 'icse', stream: 'commerce' }).map((i) => i.id))
  })

  it('answers 400 for an unknown board or stream, and for a stream below grade 11', async () => {
    const { client } = await registerUser(t.app)
    expect((await client.get('/api/questions/9?board=igcse')).statusCode).toBe(400)
    expect((await client.get('/api/questions/11?stream=arts')).statusCode).toBe(400)
    const low = await client.get('/api/questions/9?stream=commerce')
    expect(low.statusCode).toBe(400)
    expect(low.json().message).toBe('Only grades 11 and 12 choose a current stream')
  })

  it('an attempt keeps the board and stream it was drawn for, and is scored against its own questions', async () => {
    const { client } = await registerUser(t.app)
    await client.request('PUT', '/api/account/board', { board: 'icse' })
    const start = await client.post('/api/attempts', { grade: 12, studentName: 'Meera', currentStream: 'commerce' })
    expect(start.statusCode).toBe(201)
    const attempt = start.json()
    expect(attempt.board).toBe('icse')
    expect(attempt.currentStream).toBe('commerce')
    // The board changes after the start: the attempt keeps its own questions.
    await client.request('PUT', '/api/account/board', { board: 'cbse' })
    const questions = (await client.get('/api/questions/12?board=icse&stream=commerce')).json() as Q[]
    const answers = answersOf(questions)
    const saved = await client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers, position: 29, revision: 1 })
    expect(saved.statusCode).toBe(200)
    const submitted = await client.post('/api/tests', { grade: 12, studentName: 'Meera', answers, timeSpent: 600, attemptId: attempt.id })
    expect(submitted.statusCode).toBe(201)
    const test = submitted.json()
    expect(test.board).toBe('icse')
    expect(Object.keys(test.answers).sort()).toEqual(Object.keys(answers).sort())
    const history = (await client.get('/api/tests/history')).json() as { id: string; board: string }[]
    expect(history.find((h) => h.id === test.id)?.board).toBe('icse')
  })

  it("refuses an answer to a question of the grade the attempt's student did not meet", async () => {
    const { client } = await registerUser(t.app)
    const start = await client.post('/api/attempts', { grade: 11, studentName: 'Ravi', currentStream: 'humanities', board: 'icse' })
    expect(start.statusCode).toBe(201)
    const drawn = new Set(formFor(11, { board: 'icse', stream: 'humanities' }).map((i) => i.id))
    const other = gradeItems(11).find((item) => !drawn.has(item.id) && item.type === 'multiple_choice' && 'answer' in item)
    if (!other) throw new Error('the grade 11 pool holds no knowledge item outside this test')
    const answer = other.type === 'multiple_choice' && 'answer' in other ? other.options[0]! : '1'
    const res = await client.request('PUT', `/api/attempts/${start.json().id}/answers`, { answers: { [other.id]: answer }, position: 0, revision: 1 })
    expect(res.statusCode).toBe(400)
  })
})
