// A student a counsellor added from a class list, in a school lab whose browser reads Hindi, at 360 px: they sign in
// with the slip and never fill a registration form, so their account has no language of its own; the result, its
// report and the history come in the screen's language all the same, and the account stays without one
// (docs/decisions/059-results-in-the-screens-language.md). The school, its counsellor, the class and its list are made
// through the API, as schools.spec.ts makes them through the screens.
import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { pdfText } from '../support/pdf'
import { E2E_ADMIN, E2E_BASE_URL } from './support/env'
import { checkScreen, expect, newEmail, test, waitForMail } from './support/fixtures'

test.use({ locale: 'hi-IN' })

const DEVANAGARI = /[\u0900-\u097F]/

async function ok<T>(response: Promise<{ ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }>): Promise<T> {
  const res = await response
  expect(res.ok(), `${res.status()} ${await res.text()}`).toBe(true)
  return (await res.json()) as T
}

/** A school with a seat, a counsellor, a grade 10 class and one student on its list: the student's slip. */
async function slipOfANewClass(admin: APIRequestContext, counsellor: APIRequestContext) {
  await ok(admin.post('/api/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } }))
  const school = await ok<{ id: string }>(admin.post('/api/admin/schools', { data: { name: `Sarvodaya Vidyalaya ${Date.now()}` } }))
  // A seat for the student's test, whether payments are on or off.
  await ok(admin.post(`/api/admin/schools/${school.id}/seats`, { data: { seats: 1, note: 'Lab test' } }))
  const email = newEmail('counsellor')
  await ok(admin.post(`/api/admin/schools/${school.id}/counsellors`, { data: { email, firstName: 'Meera', lastName: 'Iyer' } }))
  const link = /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec((await waitForMail(email)).text)?.[0] as string
  await ok(counsellor.post('/api/invitations/accept', { data: { token: new URL(link).searchParams.get('token'), newPassword: 'counsellor-pw-1' } }))
  const schoolClass = await ok<{ id: string }>(counsellor.post('/api/school/classes', { data: { name: '10 ब', grade: 10, board: 'cbse' } }))
  const { slips } = await ok<{ slips: { schoolCode: string; username: string; password: string }[] }>(
    counsellor.post(`/api/school/classes/${schoolClass.id}/students/import`, { data: { csv: 'राधा यादव,7' } }),
  )
  return slips[0]!
}

test('a slip student in a Hindi browser reads the result and the report in Hindi, and the account keeps no language', async ({ page, playwright }) => {
  test.setTimeout(120_000)
  const admin = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  const counsellor = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  const slip = await slipOfANewClass(admin, counsellor).finally(() => Promise.all([admin.dispose(), counsellor.dispose()]))

  // The slip's sign-in and the first password, in Hindi: no registration form, so nothing chooses a language.
  await page.goto('/school-login')
  await expect(page.getByRole('heading', { level: 1, name: 'अपने विद्यालय की पर्ची से लॉग इन करें' })).toBeVisible()
  await page.getByLabel('विद्यालय का कोड').fill(slip.schoolCode)
  await page.getByLabel('यूज़र नेम').fill(slip.username)
  await page.getByLabel('पासवर्ड').fill(slip.password)
  await page.getByRole('button', { name: 'लॉग इन करें' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'अपना खुद का पासवर्ड चुनें' })).toBeVisible()
  await page.getByLabel(/^नया पासवर्ड/).first().fill('radha-own-pw')
  await page.getByLabel('नया पासवर्ड दोबारा लिखें').fill('radha-own-pw')
  await page.getByRole('button', { name: 'मेरा पासवर्ड सहेजें' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'अपना खुद का पासवर्ड चुनें' })).toBeHidden()
  expect((await ok<{ locale?: string }>(page.request.get('/api/auth/user'))).locale).toBeUndefined()

  // The grade 10 test, answered through the API as the test page would save it.
  const attempt = await ok<{ id: string; board: string | null }>(page.request.post('/api/attempts', { data: { grade: 10, studentName: 'राधा यादव' } }))
  const questions = await ok<{ id: string; questionType: string; options: string[] }[]>(page.request.get(`/api/questions/10?board=${attempt.board ?? 'none'}`))
  const answers = Object.fromEntries(questions.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[i % q.options.length] as string)]))
  const { id: testId } = await ok<{ id: string }>(page.request.post('/api/tests', { data: { grade: 10, studentName: 'राधा यादव', answers, score: {}, timeSpent: 0, attemptId: attempt.id } }))

  // The result: the screen's words and the careers, reasons and stream in Hindi.
  await page.goto(`/results/${testId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'आपके करियर परिणाम' })).toBeVisible({ timeout: 20_000 })
  const matches = page.getByRole('region', { name: 'आपके लिए उपयुक्त करियर' }).getByRole('article')
  await expect(matches.first()).toBeVisible()
  const topCareer = ((await matches.first().getByRole('heading').first().textContent()) ?? '').trim()
  expect(topCareer).toMatch(DEVANAGARI)
  await expect(page.getByRole('heading', { name: 'कक्षा 11 के लिए सुझाया गया संकाय' })).toBeVisible()
  await checkScreen(page, 'results of a slip student')

  // The report, in Hindi too.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'विस्तृत रिपोर्ट डाउनलोड करें' }).click()
  const report = pdfText(readFileSync(await (await downloading).path())).replace(/\s+/g, ' ')
  expect(report).toContain('करियर मार्गदर्शन रिपोर्ट')
  expect(report).toContain(topCareer.replace(/\s*\([^)]*\)/g, ''))
  expect(report).not.toContain('Career Guidance Report')

  // The history names the best family in Hindi; and the account still has no language of its own.
  await page.goto('/history')
  await expect(page.getByRole('article').first()).toContainText(DEVANAGARI)
  expect((await ok<{ locale?: string }>(page.request.get('/api/auth/user'))).locale).toBeUndefined()
})
