// The engine's sentences said in the reader's language (docs/decisions/048-engine-sentences-as-messages.md): the
// same answers give the same result for an English and a Hindi account, and the Hindi account reads its reasons,
// notes, stream advice and response-quality notes in Hindi, while the English account reads what the engine wrote.
import { beforeAll, describe, expect, it } from 'vitest'
import { CAREERS } from '../../src/server/assessment/careers'
import { findTest } from '../../src/server/db/tests-repository'
import { assessSitting } from '../../src/server/services/test-taking'
import { ROUTE_COST_NOTE_PREFIX } from '../../src/shared/schemas/route-costs'
import { qualityNotesOf, STRONG_FIT_WITHHELD_NOTE, type TestResults } from '../../src/shared/schemas/results'
import type { Grade } from '../../src/shared/schemas/items'
import { answersLike } from '../assessment/fixtures'
import { createTestApp, questionsUrl, registerUser, streamFor, type Client, type TestApp } from '../support/app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

/** Latin-script words a Hindi sentence may keep: subject combinations, the board, the exams, the scholarship portal. */
const NAMES = new Set(['PCM', 'PCB', 'PCMB', 'CBSE', 'JEE', 'NEET', 'UG', 'scholarships', 'gov', 'in'])
/** The career names, which have no Hindi names yet and are said in English inside Hindi sentences. */
const CAREER_WORDS = new Set(CAREERS.flatMap((c) => c.careerField.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []))
const latinWords = (text: string) => (text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((w) => !NAMES.has(w) && !CAREER_WORDS.has(w))
const DEVANAGARI = /[\u0900-\u097F]/

/** A student on a premium plan (mock payments) whose account chose `locale`. */
async function student(locale: 'en' | 'hi'): Promise<Client> {
  const { client } = await registerUser(t.app)
  expect((await client.post('/api/payment/create-order', { planType: 'premium' })).statusCode).toBe(200)
  expect((await client.request('PUT', '/api/account/locale', { locale })).statusCode).toBe(200)
  return client
}

async function sit(client: Client, grade: Grade, answerSheet: Record<string, string>): Promise<TestResults> {
  const attempt = (await client.post('/api/attempts', { grade, studentName: 'Asha', ...streamFor(grade) })).json()
  // The answers to the questions the sitting drew (grades 11-12 draw by stream).
  const drawn = new Set(((await client.get(questionsUrl(grade))).json() as { id: string }[]).map((q) => q.id))
  const answers = Object.fromEntries(Object.entries(answerSheet).filter(([id]) => drawn.has(id)))
  const res = await client.post('/api/tests', { grade, studentName: 'Asha', answers, score: {}, timeSpent: 0, attemptId: attempt.id })
  expect(res.statusCode).toBe(201)
  const results = await client.get(`/api/tests/${res.json().id}/results`)
  expect(results.statusCode).toBe(200)
  return results.json()
}

/** What the ranking says, without any sentence: careers, percentages, bands and order. */
const ranking = (r: TestResults) => ({
  careers: r.recommendations.map((c) => [c.id, c.matchPercentage, c.band, c.tiedWithPrevious, c.eligibility?.open]),
  clusters: r.clusters?.map((c) => [c.id, c.matchPercentage, c.band]),
  families: r.families?.map((f) => [f.id, f.matchPercentage, f.band]),
  stream: r.stream && [r.stream.stream, r.stream.runnerUp, r.stream.scores],
  profile: [r.profile.riasec, r.profile.workStyle, r.profile.aptitude, r.profile.quality.flags?.map((f) => f.code)],
})

/** Every sentence the engine wrote into a result, with where it is. */
function sentences(r: TestResults): [string, string][] {
  return [
    ...r.recommendations.flatMap((c) => c.reasons.map((s): [string, string] => [`${c.id} reason`, s])),
    ...(r.stream ? [['stream summary', r.stream.summary] as [string, string], ...r.stream.reasons.map((s): [string, string] => ['stream reason', s])] : []),
    ...r.profile.quality.reasons.map((s): [string, string] => ['quality reason', s]),
    ...(r.profile.quality.flags ?? []).map((f): [string, string] => [`flag ${f.code}`, f.message]),
    // A family's cost note is data written in English (route-costs.json), said as written in every language.
    ...r.notes.filter((n) => !n.startsWith(ROUTE_COST_NOTE_PREFIX)).map((s): [string, string] => ['note', s]),
  ]
}

const CASES: [Grade, string][] = [
  [10, 'law'],
  [12, 'medicine-mbbs'],
]

describe('the results in the reader’s language', () => {
  it.each(CASES)('grade %i: the same answers give the same result in English and Hindi, said in each', async (grade, like) => {
    const answers = answersLike(CAREERS.find((c) => c.id === like)!, grade)
    const english = await student('en')
    const hindi = await student('hi')
    const inEnglish = await sit(english, grade, answers)
    const inHindi = await sit(hindi, grade, answers)

    expect(ranking(inHindi)).toEqual(ranking(inEnglish))
    expect(inHindi.recommendations.map((c) => c.careerField)).toEqual(inEnglish.recommendations.map((c) => c.careerField))

    // English: what the engine writes for this sitting, as stored before descriptors were kept beside it.
    const row = (await findTest(t.database.db, inEnglish.test.id))!
    const engine = assessSitting({ ...row, timeSpent: row.timeSpent, currentStream: row.currentStream ?? null, questionIds: row.questionIds ?? null }).result
    expect(inEnglish.recommendations.map((c) => [c.reasons, c.nextSteps, c.eligibility?.note])).toEqual(
      engine.recommendations.map((c) => [c.reasons, c.nextSteps, c.eligibility?.note]),
    )
    expect(inEnglish.notes).toEqual(engine.notes)
    expect(inEnglish.stream).toEqual(engine.stream ? { ...engine.stream, messages: undefined } : null)
    expect(inEnglish.profile.quality.reasons).toEqual(engine.profile.quality.reasons)
    expect(JSON.stringify(inEnglish)).not.toContain('"messages"')
    expect(JSON.stringify(inHindi)).not.toContain('"messages"')

    // Hindi: every sentence in Devanagari, with no Latin-script word but names.
    const said = sentences(inHindi)
    expect(said.length).toBeGreaterThan(3)
    for (const [where, text] of said) {
      expect(text, where).toMatch(DEVANAGARI)
      expect(latinWords(text), `${where}: ${text}`).toEqual([])
    }
    // A route the stream closed: its closing advice is said in Hindi too.
    for (const c of inHindi.recommendations.filter((r) => r.eligibility?.open === false)) {
      expect(c.nextSteps.at(-1), c.id).toBe('निर्णय लेने से पहले इस रास्ते के बारे में किसी परामर्शदाता और अपने माता-पिता से बात करें।')
    }
    if (grade === 12) expect(inHindi.recommendations.some((r) => r.eligibility?.open === false)).toBe(true)

    // The history's response-quality note follows the same language.
    const [englishTest] = (await english.get('/api/tests/history')).json()
    const [hindiTest] = (await hindi.get('/api/tests/history')).json()
    expect(englishTest.qualityNotes).toEqual(qualityNotesOf(inEnglish))
    expect(hindiTest.qualityNotes?.length).toBeGreaterThan(0)
    // The closing sentence when 'Strong fit' was withheld is the screens' own (shared/schemas/results.ts), not the engine's.
    for (const note of hindiTest.qualityNotes.filter((n: string) => n !== STRONG_FIT_WITHHELD_NOTE)) {
      expect(note).toMatch(DEVANAGARI)
      expect(latinWords(note), note).toEqual([])
    }
    expect(hindiTest.qualityNotes.length).toBe(englishTest.qualityNotes.length)
  })
})
