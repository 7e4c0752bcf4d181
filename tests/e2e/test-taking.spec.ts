// The student's main journey in a real browser at 360 px: instructions, name, the test one question at a time,
// results, history and home; a reload and an offline stretch mid-test lose nothing; the clock submits by itself;
// two tabs on one grade make exactly one test. axe runs on every screen on the way.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { E2E_BASE_URL, E2E_SHORT_CLOCK_URL } from './support/env'
import { expect, expectNoAxeViolations, newEmail, registerViaApi, setPaymentsEnabled, test } from './support/fixtures'

const PASSWORD = 'journey-pass-1'

test.beforeAll(async () => {
  await setPaymentsEnabled(E2E_BASE_URL, false)
  await setPaymentsEnabled(E2E_SHORT_CLOCK_URL, false)
})

async function signUp(page: Page, firstName: string) {
  await page.goto('/')
  await registerViaApi(page, { email: newEmail(firstName.toLowerCase()), password: PASSWORD, firstName })
}

const counter = (page: Page) => page.getByTestId('question-counter')
const saveStatus = (page: Page) => page.getByTestId('save-status')
const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0)
}

/** The question on screen as its 1-based number, from 'n / 30'. */
async function currentNumber(page: Page): Promise<number> {
  const text = (await counter(page).textContent()) ?? ''
  return Number(/(\d+)\s*\/\s*\d+/.exec(text)?.[1])
}

/** Picks a choice that varies with the question, so the answers are not one straight line. */
async function answerCurrent(page: Page, seed = 0): Promise<string> {
  const group = page.getByRole('group').first()
  const radios = group.getByRole('radio')
  const count = await radios.count()
  const n = await currentNumber(page)
  const choice = radios.nth((n + seed) % count)
  await choice.check()
  await expect(choice).toBeChecked()
  return (await choice.getAttribute('value')) ?? ''
}

async function startTest(page: Page, grade: number, name: string) {
  await page.goto(`/test/${grade}`)
  await page.getByLabel('Your name').fill(name)
  if (grade >= 11) await page.getByRole('radio', { name: 'Science: Physics, Chemistry, Mathematics (PCM)' }).check()
  await page.getByLabel('Your name').press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: `Grade ${grade} Assessment` })).toBeVisible()
  await expect(counter(page)).toContainText('1 / 30')
}

/** Answers the question on screen and moves on, `times` times; gives back the values chosen. */
async function answerAndNext(page: Page, times: number, seed = 0): Promise<string[]> {
  const values: string[] = []
  for (let i = 0; i < times; i++) {
    const before = await currentNumber(page)
    values.push(await answerCurrent(page, seed))
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(counter(page)).toContainText(`${before + 1} / 30`)
  }
  return values
}

function secondsOf(clock: string): number {
  const [mm, ss] = clock.split(':').map(Number)
  return (mm ?? 0) * 60 + (ss ?? 0)
}

