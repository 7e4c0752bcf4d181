// The admin area in a real browser at 360 px: a student is turned away; the admin grants them admin, reads their
// counselling request and resets their test (which they may then take again); the settings page switches payments
// off and on with the switch and the button. axe and the touch-target check run on every screen.
// Payments are left DISABLED at the end: the specs after this one expect free tests.
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL } from './support/env'
import {
  expect,
  expectNoAxeViolations,
  expectTouchTargets,
  newEmail,
  registerViaApi,
  setPaymentsEnabled,
  test,
} from './support/fixtures'

const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test.afterAll(async () => {
  // Whatever happened above, the next specs find the tests free.
  await setPaymentsEnabled(E2E_BASE_URL, false)
})

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0)
}

/** Signs the page's browser in as the e2e admin (made admin by ADMIN_EMAILS); other specs may have registered it. */
async function loginAsAdmin(page: Page) {
  const login = await page.request.post('/api/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  if (login.status() !== 200) {
    const register = await page.request.post('/api/register', { data: E2E_ADMIN })
    expect(register.status()).toBe(201)
  }
}

async function setPayments(request: APIRequestContext, enabled: boolean) {
  const res = await request.post('/api/admin/toggle-payments', { data: { enabled } })
  expect(res.status()).toBe(200)
}

/** A second browser for the admin, watched for console errors like the fixture's page. */
async function adminBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 360, height: 740 }, hasTouch: true })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  return { context, page, errors }
}

/** A completed grade 8 test made through the API: first option, or '3' on a rating, for every question. */
async function completeGrade8(request: APIRequestContext, studentName: string): Promise<string> {
  const attempt = await request.post('/api/attempts', { data: { grade: 8, studentName } })
  expect(attempt.status()).toBe(201)
  const questions = (await (await request.get('/api/questions/8')).json()) as {
    id: string
    questionType: string
    options: string[]
  }[]
  expect(questions.length).toBeGreaterThan(0)
  const answers = Object.fromEntries(
    questions.map((q) => [q.id, q.questionType === 'rating_scale' ? '3' : (q.options[0] ?? '')]),
  )
  const submitted = await request.post('/api/tests', { data: { grade: 8, studentName, answers, score: {}, timeSpent: 600 } })
  expect(submitted.status()).toBe(201)
  return ((await submitted.json()) as { id: string }).id
}

