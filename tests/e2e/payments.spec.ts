// Paying in a real browser at 360 px. Mock mode (the main app has no gateway keys): a new student buys grade 8 and
// starts the test with no admin step. Real mode (a third app whose gateway is a local server speaking Razorpay's
// API): checkout.js is replaced through Playwright's routing by a stand-in that pays at the local gateway and hands
// the signed result to the app's handler; closing it returns to idle; premium is bought on the pricing page.
import type { Page } from '@playwright/test'
import { E2E_BASE_URL, E2E_FAKE_RAZORPAY_URL, E2E_GATEWAY_APP_URL, E2E_RAZORPAY_KEYS } from './support/env'
import { expect, expectNoAxeViolations, expectTouchTargets, newEmail, registerViaApi, setPaymentsEnabled, test } from './support/fixtures'

const PASSWORD = 'payments-pass-1'
const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test.beforeAll(async () => {
  await setPaymentsEnabled(E2E_BASE_URL, true)
  await setPaymentsEnabled(E2E_GATEWAY_APP_URL, true)
})
test.afterAll(async () => {
  // The specs after this one expect free tests on the main app.
  await setPaymentsEnabled(E2E_BASE_URL, false)
})

test('mock mode: a new student buys grade 8 on its instructions page and starts the test', async ({ page }) => {
  await page.goto('/')
  await registerViaApi(page, { email: newEmail('buyer'), password: PASSWORD, firstName: 'Kabir' })

  await page.goto('/test/8')
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Required' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to Instructions' }).click()

  await expect(page.getByRole('heading', { name: 'Unlock this assessment' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start Assessment' })).toHaveCount(0)
  await expectNoAxeViolations(page, 'instructions with the payment button')
  await expectTouchTargets(page, 'instructions with the payment button')
  await page.getByRole('button', { name: 'Pay ₹75.00 and Unlock' }).click()

  await expect(toastWith(page, 'Payment Successful (Development Mode)')).toContainText('You can now start your assessment!')
  await expect(page.getByRole('button', { name: /Pay ₹/ })).toHaveCount(0)
  await page.getByRole('link', { name: 'Start Assessment' }).click()
  await page.getByLabel('Your name').fill('Kabir Shah')
  await page.getByLabel('Your name').press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Grade 8 Assessment' })).toBeVisible()
  await expect(page.getByTestId('question-counter')).toContainText('1 / 30')

  await page.goto('/profile')
  const purchases = page.getByRole('region', { name: 'Purchases' })
  await expect(purchases.getByText('Grade 8 career assessment')).toBeVisible()
  await expect(purchases.getByText('₹75.00')).toBeVisible()
  await expect(purchases.getByText('Paid', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page, 'profile with purchases')
})

/** Serves a stand-in for checkout.js: `open()` records the options on window so the test can pay or close. */
async function standInCheckout(page: Page) {
  await page.route('https://checkout.razorpay.com/v1/checkout.js', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.Razorpay = function (options) {
        this.open = function () { window.__checkout = options; document.body.setAttribute('data-checkout', options.order_id) }
      }`,
    }),
  )
}

/** Pays the open checkout's order at the local gateway, as the customer would, and hands the result to the app. */
async function payOpenCheckout(page: Page) {
  const orderId = await page.locator('body[data-checkout]').getAttribute('data-checkout')
  expect(orderId).toMatch(/^order_/)
  const res = await page.request.post(`${E2E_FAKE_RAZORPAY_URL}/__control/orders/${orderId}/pay`)
  expect(res.status()).toBe(200)
  const signed = (await res.json()) as Record<string, string>
  await page.evaluate((fields) => {
    const w = window as unknown as { __checkout: { handler: (r: unknown) => void } }
    w.__checkout.handler(fields)
  }, signed)
}

test('real mode: closing checkout returns to idle; paying verifies through the local gateway', async ({ page }) => {
  await standInCheckout(page)
  await page.goto(E2E_GATEWAY_APP_URL)
  const email = newEmail('rzp')
  const reg = await page.request.post(`${E2E_GATEWAY_APP_URL}/api/register`, {
    data: { email, password: PASSWORD, firstName: 'Ira' },
    headers: { 'x-forwarded-for': '198.19.4.7' },
  })
  expect(reg.status()).toBe(201)

  await page.goto(`${E2E_GATEWAY_APP_URL}/instructions/10`)
  const pay = page.getByRole('button', { name: 'Pay ₹75.00 and Unlock' })
  await pay.click()
  await expect(page.locator('body[data-checkout]')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
  const options = await page.evaluate(() => {
    const o = (window as unknown as { __checkout: Record<string, unknown> }).__checkout
    return { key: o.key, amount: o.amount, currency: o.currency, description: o.description, prefill: o.prefill, theme: o.theme }
  })
  expect(options).toEqual({
    key: E2E_RAZORPAY_KEYS.keyId,
    amount: 7500,
    currency: 'INR',
    description: 'Grade 10 Career Assessment',
    prefill: { name: 'Student', email: 'student@example.com' },
    theme: { color: '#1d4ed8' },
  })

  // Closing the dialog: back to idle, nothing bought.
  // The closed checkout is forgotten, so the payment below goes to the one the second press opens: 'Processing...'
  // shows before that press has its order and opens checkout, and a closed checkout's handler is rightly ignored.
  await page.evaluate(() => {
    const w = window as unknown as { __checkout?: { modal: { ondismiss: () => void } } }
    w.__checkout?.modal.ondismiss()
    delete w.__checkout
    document.body.removeAttribute('data-checkout')
  })
  await expect(pay).toBeEnabled()

  await pay.click()
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
  await expect(page.locator('body[data-checkout]')).toHaveCount(1)
  await payOpenCheckout(page)
  await expect(toastWith(page, 'Payment Successful')).toContainText('You can now start your assessment!')
  await expect(page.getByRole('link', { name: 'Start Assessment' })).toBeVisible()
  const status = await page.request.get(`${E2E_GATEWAY_APP_URL}/api/test-purchase/status/10`)
  expect(await status.json()).toEqual({ hasPurchased: true })
})

test('real mode: premium bought on the pricing page covers every grade', async ({ page }) => {
  await standInCheckout(page)
  await page.goto(E2E_GATEWAY_APP_URL)
  const reg = await page.request.post(`${E2E_GATEWAY_APP_URL}/api/register`, {
    data: { email: newEmail('premium'), password: PASSWORD, firstName: 'Zoya' },
    headers: { 'x-forwarded-for': '198.19.4.8' },
  })
  expect(reg.status()).toBe(201)

  await page.goto(`${E2E_GATEWAY_APP_URL}/pricing`)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
  const premium = page.getByRole('region', { name: 'Premium' })
  await expect(premium.getByText('₹499.00')).toBeVisible()
  await expect(premium.getByText('/year')).toBeVisible()
  await expectNoAxeViolations(page, 'pricing')
  await expectTouchTargets(page, 'pricing')
  await premium.getByRole('button', { name: 'Choose Plan' }).click()
  await payOpenCheckout(page)

  await expect(page).toHaveURL(`${E2E_GATEWAY_APP_URL}/`)
  await expect(toastWith(page, 'Payment Successful')).toContainText('Your Premium plan is active.')
  await page.goto(`${E2E_GATEWAY_APP_URL}/pricing`)
  await expect(page.getByText(/You have an active Premium plan until/)).toBeVisible()
  await expect(premium.getByRole('button', { name: 'Current Plan' })).toBeDisabled()
  for (const grade of [8, 12]) {
    const status = await page.request.get(`${E2E_GATEWAY_APP_URL}/api/test-purchase/status/${grade}`)
    expect(await status.json()).toEqual({ hasPurchased: true })
  }
})
