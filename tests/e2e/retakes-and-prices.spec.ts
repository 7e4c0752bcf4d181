// What a paying family meets at 360 px, with payments on in mock mode and PRICE_GRADE_TEST=7500 (global setup): a
// premium student takes grade 10 again from the home card and keeps the earlier result; a basic-plan student is told
// why the grade cannot be taken again and what would allow it; every screen, the order and the receipt say ₹75.00.
import { request, type Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL } from './support/env'
import { expect, expectNoAxeViolations, expectTouchTargets, newEmail, registerViaApi, setPaymentsEnabled, test } from './support/fixtures'

const PASSWORD = 'retakes-pass-1'
const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test.beforeAll(async () => {
  await setPaymentsEnabled(E2E_BASE_URL, true)
})
test.afterAll(async () => {
  // The specs after this one expect free tests on the main app.
  await setPaymentsEnabled(E2E_BASE_URL, false)
})

/** A test of the grade taken through the API as the test page takes it (start, then submit); answers its id. */
async function takeTestViaApi(page: Page, grade: number): Promise<string> {
  const start = await page.request.post('/api/attempts', { data: { grade, studentName: 'Ishita Rao' } })
  expect([200, 201]).toContain(start.status())
  const questions = (await (await page.request.get(`/api/questions/${grade}`)).json()) as { id: string; questionType: string; options: string[] }[]
  const answers = Object.fromEntries(questions.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[i % q.options.length] as string)]))
  const res = await page.request.post('/api/tests', { data: { grade, studentName: 'Ishita Rao', answers, score: {}, timeSpent: 600, attemptId: (await start.json()).id } })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { id: string }).id
}

/** Requests for Razorpay's checkout script: mock mode must never ask for it. */
function watchCheckoutScript(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('checkout.razorpay.com')) asked.push(r.url())
  })
  return asked
}

