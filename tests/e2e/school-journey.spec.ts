// The school's whole journey in one go at 360 px, through the screens: a counsellor creates a class, adds its list
// and prints the slips; a student signs in with a slip, chooses a password and takes the test on one of the school's
// seats; the counsellor watches the class live, gives another student extra time, and downloads the class report and
// the school report as PDFs (read back with pdftotext); the platform admin finds the student among the 50,000 seeded
// accounts and opens the test's detail. Every new screen passes checkScreen (lang, axe, touch targets, no sideways
// scroll). Only the setting up (the school, its counsellor, its seats) goes through the API.
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import type { Download, Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL } from './support/env'
import { checkScreen, expect, newEmail, setPaymentsEnabled, test, waitForMail } from './support/fixtures'
import { E2E_SEEDED_STUDENTS } from './support/seed'

const viewport = { width: 360, height: 740 }
const NOTES_SHOT = '/work/notes/class-report-360.png'

test.afterAll(async () => {
  // The specs after this one expect free tests.
  await setPaymentsEnabled(E2E_BASE_URL, false)
})

/** The text of a downloaded PDF, as poppler reads it, on one line. */
async function pdfTextOf(download: Download): Promise<string> {
  const file = test.info().outputPath(download.suggestedFilename())
  await download.saveAs(file)
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
}

/** Clicks the report's Download PDF and gives back the file the browser saved. */
async function downloadPdf(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const download = await downloading
  await expect(page.getByRole('status').filter({ hasText: `The report was saved as ${download.suggestedFilename()}.` })).toBeVisible()
  return download
}

const counter = (page: Page) => page.getByTestId('question-counter')

/** Answers the question on screen with a choice that varies with the question, so the answers are not one line. */
async function answerCurrent(page: Page, n: number) {
  const radios = page.getByRole('group').first().getByRole('radio')
  const choice = radios.nth(n % (await radios.count()))
  await choice.check()
  await expect(choice).toBeChecked()
}

