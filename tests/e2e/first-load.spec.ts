// The first load of a visit (decision 014): the landing page is HTML before it is script, a signed-out visitor's
// first page and a student's first visit to a test page log no failed request at all (the consoleErrors fixture lets
// "Failed to load resource" pass; these tests do not), and the test page gets the HTML that preloads its code.
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, newEmail, registerViaApi, test } from './support/fixtures'

/** Every console error, failed resource included, and every answer of 400 or more. */
function recordFailures(page: Page): string[] {
  const failures: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(`console: ${m.text()}`)
  })
  page.on('response', (res) => {
    if (res.status() >= 400) failures.push(`${res.status()} ${new URL(res.url()).pathname}`)
  })
  return failures
}

test('the landing page and its login form are there without any script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Discover the career path that suits you' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Login to Start Assessment' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Login/Register' })).toHaveAttribute('href', '/?showAuth=true')
    await expect(page).toHaveTitle('Career Guidance for Grades 8-12 | Disha')
    await page.goto('/?showAuth=true')
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password')
  } finally {
    await context.close()
  }
})

test('a signed-out first visit makes no failed request, and the hydrated page passes axe', async ({ page }) => {
  const failures = recordFailures(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Login to Start Assessment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  await expectNoAxeViolations(page, 'login form after hydration')
  await page.waitForLoadState('networkidle')
  expect(failures).toEqual([])
})

test("a student's first visit to a test page makes no failed request, and its HTML preloads the page's code", async ({ page }) => {
  await page.goto('/')
  await registerViaApi(page, { email: newEmail('first'), password: 'first-pass-1', firstName: 'Meera' })
  // Bought in mock mode (or free, if payments are off): either way the page shows the name entry.
  const order = await page.request.post('/api/payment/create-order', { data: { grade: 9 } })
  expect([200, 409]).toContain(order.status())
  const failures = recordFailures(page)
  const response = await page.goto('/test/9')
  expect(await response?.text()).toMatch(/rel="modulepreload"[^>]*\/assets\/test-/)
  await expect(page.getByRole('button', { name: 'Start Test' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(failures).toEqual([])
})
