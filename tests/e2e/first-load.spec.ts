// The first load of a visit (decision 014): the landing page is HTML before it is script, a signed-out visitor's
// first page and a student's first visit to a test page log no failed request at all (the consoleErrors fixture lets
// "Failed to load resource" pass; these tests do not); a test page arrives drawn by the server (the name entry on a
// first visit, the question on a reload), its HTML asking for the code only after it has painted (decisions 018 and 043).
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

test("a student's first visit to a test page arrives drawn (the name entry, no failed request), and a name typed before the app takes over is the one the test starts with", async ({ page, browser }) => {
  await page.goto('/')
  await registerViaApi(page, { email: newEmail('first'), password: 'first-pass-1', firstName: 'Meera' })
  // Bought in mock mode (or free, if payments are off): either way the page shows the name entry.
  const order = await page.request.post('/api/payment/create-order', { data: { grade: 9 } })
  expect([200, 409]).toContain(order.status())

  // Without any script: the name entry itself, filled with the account's name, not 'Loading...'.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } })
  try {
    await noScript.addCookies(await page.context().cookies())
    const bare = await noScript.newPage()
    const response = await bare.goto('/test/9')
    expect(response?.headers()['cache-control']).toBe('no-store')
    expect((await response?.text()) ?? '').not.toContain('modulepreload')
    await expect(bare.getByRole('heading', { level: 1, name: 'Grade 9 Assessment' })).toBeVisible()
    await expect(bare.getByLabel('Your name')).toHaveValue(/^Meera/)
    await expect(bare.getByRole('button', { name: 'Start Test' })).toBeVisible()
  } finally {
    await noScript.close()
  }

  // With the app's code held back (its starter script alone has run): type a name on the server's page and press
  // Start Test, which must neither reload the page nor be lost; then let the code arrive.
  const failures = recordFailures(page)
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  let heldScripts = 0
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !url.pathname.includes('/test-page-start-'),
    async (route) => {
      heldScripts += 1
      await held
      await route.continue()
    },
  )
  await page.goto('/test/9', { waitUntil: 'commit' })
  await page.getByLabel('Your name').fill('Meera Iyer')
  await expect.poll(() => heldScripts).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Start Test' }).click()
  expect(new URL(page.url()).search).toBe('')
  release()
  await expect(page.getByTestId('question-counter')).toContainText('1 / 30', { timeout: 15_000 })
  expect(new URL(page.url()).search).toBe('')
  const current = (await (await page.request.get('/api/attempts/current/9')).json()) as { studentName: string }
  expect(current.studentName).toBe('Meera Iyer')
  await expectNoAxeViolations(page, 'the test, started from a drawn name entry')
  expect(failures).toEqual([])
})

test('a reloaded test arrives drawn by the server: its question is there before any script, and a choice ticked before the app takes over is saved', async ({ page, browser }) => {
  await page.goto('/')
  await registerViaApi(page, { email: newEmail('reload'), password: 'reload-pass-1', firstName: 'Tara' })
  const order = await page.request.post('/api/payment/create-order', { data: { grade: 8 } })
  expect([200, 409]).toContain(order.status())
  const started = await page.request.post('/api/attempts', { data: { grade: 8, studentName: 'Tara </script><b>Rao</b>' } })
  expect(started.status()).toBe(201)
  const attempt = (await started.json()) as { id: string }

  // Without any script: the page is the test itself, not 'Loading...'.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } })
  try {
    await noScript.addCookies(await page.context().cookies())
    const bare = await noScript.newPage()
    const response = await bare.goto('/test/8')
    expect(response?.headers()['cache-control']).toBe('no-store')
    // Nothing but the HTML stands before its paint: the stylesheet is in it, and the code is asked for afterwards by a
    // small script that names the test page's chunk.
    const html = (await response?.text()) ?? ''
    expect(html).not.toContain('modulepreload')
    expect(html).not.toMatch(/<link rel="stylesheet"/)
    const starter = /<script type="module" crossorigin src="(\/assets\/test-page-start-[^"]+\.js)">/.exec(html)
    expect(await (await page.request.get(starter?.[1] ?? '/missing')).text()).toMatch(/"\/assets\/test-[^"]+\.js"/)
    await expect(bare.getByRole('heading', { level: 1, name: 'Grade 8 Assessment' })).toBeVisible()
    await expect(bare.getByTestId('question-counter')).toContainText('1 / 30')
    await expect(bare.getByRole('group').first().getByRole('radio')).not.toHaveCount(0)
    await expect(bare).toHaveTitle('Grade 8 Assessment | Disha')
    // The student's name travels in the page's data, as text: nothing of it became markup.
    expect(await bare.locator('b').count()).toBe(0)
  } finally {
    await noScript.close()
  }

  // With the app's code held back: tick a choice on the server's page, then let the code arrive.
  const failures = recordFailures(page)
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/test/8', { waitUntil: 'commit' })
  const group = page.getByRole('group').first()
  await expect(group).toBeVisible()
  const choice = group.getByRole('radio').nth(1)
  const value = (await choice.getAttribute('value')) ?? ''
  const questionId = ((await choice.getAttribute('name')) ?? '').replace(/^question-/, '')
  await choice.check()
  release()
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 })
  await expect(choice).toBeChecked()
  await expect.poll(async () => {
    const current = await page.request.get('/api/attempts/current/8')
    const body = (await current.json()) as { id: string; answers: Record<string, string> }
    return body.id === attempt.id ? body.answers[questionId] : 'another attempt'
  }).toBe(value)
  // The app took over the page: Next moves on.
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByTestId('question-counter')).toContainText('2 / 30')
  await expectNoAxeViolations(page, 'a reloaded test')
  expect(failures).toEqual([])
})
