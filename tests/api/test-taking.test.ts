// Questions, attempts, submission and results: every gate and error of taking a test.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { Client, createTestApp, registerUser, type TestApp, registerAdmin, untilBrotli } from '../support/app'
import { STRONG_FIT_WITHHELD_NOTE } from '../../src/shared/schemas/results'
import { CAREERS } from '../../src/server/assessment/careers'
import { answersLike } from '../assessment/fixtures'

let t: TestApp
let admin: Client

interface Q {
  id: string
  questionType: string
  options: string[]
}

beforeAll(async () => {
  t = await createTestApp()
  admin = (await registerAdmin(t, { email: 'admin@disha.test' })).client
})

async function setPayments(enabled: boolean) {
  const res = await admin.post('/api/admin/toggle-payments', { enabled })
  expect(res.statusCode).toBe(200)
}

async function answersFor(client: Client, grade: number): Promise<Record<string, string>> {
  const res = await client.get(`/api/questions/${grade}`)
  expect(res.statusCode).toBe(200)
  const questions = res.json() as Q[]
  return Object.fromEntries(questions.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[i % q.options.length] as string)]))
}

describe('payments switch and question access', () => {
  it('only admins switch payments', async () => {
    expect((await new Client(t.app).post('/api/admin/toggle-payments', { enabled: false })).statusCode).toBe(401)
    const { client } = await registerUser(t.app)
    const res = await client.post('/api/admin/toggle-payments', { enabled: false })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Admin access required')
    expect((await admin.post('/api/admin/toggle-payments', { enabled: 'no' })).statusCode).toBe(400)
    expect((await new Client(t.app).get('/api/system/payment-settings')).json()).toEqual({ paymentsEnabled: true })
  })

  it('answers 402 while payments are on and the grade is not purchased, 200 when off', async () => {
    const { client } = await registerUser(t.app)
    await setPayments(true)
    const paid = await client.get('/api/questions/10')
    expect(paid.statusCode).toBe(402)
    expect(paid.json().code).toBe('PAYMENT_REQUIRED')
    expect((await client.post('/api/attempts', { grade: 10, studentName: 'Asha' })).statusCode).toBe(402)
    await setPayments(false)
    const res = await client.get('/api/questions/10')
    expect(res.statusCode).toBe(200)
  })

  it('serves each grade exactly 30 questions in order, without keys', async () => {
    await setPayments(false)
    const { client } = await registerUser(t.app)
    for (const grade of [8, 9, 10, 11, 12]) {
      const res = await client.get(`/api/questions/${grade}`)
      const questions = res.json() as (Q & Record<string, unknown>)[]
      expect(questions).toHaveLength(30)
      expect(questions[0]?.id).toBe(`g${grade}-ic-01`)
      for (const q of questions) expect(Object.keys(q).sort()).toEqual(['id', 'options', 'questionText', 'questionType', 'section'])
      expect(res.body).not.toMatch(/"(answer|weights|syllabus|explanation|trait|type)"/)
      const rating = questions.find((q) => q.questionType === 'rating_scale')
      expect(rating?.options).toEqual(['Not at all', 'A little', 'Neutral', 'Quite a bit', 'Very much'])
    }
  })

  it('refuses grades outside 8..12 with 400', async () => {
    const { client } = await registerUser(t.app)
    for (const grade of ['7', '13', 'abc', '10.5', '-1', '010', '1e1', ' 10']) {
      const res = await client.get(`/api/questions/${grade}`)
      expect(res.statusCode, grade).toBe(400)
      expect(res.json().message).toBe('Grade must be a number from 8 to 12')
    }
    expect((await new Client(t.app).get('/api/questions/10')).statusCode).toBe(401)
  })

  it('reads a grade written with a leading zero as the other grade routes do', async () => {
    await setPayments(false)
    const { client } = await registerUser(t.app)
    const padded = await client.get('/api/questions/08')
    expect(padded.statusCode).toBe(200)
    expect(padded.body).toBe((await client.get('/api/questions/8')).body)
    expect((await client.get('/api/attempts/current/08')).statusCode).toBe(200)
  })
})

