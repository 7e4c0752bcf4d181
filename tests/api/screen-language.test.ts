// A student whose account never chose a language (one a counsellor added from a class list, who signs in with a slip
// and fills no registration form) reads a result in the language of their screen, which the app sends as `lang`; an
// account that chose keeps its language whatever the screen sends
// (docs/decisions/059-results-in-the-screens-language.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, createTestApp, registerAdmin, type TestApp } from '../support/app'
import { pdfText } from '../support/pdf'
import { classOfSignedInStudents, createSchool, finishTest, type SlipStudent } from '../support/schools'
import { startMailCatcher, type MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher
let asha: SlipStudent
let bela: SlipStudent
let ashaTest: string
let belaTest: string

beforeAll(async () => {
  smtp = await startMailCatcher()
  t = await createTestApp({ SMTP_URL: smtp.url })
  const admin = (await registerAdmin(t)).client
  await admin.post('/api/admin/toggle-payments', { enabled: false })
  const school = await createSchool(t, admin, smtp)
  ;[asha, bela] = (await classOfSignedInStudents(t, school.counsellor, { name: '10 A', grade: 10 }, 'Asha Verma,1\nBela Rao,2', 140)).students as [SlipStudent, SlipStudent]
  ashaTest = await finishTest(asha.client, 10)
  belaTest = await finishTest(bela.client, 10, 1)
})

afterAll(async () => {
  await smtp.close()
})

const DEVANAGARI = /[\u0900-\u097F]/
const HINDI_HEADING = 'करियर मार्गदर्शन रिपोर्ट'
const ENGLISH_HEADING = 'Career Guidance Report'

interface Said {
  careers: { id: string; careerField: string }[]
  family: string
  report: string
  whatsapp: string
}

/** What the server says to `client` about the test with the screen's language `lang` (none: no `lang` at all). */
async function said(client: Client, testId: string, lang?: 'en' | 'hi', headers: Record<string, string> = {}): Promise<Said> {
  const query = lang ? `?lang=${lang}` : ''
  const results = await client.get(`/api/tests/${testId}/results${query}`, headers)
  expect(results.statusCode, results.body).toBe(200)
  const history = await client.get(`/api/tests/history${query}`, headers)
  expect(history.statusCode, history.body).toBe(200)
  const report = await client.get(`/api/reports/${testId}/download${query}`, headers)
  expect(report.statusCode).toBe(200)
  const share = await client.get(`/api/reports/${testId}/share-url${query}`, headers)
  expect(share.statusCode, share.body).toBe(200)
  return {
    careers: (results.json() as { recommendations: { id: string; careerField: string }[] }).recommendations.map(({ id, careerField }) => ({ id, careerField })),
    family: (history.json() as { bestFamily: { label: string } }[])[0]!.bestFamily.label,
    report: pdfText(report.rawPayload).replace(/\s+/g, ' '),
    whatsapp: decodeURIComponent((share.json() as { whatsappUrl: string }).whatsappUrl),
  }
}

const accountLocale = async (client: Client) => (await client.get('/api/auth/user')).json().locale as string | undefined

describe('a student whose account never chose a language', () => {
  it('reads the result, the history, the report and the share texts in the language the screen sends, and the account stays unchosen', async () => {
    const testId = ashaTest
    expect(await accountLocale(asha.client)).toBeUndefined()

    const hindi = await said(asha.client, testId, 'hi')
    const english = await said(asha.client, testId, 'en')
    // The same careers in the same order, said in each language.
    expect(hindi.careers.map((c) => c.id)).toEqual(english.careers.map((c) => c.id))
    expect(hindi.careers[0]!.careerField).toMatch(DEVANAGARI)
    expect(english.careers[0]!.careerField).not.toMatch(DEVANAGARI)
    expect(hindi.family).toMatch(DEVANAGARI)
    expect(english.family).not.toMatch(DEVANAGARI)
    expect(hindi.report).toContain(HINDI_HEADING)
    expect(hindi.report).not.toContain(ENGLISH_HEADING)
    expect(english.report).toContain(ENGLISH_HEADING)
    expect(hindi.whatsapp).toContain('करियर मूल्यांकन रिपोर्ट (कक्षा 10)')
    expect(english.whatsapp).toContain('career assessment report (grade 10)')

    // Without `lang` (a plain link, an older caller), the browser's language decides, as it does for a page.
    expect((await said(asha.client, testId, undefined, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).careers[0]!.careerField).toMatch(DEVANAGARI)
    expect((await said(asha.client, testId)).careers[0]!.careerField).toBe(english.careers[0]!.careerField)

    // Reading in Hindi chose nothing for the account.
    expect(await accountLocale(asha.client)).toBeUndefined()
  })

  it('gives a parent with the link the report in the language of the parents’ page', async () => {
    const testId = ashaTest
    const share = (await asha.client.get(`/api/reports/${testId}/share-url?lang=hi`)).json() as { shareUrl: string }
    const token = encodeURIComponent(share.shareUrl.split('/shared/')[1]!)
    const parent = new Client(t.app, '203.0.113.200')
    const inHindi = await parent.get(`/api/reports/${testId}/download?token=${token}&lang=hi`)
    expect(pdfText(inHindi.rawPayload).replace(/\s+/g, ' ')).toContain(HINDI_HEADING)
    const inEnglish = await parent.get(`/api/reports/${testId}/download?token=${token}&lang=en`)
    expect(pdfText(inEnglish.rawPayload).replace(/\s+/g, ' ')).toContain(ENGLISH_HEADING)
  })

  it('refuses a language other than en or hi', async () => {
    const testId = ashaTest
    for (const path of [`/api/tests/${testId}/results`, '/api/tests/history', `/api/reports/${testId}/download`, `/api/reports/${testId}/share-url`]) {
      expect((await asha.client.get(`${path}?lang=fr`)).statusCode, path).toBe(400)
    }
  })
})

describe('an account that chose a language', () => {
  it('keeps it whatever the screen sends: a Hindi lab browser does not turn an English student’s result to Hindi', async () => {
    const testId = belaTest
    expect((await bela.client.request('PUT', '/api/account/locale', { locale: 'en' })).statusCode).toBe(200)
    const onHindiScreen = await said(bela.client, testId, 'hi', { 'accept-language': 'hi-IN', cookie: `${bela.client.cookie}; disha_locale=hi` })
    expect(onHindiScreen.careers[0]!.careerField).not.toMatch(DEVANAGARI)
    expect(onHindiScreen.family).not.toMatch(DEVANAGARI)
    expect(onHindiScreen.report).toContain(ENGLISH_HEADING)
    expect(onHindiScreen.whatsapp).toContain('career assessment report (grade 10)')
    // And a parent on a Hindi page downloads the student's English report.
    const share = (await bela.client.get(`/api/reports/${testId}/share-url?lang=hi`)).json() as { shareUrl: string }
    const token = encodeURIComponent(share.shareUrl.split('/shared/')[1]!)
    const parent = await new Client(t.app, '203.0.113.201').get(`/api/reports/${testId}/download?token=${token}&lang=hi`)
    expect(pdfText(parent.rawPayload).replace(/\s+/g, ' ')).toContain(ENGLISH_HEADING)
    expect(await accountLocale(bela.client)).toBe('en')

    // Chosen Hindi, likewise, on an English screen.
    expect((await bela.client.request('PUT', '/api/account/locale', { locale: 'hi' })).statusCode).toBe(200)
    const onEnglishScreen = await said(bela.client, testId, 'en')
    expect(onEnglishScreen.careers[0]!.careerField).toMatch(DEVANAGARI)
    expect(onEnglishScreen.report).toContain(HINDI_HEADING)
  })
})
