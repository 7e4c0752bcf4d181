// A Hindi-medium student and their parent, from registration to the shared report, in a real browser at 360 px with
// the browser's language Hindi: the landing page, the registration form, the home page, paying for the Grade 10 test
// in mock mode, the name entry, every question, the results, the PDF report, the share dialog and the parents' page.
// Each screen passes `checkScreen` (axe, touch targets, no sideways scroll) and holds no English word a Hindi reader
// needs: its visible text, its title and its visible accessible names are scanned for Latin-script words.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { latinWordsInHindi } from '../support/hindi-latin'
import { pdfText } from '../support/pdf'
import { E2E_BASE_URL } from './support/env'
import { checkScreen, expect, newEmail, registerViaApi, setPaymentsEnabled, test } from './support/fixtures'

test.use({ locale: 'hi-IN' })

/**
 * Latin-script words a Hindi screen may show beyond `latinWordsInHindi`'s names and abbreviations: the brand as it is
 * written, and a web address's parts. E-mail addresses are taken out before the scan (the student's own, typed by
 * them).
 */
const ALLOWED = new Set(['Disha'])
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
/**
 * A number with its SI unit symbol ('12 km', '2.5 cm'): NCERT's Hindi-medium science and mathematics books write the
 * symbols in Latin letters, as the Hindi question banks do (docs/hindi-review.md).
 */
/** A saved file's extension, as the download's toast names the file. */
const FILE_EXTENSION = /\.pdf\b/g
const MEASURE = /\b\d+(?:[.,]\d+)?\s?(?:km|cm|mm|m|kg|g|mg|l|ml|s|h|min)\b/g
/**
 * Text marked `lang="en"` may be English: the language switch's option and the offer of English. Each such line must
 * be one of these; the careers' exams come in Hindi, their official names inside it (decision 058).
 */
const MARKED_ENGLISH = new Set(['English', 'Read in English'])

/** The Latin-script words on the page as it is now: visible text, the title, visible accessible names. */
async function englishOnScreen(page: Page): Promise<{ words: string[]; offers: string[] }> {
  const { texts, offers } = await page.evaluate(() => {
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false })
    // An option is not laid out itself, yet its select's text holds it.
    const offers = [...document.querySelectorAll('[lang="en"]')]
      .filter((el) => visible(el.closest('select') ?? el))
      .flatMap((el) => (el as HTMLElement).innerText.split('\n'))
      .map((line) => line.trim())
      .filter(Boolean)
    let body = document.body.innerText
    // The longest first: 'English' is part of 'Read in English'.
    for (const offer of [...offers].sort((a, b) => b.length - a.length)) body = body.split(offer).join(' ')
    const texts = [body, document.title]
    for (const el of document.querySelectorAll('[aria-label], [placeholder], img[alt], [title], [aria-description]')) {
      if (!visible(el) || el.closest('[lang="en"]')) continue
      for (const name of ['aria-label', 'placeholder', 'alt', 'title', 'aria-description']) {
        const value = el.getAttribute(name)
        if (value) texts.push(value)
      }
    }
    return { texts, offers }
  })
  const text = texts.join('\n').replace(EMAIL_ADDRESS, ' ').replace(MEASURE, ' ').replace(FILE_EXTENSION, ' ')
  // Each word with the text around it, so a finding says where it stands.
  const words = [...new Set(latinWordsInHindi(text).filter((w) => !ALLOWED.has(w)))].map((word) => {
    const at = text.search(new RegExp(`\\b${word}\\b`))
    return `${word}: …${text.slice(Math.max(0, at - 40), at + word.length + 40).replace(/\s+/g, ' ')}…`
  })
  return { words, offers }
}

/** `checkScreen` and the scan for English, softly: one walk reports every screen's findings. */
async function checkHindiScreen(page: Page, label: string) {
  await checkScreen(page, label)
  const { words, offers } = await englishOnScreen(page)
  expect.soft(words, `English words on ${label}`).toEqual([])
  expect.soft(offers.filter((o) => !MARKED_ENGLISH.has(o)), `text marked English on ${label}`).toEqual([])
}

interface Results {
  test: { answers: Record<string, string> }
  recommendations: { id: string; matchPercentage: number; exams: string[] }[]
  stream: { stream: string } | null
}

test.beforeAll(async () => {
  await setPaymentsEnabled(E2E_BASE_URL, true)
})
test.afterAll(async () => {
  await setPaymentsEnabled(E2E_BASE_URL, false)
})