describe('attempts', () => {
  beforeAll(() => setPayments(false))

  it('starts once per grade; a second start (another tab) resumes the same attempt', async () => {
    const { client } = await registerUser(t.app)
    const first = await client.post('/api/attempts', { grade: 9, studentName: '  Kabir ' })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ grade: 9, studentName: 'Kabir', answers: {}, position: 0, status: 'open', remainingSeconds: 1800 })
    const again = await Promise.all([1, 2, 3].map(() => client.post('/api/attempts', { grade: 9, studentName: 'Kabir' })))
    for (const res of again) {
      expect(res.statusCode).toBe(200)
      expect(res.json().id).toBe(first.json().id)
    }
    const current = await client.get('/api/attempts/current/9')
    expect(current.json().id).toBe(first.json().id)
    const none8 = await client.get('/api/attempts/current/8')
    expect([none8.statusCode, none8.json()]).toEqual([200, null]) // none yet: 200 null (decision 014)
  })

  it('refuses a blank name and a bad grade', async () => {
    const { client } = await registerUser(t.app)
    const blank = await client.post('/api/attempts', { grade: 9, studentName: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toBe('Please enter your name to start the test.')
    expect((await client.post('/api/attempts', { grade: 13, studentName: 'A' })).statusCode).toBe(400)
    expect((await client.post('/api/attempts', { grade: '10', studentName: 'A' })).statusCode).toBe(400)
  })

  it('asks grades 11 and 12 for their current stream, refuses one for grades 8-10, and keeps it with the attempt', async () => {
    const { client } = await registerUser(t.app)
    const missing = await client.post('/api/attempts', { grade: 11, studentName: 'Dev' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toMatch(/Choose your current stream/)
    expect((await client.post('/api/attempts', { grade: 11, studentName: 'Dev', currentStream: 'arts' })).statusCode).toBe(400)
    expect((await client.post('/api/attempts', { grade: 9, studentName: 'Dev', currentStream: 'commerce' })).statusCode).toBe(400)
    const none11 = await client.get('/api/attempts/current/11')
    expect([none11.statusCode, none11.json()]).toEqual([200, null]) // none yet: 200 null (decision 014)
    const started = await client.post('/api/attempts', { grade: 11, studentName: 'Dev', currentStream: 'commerce-maths' })
    expect(started.statusCode).toBe(201)
    expect(started.json().currentStream).toBe('commerce-maths')
    expect((await client.get('/api/attempts/current/11')).json().currentStream).toBe('commerce-maths')
    expect((await client.post('/api/attempts', { grade: 9, studentName: 'Dev' })).json().currentStream).toBeNull()
  })

  it('saves answers and position, keeps the newest revision, and reports the server time left', async () => {
    const { client } = await registerUser(t.app)
    const answers = await answersFor(client, 10)
    const attempt = (await client.post('/api/attempts', { grade: 10, studentName: 'Meera' })).json()
    const firstTwo = Object.fromEntries(Object.entries(answers).slice(0, 2))
    const firstOne = Object.fromEntries(Object.entries(answers).slice(0, 1))
    t.clock.advance(90_000)
    const save = await client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers: firstTwo, position: 2, revision: 2 })
    expect(save.statusCode).toBe(200)
    expect(save.json()).toMatchObject({ revision: 2, remainingSeconds: 1710 })
    // A save that was sent earlier but arrives later must not undo the newer one.
    const late = await client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers: firstOne, position: 1, revision: 1 })
    expect(late.statusCode).toBe(200)
    expect(late.json().revision).toBe(2)
    const resumed = (await client.get('/api/attempts/current/10')).json()
    expect(resumed).toMatchObject({ answers: firstTwo, position: 2, revision: 2, remainingSeconds: 1710 })
  })

  it('refuses unknown question ids and options with 400 and stores nothing', async () => {
    const { client } = await registerUser(t.app)
    const attempt = (await client.post('/api/attempts', { grade: 11, studentName: 'Ravi', currentStream: 'commerce' })).json()
    const put = (answers: Record<string, string>) =>
      client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers, position: 0, revision: 1 })
    const unknown = await put({ 'g10-int-01': 'x' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(/not a question of the grade 11 test/)
    expect((await put({ 'g11-ir-01': '6' })).statusCode).toBe(400)
    expect((await put({ 'g11-ic-01': 'Something else' })).statusCode).toBe(400)
    // A question of the grade, but of the fixed bank before the drawn tests: not one this attempt asked.
    expect((await put({ 'g11-like-01': '4' })).statusCode).toBe(400)
    expect((await put({ 'g11-ir-01': '4' })).statusCode).toBe(200)
    expect((await client.get('/api/attempts/current/11')).json().answers).toEqual({ 'g11-ir-01': '4' })
  })

  it("hides another student's attempt (404)", async () => {
    const { client: owner } = await registerUser(t.app)
    const { client: other } = await registerUser(t.app)
    const attempt = (await owner.post('/api/attempts', { grade: 12, studentName: 'Owner', currentStream: 'science-pcb' })).json()
    const res = await other.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers: {}, position: 0, revision: 1 })
    expect(res.statusCode).toBe(404)
    const junk = await other.request('PUT', '/api/attempts/not-a-uuid/answers', { answers: {}, position: 0, revision: 1 })
    expect(junk.statusCode).toBe(400)
  })

  it('refuses saves after the deadline plus 60 s of grace, and submits the saved answers', async () => {
    const { client } = await registerUser(t.app)
    const answers = await answersFor(client, 8)
    const attempt = (await client.post('/api/attempts', { grade: 8, studentName: 'Late' })).json()
    const some = Object.fromEntries(Object.entries(answers).slice(0, 5))
    expect((await client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers: some, position: 5, revision: 1 })).statusCode).toBe(200)
    t.clock.advance(1800_000 + 50_000)
    // Inside the grace: still accepted.
    expect((await client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers: some, position: 5, revision: 2 })).statusCode).toBe(200)
    t.clock.advance(11_000)
    const late = await client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers, position: 29, revision: 3 })
    expect(late.statusCode).toBe(409)
    const current = await client.get('/api/attempts/current/8')
    expect(current.json()).toMatchObject({ status: 'submitted' })
    const history = (await client.get('/api/tests/history')).json()
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ grade: 8, timeSpent: 1800, answers: some })
  })

  it('finalises overdue attempts with no browser coming back', async () => {
    const { client } = await registerUser(t.app)
    const answers = await answersFor(client, 12)
    const attempt = (await client.post('/api/attempts', { grade: 12, studentName: 'Lost Phone', currentStream: 'humanities' })).json()
    await client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers, position: 29, revision: 1 })
    t.clock.advance(1861_000)
    expect(await t.app.ctx.testTaking.finaliseOverdue()).toBeGreaterThanOrEqual(1)
    const history = (await client.get('/api/tests/history')).json()
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ grade: 12, studentName: 'Lost Phone', answers, currentStream: 'humanities' })
    expect(await t.app.ctx.testTaking.finaliseOverdue()).toBe(0)
    // The stream reaches the result: careers Humanities has closed are never first, and come with the route left.
    const results = (await client.get(`/api/tests/${history[0].id}/results`)).json()
    expect(results.test.currentStream).toBe('humanities')
    expect(results.recommendations[0].eligibility.open).toBe(true)
    for (const r of results.recommendations.filter((x: { eligibility: { open: boolean } }) => !x.eligibility.open)) {
      expect(r.nextSteps[0]).toMatch(/Routes? that remains?:/)
    }
    expect((await admin.get('/api/admin/tests?limit=100')).json().tests.find((x: { id: string }) => x.id === history[0].id).currentStream).toBe('humanities')
  })
})