test('a counsellor sets up a class, a student tests on a seat, the counsellor follows and reports, the admin finds the test', async ({ page, browser }) => {
  test.setTimeout(240_000)
  const suffix = String(Date.now()).slice(-6)
  const schoolName = `Journey Vidyalaya ${suffix}`
  const studentName = `Ishita Journey${suffix}`
  const otherName = `Kunal Journey${suffix}`

  // Setting up, as the admin and counsellor would: the school, its counsellor from the mailed invitation, three seats.
  expect((await page.request.post('/api/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).status()).toBe(200)
  const school = await page.request.post('/api/admin/schools', { data: { name: schoolName } })
  expect(school.status()).toBe(201)
  const schoolId = ((await school.json()) as { id: string }).id
  expect((await page.request.post(`/api/admin/schools/${schoolId}/seats`, { data: { seats: 3, note: 'Journey test' } })).status()).toBe(201)
  const counsellorEmail = newEmail('journey-counsellor')
  expect((await page.request.post(`/api/admin/schools/${schoolId}/counsellors`, { data: { email: counsellorEmail, firstName: 'Meera' } })).status()).toBe(201)
  const token = /invitation\?token=([\w-]+)/.exec((await waitForMail(counsellorEmail)).text)?.[1] as string
  const counsellor = await (await browser.newContext({ viewport, hasTouch: true })).newPage()
  expect((await counsellor.request.post('/api/invitations/accept', { data: { token, newPassword: 'counsellor-pw-1' } })).status()).toBe(200)
  await setPaymentsEnabled(E2E_BASE_URL, true)

  let username = ''
  let slipPassword = ''
  let schoolCode = ''
  await test.step('the counsellor creates a class, imports its list and prints the slips', async () => {
    await counsellor.goto('/school')
    await expect(counsellor.getByRole('heading', { level: 1, name: schoolName })).toBeVisible({ timeout: 20_000 })
    await counsellor.getByLabel('Class name').fill('9 J')
    await counsellor.getByLabel('Grade').selectOption('9')
    await counsellor.getByLabel('Board').selectOption('cbse')
    await counsellor.getByRole('button', { name: 'Add Class' }).click()
    await expect(counsellor.getByRole('article', { name: 'Class 9 J' })).toBeVisible()
    await checkScreen(counsellor, 'school page with the new class', 'en')
    await counsellor.getByRole('link', { name: '9 J' }).click()
    await expect(counsellor.getByRole('heading', { level: 1, name: 'Class 9 J' })).toBeVisible()

    await counsellor.getByLabel('Or paste the list').fill(`Name,Roll number\n${studentName},1\n${otherName},2\n`)
    await counsellor.getByRole('button', { name: 'Add Students' }).click()
    const sheet = counsellor.getByRole('region', { name: 'Sign-in slips for 2 new students' })
    await expect(sheet).toBeVisible()
    const slip = sheet.getByRole('article', { name: `Slip of ${studentName}` })
    const values = (await slip.locator('dd').allTextContents()).map((v) => v.trim())
    ;[schoolCode, username, slipPassword] = values as [string, string, string]
    expect(schoolCode).toMatch(/^[A-Z0-9]{6}$/)
    expect(username).toMatch(/^ishita\d+$/)
    expect(slipPassword).toMatch(/^[a-z0-9]{8}$/)
    await checkScreen(counsellor, 'class page with the slips', 'en')

    // Printing shows the slips alone.
    await counsellor.emulateMedia({ media: 'print' })
    await expect(counsellor.getByRole('heading', { level: 1, name: 'Class 9 J' })).toBeHidden()
    await expect(counsellor.locator('[data-slip-print]')).toContainText(username)
    await expect(counsellor.locator('[data-slip-print]')).toContainText(slipPassword)
    await counsellor.emulateMedia({ media: 'screen' })
  })

  const student = await (await browser.newContext({ viewport, hasTouch: true })).newPage()
  await test.step('the student signs in with the slip and chooses a password', async () => {
    await student.goto('/school-login')
    await expect(student.getByRole('heading', { level: 1, name: 'Sign in with your school slip' })).toBeVisible()
    await checkScreen(student, 'school sign-in', 'en')
    await student.getByLabel('School code').fill(schoolCode)
    await student.getByLabel('User name').fill(username)
    await student.getByLabel('Password').fill(slipPassword)
    await student.getByRole('button', { name: 'Sign In' }).click()
    await expect(student.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible()
    await checkScreen(student, 'first password', 'en')
    await student.getByLabel(/^New Password/).fill('ishita-own-pw')
    await student.getByLabel('Confirm New Password').fill('ishita-own-pw')
    await student.getByRole('button', { name: 'Save My Password' }).click()
    await expect(student.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeHidden()
  })

  await test.step('the student starts the test on a seat and is on the way', async () => {
    await student.goto('/instructions/9')
    await expect(student.getByText(/Your school pays for this test: you take it on one of your school's seats\./)).toBeVisible({ timeout: 20_000 })
    await checkScreen(student, 'instructions on a seat', 'en')
    await student.goto('/test/9')
    await student.getByRole('button', { name: 'Start Test' }).click()
    await expect(counter(student)).toContainText('1 / 30', { timeout: 20_000 })
    await checkScreen(student, 'the test on a seat', 'en')
    for (let n = 1; n <= 5; n++) {
      await answerCurrent(student, n)
      await student.getByRole('button', { name: 'Next' }).click()
      await expect(counter(student)).toContainText(`${n + 1} / 30`)
    }
    await expect(student.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 })
  })

  await test.step('the counsellor watches the class live: the student on a question, the other not started', async () => {
    await counsellor.getByRole('link', { name: 'Live Progress' }).click()
    await expect(counsellor.getByRole('heading', { level: 1, name: 'Live Progress' })).toBeVisible({ timeout: 20_000 })
    await expect(counsellor.getByRole('article', { name: studentName }).getByTestId('live-state')).toHaveText('On question 6 of 30', { timeout: 20_000 })
    await expect(counsellor.getByRole('article', { name: otherName }).getByTestId('live-state')).toHaveText('Not started')
    await checkScreen(counsellor, 'live progress', 'en')
  })

  let testId = ''
  await test.step('the student answers the rest and finishes', async () => {
    for (let n = 6; n <= 30; n++) {
      await expect(counter(student)).toContainText(`${n} / 30`)
      await answerCurrent(student, n)
      if (n < 30) await student.getByRole('button', { name: 'Next' }).click()
    }
    await student.getByRole('button', { name: 'Finish' }).dblclick()
    await expect(student).toHaveURL(/\/results\/[\w-]+$/, { timeout: 20_000 })
    testId = student.url().split('/').pop() as string
    await expect(student.getByRole('heading', { level: 1, name: 'Your Career Results' })).toBeVisible()
    // The live view picks the finish up by itself.
    await expect(counsellor.getByRole('article', { name: studentName }).getByTestId('live-state')).toHaveText('Finished', { timeout: 20_000 })
  })

  await test.step('the counsellor gives the other student extra time', async () => {
    await counsellor.goto('/school')
    await counsellor.getByRole('link', { name: '9 J' }).click()
    await expect(counsellor.getByRole('heading', { level: 1, name: 'Class 9 J' })).toBeVisible({ timeout: 20_000 })
    const other = counsellor.getByRole('article', { name: otherName })
    await other.getByLabel(`Time for the next test of ${otherName}`).selectOption({ label: '1.5 × the time (45 minutes)' })
    await other.getByRole('button', { name: `Save Time for ${otherName}` }).click()
    await expect(other.getByRole('status')).toHaveText(`${otherName} has 1.5 times the time (45 minutes) from the next test on.`)
    await expect(other.getByTestId('student-time')).toHaveText('1.5 × the time (45 minutes)')
    await expect(counsellor.getByRole('article', { name: studentName, exact: true })).toContainText('Chosen by the student')
    await checkScreen(counsellor, 'class page after the test and the extra time', 'en')
  })

  await test.step('the counsellor downloads the class report and the school report as PDFs', async () => {
    await counsellor.getByRole('link', { name: 'Class Report' }).click()
    await expect(counsellor.getByRole('heading', { level: 1, name: 'Class 9 J: Report' })).toBeVisible({ timeout: 20_000 })
    const table = counsellor.getByRole('region', { name: 'Table of students' })
    await expect(table.getByRole('rowheader', { name: studentName })).toBeVisible()
    await checkScreen(counsellor, 'class report', 'en')
    // The picture of the report alone: the extra time's toast closed.
    const closeToast = counsellor.getByRole('button', { name: 'Close notification' })
    for (const close of await closeToast.all()) await close.click()
    await expect(closeToast).toHaveCount(0)
    mkdirSync('/work/notes', { recursive: true })
    await counsellor.screenshot({ path: NOTES_SHOT, fullPage: true })
    const classPdf = await downloadPdf(counsellor)
    expect(classPdf.suggestedFilename()).toBe('disha-class-9-j-report.pdf')
    const classText = await pdfTextOf(classPdf)
    expect(classText).toContain('Class 9 J: Report')
    expect(classText).toContain(studentName)
    expect(classText).toContain(otherName)

    await counsellor.goto('/school')
    await counsellor.getByRole('link', { name: 'School Report' }).click()
    await expect(counsellor.getByRole('heading', { level: 1, name: `${schoolName}: Report` })).toBeVisible({ timeout: 20_000 })
    await checkScreen(counsellor, 'school report', 'en')
    const schoolPdf = await downloadPdf(counsellor)
    expect(schoolPdf.suggestedFilename()).toBe(`disha-school-journey-vidyalaya-${suffix}-report.pdf`)
    const schoolText = await pdfTextOf(schoolPdf)
    expect(schoolText).toContain(`${schoolName}: Report`)
    expect(schoolText).toContain('1 class · 2 students')
    expect(schoolText).toMatch(/9 ?J 9 2 1 0 1/)
  })

  await test.step('the platform admin finds the student among the seeded 50,000 and opens the test', async () => {
    const admin = await (await browser.newContext({ viewport, hasTouch: true })).newPage()
    expect((await admin.request.post('/api/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).status()).toBe(200)
    await admin.goto('/admin')
    await expect(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 })
    const usersSection = admin.getByRole('region', { name: 'Users' })
    const shown = usersSection.getByText(/^Showing 50 of [\d,]+ users$/)
    await expect(shown).toBeVisible({ timeout: 20_000 })
    expect(Number(/of ([\d,]+) users/.exec((await shown.textContent()) ?? '')?.[1]?.replace(/,/g, ''))).toBeGreaterThan(E2E_SEEDED_STUDENTS)
    await usersSection.getByLabel('Search by name, e-mail, user name or roll number').fill(studentName)
    await expect(usersSection.getByText('Showing 1 of 1 user', { exact: true })).toBeVisible()
    const card = admin.getByRole('list', { name: 'Users' }).getByRole('article')
    await expect(card).toHaveCount(1)
    await expect(card).toContainText(`user name ${username}`)
    await expect(card).toContainText(schoolName)
    await checkScreen(admin, 'admin users, the student found', 'en')

    const testsSection = admin.getByRole('region', { name: 'Tests' })
    await testsSection.getByLabel('Search by student name or test ID').fill(studentName)
    const testCard = admin.getByRole('list', { name: 'Tests' }).getByRole('article')
    await expect(testCard).toHaveCount(1)
    await testCard.getByRole('link', { name: /^View answers of / }).click()
    await expect(admin).toHaveURL(`${E2E_BASE_URL}/admin/tests/${testId}`)
    await expect(admin.getByRole('heading', { level: 1, name: 'Test details' })).toBeVisible()
    await expect(admin.getByRole('region', { name: 'Student', exact: true })).toContainText(studentName)
    await expect(admin.getByRole('list', { name: 'Answers, in the order asked' }).getByRole('listitem')).toHaveCount(30)
    await expect(admin.getByRole('region', { name: 'Result as the student saw it' }).getByRole('heading').first()).toBeVisible()
    await checkScreen(admin, 'admin test detail', 'en')
    await admin.context().close()
  })

  await student.context().close()
  await counsellor.context().close()
})
