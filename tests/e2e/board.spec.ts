// An ICSE grade 12 Commerce student in a real browser at 360 px: names board and stream before the test, meets only
// the questions drawn for them (no Physics, Chemistry, Biology or Class 12 Mathematics), and reads a result that
// leads with kinds of work; the board is then theirs in the history and on the profile.
import type { Page } from '@playwright/test'
import { formFor } from '../../src/server/assessment/question-bank'
import { E2E_BASE_URL } from './support/env'
import { expect, expectNoAxeViolations, newEmail, registerViaApi, setPaymentsEnabled, test } from './support/fixtures'

test.beforeAll(async () => {
  await setPaymentsEnabled(E2E_BASE_URL, false)
})

const counter = (page: Page) => page.getByTestId('question-counter')

test('an ICSE grade 12 Commerce student picks board and stream, takes the test and reads the result', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await registerViaApi(page, { email: newEmail('meera-icse'), password: 'board-pass-1', firstName: 'Meera' })

  await page.goto('/test/12')
  const boards = page.getByRole('group', { name: 'Your school board' })
  await expect(boards).toBeVisible()
  await boards.getByRole('radio', { name: 'ICSE / ISC' }).check()
  await page.getByRole('group', { name: 'Your current stream and subjects' }).getByRole('radio', { name: 'Commerce without Mathematics' }).check()
  await page.getByLabel('Your name').fill('Meera Iyer')
  await expectNoAxeViolations(page, 'name entry with board and stream (grade 12)')
  const questionsAsked = page.waitForResponse((res) => res.url().includes('/api/questions/12?') && res.ok())
  await page.getByRole('button', { name: 'Start Test' }).click()
  const response = await questionsAsked
  expect(new URL(response.url()).search).toBe('?board=icse&stream=commerce')
  const served = ((await response.json()) as { id: string }[]).map((q) => q.id)
  const drawn = formFor(12, { board: 'icse', stream: 'commerce' })
  expect(served).toEqual(drawn.map((item) => item.id))
  for (const item of drawn) {
    if (!('answer' in item)) continue
    expect(item.boards?.icse, `${item.id} is taught in ISC`).toBeDefined()
    expect(item.streams === undefined || item.streams.includes('commerce'), `${item.id} needs no subject Commerce lacks`).toBe(true)
  }

  await expect(counter(page)).toContainText('1 / 30')
  for (let n = 1; n <= 30; n++) {
    await expect(counter(page)).toContainText(`${n} / 30`)
    const radios = page.getByRole('group').first().getByRole('radio')
    await radios.nth(n % (await radios.count())).check()
    if (n < 30) await page.getByRole('button', { name: 'Next' }).click()
  }
  await page.getByRole('button', { name: 'Finish' }).click()
  await expect(page).toHaveURL(/\/results\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your Career Results' })).toBeVisible()
  // Led by kinds of work (clusters), as every result that ranks them.
  await expect(page.getByRole('region', { name: 'Summary' }).getByRole('list', { name: 'Your top three kinds of work' }).getByRole('listitem')).toHaveCount(3)
  await expectNoAxeViolations(page, 'results of an ICSE grade 12 Commerce student')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'the results scroll sideways').toBeLessThanOrEqual(0)

  await page.goto('/history')
  await expect(page.getByText('ICSE / ISC')).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByLabel('School board', { exact: true })).toHaveValue('icse')
})