describe('submitting and results', () => {
  beforeAll(() => setPayments(false))

  it('makes exactly one test from racing submits, timed by the server, scored by the server', async () => {
    const { client } = await registerUser(t.app)
    const answers = await answersFor(client, 10)
    const attempt = (await client.post('/api/attempts', { grade: 10, studentName: 'Tara' })).json()
    t.clock.advance(125_000)
    const body = { grade: 10, studentName: 'Tara', answers, score: { analytical: 100 }, timeSpent: 5, attemptId: attempt.id }
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => client.post('/api/tests', body)))
    const ids = new Set(results.map((r) => r.json().id))
    expect(ids.size).toBe(1)
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4)
    const test = results[0]?.json()
    expect(test.timeSpent).toBe(125)
    expect(Object.keys(test.answers)).toHaveLength(30)
    for (const key of ['analytical', 'creative', 'leadership']) {
      expect(test.score[key]).toBeGreaterThanOrEqual(0)
      expect(test.score[key]).toBeLessThanOrEqual(100)
    }
    expect((await client.get('/api/tests/history')).json()).toHaveLength(1)
    // The grade is now completed.
    const again = await client.post('/api/attempts', { grade: 10, studentName: 'Tara' })
    expect(again.statusCode).toBe(409)
    const direct = await client.post('/api/tests', { ...body, attemptId: undefined })
    expect(direct.statusCode).toBe(409)
  })

  it('ignores the client timeSpent: a submission is timed from its attempt, capped at the time limit', async () => {
    const { client } = await registerUser(t.app)
    const answers = await answersFor(client, 9)
    await client.post('/api/attempts', { grade: 9, studentName: 'Direct' })
    t.clock.advance(40 * 60_000)
    const res = await client.post('/api/tests', { grade: 9, studentName: 'Direct', answers, score: {}, timeSpent: 5 })
    expect(res.statusCode).toBe(201)
    expect(res.json().timeSpent).toBe(1800)
  })

  it('refuses bad submissions with 400 and stores nothing', async () => {
    const { client } = await registerUser(t.app)
    const cases = [
      { grade: 7, studentName: 'A', answers: {}, score: {}, timeSpent: 1 },
      { grade: 10, studentName: '', answers: {}, score: {}, timeSpent: 1 },
      { grade: 10, studentName: 'A', answers: { 'no-such-id': '1' }, score: {}, timeSpent: 1 },
      { grade: 10, studentName: 'A', answers: { 'g10-like-01': 'Very much' }, score: {}, timeSpent: 1 },
      { grade: 10, studentName: 'A', answers: {}, score: {}, timeSpent: 'long' },
      { grade: 10, studentName: 'A', answers: {}, score: {}, timeSpent: 1, attemptId: 'nope' },
    ]
    for (const body of cases) expect((await client.post('/api/tests', body)).statusCode, JSON.stringify(body)).toBe(400)
    expect((await client.get('/api/tests/history')).json()).toEqual([])
  })

  it('shows results to the owner and admins only, with at least 5 ranked recommendations and the stream', async () => {
    const { client } = await registerUser(t.app)
    const answers = await answersFor(client, 10)
    await client.post('/api/attempts', { grade: 10, studentName: 'Isha' })
    const test = (await client.post('/api/tests', { grade: 10, studentName: 'Isha', answers, score: {}, timeSpent: 600 })).json()
    const res = await client.get(`/api/tests/${test.id}/results`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.test.id).toBe(test.id)
    expect(body.recommendations.length).toBeGreaterThanOrEqual(5)
    // Five clusters: the best family's best first, the others in order of fit; the careers are theirs, cluster by cluster.
    const clusters = body.clusters as { id: string; matchPercentage: number; careerIds: string[] }[]
    expect(clusters).toHaveLength(5)
    const percents = clusters.slice(1).map((c) => c.matchPercentage)
    expect(percents).toEqual([...percents].sort((a: number, b: number) => b - a))
    expect(body.recommendations.map((r: { id: string }) => r.id)).toEqual(clusters.flatMap((c) => c.careerIds))
    expect(body.recommendations[0].nextSteps.length).toBeGreaterThan(0)
    expect(body.families[0].careerIds[0]).toBe(body.recommendations[0].id)
    const listedNow = async () => {
      const listed = (await client.get('/api/tests/history')).json().find((x: { id: string }) => x.id === test.id)
      // The admin list reads only the part of the result a list shows, and must show the same.
      expect((await admin.get('/api/admin/tests?limit=100')).json().tests.find((x: { id: string }) => x.id === test.id)).toEqual(listed)
      return listed
    }
    const [best, second] = body.families
    const tie = second.tiedWithPrevious ? { tiedWith: second.label } : {}
    expect((await listedNow()).bestFamily).toEqual({ label: best.label, band: best.band, ...tie })
    // A family tied with the best is named in the lists, as on the results page; the database keeps it in `listed`.
    for (const tied of [!second.tiedWithPrevious, second.tiedWithPrevious]) {
      await t.database.db.execute(
        sql`UPDATE tests SET result = jsonb_set(result, '{families,1,tiedWithPrevious}', ${JSON.stringify(tied)}::jsonb) WHERE id = ${test.id}`,
      )
      expect((await listedNow()).bestFamily).toEqual({ label: best.label, band: best.band, ...(tied ? { tiedWith: second.label } : {}) })
    }
    expect(['Strong fit', 'Good fit', 'Worth exploring']).toContain(body.recommendations[0].band)
    expect(Array.isArray(body.profile.quality.flags)).toBe(true)
    expect(body.stream).toMatchObject({ forGrade: 11 })
    expect((await admin.get(`/api/tests/${test.id}/results`)).statusCode).toBe(200)
    const { client: other } = await registerUser(t.app)
    expect((await other.get(`/api/tests/${test.id}/results`)).statusCode).toBe(404)
    expect((await other.get('/api/tests/not-a-uuid/results')).statusCode).toBe(404)
    expect((await other.get('/api/tests/00000000-0000-4000-8000-000000000000/results')).statusCode).toBe(404)
  })

  it('lists a result stored before v2, and a test without a result, the same in the history and the admin list', async () => {
    const { client } = await registerUser(t.app)
    const answers = await answersFor(client, 9)
    await client.post('/api/attempts', { grade: 9, studentName: 'Old' })
    const test = (await client.post('/api/tests', { grade: 9, studentName: 'Old', answers, score: {}, timeSpent: 600 })).json()
    const both = async () => {
      const inHistory = (await client.get('/api/tests/history')).json().find((x: { id: string }) => x.id === test.id)
      const inAdmin = (await admin.get('/api/admin/tests?limit=100')).json().tests.find((x: { id: string }) => x.id === test.id)
      expect(inAdmin).toEqual(inHistory)
      return inAdmin
    }
    // The first engine's shape: no families, no flags, the reasons only.
    const old = { recommendations: [], stream: null, notes: [], lowConfidence: true, profile: { riasec: {}, workStyle: {}, aptitude: {}, answered: 30, total: 30, quality: { differentiation: 10, consistency: null, acquiescence: null, lowConfidence: true, reasons: ['Old reason.'] } } }
    await t.database.db.execute(sql`UPDATE tests SET result = ${JSON.stringify(old)}::jsonb WHERE id = ${test.id}`)
    const listed = await both()
    expect(listed.qualityNotes).toEqual(['Old reason.'])
    expect(listed).not.toHaveProperty('bestFamily')
    await t.database.db.execute(sql`UPDATE tests SET result = NULL WHERE id = ${test.id}`)
    const bare = await both()
    expect(bare).not.toHaveProperty('bestFamily')
    expect(bare).not.toHaveProperty('qualityNotes')
  })

  it('carries the response-quality note into the history and the admin list', async () => {
    const { client } = await registerUser(t.app)
    const questions = (await client.get('/api/questions/9')).json() as Q[]
    // Every rating a 3 and the first option everywhere: flat answering the engine must call out.
    const flat = Object.fromEntries(questions.map((q) => [q.id, q.questionType === 'rating_scale' ? '3' : (q.options[0] as string)]))
    await client.post('/api/attempts', { grade: 9, studentName: 'Flat' })
    const flatTest = (await client.post('/api/tests', { grade: 9, studentName: 'Flat', answers: flat, score: {}, timeSpent: 600 })).json()
    const results = (await client.get(`/api/tests/${flatTest.id}/results`)).json()
    expect(results.lowConfidence).toBe(true)
    // Straight-lining puts the answers in doubt: no fit is called strong. Every interest scored the same, so every
    // match is 0 % and no band reads lower than its percentage: the note has no closing sentence to say.
    const bands = [...results.recommendations, ...results.families].map((x: { band: string }) => x.band)
    expect(bands).not.toContain('Strong fit')
    expect(results.profile.quality.strongFitWithheld).toBe(false)
    const expected = results.profile.quality.flags.map((f: { message: string }) => f.message)
    expect(expected.length).toBeGreaterThan(1)
    const inHistory = (await client.get('/api/tests/history')).json().find((x: { id: string }) => x.id === flatTest.id)
    expect(inHistory.qualityNotes).toEqual(expected)
    const inAdmin = (await admin.get('/api/admin/tests?limit=100')).json().tests.find((x: { id: string }) => x.id === flatTest.id)
    expect(inAdmin.qualityNotes).toEqual(expected)

    // A medicine-like student who finished in a minute: matches of 75 % and more read 'Good fit', and every list
    // ends the note by saying so.
    await client.post('/api/attempts', { grade: 10, studentName: 'Quick' })
    const quick = (await client.post('/api/tests', { grade: 10, studentName: 'Quick', answers: answersLike(CAREERS.find((c) => c.id === 'medicine-mbbs')!, 10), score: {}, timeSpent: 60 })).json()
    const quickResults = (await client.get(`/api/tests/${quick.id}/results`)).json()
    expect(quickResults.recommendations[0].matchPercentage).toBeGreaterThanOrEqual(75)
    expect(quickResults.recommendations[0].band).toBe('Good fit')
    const quickNotes = [...quickResults.profile.quality.flags.map((f: { message: string }) => f.message), STRONG_FIT_WITHHELD_NOTE]
    expect((await client.get('/api/tests/history')).json().find((x: { id: string }) => x.id === quick.id).qualityNotes).toEqual(quickNotes)
    expect((await admin.get('/api/admin/tests?limit=100')).json().tests.find((x: { id: string }) => x.id === quick.id).qualityNotes).toEqual(quickNotes)
  })
})

