// Results led by kinds of work, in a real browser at 360 px: a grade 12 Commerce student takes the test through the
// screens and reads a result that ranks kinds of work (the summary, each kind with its careers inside, the PDF and
// the parents' page); and a result whose interests did not differ at all reads as a list A to Z everywhere, with no
// percentage, band, order or next step, and the same minutes in its note as on its card; and a test stopped after 11
// answers says so, with the same minutes and no percentage that contradicts its order. axe runs on each page.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { pdfText } from '../support/pdf'
import { E2E_BASE_URL } from './support/env'
import { expect, expectNoAxeViolations, newEmail, registerViaApi, setPaymentsEnabled, test } from './support/fixtures'

test.beforeAll(async () => {
  await setPaymentsEnabled(E2E_BASE_URL, false)
})

async function signUp(page: Page, firstName: string) {
  await page.goto('/')
  await registerViaApi(page, { email: newEmail(firstName.toLowerCase()), password: 'kinds-pass-1', firstName })
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0)
}

/** Every heading goes at most one level deeper than the one before it. */
async function expectHeadingsInOrder(page: Page, label: string) {
  const jumps = await page.evaluate(() => {
    const levels = Array.from(document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')).map((h) => [Number(h.tagName[1]), h.textContent ?? ''] as const)
    return levels.flatMap(([level, text], i) => (i > 0 && level > levels[i - 1]![0] + 1 ? [`h${level} '${text}' after h${levels[i - 1]![0]}`] : []))
  })
  expect(jumps, `heading levels on ${label}`).toEqual([])
}

/** A parent on a phone, signed out, opens the share link: the page as text, checked by `read`. */
async function asParent(page: Page, testId: string, read: (parent: Page) => Promise<void>) {
  const links = (await (await page.request.get(`/api/reports/${testId}/share-url`)).json()) as { shareUrl: string }
  const context = await page.context().browser()!.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 360, height: 740 }, hasTouch: true })
  try {
    const parent = await context.newPage()
    await parent.goto(links.shareUrl)
    await read(parent)
  } finally {
    await context.close()
  }
}

const counter = (page: Page) => page.getByTestId('question-counter')

test('a grade 12 Commerce student takes the test and reads a result led by kinds of work, on screen, in the PDF and on the parents’ page', async ({ page }) => {
  test.setTimeout(180_000)
  await signUp(page, 'Zoya')
  await page.goto('/test/12')
  await page.getByLabel('Your name').fill('Zoya Khan')
  await page.getByRole('radio', { name: 'Commerce with Mathematics' }).check()
  await page.getByLabel('Your name').press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Grade 12 Assessment' })).toBeVisible()
  for (let n = 1; n <= 30; n++) {
    await expect(counter(page)).toContainText(`${n} / 30`)
    const radios = page.getByRole('group').first().getByRole('radio')
    await radios.nth((n * 3) % (await radios.count())).check()
    await page.getByRole('button', { name: n < 30 ? 'Next' : 'Finish' }).click()
  }
  await expect(page).toHaveURL(/\/results\/[\w-]+$/)
  const testId = page.url().split('/').pop() as string
  await expect(page.getByRole('heading', { level: 1, name: 'Your Career Results' })).toBeVisible()
  const api = (await (await page.request.get(`/api/tests/${testId}/results`)).json()) as {
    test: { timeSpent: number }
    clusters: { name: string; matchPercentage: number; careerIds: string[] }[]
  }
  expect(api.clusters.length).toBeGreaterThanOrEqual(3)

  // The summary leads with the top three kinds of work, each with its match, and fits one phone screen.
  const summary = page.getByRole('region', { name: 'Summary' })
  const top = summary.getByRole('list', { name: 'Your top three kinds of work' }).getByRole('listitem')
  await expect(top).toHaveCount(3)
  for (const [i, kind] of api.clusters.slice(0, 3).entries()) {
    await expect(top.nth(i)).toContainText(`${i + 1}. ${kind.name}`)
    await expect(top.nth(i)).toContainText(`${kind.matchPercentage}% match`)
  }
  await expect(summary.getByText(/Stream for Grade/)).toHaveCount(0)
  const bottom = await summary.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
  expect(bottom).toBeLessThanOrEqual(740)

  // Each kind of work with its match and its careers inside, each career with its own details.
  const matches = page.getByRole('region', { name: 'Your Career Matches' })
  const kinds = matches.getByRole('heading', { level: 3 })
  await expect(kinds.first()).toHaveText(api.clusters[0]!.name)
  for (const kind of api.clusters) {
    const section = matches.getByRole('region', { name: kind.name })
    await expect(section.getByText(`${kind.matchPercentage}% match`).first()).toBeVisible()
    const careers = section.getByRole('list', { name: new RegExp(`^Its (${kind.careerIds.length} specialisations|career) in `) })
    await expect(careers.getByRole('article')).toHaveCount(kind.careerIds.length)
  }
  const firstCareer = matches.getByRole('article').first()
  await expect(firstCareer).toContainText('% match')
  await firstCareer.locator('summary', { hasText: 'Skills, courses and exams' }).click()
  await expect(firstCareer.getByRole('heading', { name: 'Education pathways' })).toBeVisible()
  // A tie shows one percentage, or says why the two are equal.
  const ties = await page.evaluate(() =>
    Array.from(document.querySelectorAll('p'))
      .filter((p) => /^About as good a fit as the/.test(p.textContent ?? ''))
      .map((p) => p.textContent ?? ''),
  )
  for (const tie of ties) expect(tie).toMatch(/above\.$|a gap this small often swaps on a retake\.$/)
  // The minutes on the card follow the one rule: timeSpent / 60, rounded down.
  await expect(page.getByText('Minutes taken').locator('xpath=following-sibling::dd')).toHaveText(new RegExp(`^${Math.floor(api.test.timeSpent / 60)}`))
  await expectHeadingsInOrder(page, 'results')
  await expectNoAxeViolations(page, 'results led by kinds of work')
  await expectNoSidewaysScroll(page, 'results led by kinds of work')

  // The PDF leads the same way.
  const pdf = await page.request.get(`/api/reports/${testId}/download`)
  expect(pdf.status()).toBe(200)
  const text = pdfText(await pdf.body()).replace(/\s+/g, ' ')
  expect(text).toContain('KIND OF WORK 1')
  expect(text).toContain(api.clusters[0]!.name.split(' ')[0]!)

  // So does the parents' page, which speaks about Zoya, never to her.
  await asParent(page, testId, async (parent) => {
    await expect(parent.getByRole('heading', { level: 1, name: "Zoya's Career Results" })).toBeVisible()
    const section = parent.getByRole('region', { name: 'Top Career Matches' })
    await expect(section.getByRole('article')).toHaveCount(3)
    await expect(section.getByRole('heading', { level: 3 }).first()).toHaveText(`1. ${api.clusters[0]!.name}`)
    expect(await parent.locator('main').textContent()).not.toMatch(/\byour\b/i)
    await expectHeadingsInOrder(parent, "parents' page")
    await expectNoAxeViolations(parent, "parents' page led by kinds of work")
    await expectNoSidewaysScroll(parent, "parents' page")
  })
})

