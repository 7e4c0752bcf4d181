// Hindi beyond the first pages, in a real browser at 360 px: a Hindi-reading student opens the profile, buys a plan
// on the pricing page in mock mode and finds it on the profile; a parent whose browser reads Hindi opens a shared
// report, and an expired link says so in Hindi. axe, touch targets and no sideways scroll on each screen in Hindi.
import { E2E_BASE_URL } from './support/env'
import { checkScreen, expect, newEmail, registerViaApi, setPaymentsEnabled, test } from './support/fixtures'

// The browser's first language is Hindi, and no one has chosen a language: Disha follows the browser.
test.use({ locale: 'hi-IN' })

test.describe('a Hindi-reading student', () => {
  test.beforeAll(async () => {
    await setPaymentsEnabled(E2E_BASE_URL, true)
  })
  test.afterAll(async () => {
    await setPaymentsEnabled(E2E_BASE_URL, false)
  })

  test('opens the profile, buys the Basic plan in mock mode and finds it on the profile, all in Hindi', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/')
    await registerViaApi(page, { email: newEmail('hindi-profile'), password: 'hindi-pass-1', firstName: 'Meera' })

    await page.goto('/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'खरीदारी' }).getByText('अभी तक कोई खरीदारी नहीं की गई है।')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'विद्यालय का बोर्ड' })).toBeVisible()
    await checkScreen(page, 'profile in Hindi')
    await page.getByRole('button', { name: 'मेरा खाता हटाएँ' }).click()
    await expect(page.getByRole('alertdialog', { name: 'खाता हटाना है?' })).toBeVisible()
    await checkScreen(page, 'delete-account dialog in Hindi')
    await page.getByRole('button', { name: 'रद्द करें' }).click()

    await page.goto('/pricing')
    await expect(page.getByRole('heading', { level: 1, name: 'अपनी योजना चुनें' })).toBeVisible()
    await checkScreen(page, 'pricing in Hindi')
    await page.getByRole('region', { name: 'बेसिक' }).getByRole('button', { name: 'योजना चुनें' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'भुगतान सफल रहा (विकास मोड)' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'अपना करियर पथ खोजिए' })).toBeVisible()

    await page.goto('/profile')
    const purchases = page.getByRole('region', { name: 'खरीदारी' })
    await expect(purchases.getByText('बेसिक योजना (एक मूल्यांकन)')).toBeVisible()
    await expect(purchases.getByText(/^₹\d[\d,]*\.\d\d$/)).toBeVisible()
    await expect(purchases.getByText('भुगतान हो गया', { exact: true })).toBeVisible()
    await expect(purchases.getByText(/परीक्षण मोड, कोई पैसा नहीं कटा/)).toBeVisible()
    await checkScreen(page, 'profile with a purchase in Hindi')
  })
})

test.describe('a parent whose browser reads Hindi', () => {
  test.beforeAll(async () => {
    await setPaymentsEnabled(E2E_BASE_URL, false)
  })

  test('reads a shared report in Hindi, and an expired link says so in Hindi', async ({ page, browser }) => {
    test.setTimeout(120_000)
    // The student, in English: the page follows each reader's own language, not the student's.
    const student = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'en-IN' })
    let shareUrl: string
    try {
      const studentPage = await student.newPage()
      await studentPage.goto('/')
      await registerViaApi(studentPage, { email: newEmail('hindi-parent'), password: 'report-pass-1', firstName: 'Kavya' })
      const grade = 9
      const questions = (await (await studentPage.request.get(`/api/questions/${grade}`)).json()) as { id: string; questionType: string; options: string[] }[]
      const answers = Object.fromEntries(questions.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[i % q.options.length] as string)]))
      const attempt = (await (await studentPage.request.post('/api/attempts', { data: { grade, studentName: 'Kavya Iyer' } })).json()) as { id: string }
      const taken = await studentPage.request.post('/api/tests', { data: { grade, studentName: 'Kavya Iyer', answers, score: {}, timeSpent: 0, attemptId: attempt.id } })
      expect(taken.status()).toBe(201)
      const testId = ((await taken.json()) as { id: string }).id
      shareUrl = ((await (await studentPage.request.get(`/api/reports/${testId}/share-url`)).json()) as { shareUrl: string }).shareUrl
    } finally {
      await student.close()
    }

    await page.goto(new URL(shareUrl).pathname)
    await expect(page.getByRole('heading', { level: 1, name: 'Kavya के करियर परिणाम' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Kavya के लिए सबसे उपयुक्त करियर परिवार' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'पूरी रिपोर्ट डाउनलोड करें (पीडीएफ़)' })).toBeVisible()
    await expect(page).toHaveTitle('साझा की गई करियर रिपोर्ट | Disha')
    // What the report says about the student is Hindi too, said about them by name.
    await expect(page.getByText(/Kavya (को|की|ने) /).first()).toBeVisible()
    await checkScreen(page, "parents' page in Hindi")

    // The parent may switch to English on the page itself.
    await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en')
    await expect(page.getByRole('heading', { level: 1, name: "Kavya's Career Results" })).toBeVisible()
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi')
    await expect(page.getByRole('heading', { level: 1, name: 'Kavya के करियर परिणाम' })).toBeVisible()

    // A link past its date: the server answers 410 (tests/api/reports.test.ts makes one); here the browser is given
    // that answer for a made-up token, asked for in the page's language (?lang=hi).
    await page.route(/\/api\/shared\/expired-token(\?|$)/, (route) =>
      route.fulfill({ status: 410, contentType: 'application/json', body: JSON.stringify({ code: 'LINK_EXPIRED', message: 'This link has expired. Ask the student to share the report again.' }) }),
    )
    await page.goto('/shared/expired-token')
    await expect(page.getByRole('heading', { level: 1, name: 'इस लिंक की अवधि समाप्त हो गई है' })).toBeVisible()
    await expect(page.getByText(/विद्यार्थी से नया लिंक माँगिए/)).toBeVisible()
    await checkScreen(page, 'expired link in Hindi')
  })
})
