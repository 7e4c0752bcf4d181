// The engine's sentences said in the reader's language (docs/decisions/048-engine-sentences-as-messages.md): the
// same answers give the same result for an English and a Hindi account, and the Hindi account reads its reasons,
// notes, stream advice and response-quality notes in Hindi, with its careers, clusters, families, cost notes and
// stream routes and exams from the Hindi content (assessment/hindi-content.ts), while the English account reads what
// the engine wrote.
import { beforeAll, describe, expect, it } from 'vitest'
import { CAREERS } from '../../src/server/assessment/careers'
import { careerInHindi, clusterInHindi, examInHindi, familyNameInHindi } from '../../src/server/assessment/hindi-content'
import { findTest } from '../../src/server/db/tests-repository'
import { assessSitting } from '../../src/server/services/test-taking'
import type { CurrentStream } from '../../src/shared/constants'
import type { SharedReport } from '../../src/shared/schemas/reports'
import { qualityNotesOf, STRONG_FIT_WITHHELD_NOTES, type TestResults } from '../../src/shared/schemas/results'
import type { Grade } from '../../src/shared/schemas/items'
import { answersLike } from '../assessment/fixtures'
import { Client, createTestApp, registerUser, type TestApp } from '../support/app'
import { latinWordsInHindi } from '../support/hindi-latin'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

const DEVANAGARI = /[\u0900-\u097F]/

/** A student on a premium plan (mock payments) whose account chose `locale`. */
async function student(locale: 'en' | 'hi'): Promise<Client> {
  const { client } = await registerUser(t.app)
  expect((await client.post('/api/payment/create-order', { planType: 'premium' })).statusCode).toBe(200)
  expect((await client.request('PUT', '/api/account/locale', { locale })).statusCode).toBe(200)
  return client
}

async function sit(client: Client, grade: Grade, answerSheet: Record<string, string>, currentStream?: CurrentStream): Promise<TestResults> {
  const attempt = (await client.post('/api/attempts', { grade, studentName: 'Asha', ...(currentStream ? { currentStream } : {}) })).json()
  // The answers to the questions the sitting drew (grades 11-12 draw by stream).
  const drawn = new Set(((await client.get(`/api/questions/${grade}${currentStream ? `?stream=${currentStream}` : ''}`)).json() as { id: string }[]).map((q) => q.id))
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
    ...r.notes.map((s): [string, string] => ['note', s]),
  ]
}

/** Every text of a result a student reads, with where it is: the engine's sentences and the content it holds. */
function texts(r: TestResults): [string, string][] {
  return [
    ...sentences(r),
    ...r.recommendations.flatMap((c): [string, string][] => [
      [`${c.id} name`, c.careerField],
      [`${c.id} description`, c.description],
      ...(c.recommendedStream ? [[`${c.id} stream`, c.recommendedStream] as [string, string]] : []),
      ...(c.eligibility?.note ? [[`${c.id} eligibility`, c.eligibility.note] as [string, string]] : []),
      ...c.nextSteps.map((s): [string, string] => [`${c.id} next step`, s]),
      ...c.skills.map((s): [string, string] => [`${c.id} skill`, s]),
      ...c.pathways.map((s): [string, string] => [`${c.id} pathway`, s]),
    ]),
    ...(r.clusters ?? []).flatMap((c): [string, string][] => [[`${c.id} cluster`, c.name], [`${c.id} cluster description`, c.description]]),
    ...(r.families ?? []).map((f): [string, string] => [`${f.id} family`, f.label]),
    ...qualityNotesOf(r, 'hi').map((s): [string, string] => ['quality note', s]),
  ]
}

/** What the API serves of the engine's answer: the same, without the descriptors kept beside its sentences. */
const withoutMessages = <T>(value: T): T => JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'messages' ? undefined : v))) as T

const CASES: [Grade, string, CurrentStream | undefined][] = [
  [10, 'law', undefined],
  [12, 'medicine-mbbs', 'science-pcm'],
  // Commerce without Mathematics closes computing by a note of stream-routes.json, and its cost notes leave out the B.Tech.
  [11, 'computer-science-software', 'commerce'],
]