test('a result whose interests did not differ reads as a list A to Z everywhere, with no percentage, band or order', async ({ page }) => {
  test.setTimeout(120_000)
  await signUp(page, 'Ishaan')
  // Every rating 3 and the first option of the two Latin squares, which give each interest type once each; the
  // most-and-least pair at questions 7 and 8 and the 'least' question 18 unanswered, as they would tip the balance.
  const questions = (await (await page.request.get('/api/questions/10')).json()) as { id: string; questionType: string; options: string[] }[]
  const answers = Object.fromEntries(
    questions.flatMap((q, i) => ([6, 7, 17].includes(i) ? [] : [[q.id, q.questionType === 'rating_scale' ? '3' : (q.options[0] as string)]])),
  )
  const attempt = (await (await page.request.post('/api/attempts', { data: { grade: 10, studentName: 'Ishaan Das' } })).json()) as { id: string }
  const submitted = await page.request.post('/api/tests', { data: { grade: 10, studentName: 'Ishaan Das', answers, score: {}, timeSpent: 0, attemptId: attempt.id } })
  expect(submitted.status()).toBe(201)
  const testId = ((await submitted.json()) as { id: string }).id

  await page.goto(`/results/${testId}`)
  const summary = page.getByRole('region', { name: 'Summary' })
  await expect(summary.getByRole('heading', { name: 'Careers to explore, A to Z' })).toBeVisible()
  const care = summary.getByRole('region', { name: 'Read these results with care' })
  await expect(care).toContainText('You rated every area of interest the same, so careers are listed A to Z, not by fit.')
  // Submitted at once: under a minute in the note, 0 minutes (and its seconds) on the card.
  await expect(care).toContainText('You finished in under a minute')
  await expect(page.getByText('Minutes taken').locator('xpath=following-sibling::dd')).toHaveText(/^0\(\d+ seconds?\)$/)
  // The stream suggestion of grade 10 is in the summary, as in the panel below.
  const stream = (await page.getByRole('region', { name: 'Stream Recommendation for Grade 11' }).locator('p').first().textContent())?.trim()
  await expect(summary.getByText(/^Stream for Grade 11:/)).toHaveText(`Stream for Grade 11: ${stream}`)

  // Nothing below the A to Z heading claims an order, a percentage, a band or a top match's steps.
  const main = (await page.locator('main').textContent()) ?? ''
  expect(main).not.toMatch(/\d+% match|\d+%/)
  expect(main).not.toMatch(/Worth exploring|Good fit|Strong fit|From the best match down|tied with|About as good a fit/)
  await expect(page.getByRole('heading', { name: 'Recommended Next Steps' })).toHaveCount(0)
  const matches = page.getByRole('region', { name: 'Your Career Matches' })
  const names = await matches.getByRole('heading', { level: 3 }).allTextContents()
  expect(names.length).toBeGreaterThan(1)
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  await expect(matches.locator('ol')).toHaveCount(0)
  await expectHeadingsInOrder(page, 'results A to Z')
  await expectNoAxeViolations(page, 'results A to Z')
  await expectNoSidewaysScroll(page, 'results A to Z')

  // The PDF says the same: A to Z, no percentage or band, and the minutes by the same rule.
  const pdf = await page.request.get(`/api/reports/${testId}/download`)
  const text = pdfText(await pdf.body()).replace(/\s+/g, ' ')
  expect(text).toContain('A to Z')
  expect(text).not.toMatch(/\d+ ?% match|Strong fit|Good fit|Worth exploring|From the best match down/)
  expect(text).toContain('You finished in under a minute')

  await asParent(page, testId, async (parent) => {
    await expect(parent.getByRole('heading', { level: 2, name: 'Careers to explore, A to Z' })).toBeVisible()
    const text = (await parent.locator('main').textContent()) ?? ''
    expect(text).not.toMatch(/\d+% match|Strong fit|Good fit|Worth exploring|From the best match down/)
    expect(text).toContain('Ishaan finished in under a minute')
    expect(text).not.toMatch(/\byour\b/i)
    await expectNoAxeViolations(parent, "parents' page A to Z")
  })
})

