// The exam period at 360 px: the counsellor closes the class's test window (the student sees why there is no Start),
// opens it, gives the student 1.5 times the time; the student starts the test and sees the extra time beside the time
// left; the counsellor's live view shows the student on a question. axe on each of the counsellor's pages.
import type { Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL } from './support/env'
import { expect, expectNoAxeViolations, expectTouchTargets, newEmail, setPaymentsEnabled, test, waitForMail } from './support/fixtures'

const viewport = { width: 360, height: 740 }

test.beforeAll(async () => {
  await setPaymentsEnabled(E2E_BASE_URL, false)
})

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0)
}

test('a counsellor opens the window and gives extra time; the student sees it on the test; the live view shows the student on a question', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const shot = (p: Page, name: string) => p.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true })

  // The school, its counsellor, a class and a student on a slip, made through the API as the admin and counsellor would.
  expect((await page.request.post('/api/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).status()).toBe(200)
  const school = await page.request.post('/api/admin/schools', { data: { name: `Exam Period School ${Date.now()}` } })
  expect(school.status()).toBe(201)
  const schoolId = ((await school.json()) as { id: string }).id
  const counsellorEmail = newEmail('counsellor')
  expect((await page.request.post(`/api/admin/schools/${schoolId}/counsellors`, { data: { email: counsellorEmail, firstName: 'Meera' } })).status()).toBe(201)
  const token = /invitation\?token=([\w-]+)/.exec((await waitForMail(counsellorEmail)).text)?.[1] as string
  const counsellor = await (await browser.newContext({ viewport })).newPage()
  expect((await counsellor.request.post('/api/invitations/accept', { data: { token, newPassword: 'counsellor-pw-1' } })).status()).toBe(200)
  const created = await counsellor.request.post('/api/school/classes', { data: { name: '9 B', grade: 9, board: 'cbse' } })
  expect(created.status()).toBe(201)
  const classId = ((await created.json()) as { id: string }).id
  const imported = await counsellor.request.post(`/api/school/classes/${classId}/students/import`, { data: { csv: 'Anika Joshi,1\nBharat Singh,2' } })
  expect(imported.status()).toBe(201)
  const [slip] = ((await imported.json()) as { slips: { schoolCode: string; username: string; password: string }[] }).slips
  const student = await (await browser.newContext({ viewport })).newPage()
  expect((await student.request.post('/api/school-login', { data: { schoolCode: slip?.schoolCode, username: slip?.username, password: slip?.password } })).status()).toBe(200)
  expect((await student.request.post('/api/auth/first-password', { data: { newPassword: 'anika-own-pw' } })).status()).toBe(200)

  // The counsellor closes the class's test window: it asks first, then says it is closed.
  await counsellor.goto(`/school/classes/${classId}`)
  await expect(counsellor.getByRole('heading', { level: 1, name: 'Class 9 B' })).toBeVisible({ timeout: 20_000 })
  const windowPanel = counsellor.getByRole('region', { name: 'Test Window' })
  await expect(windowPanel.getByTestId('test-window-state')).toHaveText(/^Open: students of class 9 B can start the Grade 9 test now\./)
  await expectNoAxeViolations(counsellor, 'class page with the test window and extra time')
  await expectTouchTargets(counsellor, 'class page with the test window and extra time')
  await expectNoSidewaysScroll(counsellor, 'class page')
  await windowPanel.getByRole('button', { name: 'Close Test Window' }).click()
  const dialog = counsellor.getByRole('alertdialog', { name: 'Close the test window?' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(counsellor, 'closing the test window')
  await dialog.getByRole('button', { name: 'Close Test Window' }).click()
  await expect(windowPanel.getByTestId('test-window-state')).toHaveText(/^Closed: /)
  await shot(counsellor, 'class-window-closed')

  // The student finds no Start, but the school's reason.
  await student.goto('/test/9')
  await expect(student.getByRole('heading', { level: 1, name: 'Test Not Open Yet' })).toBeVisible({ timeout: 20_000 })
  await expect(student.getByText('The Grade 9 test of class 9 B is not open now. Your counsellor opens it for the test period.')).toBeVisible()
  await expect(student.getByRole('button', { name: 'Start Test' })).toHaveCount(0)
  await expectNoAxeViolations(student, 'test page with the window closed')
  await shot(student, 'test-window-closed')

  // The counsellor opens it, and gives Anika 1.5 times the time.
  await windowPanel.getByRole('button', { name: 'Open Test Window' }).click()
  await expect(windowPanel.getByTestId('test-window-state')).toHaveText(/^Open: /)
  const anika = counsellor.getByRole('article', { name: 'Anika Joshi' })
  await anika.getByLabel('Time for the next test of Anika Joshi').selectOption({ label: '1.5 × the time (45 minutes)' })
  await anika.getByRole('button', { name: 'Save Time for Anika Joshi' }).click()
  await expect(anika.getByRole('status')).toHaveText('Anika Joshi has 1.5 times the time (45 minutes) from the next test on.')
  await expect(anika.getByTestId('student-time')).toHaveText('1.5 × the time (45 minutes)')
  await expectNoAxeViolations(counsellor, 'class page after the extra time was saved')
  await shot(counsellor, 'class-extra-time')

  // The student asks again, starts, and sees the extra time beside the time left.
  await student.getByRole('button', { name: 'Check Again' }).click()
  await student.getByRole('button', { name: 'Start Test' }).click()
  await expect(student.getByTestId('question-counter')).toContainText('1 / 30', { timeout: 20_000 })
  await expect(student.getByTestId('extra-time')).toHaveText('Extra time: 1.5×, 45 minutes')
  await expect(student.getByTestId('countdown')).toHaveText(/^(45:00|44:5\d)$/)
  await expectNoSidewaysScroll(student, 'test screen with extra time')
  await shot(student, 'test-extra-time')
  // One answer and on to question 2: the move is saved to the server.
  await student.getByRole('radio').first().check()
  await student.getByRole('button', { name: 'Next' }).click()
  await expect(student.getByTestId('question-counter')).toContainText('2 / 30')
  await expect(student.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 })

  // The counsellor's live view: Anika on question 2, Bharat not started.
  await counsellor.getByRole('link', { name: 'Live Progress' }).click()
  await expect(counsellor.getByRole('heading', { level: 1, name: 'Live Progress' })).toBeVisible({ timeout: 20_000 })
  await expect(counsellor.getByRole('article', { name: 'Anika Joshi' }).getByTestId('live-state')).toHaveText('On question 2 of 30', { timeout: 20_000 })
  await expect(counsellor.getByRole('article', { name: 'Bharat Singh' }).getByTestId('live-state')).toHaveText('Not started')
  await expect(counsellor.getByRole('region', { name: 'The Class Now' }).getByRole('status')).toHaveText('No one has gone quiet.')
  await expectNoAxeViolations(counsellor, 'live progress')
  await expectTouchTargets(counsellor, 'live progress')
  await expectNoSidewaysScroll(counsellor, 'live progress')
  await shot(counsellor, 'live-progress')

  // Bharat starts too: the open view picks it up by itself within a refresh or two.
  const bharatSlip = ((await imported.json()) as { slips: { schoolCode: string; username: string; password: string }[] }).slips[1]
  const bharat = await browser.newContext({ viewport })
  expect((await bharat.request.post('/api/school-login', { data: { schoolCode: bharatSlip?.schoolCode, username: bharatSlip?.username, password: bharatSlip?.password } })).status()).toBe(200)
  expect((await bharat.request.post('/api/auth/first-password', { data: { newPassword: 'bharat-own-pw' } })).status()).toBe(200)
  expect((await bharat.request.post('/api/attempts', { data: { grade: 9, studentName: 'Bharat Singh' } })).status()).toBe(201)
  await expect(counsellor.getByRole('article', { name: 'Bharat Singh' }).getByTestId('live-state')).toHaveText('On question 1 of 30', { timeout: 20_000 })

  await bharat.close()
  await student.context().close()
  await counsellor.context().close()
})