test('a premium student takes grade 10 again from the home card and keeps the earlier result in history', async ({ page }) => {
  const checkout = watchCheckoutScript(page)
  await page.goto('/')
  await registerViaApi(page, { email: newEmail('premium'), password: PASSWORD, firstName: 'Ishita' })

  // Premium, chosen on the pricing page (mock mode: recorded at once, nothing charged, no checkout script).
  await page.goto('/pricing')
  const premium = page.getByRole('region', { name: 'Premium' })
  await expect(premium.getByText('Unlimited retakes: earlier results stay in your history')).toBeVisible()
  await premium.getByRole('button', { name: 'Choose Plan' }).click()
  await expect(toastWith(page, 'Payment Successful (Development Mode)')).toContainText('Your Premium plan is active.')
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`)
  const first = await takeTestViaApi(page, 10)

  // Home: grade 10 completed, with its results and Take it again.
  await page.goto('/')
  const again = page.getByRole('link', { name: 'Take it again', description: 'Grade 10' })
  await expect(again).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Results', description: 'Grade 10' })).toHaveAttribute('href', `/results/${first}`)
  await expect(page.getByText('Your earlier result is kept in your test history.')).toBeVisible()
  await expectNoAxeViolations(page, 'home with a retake')
  await expectTouchTargets(page, 'home with a retake')
  await again.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/e2e31-home-retake.png' })

  await again.click()
  await expect(page).toHaveURL(/\/instructions\/10$/)
  const retake = page.getByRole('region', { name: 'Take it again' })
  await expect(retake).toContainText('You have completed Grade 10 once. Your Premium plan lets you take it again')
  await expect(retake).toContainText('Your earlier result is kept in your test history.')
  await expect(page.getByText('Test Already Completed')).toHaveCount(0)
  await expectNoAxeViolations(page, 'instructions, retake')
  await page.screenshot({ path: '/tmp/e2e31-instructions-retake.png', fullPage: true })

  await page.getByRole('link', { name: 'Take it again' }).click()
  await expect(page).toHaveURL(/\/test\/10$/)
  await page.getByLabel('Your name').fill('Ishita Rao')
  await page.getByRole('button', { name: 'Start Test' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Grade 10 Assessment' })).toBeVisible()
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Submit Test' }).click()
  await page.getByRole('alertdialog', { name: 'Submit Test?' }).getByRole('button', { name: 'Submit Now' }).click()
  await expect(page).toHaveURL(/\/results\/[\w-]+$/)
  const second = page.url().split('/').pop() as string
  expect(second).not.toBe(first)
  // The results offer another sitting too, and say this one is kept.
  await expect(page.getByRole('link', { name: 'Take it again' })).toHaveAttribute('href', '/instructions/10')

  // History: both sittings, the newest first, each with its own results.
  await page.goto('/history')
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(2)
  await expect(cards.nth(0).getByRole('heading', { level: 3 })).toHaveText('Grade 10(sitting 2 of 2, latest)')
  await expect(cards.nth(1).getByRole('heading', { level: 3 })).toHaveText('Grade 10(sitting 1 of 2)')
  await expect(cards.nth(0).getByRole('link', { name: /View Results/ })).toHaveAttribute('href', `/results/${second}`)
  await expect(cards.nth(1).getByRole('link', { name: /View Results/ })).toHaveAttribute('href', `/results/${first}`)
  await expectNoAxeViolations(page, 'history with two sittings')
  await page.screenshot({ path: '/tmp/e2e31-history-sittings.png', fullPage: true })
  expect(checkout, 'checkout.js asked for in mock mode').toEqual([])
})

test('a basic-plan student who completed grade 10 is told why it cannot be taken again, and what would allow it', async ({ page }) => {
  await page.goto('/')
  await registerViaApi(page, { email: newEmail('basic'), password: PASSWORD, firstName: 'Rahul' })
  expect((await page.request.post('/api/payment/create-order', { data: { planType: 'basic' } })).status()).toBe(200)
  const testId = await takeTestViaApi(page, 10)

  await page.goto('/')
  await expect(page.getByRole('link', { name: 'View Results', description: 'Grade 10' })).toHaveAttribute('href', `/results/${testId}`)
  await expect(page.getByRole('link', { name: 'Take it again' })).toHaveCount(0)

  for (const path of ['/instructions/10', '/test/10']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Test Already Completed' })).toBeVisible()
    await expect(page.getByText('Your Basic plan gives one assessment, and it was used for Grade 10.', { exact: false })).toBeVisible()
    await expect(page.getByText(/The Premium plan includes retakes of every grade/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Your Results' })).toHaveAttribute('href', `/results/${testId}`)
    await expect(page.getByRole('link', { name: 'See the Premium plan' })).toHaveAttribute('href', '/pricing')
  }
  await expectNoAxeViolations(page, 'test page, completed on a basic plan')
  await expectTouchTargets(page, 'test page, completed on a basic plan')
  await page.screenshot({ path: '/tmp/e2e31-completed-basic.png', fullPage: true })
  // Starting it anyway is refused by the server with the same rule.
  const refused = await page.request.post('/api/attempts', { data: { grade: 10, studentName: 'Rahul' } })
  expect(refused.status()).toBe(409)
})

test('with PRICE_GRADE_TEST=7500, every screen, the order and the receipt say ₹75.00', async ({ page }) => {
  const checkout = watchCheckoutScript(page)
  await page.goto('/')
  const email = newEmail('price')
  await registerViaApi(page, { email, password: PASSWORD, firstName: 'Kavya' })

  await page.goto('/test/8')
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Required' })).toBeVisible()
  await expect(page.getByText('The Grade 8 assessment costs ₹75.00.', { exact: false })).toBeVisible()
  await page.screenshot({ path: '/tmp/e2e31-payment-required.png' })

  await page.goto('/pricing')
  const single = page.getByRole('region', { name: 'Single grade test' })
  await expect(single.getByText('₹75.00')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Basic' }).getByText('₹99.00')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Premium' }).getByText('₹499.00')).toBeVisible()
  await expect(page.getByText(/personality analysis/i)).toHaveCount(0)
  await expectNoAxeViolations(page, 'pricing, three ways to pay')
  await expectTouchTargets(page, 'pricing, three ways to pay')
  await page.screenshot({ path: '/tmp/e2e31-pricing.png', fullPage: true })

  await page.goto('/instructions/8')
  await expect(page.getByText(/The Grade 8 assessment costs ₹75\.00/)).toBeVisible()
  const order = page.waitForResponse((r) => r.url().endsWith('/api/payment/create-order'))
  await page.getByRole('button', { name: 'Pay ₹75.00 and Unlock' }).click()
  expect(await (await order).json()).toMatchObject({ mockMode: true, amount: 7500, currency: 'INR' })
  await expect(page.getByRole('link', { name: 'Start Assessment' })).toBeVisible()

  // The receipt: the student's purchases.
  await page.goto('/profile')
  const purchases = page.getByRole('region', { name: 'Purchases' })
  await expect(purchases.getByText('Grade 8 career assessment')).toBeVisible()
  await expect(purchases.getByText('₹75.00')).toBeVisible()

  // The order, as the admin sees it.
  const admin = await request.newContext({ baseURL: E2E_BASE_URL })
  try {
    expect((await admin.post('/api/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).status()).toBe(200)
    const orders = (await (await admin.get('/api/admin/orders')).json()) as { userEmail: string | null; amount: number; description: string }[]
    expect(orders.find((o) => o.userEmail === email)).toMatchObject({ amount: 7500, description: 'Grade 8 career assessment' })
  } finally {
    await admin.dispose()
  }
  expect(checkout, 'checkout.js asked for in mock mode').toEqual([])
  // Nowhere the default price.
  for (const path of ['/pricing', '/profile', '/test/9', '/instructions/9']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page.getByText(/₹50/)).toHaveCount(0)
  }
})