test('a test stopped after 11 answers, in 50 seconds, reads as one story: how few were answered, the same minutes, no percentage against its order', async ({ page }) => {
  test.setTimeout(120_000)
  await signUp(page, 'Kavya')
  // The first 11 questions as a rushed student leaning Social would answer them: every rating 3, the choices round
  // the types with Social twice; a 'least' question names the type left out of the leaning.
  const leaning = ['social', 'social', 'realistic', 'artistic', 'investigative', 'enterprising']
  const bank = (JSON.parse(readFileSync('src/server/assessment/banks/grade-10.json', 'utf8')) as { core: { id: string; section: string; pick?: string; options?: { text: string; type: string }[] }[] }).core
  const questions = (await (await page.request.get('/api/questions/10')).json()) as { id: string; questionType: string; options: string[] }[]
  let choice = 0
  const answers = Object.fromEntries(
    questions.slice(0, 11).map((q) => {
      const item = bank.find((b) => b.id === q.id)
      if (q.questionType === 'rating_scale') return [q.id, '3']
      if (item?.section !== 'Interests') return [q.id, q.options[0]]
      const type = item.pick === 'least' ? 'conventional' : leaning[choice++ % leaning.length]
      return [q.id, item.options!.find((o) => o.type === type)!.text]
    }),
  )
  const attempt = (await (await page.request.post('/api/attempts', { data: { grade: 10, studentName: 'Kavya Iyer' } })).json()) as { id: string }
  const submitted = await page.request.post('/api/tests', { data: { grade: 10, studentName: 'Kavya Iyer', answers, score: {}, timeSpent: 50, attemptId: attempt.id } })
  expect(submitted.status()).toBe(201)
  const testId = ((await submitted.json()) as { id: string }).id

  await page.goto(`/results/${testId}`)
  const summary = page.getByRole('region', { name: 'Summary' })
  const care = summary.getByRole('region', { name: 'Read these results with care' })
  await expect(care).toContainText(/Only \d+ of the \d+ interest questions were answered: too few to be sure\./)
  // The minutes by one rule: under a minute in the note, 0 (50 seconds) on the card.
  await expect(care).toContainText('You finished in under a minute')
  await expect(page.getByText('Minutes taken').locator('xpath=following-sibling::dd')).toHaveText('0(50 seconds)')
  const main = (await page.locator('main').textContent()) ?? ''
  const alphabetical = await summary.getByRole('heading', { name: 'Careers to explore, A to Z' }).isVisible()
  if (alphabetical) {
    expect(main).not.toMatch(/\d+% match|Worth exploring|Good fit|Strong fit|From the best match down/)
  } else {
    // Ranked: no 0% beside a band, and the careers of each kind of work in the order of their percentages.
    expect(main).not.toMatch(/\b0% match/)
    const matches = page.getByRole('region', { name: 'Your Career Matches' })
    await expect(matches.getByText(/^\d+% match$/).first()).toBeVisible()
  }
  await expectNoAxeViolations(page, 'results after 11 answers')
  await expectNoSidewaysScroll(page, 'results after 11 answers')

  // The PDF tells the same: the same reason, the same minutes, and A to Z only where the screen is.
  const text = pdfText(await (await page.request.get(`/api/reports/${testId}/download`)).body()).replace(/\s+/g, ' ')
  expect(text).toMatch(/Only \d+ of the \d+ interest questions were answered: too few to be sure\./)
  expect(text).toContain('You finished in under a minute')
  expect(text.includes('A to Z')).toBe(alphabetical)
  if (alphabetical) expect(text).not.toMatch(/\d+ ?% match|Strong fit|Good fit|Worth exploring/)
  else expect(text).not.toMatch(/\b0 ?% match/)
})