test('a student is turned away from admin; the admin grants them admin and resets their test', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const admin = await adminBrowser(browser)
  await loginAsAdmin(admin.page)
  await setPayments(admin.page.request, false)

  const suffix = String(Date.now()).slice(-6)
  const email = newEmail('grantee')
  const studentName = `Nisha Verma ${suffix}`
  const contactName = `Sunita Verma ${suffix}`
  let testId = ''

  await test.step('a student completes grade 8 and asks for counselling (through the API)', async () => {
    await page.goto('/')
    await registerViaApi(page, { email, password: 'grantee-pass-1', firstName: 'Nisha', lastName: 'Verma' })
    testId = await completeGrade8(page.request, studentName)
    const request = await page.request.post('/api/counselling-requests', {
      data: { testId, contactName, phone: '98765 43210', preferredTime: 'Weekday evening', message: 'After school, please.' },
    })
    expect(request.status()).toBe(201)
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'View Results', description: 'Grade 8' })).toHaveAttribute('href', `/results/${testId}`)
  })

  await test.step("the student opening /admin or /admin/settings gets 'Access Denied' and lands home", async () => {
    for (const path of ['/admin', '/admin/settings']) {
      await page.goto(path)
      await expect(toastWith(page, 'Access Denied')).toBeVisible()
      await expect(toastWith(page, 'Admin access required')).toBeVisible()
      await expect(page).toHaveURL(`${E2E_BASE_URL}/`)
      await expect(page.getByRole('heading', { level: 1, name: 'Discover Your Career Path' })).toBeVisible()
    }
    await page.getByRole('button', { name: 'Open account menu' }).click()
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0)
    await page.keyboard.press('Escape')
  })

  const adminPage = admin.page
  const users = adminPage.getByRole('list', { name: 'Users' })
  const tests = adminPage.getByRole('list', { name: 'Tests' })
  const studentCard = users.getByRole('article').filter({ hasText: email })
  const testCard = tests.getByRole('article').filter({ hasText: testId })

  await test.step('the admin sees the dashboard: counts, users, tests and counselling requests', async () => {
    await adminPage.goto('/admin')
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
    for (const count of ['Total Users', 'Total Tests', 'Admin Users']) {
      await expect(adminPage.getByText(count, { exact: true })).toBeVisible()
    }
    await expect(studentCard).toContainText('User')
    await expect(studentCard.getByRole('button', { name: 'Make Admin for Nisha Verma' })).toBeVisible()
    await expect(testCard).toContainText(studentName)
    await expect(testCard).toContainText(testId.slice(0, 8))
    // Every rating 3 and the first option everywhere: the note's reasons take the card's width, not a narrow column.
    const note = testCard.locator('details', { hasText: 'Read with care' })
    await note.locator('summary').click()
    const [noteBox, cardBox] = [await note.boundingBox(), await testCard.boundingBox()]
    expect(noteBox!.width).toBeGreaterThan(cardBox!.width * 0.8)
    const request = adminPage.getByRole('list', { name: 'Counselling Requests' }).getByRole('article', { name: contactName })
    await expect(request.getByRole('link', { name: '98765 43210' })).toHaveAttribute('href', 'tel:+919876543210')
    await expect(request).toContainText('Weekday evening')
    await expect(request).toContainText('After school, please.')
    await expect(request.getByRole('link', { name: /View Test Results/ })).toHaveAttribute('href', `/results/${testId}`)
    await expect(adminPage.getByRole('link', { name: 'System Settings' })).toHaveAttribute('href', '/admin/settings')
    await expect(adminPage.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
    await expectNoAxeViolations(adminPage, 'admin dashboard')
    await expectTouchTargets(adminPage, 'admin dashboard')
    await expectNoSidewaysScroll(adminPage, 'admin dashboard')

    // On a wide screen the same lists are tables.
    await adminPage.setViewportSize({ width: 1280, height: 800 })
    const table = adminPage.getByRole('table', { name: 'Users' })
    await expect(table.getByRole('row').filter({ hasText: email }).getByRole('rowheader')).toHaveText('Nisha Verma')
    const testRow = adminPage.getByRole('table', { name: 'Tests' }).getByRole('row').filter({ hasText: testId })
    await expect(testRow.getByRole('rowheader')).toHaveText(studentName)
    await expectNoAxeViolations(adminPage, 'admin dashboard, wide')
    await expectTouchTargets(adminPage, 'admin dashboard, wide')
    await expectNoSidewaysScroll(adminPage, 'admin dashboard, wide')
    // The narrowest screen that gets the tables (Tailwind's lg): every column still fits.
    await adminPage.setViewportSize({ width: 1024, height: 768 })
    const testsTable = adminPage.getByRole('table', { name: 'Tests' })
    await expect(testsTable).toBeVisible()
    await expectNoSidewaysScroll(adminPage, 'admin dashboard, 1024 px')
    // The table sits in a clipping card, so a table wider than its card would be cut off, not scroll: compare widths.
    const fit = await testsTable.evaluate((table) => ({ table: table.scrollWidth, card: table.parentElement!.clientWidth }))
    expect(fit.table, `the Tests table is ${fit.table} px wide in a ${fit.card} px card`).toBeLessThanOrEqual(fit.card)
    await adminPage.setViewportSize({ width: 360, height: 740 })
  })

  await test.step('the admin finds the student among 50,000 and opens the test’s answers and result', async () => {
    const usersSection = adminPage.getByRole('region', { name: 'Users' })
    await expect(usersSection.getByText(/^Showing 50 of \d{2},\d{3} users$/)).toBeVisible()
    await usersSection.getByLabel('Search by name, e-mail, user name or roll number').fill(email)
    await expect(usersSection.getByText('Showing 1 of 1 user', { exact: true })).toBeVisible()
    await adminPage.screenshot({ path: test.info().outputPath('admin-users-search-360.png'), fullPage: true })
    await expect(users.getByRole('article')).toHaveCount(1)
    await expect(studentCard).toBeVisible()

    const testsSection = adminPage.getByRole('region', { name: 'Tests' })
    await testsSection.getByLabel('Search by student name or test ID').fill(testId.slice(0, 8))
    await expect(tests.getByRole('article')).toHaveCount(1)
    await testCard.getByRole('link', { name: /^View answers of / }).click()
    await expect(adminPage).toHaveURL(`${E2E_BASE_URL}/admin/tests/${testId}`)
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Test details' })).toBeVisible()
    await expect(adminPage.getByRole('region', { name: 'Student', exact: true })).toContainText(email)
    const answers = adminPage.getByRole('list', { name: 'Answers, in the order asked' }).getByRole('listitem')
    await expect(answers).toHaveCount(30)
    await expect(answers.first()).toContainText('Question 1')
    // The knowledge items say their key and whether the first option, chosen everywhere, was it.
    await expect(answers.filter({ hasText: 'Key' }).first()).toContainText(/Right|Wrong/)
    await expect(adminPage.getByRole('region', { name: 'Result as the student saw it' }).getByRole('heading').first()).toBeVisible()
    await expectNoAxeViolations(adminPage, 'test detail')
    await expectTouchTargets(adminPage, 'test detail')
    await adminPage.screenshot({ path: test.info().outputPath('admin-test-detail-360.png'), fullPage: true })
    await expectNoSidewaysScroll(adminPage, 'test detail')
    await adminPage.getByRole('link', { name: 'Admin Dashboard' }).click()
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  })

  await test.step('the admin grants the student admin access', async () => {
    await studentCard.getByRole('button', { name: 'Make Admin for Nisha Verma' }).click()
    await expect(toastWith(adminPage, 'User granted admin access')).toBeVisible()
    await expect(studentCard.getByText('Admin', { exact: true })).toBeVisible()
    await expect(studentCard.getByRole('button', { name: /Make Admin/ })).toHaveCount(0)
    await expect(studentCard.getByRole('button', { name: /Grant Grade/ })).toHaveCount(1)
  })

  await test.step('the Activity view shows the grant: who, on whom, before and after', async () => {
    await adminPage.getByRole('link', { name: 'Activity' }).click()
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible()
    // At 360 px each entry is a card headed by its action; the newest is the grant just made.
    const grant = adminPage.getByRole('list', { name: 'Activity, newest first' }).getByRole('article').first()
    await expect(grant.getByRole('heading')).toHaveText('Admin access given')
    await expect(grant).toContainText(`Nisha Verma (${email})`)
    await expect(grant).toContainText('isAdmin: false → true')
    await expectNoAxeViolations(adminPage, 'activity')
    await expectTouchTargets(adminPage, 'activity')
    await expectNoSidewaysScroll(adminPage, 'activity')
    await adminPage.screenshot({ path: test.info().outputPath('activity-360.png'), fullPage: true })
    await adminPage.getByRole('link', { name: 'Admin Dashboard' }).click()
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  })

  await test.step("the admin resets the student's test after confirming", async () => {
    // Cancel first: nothing happens, and focus goes back to the button.
    const reset = testCard.getByRole('button', { name: /^Reset Test for / })
    await reset.click()
    const dialog = adminPage.getByRole('alertdialog', { name: 'Reset this test?' })
    await expect(dialog).toContainText('The student can then take the Grade 8 test again.')
    await expectNoAxeViolations(adminPage, 'reset test confirmation')
    await expectTouchTargets(adminPage, 'reset test confirmation')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(reset).toBeFocused()

    await reset.press('Enter')
    await dialog.getByRole('button', { name: 'Reset Test' }).click()
    await expect(toastWith(adminPage, 'Test deleted successfully')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(testCard).toHaveCount(0)
    const request = adminPage.getByRole('list', { name: 'Counselling Requests' }).getByRole('article', { name: contactName })
    await expect(request).toContainText('The test for this request has since been reset.')
    await expectNoAxeViolations(adminPage, 'admin dashboard after a reset')
  })

  await test.step('the student, after a reload, may take grade 8 again and has the Admin Panel', async () => {
    await page.reload()
    const grade8 = page.getByRole('link', { name: /Grade 8/ })
    await expect(grade8).toHaveAttribute('href', '/instructions/8')
    await expect(grade8).toContainText('Start Assessment')
    await expect(grade8).not.toContainText('Completed')
    await page.getByRole('button', { name: 'Open account menu' }).click()
    await page.getByRole('menuitem', { name: 'Admin Panel' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'System Settings' })).toBeVisible()
  })

  expect(admin.errors, 'unexpected console errors in the admin browser').toEqual([])
  await admin.context.close()
})

