// The questions in Hindi (docs/decisions/049-questions-in-hindi.md): a Hindi reader gets the Hindi words, anyone else
// the English ones, and the answers are the same values in both, so the same answer sheet stores the same answers and
// gives the same result whichever language the student read the test in, or switched to halfway.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Question } from '../../src/shared/schemas/questions'
import { Client, createTestApp, registerAdmin, registerUser, type TestApp } from '../support/app'

const DEVANAGARI = /[\u0900-\u097F]/
let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  const { client: admin } = await registerAdmin(t, { email: 'admin@disha.test' })
  expect((await admin.post('/api/admin/toggle-payments', { enabled: false })).statusCode).toBe(200)
})

async function questions(client: Client, grade: number, lang?: string): Promise<Question[]> {
  const res = await client.get(`/api/questions/${grade}${lang ? `?lang=${lang}` : ''}`)
  expect(res.statusCode).toBe(200)
  return res.json() as Question[]
}

/** One answer sheet, as a student picks by position: the value the chosen option carries, whatever it shows. */
function sheet(list: Question[]): Record<string, string> {
  return Object.fromEntries(list.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : q.options[(i * 7) % q.options.length]!]))
}

/** Starts grade 8, saves the answers in two halves as a test runner would, submits, and reads back what was kept. */
async function takeTest(client: Client, firstHalf: Record<string, string>, secondHalf: Record<string, string>) {
  const attempt = (await client.post('/api/attempts', { grade: 8, studentName: 'Meera' })).json() as { id: string }
  const put = (answers: Record<string, string>, revision: number) =>
    client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers, position: 15, revision })
  expect((await put(firstHalf, 1)).statusCode).toBe(200)
  const answers = { ...firstHalf, ...secondHalf }
  expect((await put(answers, 2)).statusCode).toBe(200)
  const submitted = await client.post('/api/tests', { grade: 8, studentName: 'Meera', answers, score: {}, timeSpent: 600, attemptId: attempt.id })
  expect(submitted.statusCode).toBe(201)
  const [stored] = (await client.get('/api/tests/history')).json() as { id: string; answers: Record<string, string> }[]
  // The result as each language reads it (decision 048: the reader's account language), whatever the test was read in.
  const read: Record<string, string> = {}
  let sitting: Record<string, unknown> = {}
  for (const locale of ['en', 'hi']) {
    expect((await client.request('PUT', '/api/account/locale', { locale })).statusCode).toBe(200)
    const results = (await client.get(`/api/tests/${stored!.id}/results`)).json() as { test: Record<string, unknown> }
    // What differs between two sittings by its nature: the sitting's own id, its student and its times.
    const { test, ...advice } = results
    const { id: _id, userId: _user, createdAt: _created, completedAt: _completed, ...rest } = test
    read[locale] = JSON.stringify(advice)
    sitting = rest
  }
  return { answers: stored!.answers, advice: read, sitting }
}

describe('questions in Hindi', () => {
  it("serves a Hindi reader the Hindi words and the English option texts as values, and English otherwise", async () => {
    const { client } = await registerUser(t.app)
    const english = await questions(client, 8)
    const inHindi = await questions(client, 8, 'hi')
    expect(await questions(client, 8, 'en')).toEqual(english)
    expect(inHindi.map((q) => [q.id, q.questionType, q.options])).toEqual(english.map((q) => [q.id, q.questionType, q.options]))
    for (const q of english) {
      expect(q.questionText, q.id).not.toMatch(DEVANAGARI)
      expect(q.labels).toBeUndefined()
    }
    inHindi.forEach((q, index) => {
      expect(q.questionText, q.id).toMatch(DEVANAGARI)
      expect(q.section, q.id).toMatch(DEVANAGARI)
      expect(q.labels, q.id).toHaveLength(q.options.length)
      // Interests and work style are words in every option (a knowledge item's may be numbers).
      const core = ['Interests', 'Work Style'].includes(english[index]!.section)
      if (core) for (const label of q.labels!) expect(label, q.id).toMatch(DEVANAGARI)
    })
    // Each language's list is its own resource with its own ETag; a held ETag answers 304 in its language only.
    const en = await client.get('/api/questions/8')
    const hi = await client.get('/api/questions/8?lang=hi')
    expect(hi.headers.etag).not.toBe(en.headers.etag)
    expect((await client.get('/api/questions/8?lang=hi', { 'if-none-match': String(hi.headers.etag) })).statusCode).toBe(304)
    expect((await client.get('/api/questions/8', { 'if-none-match': String(hi.headers.etag) })).statusCode).toBe(200)
    // A board's list in Hindi holds that board's questions.
    const cbse = (await client.get('/api/questions/9?board=cbse')).json() as Question[]
    const cbseHindi = (await client.get('/api/questions/9?board=cbse&lang=hi')).json() as Question[]
    expect(cbseHindi.map((q) => [q.id, q.options])).toEqual(cbse.map((q) => [q.id, q.options]))
    expect(cbseHindi[0]!.questionText).toMatch(DEVANAGARI)
  })

  it('refuses a language it does not speak', async () => {
    const { client } = await registerUser(t.app)
    const res = await client.get('/api/questions/8?lang=fr')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe("Choose the language as 'en' (English) or 'hi' (Hindi)")
  })

  it('stores the same answers and gives the same result in Hindi, in English, and when switching halfway', async () => {
    const { client: reader } = await registerUser(t.app)
    const english = await questions(reader, 8)
    const inHindi = await questions(reader, 8, 'hi')
    const half = (list: Question[], first: boolean) => {
      const all = Object.entries(sheet(list))
      return Object.fromEntries(first ? all.slice(0, 15) : all.slice(15))
    }

    const { client: hindiStudent } = await registerUser(t.app)
    expect((await hindiStudent.request('PUT', '/api/account/locale', { locale: 'hi' })).statusCode).toBe(200)
    const { client: englishStudent } = await registerUser(t.app)
    const { client: switcher } = await registerUser(t.app)

    const inHindiTaken = await takeTest(hindiStudent, half(inHindi, true), half(inHindi, false))
    const inEnglishTaken = await takeTest(englishStudent, half(english, true), half(english, false))
    const switched = await takeTest(switcher, half(inHindi, true), half(english, false))

    expect(Object.keys(inHindiTaken.answers)).toHaveLength(english.length)
    expect(JSON.stringify(inHindiTaken.answers)).toBe(JSON.stringify(inEnglishTaken.answers))
    expect(JSON.stringify(switched.answers)).toBe(JSON.stringify(inEnglishTaken.answers))
    for (const reader of ['en', 'hi']) {
      expect(inHindiTaken.advice[reader], `read in ${reader}`).toBe(inEnglishTaken.advice[reader])
      expect(switched.advice[reader], `read in ${reader}`).toBe(inEnglishTaken.advice[reader])
    }
    expect(inHindiTaken.sitting).toEqual(inEnglishTaken.sitting)
    // The result is a real one: the answers were read and scored, not refused.
    expect(inEnglishTaken.advice.en).toContain('"recommendations":[{')
  })
})