test('a full grade 10 test at 360 px: instructions, name, every question, results, history and home', async ({ page }) => {
  test.setTimeout(120_000)
  await signUp(page, 'Meera')

  await page.goto('/instructions/10')
  await expect(page.getByRole('heading', { level: 1, name: 'Grade 10 Assessment Instructions' })).toBeVisible()
  for (const box of ['30-32 questions', '30-minute limit', 'Multiple choice and rating scales', 'Auto-submit']) {
    await expect(page.getByRole('heading', { name: box })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Back to Grade Selection' })).toHaveAttribute('href', '/')
  await expectNoAxeViolations(page, 'instructions')
  await expectNoSidewaysScroll(page, 'instructions')
  await page.getByRole('link', { name: 'Start Assessment' }).click()

  // Name entry: a blank name is refused with the product's toast (docs/product.md, "Taking a test").
  const name = page.getByLabel('Your name')
  await expect(name).toBeVisible()
  await expectNoAxeViolations(page, 'name entry')
  await name.fill('   ')
  await page.getByRole('button', { name: 'Start Test' }).click()
  await expect(toastWith(page, 'Name Required')).toContainText('Please enter your name to start the test.')
  await name.fill('Meera Nair')
  await name.press('Enter')

  await expect(page.getByRole('heading', { level: 1, name: 'Grade 10 Assessment' })).toBeVisible()
  await expect(page.getByText('Answer all questions honestly for best results')).toBeVisible()
  await expect(counter(page)).toContainText('1 / 30')
  await expect(page.getByTestId('countdown')).toHaveText(/^(30:00|29:[0-5]\d)$/)
  await expect(page.getByRole('progressbar', { name: 'Test progress' })).toHaveAttribute('aria-valuenow', '3')
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()

  // Moving on without an answer is refused.
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(toastWith(page, 'Answer Required')).toContainText('Please select an answer before proceeding.')
  await expect(counter(page)).toContainText('1 / 30')
  await expectNoAxeViolations(page, 'in-test, multiple choice, with a toast')
  await expectNoSidewaysScroll(page, 'in-test')

  // Previous and Next keep the answers.
  const first = await answerCurrent(page)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(counter(page)).toContainText('2 / 30')
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(counter(page)).toContainText('1 / 30')
  await expect(page.getByRole('group').first().locator(`input[value="${first}"]`)).toBeChecked()
  await page.getByRole('button', { name: 'Next' }).click()

  // Keyboard: arrow keys move within the radio group.
  await page.getByRole('group').first().getByRole('radio').first().focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('group').first().getByRole('radio').nth(1)).toBeChecked()

  let ratingChecked = false
  for (let n = 2; n <= 30; n++) {
    await expect(counter(page)).toContainText(`${n} / 30`)
    await answerCurrent(page)
    if (!ratingChecked && (await page.getByRole('radio', { name: 'Very much' }).count()) > 0) {
      ratingChecked = true
      for (const label of ['Not at all', 'A little', 'Neutral', 'Quite a bit', 'Very much']) {
        await expect(page.getByRole('radio', { name: label })).toBeVisible()
      }
      await expectNoAxeViolations(page, 'in-test, rating scale')
      await expectNoSidewaysScroll(page, 'rating question')
    }
    if (n < 30) await page.getByRole('button', { name: 'Next' }).click()
  }
  expect(ratingChecked, 'the test has rating questions').toBe(true)
  const finish = page.getByRole('button', { name: 'Finish' })
  await expect(finish).toBeVisible()
  await finish.dblclick()

  await expect(page).toHaveURL(/\/results\/[\w-]+$/)
  const resultsUrl = page.url()
  const testId = resultsUrl.split('/').pop() as string
  await expect(page.getByRole('heading', { level: 1, name: 'Your Career Results' })).toBeVisible()
  const matches = page.getByRole('region', { name: 'Your Career Matches' }).getByRole('article')
  // count() does not wait: first wait for the fifth card, then count.
  await expect(matches.nth(4)).toBeVisible()
  expect(await matches.count()).toBeGreaterThanOrEqual(5)
  await expect(matches.first()).toContainText('% match')
  await expect(matches.first()).toContainText(/Strong fit|Good fit|Worth exploring/)
  // One phone screen of summary first: the best family, the top three kinds of work, the stream suggestion and the
  // interest chart (and the response-quality note when there is one) sit above the career cards, all within the first
  // screen.
  const summary = page.getByRole('region', { name: 'Summary' })
  await expect(summary.getByText('Best career family')).toBeVisible()
  await expect(summary.getByRole('heading', { name: 'Your top three kinds of work' })).toBeVisible()
  await expect(summary.getByText(/^Stream for Grade 11: /)).toBeVisible()
  await expect(summary.getByRole('region', { name: 'Your interests' }).getByRole('listitem')).toHaveCount(6)
  const layout = await summary.evaluate((el) => ({
    bottom: el.getBoundingClientRect().bottom + window.scrollY,
    height: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
  }))
  console.log(`results page at 360 px: ${layout.height} px tall; the summary ends at ${Math.round(layout.bottom)} px of a ${layout.viewport} px screen`)
  expect(layout.bottom).toBeLessThanOrEqual(layout.viewport)
  await expect(page.getByRole('heading', { name: 'Stream Recommendation for Grade 11' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Recommended Next Steps' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download Detailed Report' })).toBeEnabled()
  await matches.first().locator('summary', { hasText: 'Skills, courses and exams' }).click()
  await expect(matches.first().getByRole('heading', { name: 'Skills to build' })).toBeVisible()
  await expectNoAxeViolations(page, 'results')
  await expectNoSidewaysScroll(page, 'results')

  // Schedule Career Counseling: errors by field, then the server's thanks.
  await page.getByRole('button', { name: 'Schedule Career Counseling' }).click()
  const dialog = page.getByRole('dialog', { name: 'Schedule Career Counseling' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Request a Call' }).click()
  await expect(dialog.getByText('Please enter a 10-digit mobile number.')).toBeVisible()
  await expect(dialog.getByText('Please choose when we should call.')).toBeVisible()
  await expectNoAxeViolations(page, 'counselling dialog with errors')
  await dialog.getByLabel('Contact name').fill('Lakshmi Nair')
  await dialog.getByLabel('Mobile number').fill('98765 43210')
  await dialog.getByLabel('Preferred time').selectOption('Weekend')
  await dialog.getByRole('button', { name: 'Request a Call' }).click()
  await expect(toastWith(page, 'Request Sent')).toContainText('counsellor')
  await expect(dialog).toBeHidden()

  // History lists it with its scores.
  await page.goto('/history')
  await expect(page.getByText('Welcome back, Meera!')).toBeVisible()
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Grade 10')
  await expect(cards.first()).toContainText('Meera Nair')
  await expect(cards.first()).toContainText('30')
  for (const score of ['Analytical', 'Creative', 'Leadership']) await expect(cards.first()).toContainText(score)
  await expect(cards.first().getByRole('link', { name: /View Results/ })).toHaveAttribute('href', `/results/${testId}`)
  // This fast, even-answered test carries its response-quality note into the history, as on the results.
  const note = cards.first().locator('details', { hasText: 'Read with care' })
  await note.locator('summary').click()
  await expect(note.getByText(/^Your interests are very even/)).toBeVisible()
  await expectNoAxeViolations(page, 'history')

  // Home marks grade 10 completed and links it to the results; tests are free, but a grade is taken once.
  await page.goto('/')
  const grade10 = page.getByRole('link', { name: 'View Results', description: 'Grade 10' })
  await expect(grade10).toHaveAttribute('href', `/results/${testId}`)
  await expect(page.getByRole('link', { name: 'Take it again' })).toHaveCount(0)

  // The instructions and the test page both refuse a second test.
  await page.goto('/instructions/10')
  await expect(page.getByRole('heading', { name: 'Test Already Completed' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Your Results' })).toHaveAttribute('href', `/results/${testId}`)
  await expectNoAxeViolations(page, 'instructions, completed')
  await page.goto('/test/10')
  await expect(page.getByRole('heading', { name: 'Test Already Completed' })).toBeVisible()
})

// Rushed tests with three reasons to read them with care that still lead with a family, finished in under a minute:
// every rating 3 with the forced choices leaning a little (straight-lining, even interests, too fast), the commonest
// such pattern (Investigative twice) and the tallest of the leanings measured (Social twice: a long family label and
// the best-family mark).
const RUSHED: { name: string; leaning: string[]; answered?: number }[] = [
  { name: 'Investigative twice', leaning: ['investigative', 'investigative', 'realistic', 'artistic', 'social', 'enterprising'] },
  { name: 'Social twice', leaning: ['social', 'social', 'realistic', 'artistic', 'investigative', 'enterprising'] },
]
for (const { name, leaning, answered } of RUSHED) {
  test(`a rushed test with three reasons to read it with care still fits its summary on one 360 × 740 screen: ${name}`, async ({ page }) => {
    await signUp(page, 'Asha')
    const bank = (JSON.parse(readFileSync('src/server/assessment/banks/grade-10.json', 'utf8')) as { core: { id: string; section: string; pick?: string; options?: { text: string; type: string }[] }[] }).core
    const questions = (await (await page.request.get('/api/questions/10')).json()) as { id: string; questionType: string; options: string[] }[]
    let choice = 0
    const answers = Object.fromEntries(
      questions.slice(0, answered).map((q) => {
        const item = bank.find((b) => b.id === q.id)
        if (q.questionType === 'rating_scale') return [q.id, '3']
        if (item?.section !== 'Interests') return [q.id, q.options[0]]
        // The single choices follow the leaning round and round; a 'least' question names the type left out of it.
        const type = 'pick' in item && item.pick === 'least' ? 'conventional' : leaning[choice++ % leaning.length]
        return [q.id, item.options!.find((o) => o.type === type)!.text]
      }),
    )
    expect((await page.request.post('/api/attempts', { data: { grade: 10, studentName: 'Asha Rao' } })).status()).toBe(201)
    const submitted = await page.request.post('/api/tests', { data: { grade: 10, studentName: 'Asha Rao', answers, score: {}, timeSpent: 50 } })
    expect(submitted.status()).toBe(201)
    await page.goto(`/results/${((await submitted.json()) as { id: string }).id}`)
    const summary = page.getByRole('region', { name: 'Summary' })
    await expect(summary.getByRole('region', { name: 'Read these results with care' }).getByRole('listitem')).toHaveCount(3)
    await expect(summary.getByText('Best career family')).toBeVisible()
    await expect(summary.getByRole('region', { name: 'Your interests' }).getByRole('listitem')).toHaveCount(6)
    const bottom = await summary.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
    console.log(`a three-reason summary at 360 px (${name}) ends at ${Math.round(bottom)} px`)
    expect(bottom).toBeLessThanOrEqual(740)
  })
}

test('a reload mid-test keeps the answers, the question and the time', async ({ page }) => {
  await signUp(page, 'Kabir')
  await startTest(page, 8, 'Kabir Shah')
  const values = await answerAndNext(page, 5)
  await expect(counter(page)).toContainText('6 / 30')
  const before = secondsOf((await page.getByTestId('countdown').textContent()) ?? '')

  await page.reload()
  // Straight back into the test: no name screen.
  await expect(counter(page)).toContainText('6 / 30')
  await expect(page.getByLabel('Your name')).toHaveCount(0)
  const after = secondsOf((await page.getByTestId('countdown').textContent()) ?? '')
  expect(after).toBeLessThanOrEqual(before)
  expect(before - after).toBeLessThan(15)
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Previous' }).click()
  await expect(counter(page)).toContainText('3 / 30')
  await expect(page.getByRole('group').first().locator(`input[value="${values[2]}"]`)).toBeChecked()
})

test('offline for a while: the answers are kept on the device, then saved when the network returns', async ({ page, context }) => {
  await signUp(page, 'Ira')
  await startTest(page, 9, 'Ira Das')
  await answerAndNext(page, 2)
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 })

  await context.setOffline(true)
  await answerAndNext(page, 3, 1)
  await expect(saveStatus(page)).toHaveText('Offline — answers kept on this device')
  await expectNoAxeViolations(page, 'in-test, offline')

  await context.setOffline(false)
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 })

  // The server has them: forget this device's copy, reload, and they are all there.
  await page.evaluate(() => window.localStorage.clear())
  await page.reload()
  await expect(counter(page)).toContainText('6 / 30')
  for (let n = 5; n >= 1; n--) {
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(counter(page)).toContainText(`${n} / 30`)
    await expect(page.getByRole('group').first().locator('input:checked')).toHaveCount(1)
  }
})

test('the timer submits by itself when the time runs out', async ({ page }) => {
  // The short-clock app gives an attempt 20 seconds; its users and sessions are its own.
  await page.goto(`${E2E_SHORT_CLOCK_URL}/`)
  const res = await page.request.post(`${E2E_SHORT_CLOCK_URL}/api/register`, {
    data: { email: newEmail('clock'), password: PASSWORD, firstName: 'Tara' },
  })
  expect(res.status()).toBe(201)
  await page.goto(`${E2E_SHORT_CLOCK_URL}/test/11`)
  await page.getByLabel('Your name').fill('Tara Singh')
  await expectNoAxeViolations(page, 'name entry with the stream choice (grade 11)')
  await page.getByRole('radio', { name: 'Humanities (Arts)' }).check()
  await page.getByRole('button', { name: 'Start Test' }).click()
  await expect(counter(page)).toContainText('1 / 30')
  const clock = page.getByTestId('countdown')
  await expect(clock).toHaveText(/^00:(20|1\d)$/)
  // Under five minutes the timer is red.
  await expect(clock.locator('..')).toHaveClass(/text-red-700/)
  await answerAndNext(page, 1)
  await expect(page).toHaveURL(/\/results\/[\w-]+$/, { timeout: 40_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Your Career Results' })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^1$/ }).first()).toBeVisible()
  await expectNoAxeViolations(page, 'results after the timer ran out')
})

test('two tabs on one grade share the attempt and make exactly one test', async ({ page, context }) => {
  await signUp(page, 'Dev')
  await startTest(page, 12, 'Dev Menon')
  await answerAndNext(page, 3)
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 })

  const second = await context.newPage()
  await second.goto('/test/12')
  await expect(counter(second)).toContainText('4 / 30')
  await expect(second.getByLabel('Your name')).toHaveCount(0)
  await second.getByRole('button', { name: 'Previous' }).click()
  await expect(second.getByRole('group').first().locator('input:checked')).toHaveCount(1)
  // Let the second tab's save of its move land before the first tab submits.
  await expect(saveStatus(second)).toHaveText('Saving…')
  await expect(saveStatus(second)).toHaveText('Saved', { timeout: 15_000 })

  // The first tab submits with questions left: the dialog says how many.
  await page.getByRole('button', { name: 'Submit Test' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Submit Test?' })
  await expect(confirm).toContainText('27 unanswered questions')
  await expectNoAxeViolations(page, 'submit confirmation')
  await confirm.getByRole('button', { name: 'Submit Now' }).click()
  await expect(page).toHaveURL(/\/results\/[\w-]+$/)
  const firstUrl = page.url()

  // The second tab submits too, and lands on the same test.
  await second.getByRole('button', { name: 'Submit Test' }).click()
  await second.getByRole('alertdialog').getByRole('button', { name: 'Submit Now' }).click()
  await expect(second).toHaveURL(firstUrl)
  await second.close()

  await page.goto('/history')
  await expect(page.getByRole('article')).toHaveCount(1)
})
