// The PDF report and the share texts in the student's language: the account's language decides them for whoever
// downloads (the student, an admin, a parent with the link), and a change of language is never answered with the
// other language's cached file.
import { beforeAll, describe, expect, it } from 'vitest'
import { Client, createTestApp, registerAdmin, registerUser, type TestApp } from '../support/app'
import { pdfText } from '../support/pdf'

let t: TestApp
let admin: Client

beforeAll(async () => {
  t = await createTestApp()
  admin = (await registerAdmin(t)).client
  await admin.post('/api/admin/toggle-payments', { enabled: false })
})

const NAME = 'आशा शर्मा'
const oneLine = (text: string) => text.replace(/\s+/g, ' ')
/** A career's title without the English term a Hindi title may give in brackets (drawn as a run of its own). */
const hindiWords = (title: string) => title.replace(/\s*\([^)]*\)/g, '')

async function takeTest(client: Client, grade: number) {
  const questions = (await client.get(`/api/questions/${grade}`)).json() as { id: string; questionType: string; options: string[] }[]
  const answers = Object.fromEntries(questions.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[i % q.options.length] as string)]))
  const attempt = (await client.post('/api/attempts', { grade, studentName: NAME })).json() as { id: string }
  const res = await client.post('/api/tests', { grade, studentName: NAME, answers, score: {}, timeSpent: 0, attemptId: attempt.id })
  expect(res.statusCode).toBe(201)
  return (res.json() as { id: string }).id
}

async function reportText(client: Client, testId: string, token?: string): Promise<string> {
  const res = await client.get(`/api/reports/${testId}/download${token ? `?token=${encodeURIComponent(token)}` : ''}`)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Career_Report_Student_Grade10\.pdf"/)
  return oneLine(pdfText(res.rawPayload))
}

const setLanguage = async (client: Client, locale: 'en' | 'hi') => expect((await client.request('PUT', '/api/account/locale', { locale })).statusCode).toBe(200)
const topCareer = async (client: Client, testId: string) =>
  ((await client.get(`/api/tests/${testId}/results`)).json() as { recommendations: { careerField: string }[] }).recommendations[0]!.careerField

describe('the report in the student’s language', () => {
  it('comes in Hindi to the student, an admin and a parent, and in English once the student switches, and back', async () => {
    const { client } = await registerUser(t.app, { firstName: 'आशा', lastName: 'शर्मा' })
    await setLanguage(client, 'hi')
    const testId = await takeTest(client, 10)
    const hindiTitle = await topCareer(client, testId)
    expect(hindiTitle).toMatch(/[\u0900-\u097F]/)

    const share = (await client.get(`/api/reports/${testId}/share-url`)).json() as { shareUrl: string; whatsappUrl: string; gmailUrl: string }
    const token = share.shareUrl.split('/shared/')[1]!
    expect(decodeURIComponent(share.whatsappUrl)).toContain(`Disha से आशा की करियर मूल्यांकन रिपोर्ट (कक्षा 10)। सारांश पढ़ने और पूरी रिपोर्ट डाउनलोड करने के लिए यह लिंक खोलें: ${share.shareUrl}`)
    expect(new URL(share.gmailUrl).searchParams.get('body')).toMatch(/^नमस्ते,\n\nयह Disha से आशा की करियर मूल्यांकन रिपोर्ट है।/)

    for (const text of [await reportText(client, testId), await reportText(admin, testId), await reportText(new Client(t.app), testId, token)]) {
      expect(text).toContain(NAME)
      expect(text).toContain(hindiWords(hindiTitle))
      expect(text).toContain('करियर मार्गदर्शन रिपोर्ट')
      expect(text).not.toContain('Career Guidance Report')
      expect(text).not.toContain('How you can help')
    }

    await setLanguage(client, 'en')
    const englishTitle = await topCareer(client, testId)
    const english = await reportText(client, testId)
    expect(english).toContain('Career Guidance Report')
    expect(english).toContain(englishTitle)
    expect(english).toContain(NAME)
    expect(english).not.toContain('करियर मार्गदर्शन रिपोर्ट')
    expect(await reportText(new Client(t.app), testId, token)).toContain('Career Guidance Report')
    const again = (await client.get(`/api/reports/${testId}/share-url`)).json() as { whatsappUrl: string }
    expect(decodeURIComponent(again.whatsappUrl)).toContain("आशा's career assessment report (grade 10) from Disha.")

    await setLanguage(client, 'hi')
    expect(await reportText(client, testId)).toContain('करियर मार्गदर्शन रिपोर्ट')
  })

  it('comes in English to an account that never chose a language', async () => {
    const { client } = await registerUser(t.app)
    const testId = await takeTest(client, 10)
    expect(await reportText(client, testId)).toContain('Career Guidance Report')
  })
})