describe('question lists as ready bytes', () => {
  beforeAll(() => setPayments(false))

  it('answers with an ETag, 304 to If-None-Match, and the same JSON gzipped or in brotli', async () => {
    const { client } = await registerUser(t.app)
    const plain = await client.get('/api/questions/9')
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(plain.headers['cache-control']).toBe('private, no-cache')
    const etag = String(plain.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    const again = await client.get('/api/questions/9', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect((await client.get('/api/questions/10', { 'if-none-match': etag })).statusCode).toBe(200)

    const { gunzipSync, brotliDecompressSync } = await import('node:zlib')
    const gz = await t.app.inject({ method: 'GET', url: '/api/questions/9', headers: { cookie: client.cookie ?? '', 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json())
    // A client that accepts brotli gets gzip until the list's brotli form is made (on the thread pool, at the first ask).
    const first = await t.app.inject({ method: 'GET', url: '/api/questions/9', headers: { cookie: client.cookie ?? '', 'accept-encoding': 'gzip, br' } })
    expect(first.headers['content-encoding']).toMatch(/^(gzip|br)$/)
    const br = await untilBrotli(client, '/api/questions/9')
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
  })

  it('still answers 401 signed out and 402 while payments are on, even to a matching If-None-Match', async () => {
    const { client } = await registerUser(t.app)
    const etag = String((await client.get('/api/questions/8')).headers.etag)
    expect((await new Client(t.app).get('/api/questions/8', { 'if-none-match': etag })).statusCode).toBe(401)
    await setPayments(true)
    try {
      expect((await client.get('/api/questions/8', { 'if-none-match': etag })).statusCode).toBe(402)
    } finally {
      await setPayments(false)
    }
  })
})

describe('saves in one round trip (attempt facts kept in process)', () => {
  beforeAll(() => setPayments(false))

  it('still hides a cached attempt from another student and refuses saves once it is submitted', async () => {
    const { client: owner } = await registerUser(t.app)
    const { client: other } = await registerUser(t.app)
    const answers = await answersFor(owner, 9)
    const attempt = (await owner.post('/api/attempts', { grade: 9, studentName: 'Cached' })).json()
    const first = Object.fromEntries(Object.entries(answers).slice(0, 3))
    const put = (client: Client, body: object) => client.request('PUT', `/api/attempts/${attempt.id}/answers`, body)
    expect((await put(owner, { answers: first, position: 3, revision: 1 })).statusCode).toBe(200)
    // The attempt's facts are now cached: the other student still gets 404 and changes nothing.
    expect((await put(other, { answers, position: 29, revision: 9 })).statusCode).toBe(404)
    expect((await put(other, { answers: { 'g10-int-01': '3' }, position: 0, revision: 10 })).statusCode).toBe(404)
    // Invalid answers for the cached grade are still refused.
    expect((await put(owner, { answers: { 'g10-int-01': '3' }, position: 0, revision: 2 })).statusCode).toBe(400)
    const submit = await owner.post('/api/tests', { grade: 9, studentName: 'Cached', answers: first, timeSpent: 60, attemptId: attempt.id })
    expect(submit.statusCode).toBe(201)
    const late = await put(owner, { answers, position: 29, revision: 3 })
    expect(late.statusCode).toBe(409)
    const history = (await owner.get('/api/tests/history')).json()
    expect(history[0].answers).toEqual(first)
  })
})