describe('the results in the reader’s language', () => {
  it.each(CASES)('grade %i, answers like %s: the same result in English and Hindi, said in each', async (grade, like, currentStream) => {
    const answers = answersLike(CAREERS.find((c) => c.id === like)!, grade)
    const english = await student('en')
    const hindi = await student('hi')
    const inEnglish = await sit(english, grade, answers, currentStream)
    const inHindi = await sit(hindi, grade, answers, currentStream)

    expect(ranking(inHindi)).toEqual(ranking(inEnglish))
    // The careers, clusters and families by id, in Hindi from the Hindi content; the exams by their English text.
    expect(inHindi.recommendations.map((c) => [c.careerField, c.description, c.exams])).toEqual(
      inEnglish.recommendations.map((c) => [careerInHindi(c.id)!.careerField, careerInHindi(c.id)!.description, c.exams.map(examInHindi)]),
    )
    // Official names inside Hindi words ('CDS (स्नातक के बाद)'), and no other English; a name alone stays as it is.
    const exams = inHindi.recommendations.flatMap((c) => c.exams)
    expect(exams.filter((exam) => DEVANAGARI.test(exam)).length).toBeGreaterThan(0)
    for (const exam of exams) expect(latinWordsInHindi(exam), exam).toEqual([])
    expect(inHindi.clusters?.map((c) => [c.name, c.description])).toEqual(inEnglish.clusters?.map((c) => [clusterInHindi(c.id)!.name, clusterInHindi(c.id)!.description]))
    expect(inHindi.families?.map((f) => f.label)).toEqual(inEnglish.families?.map((f) => familyNameInHindi(f.id)))

    // English: what the engine writes for this sitting, as stored before descriptors were kept beside it.
    const row = (await findTest(t.database.db, inEnglish.test.id))!
    const engine = assessSitting({ ...row, timeSpent: row.timeSpent, currentStream: row.currentStream ?? null, questionIds: row.questionIds ?? null }).result
    expect(inEnglish.recommendations.map((c) => [c.reasons, c.nextSteps, c.eligibility?.note])).toEqual(
      engine.recommendations.map((c) => [c.reasons, c.nextSteps, c.eligibility?.note]),
    )
    expect(inEnglish.notes).toEqual(engine.notes)
    expect(inEnglish.recommendations).toEqual(withoutMessages(engine.recommendations))
    expect(inEnglish.clusters).toEqual(engine.clusters)
    expect(inEnglish.families).toEqual(engine.families)
    expect(inEnglish.stream).toEqual(engine.stream ? { ...engine.stream, messages: undefined } : null)
    expect(inEnglish.profile.quality.reasons).toEqual(engine.profile.quality.reasons)
    expect(JSON.stringify(inEnglish)).not.toContain('"messages"')
    expect(JSON.stringify(inHindi)).not.toContain('"messages"')

    // Hindi: every text in Devanagari, with no Latin-script word but the names of exams, degrees, boards and bodies,
    // web addresses and English terms in brackets.
    const said = texts(inHindi)
    expect(said.length).toBeGreaterThan(30)
    for (const [where, text] of said) {
      expect(text, where).toMatch(DEVANAGARI)
      expect(latinWordsInHindi(text), `${where}: ${text}`).toEqual([])
    }
    if (grade >= 11) expect(inHindi.notes.some((n) => n.startsWith('मुख्य रास्तों का ख़र्च'))).toBe(true)
    // A route the stream closed: its closing advice is said in Hindi too.
    for (const c of inHindi.recommendations.filter((r) => r.eligibility?.open === false)) {
      expect(c.nextSteps.at(-1), c.id).toBe('निर्णय लेने से पहले इस रास्ते के बारे में किसी परामर्शदाता और अपने माता-पिता से बात करें।')
    }
    if (currentStream) expect(inHindi.recommendations.some((r) => r.eligibility?.open === false)).toBe(true)

    // The history's response-quality note follows the same language.
    const [englishTest] = (await english.get('/api/tests/history')).json()
    const [hindiTest] = (await hindi.get('/api/tests/history')).json()
    expect(englishTest.qualityNotes).toEqual(qualityNotesOf(inEnglish))
    expect(hindiTest.qualityNotes?.length).toBeGreaterThan(0)
    expect(hindiTest.qualityNotes).toEqual(qualityNotesOf(inHindi, 'hi'))
    for (const note of hindiTest.qualityNotes) {
      expect(note).toMatch(DEVANAGARI)
      expect(latinWordsInHindi(note), note).toEqual([])
    }
    expect(hindiTest.qualityNotes.length).toBe(englishTest.qualityNotes.length)
    if (inHindi.profile.quality.strongFitWithheld) expect(hindiTest.qualityNotes.at(-1)).toBe(STRONG_FIT_WITHHELD_NOTES.hi)
    // The history names the best family in the reader's language.
    expect(englishTest.bestFamily?.label).toBe(inEnglish.families?.[0]?.label)
    expect(hindiTest.bestFamily?.label).toBe(inHindi.families?.[0]?.label)
  })
})