test('the settings page switches payments off and on with the switch and the button', async ({ page }) => {
  await page.goto('/')
  await loginAsAdmin(page)
  await setPayments(page.request, false)

  await page.goto('/admin')
  await page.getByRole('link', { name: 'System Settings' }).click()
  await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/settings`)
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible()

  const toggle = page.getByRole('switch', { name: 'Require payment for grade tests' })
  const field = (label: string) => page.locator(`dt:text-is("${label}") + dd`)
  const expectState = async (enabled: boolean) => {
    await expect(toggle).toHaveAttribute('aria-checked', String(enabled))
    await expect(field('Status')).toHaveText(enabled ? 'Enabled' : 'Disabled')
    // This server has no gateway keys: mock mode, said as such.
    await expect(field('Payment Gateway')).toHaveText(enabled ? 'Mock mode' : 'Inactive')
    await expect(field('Test Access')).toHaveText(enabled ? 'Payment Required' : 'Free Access')
    await expect(page.getByRole('button', { name: enabled ? 'Disable Payments' : 'Enable Payments' })).toBeEnabled()
  }

  await expectState(false)
  await expect(page.getByText(/all tests are free/)).toBeVisible()
  await expect(page.getByText(/this change affects all users immediately/)).toBeVisible()
  await expectNoAxeViolations(page, 'settings, payments disabled')
  await expectTouchTargets(page, 'settings')
  await expectNoSidewaysScroll(page, 'settings')

  // The switch, from the keyboard.
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(toastWith(page, 'Payment system enabled.')).toBeVisible()
  await expectState(true)
  // The price the server charges (PRICE_GRADE_TEST=7500 in these tests), and what real payments need.
  await expect(page.getByText(/Payments are on in mock mode: each grade test is priced at ₹75\.00/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Mock mode: no payment gateway keys' })).toContainText('Switching to real')
  await expect(page.getByText(/₹50/)).toHaveCount(0)
  await expectNoAxeViolations(page, 'settings, payments enabled')
  await page.screenshot({ path: test.info().outputPath('admin-settings-360.png'), fullPage: true })

  // The button.
  await page.getByRole('button', { name: 'Disable Payments' }).click()
  await expect(toastWith(page, 'Payment system disabled.')).toBeVisible()
  await expectState(false)

  // The switch by touch, then the button again: payments end disabled.
  await toggle.click()
  await expectState(true)
  await page.getByRole('button', { name: 'Disable Payments' }).click()
  await expectState(false)

  const settings = await page.request.get('/api/system/payment-settings')
  expect(await settings.json()).toEqual({ paymentsEnabled: false })
})

test('a premium student retakes grade 8, and the admin measures the retest study', async ({ page, browser }) => {
  // The student: a premium plan (mock mode records it at once) allows the retake.
  await setPaymentsEnabled(E2E_BASE_URL, true)
  await page.goto('/')
  await registerViaApi(page, { email: newEmail('retest'), password: 'retest-pass-1', firstName: 'Ravi' })
  expect((await page.request.post('/api/payment/create-order', { data: { planType: 'premium' } })).status()).toBe(200)
  await completeGrade8(page.request, 'Ravi Retest')
  await completeGrade8(page.request, 'Ravi Retest')

  const admin = await adminBrowser(browser)
  await admin.page.goto('/')
  await loginAsAdmin(admin.page)
  const expected = (await (await admin.page.request.get('/api/admin/retest-report?minDays=0')).json()) as { pairs: number }
  expect(expected.pairs).toBeGreaterThanOrEqual(1)
  await admin.page.goto('/admin')
  const section = admin.page.getByRole('region', { name: 'Retest study' })
  await section.getByLabel('Pairs of sittings').selectOption({ label: 'Any gap' })
  await section.getByRole('button', { name: 'Measure' }).click()
  await expect(section.getByText(new RegExp(`^${expected.pairs} students? took a grade twice, a median of [\\d.]+ days apart\\.$`))).toBeVisible()
  // At 360 px each goal is a card; with fewer than 30 pairs none is judged.
  await expect(
    section.getByRole('list', { name: 'Retake goals' }).getByRole('article', { name: 'The same #1 career family on a retake' }),
  ).toContainText('Too few pairs to judge')
  // The same goals over the pairs with no quality note at either sitting: these sittings took seconds, so none.
  const careful = section.getByRole('region', { name: 'Without a “read with care” note' })
  await expect(careful.getByText(/^\d+ of the \d+ had no such note at either sitting \(careless, rushed or very even answers bring one\)\./)).toBeVisible()
  await expect(section.getByText(/pairs needed to judge a goal/)).toBeVisible()
  await expectNoAxeViolations(admin.page, 'admin, retest study measured')
  await expectTouchTargets(admin.page, 'admin, retest study')
  await expectNoSidewaysScroll(admin.page, 'admin, retest study')
  expect(admin.errors, 'unexpected console errors in the admin browser').toEqual([])
  await admin.context.close()
})
