// React hydrates the pages that arrive drawn: the pre-rendered landing page (decision 014) and the test page the
// server draws (decision 018). Hydration adopts the HTML's elements only when they are exactly the app's first render;
// otherwise React reports a recoverable error (in the production build, "Minified React error #418" and its kind)
// and draws the whole page again on the client, which a student sees as a flash and the browser as a second paint.
// These tests fail on any such report, and on a page whose elements were drawn again rather than adopted.
import type { Browser, Page } from '@playwright/test'
import { expect, newEmail, registerViaApi, test } from './support/fixtures'

/** Every console error and uncaught error, whatever it says (a hydration mismatch is one of them). */
function recordErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`)
  })
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`))
  return errors
}

/**
 * Keeps a reference to the page's `main` as the HTML drew it, before any script runs, so a test can tell an adopted
 * element from one drawn anew.
 */
async function markServerMain(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { serverMain?: Element | null }).serverMain = document.querySelector('main')
    })
  })
}

/** Whether React has taken over `main` (its fiber is on the element) and it is still the element the HTML drew. */
function mainState(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')
    return {
      react: main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$')),
      adopted: main !== null && main === (window as unknown as { serverMain?: Element | null }).serverMain,
    }
  })
}

async function studentWithAttempt(page: Page, grade: number) {
  await page.goto('/')
  await registerViaApi(page, { email: newEmail('hydrate'), password: 'hydrate-pass-1', firstName: 'Kavya' })
  const order = await page.request.post('/api/payment/create-order', { data: { grade } })
  expect([200, 409]).toContain(order.status())
  const started = await page.request.post('/api/attempts', { data: { grade, studentName: 'Kavya Nair' } })
  expect(started.status()).toBe(201)
}

test('the landing page and its login view are hydrated, not drawn again, with no error', async ({ page }) => {
  const errors = recordErrors(page)
  await markServerMain(page)
  for (const address of ['/', '/?showAuth=true']) {
    await page.goto(address)
    await expect.poll(() => mainState(page)).toEqual({ react: true, adopted: true })
    await page.waitForLoadState('networkidle')
  }
  expect(errors).toEqual([])
})

test('a test page drawn by the server is hydrated, not drawn again, with no error: the name entry and a reload mid-test', async ({ page }) => {
  await studentWithAttempt(page, 10)
  // The name entry, before any attempt: grade 9's page for the same student.
  const order = await page.request.post('/api/payment/create-order', { data: { grade: 9 } })
  expect([200, 409]).toContain(order.status())
  const errors = recordErrors(page)
  await markServerMain(page)
  // The code arrives two seconds after the HTML, as on a slow phone: the countdown the server drew is then seconds old
  // when the app hydrates it.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await route.continue()
  })
  for (const address of ['/test/9', '/test/10']) {
    const response = await page.goto(address)
    expect(await response?.text()).toContain('id="disha-test-page"')
    await expect.poll(() => mainState(page)).toEqual({ react: true, adopted: true })
    await page.waitForLoadState('networkidle')
  }
  // The app runs the page: a choice, then Next moves on.
  await page.getByRole('group').first().getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByTestId('question-counter')).toContainText('2 / 30')
  expect(errors).toEqual([])
})

test("a test page drawn in Hindi, the account's language, is hydrated in Hindi with no error, then runs in Hindi", async ({ page }) => {
  await studentWithAttempt(page, 10)
  expect((await page.request.put('/api/account/locale', { data: { locale: 'hi' } })).status()).toBe(200)
  const order = await page.request.post('/api/payment/create-order', { data: { grade: 9 } })
  expect([200, 409]).toContain(order.status())
  const errors = recordErrors(page)
  await markServerMain(page)
  // The code and the Hindi messages arrive after the HTML, as on a slow phone.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  for (const [address, heading] of [
    ['/test/9', 'कक्षा 9 का मूल्यांकन'],
    ['/test/10', 'कक्षा 10 का मूल्यांकन'],
  ] as const) {
    const response = await page.goto(address)
    const html = (await response?.text()) ?? ''
    expect(html).toContain('id="disha-test-page"')
    expect(html).toContain('<html lang="hi">')
    expect(html.replaceAll('<!-- -->', '')).toContain(heading)
    await expect.poll(() => mainState(page)).toEqual({ react: true, adopted: true })
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi')
  }
  // The question is the Hindi bank's, and the app runs the page in Hindi.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/[\u0900-\u097F]/)
  await page.getByRole('group').first().getByRole('radio').first().check()
  await page.getByRole('button', { name: 'अगला' }).click()
  await expect(page.getByTestId('question-counter')).toContainText('2 / 30')
  expect(errors).toEqual([])
})

/** A page whose HTML differs from the app's first render in one text, as a drifted pre-render or server render would. */
async function tamperedPage(browser: Browser, cookies: Parameters<Awaited<ReturnType<Browser['newContext']>>['addCookies']>[0], address: string, from: RegExp, to: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  await context.addCookies(cookies)
  const page = await context.newPage()
  await page.route(address, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    expect(body).toMatch(from)
    await route.fulfill({ response, body: body.replace(from, to) })
  })
  const errors = recordErrors(page)
  await markServerMain(page)
  await page.goto(address)
  return { context, page, errors }
}

test('the checks above see a mismatch: a drawn page that is not the app first render is reported and drawn again', async ({ page, browser }) => {
  await studentWithAttempt(page, 10)
  const cookies = await page.context().cookies()
  for (const [address, from, to] of [
    ['/', /Discover the career path that suits you/, 'Discover a career path that suits you'],
    // The heading, not the document's title (which React does not hydrate) that says the same words first.
    ['/test/10', /(<h1[^>]*>)Grade (?:<!-- -->)?10(?:<!-- -->)? Assessment/, '$1Grade 10 Test'],
  ] as const) {
    // The landing page is a signed-out visitor's page: no cookies there.
    const { context, page: tampered, errors } = await tamperedPage(browser, address === '/' ? [] : cookies, address, from, to)
    try {
      await expect.poll(() => errors.some((error) => /#418|hydrat/i.test(error)), { message: `a hydration error on ${address}` }).toBe(true)
      await expect.poll(() => mainState(tampered)).toEqual({ react: true, adopted: false })
    } finally {
      await context.close()
    }
  }
})