/** Every text of the parents' page that the server writes, with where it is (the page's own words are the client's). */
function sharedTexts(r: SharedReport): [string, string][] {
  return [
    ...r.careers.flatMap((c): [string, string][] => [[`${c.careerField} name`, c.careerField], [`${c.careerField} description`, c.description], ...c.reasons.map((s): [string, string] => [`${c.careerField} reason`, s])]),
    ...(r.clusters ?? []).flatMap((k): [string, string][] => [
      [`${k.name} name`, k.name],
      [`${k.name} description`, k.description],
      ...(k.family ? [[`${k.name} family`, k.family] as [string, string]] : []),
      ...k.careers.map((c): [string, string] => [`${k.name} career`, c.careerField]),
      ...k.reasons.map((s): [string, string] => [`${k.name} reason`, s]),
    ]),
    ...(r.bestFamily ? [['best family', r.bestFamily.label] as [string, string]] : []),
    ...(r.stream?.summary ? [['stream summary', r.stream.summary] as [string, string]] : []),
    ...(r.stream?.reasons ?? []).map((s): [string, string] => ['stream reason', s]),
    ...r.qualityNotes.map((s): [string, string] => ['quality note', s]),
  ]
}

/** A Hindi sentence speaking to the reader (आप in any case), which the parents' page must not hold. */
const SPEAKS_TO = /(?<![\u0900-\u097F])आप(?:को|की|के|का|ने|से|में)?(?![\u0900-\u097F])/

describe("the parents' page in the parent's language", () => {
  it.each(CASES)('grade %i, answers like %s: said about the student in Hindi, and in English as before', async (grade, like, currentStream) => {
    const answers = answersLike(CAREERS.find((c) => c.id === like)!, grade)
    // The student reads English; the parent chooses Hindi.
    const english = await student('en')
    const results = await sit(english, grade, answers, currentStream)
    const links = (await english.get(`/api/reports/${results.test.id}/share-url`)).json() as { shareUrl: string }
    const token = links.shareUrl.split('/shared/')[1]!
    const parent = new Client(t.app)
    const inEnglish = (await parent.get(`/api/shared/${token}`)).json() as SharedReport
    expect((await parent.get(`/api/shared/${token}?lang=en`)).json()).toEqual(inEnglish)
    const response = await parent.get(`/api/shared/${token}?lang=hi`)
    expect(response.statusCode).toBe(200)
    expect(response.headers.vary).toContain('Accept-Language')
    const inHindi = response.json() as SharedReport

    // The same careers, percentages and bands, named from the Hindi content.
    const ranking = (r: SharedReport) => [r.careers.map((c) => [c.matchPercentage, c.band, c.tiedWithPrevious]), r.clusters?.map((k) => [k.matchPercentage, k.band, k.careers.length]), r.bestFamily?.matchPercentage]
    expect(ranking(inHindi)).toEqual(ranking(inEnglish))
    const byName = new Map(results.recommendations.map((c) => [c.careerField, c.id]))
    expect(inHindi.careers.map((c) => c.careerField)).toEqual(inEnglish.careers.map((c) => careerInHindi(byName.get(c.careerField)!)!.careerField))

    const said = sharedTexts(inHindi)
    expect(said.length).toBeGreaterThan(10)
    for (const [where, text] of said) {
      expect(text, where).toMatch(DEVANAGARI)
      expect(latinWordsInHindi(text.replaceAll('Asha', '')), `${where}: ${text}`).toEqual([])
      expect(text, where).not.toMatch(SPEAKS_TO)
    }
    // About the student by name, as the English page is.
    const reasons = [...inHindi.careers.flatMap((c) => c.reasons), ...(inHindi.stream?.reasons ?? [])]
    expect(reasons.some((r) => r.includes('Asha'))).toBe(true)
    expect(inHindi.careers.every((c) => c.reasons.length > 0)).toBe(true)

    // A browser that chose Hindi (the cookie the app keeps beside its stored choice) gets Hindi without asking.
    const byCookie = await t.app.inject({ method: 'GET', url: `/api/shared/${token}`, headers: { cookie: 'disha_locale=hi' } })
    expect(byCookie.json()).toEqual(inHindi)
  })
})