test('a Hindi-medium student registers, pays, takes the Grade 10 test, downloads and shares the report; the parent reads it in Hindi', async ({ page, browser }) => {
  test.setTimeout(240_000)
  const email = newEmail('hindi-journey')

  // The landing page, drawn in Hindi for a Hindi browser.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'अपने लिए उपयुक्त करियर पथ खोजिए' })).toBeVisible()
  await checkHindiScreen(page, 'landing')

  // The registration form, with a Hindi name.
  await page.getByRole('button', { name: 'मूल्यांकन शुरू करने के लिए लॉग इन करें' }).click()
  await checkHindiScreen(page, 'login form')
  await page.getByRole('button', { name: 'खाता नहीं है? खाता बनाएँ' }).click()
  await expect(page.getByLabel('पहला नाम')).toBeVisible()
  await checkHindiScreen(page, 'registration form')
  await page.getByRole('button', { name: 'खाता बनाएँ', exact: true }).click()
  await expect(page.getByText('पहला नाम लिखना आवश्यक है')).toBeVisible()
  await checkHindiScreen(page, 'registration form with errors')
  await page.getByLabel('पहला नाम').fill('अनन्या')
  await page.getByLabel('उपनाम').fill('शर्मा')
  await page.getByLabel('ईमेल').fill(email)
  await page.getByLabel('पासवर्ड', { exact: true }).fill('hindi-pass-1')
  await page.getByRole('button', { name: 'खाता बनाएँ', exact: true }).click()

  // The home page.
  await expect(page.getByRole('heading', { level: 1, name: 'अपना करियर पथ खोजिए' })).toBeVisible({ timeout: 20_000 })
  await checkHindiScreen(page, 'home')
  await page.getByRole('link', { name: /कक्षा 10/ }).click()


  // The instructions, with the price the server charges (PRICE_GRADE_TEST 7500 paise), paid in mock mode.
  await expect(page.getByRole('heading', { level: 1, name: 'कक्षा 10 के मूल्यांकन के निर्देश' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'यह मूल्यांकन खोलें' })).toBeVisible()
  await expect(page.getByText('कक्षा 10 के मूल्यांकन का शुल्क ₹75.00 है', { exact: false })).toBeVisible()
  await checkHindiScreen(page, 'instructions with the payment')
  await page.getByRole('button', { name: '₹75.00 देकर खोलें' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'भुगतान सफल रहा (विकास मोड)' })).toBeVisible()
  await checkHindiScreen(page, 'instructions, paid')
  await page.getByRole('link', { name: 'मूल्यांकन शुरू करें' }).click()

  // The name entry: the student's name in Hindi, and the board asked of a student who has named none.
  await expect(page.getByRole('heading', { level: 1, name: 'कक्षा 10 का मूल्यांकन' })).toBeVisible({ timeout: 20_000 })
  await page.getByLabel('आपका नाम').fill('अनन्या शर्मा')
  await page.getByRole('radio', { name: 'CBSE' }).check()
  await checkHindiScreen(page, 'name entry')
  await page.getByRole('button', { name: 'परीक्षण शुरू करें' }).click()

  // Every question, each screen scanned: the questions and their options come from the Hindi bank.
  const counter = page.getByTestId('question-counter')
  await expect(counter).toContainText('1 / 30', { timeout: 20_000 })
  for (let n = 1; n <= 30; n++) {
    await expect(counter).toContainText(`${n} / 30`)
    const radios = page.getByRole('group').first().getByRole('radio')
    const choice = radios.nth(n % (await radios.count()))
    await choice.check()
    await expect(choice).toBeChecked()
    await checkHindiScreen(page, `question ${n}`)
    await page.getByRole('button', { name: n < 30 ? 'अगला' : 'समाप्त करें' }).click()
  }

  // The results: careers, the stream advice and the next steps, in Hindi.
  await expect(page).toHaveURL(/\/results\/[\w-]+$/, { timeout: 30_000 })
  const testId = page.url().split('/').pop() as string
  await expect(page.getByRole('heading', { level: 1, name: 'आपके करियर परिणाम' })).toBeVisible({ timeout: 20_000 })
  const matches = page.getByRole('region', { name: 'आपके लिए उपयुक्त करियर' }).getByRole('article')
  await expect(matches.nth(4)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'कक्षा 11 के लिए सुझाया गया संकाय' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'आगे के सुझाए गए कदम' })).toBeVisible()
  const topCareer = ((await matches.first().getByRole('heading').first().textContent()) ?? '').trim()
  const hindiResults = (await (await page.request.get(`/api/tests/${testId}/results`)).json()) as Results
  expect(topCareer).toMatch(/[\u0900-\u097F]/)
  await matches.first().locator('summary', { hasText: 'कौशल, पाठ्यक्रम और परीक्षाएँ' }).click()
  // The exams as the API says them in Hindi, and not marked as English.
  const exams = matches.first().getByRole('heading', { name: 'प्रवेश परीक्षाएँ' }).first().locator('xpath=following-sibling::ul[1]')
  await expect(exams).toBeVisible()
  await expect(exams).not.toHaveAttribute('lang', 'en')
  expect(hindiResults.recommendations.flatMap((c) => c.exams).some((exam) => /[\u0900-\u097F]/.test(exam))).toBe(true)
  await checkHindiScreen(page, 'results')
  await page.screenshot({ path: '/work/notes/hindi-journey-results.png', fullPage: true })

  // The PDF report: the student's Hindi name and the top career's Hindi title as the screen shows it.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'विस्तृत रिपोर्ट डाउनलोड करें' }).click()
  const download = await downloading
  const pdf = readFileSync(await download.path())
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  // On one line, as a reader copies it; the English term a Hindi title gives in brackets is a run of its own.
  const report = pdfText(pdf).replace(/\s+/g, ' ')
  expect(report).toContain('अनन्या शर्मा')
  expect(report).toContain(topCareer.replace(/\s*\([^)]*\)/g, ''))
  await expect(page.getByRole('status').filter({ hasText: 'रिपोर्ट डाउनलोड हो गई' })).toBeVisible()
  await checkHindiScreen(page, 'results, report downloaded')

  // The share link.
  await page.getByRole('button', { name: 'माता-पिता के साथ साझा करें' }).click()
  const share = page.getByRole('dialog', { name: 'माता-पिता के साथ साझा करें' })
  const link = share.getByLabel('साझा करने का लिंक')
  await expect(link).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/, { timeout: 20_000 })
  const shareUrl = await link.inputValue()
  await checkHindiScreen(page, 'share dialog')
  await share.getByRole('button', { name: 'हो गया' }).click()

  // The parent, on a phone whose browser reads Hindi, signed out.
  const parentContext = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'hi-IN', viewport: { width: 360, height: 740 }, hasTouch: true })
  try {
    const parent = await parentContext.newPage()
    await parent.goto(shareUrl)
    await expect(parent.getByRole('heading', { level: 1, name: 'अनन्या के करियर परिणाम' })).toBeVisible({ timeout: 20_000 })
    await expect(parent.getByRole('heading', { name: 'अनन्या के लिए सबसे उपयुक्त करियर परिवार' })).toBeVisible()
    await expect(parent.getByText(topCareer, { exact: false }).first()).toBeVisible()
    await checkHindiScreen(parent, "parents' page")
    await parent.screenshot({ path: '/work/notes/hindi-journey-parents.png', fullPage: true })
  } finally {
    await parentContext.close()
  }

  // A second student takes the same answers in English: the same careers in the same order, and the same stream.
  const english = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'en-IN' })
  try {
    const other = await english.newPage()
    await other.goto('/')
    await registerViaApi(other, { email: newEmail('english-twin'), password: 'english-pass-1', firstName: 'Ananya' })
    expect((await other.request.post('/api/payment/create-order', { data: { grade: 10 } })).ok()).toBe(true)
    const attempt = (await (await other.request.post('/api/attempts', { data: { grade: 10, studentName: 'Ananya Sharma', board: 'cbse' } })).json()) as { id: string }
    const { answers } = hindiResults.test
    const taken = await other.request.post('/api/tests', { data: { grade: 10, studentName: 'Ananya Sharma', answers, score: {}, timeSpent: 0, attemptId: attempt.id } })
    expect(taken.status()).toBe(201)
    const englishId = ((await taken.json()) as { id: string }).id
    const englishResults = (await (await other.request.get(`/api/tests/${englishId}/results`)).json()) as Results
    expect(englishResults.test.answers).toEqual(answers)
    expect(englishResults.recommendations.map((c) => c.id)).toEqual(hindiResults.recommendations.map((c) => c.id))
    expect(englishResults.recommendations.map((c) => c.matchPercentage)).toEqual(hindiResults.recommendations.map((c) => c.matchPercentage))
    expect(englishResults.stream?.stream).toBeTruthy()
    expect(englishResults.stream?.stream).toBe(hindiResults.stream?.stream)
  } finally {
    await english.close()
  }
})
