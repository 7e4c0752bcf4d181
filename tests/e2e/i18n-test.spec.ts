// A Hindi-medium student at 360 px takes a test and reads the result in Hindi: the name entry, the test runner and
// its submit confirmation (fetched when the submission needs it), the results and the history, each with axe, touch
// targets and no sideways scroll, and `lang="hi"` on the document. The questions come from the Hindi bank (decision
// 049); the careers' own words are not yet in Hindi, the screens' own words are.
import { E2E_BASE_URL } from './support/env'
import { checkScreen, expect, newEmail, registerViaApi, setPaymentsEnabled, test } from './support/fixtures'

test.use({ locale: 'hi-IN' })

// Every test free, as the other walks through a test have it: this spec must not depend on one run before it.
test.beforeAll(async () => {
  await setPaymentsEnabled(E2E_BASE_URL, false)
})

test('a Hindi student takes the Grade 10 test and reads the result and the history in Hindi', async ({ page }) => {
  test.setTimeout(120_000)
  await registerViaApi(page, { email: newEmail('hindi-test'), password: 'hindi-pass-1', firstName: 'Meera' })
  await page.goto('/test/10')

  // The name entry, drawn by the server in Hindi (the browser's language) and hydrated in Hindi.
  await expect(page.getByRole('heading', { level: 1, name: 'कक्षा 10 का मूल्यांकन' })).toBeVisible({ timeout: 20_000 })
  // A board is asked of a student who has named none.
  await expect(page.getByRole('group', { name: 'आपका स्कूल बोर्ड' })).toBeVisible()
  await page.getByLabel('आपका नाम').fill('मीरा शर्मा')
  await page.getByRole('radio', { name: 'CBSE' }).check()
  await checkScreen(page, 'name entry in Hindi')
  await page.getByRole('button', { name: 'परीक्षण शुरू करें' }).click()

  // The test runner.
  await expect(page.getByText('अच्छे परिणाम के लिए सभी प्रश्नों के उत्तर ईमानदारी से दें')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'पिछला' })).toBeDisabled()
  // The question and its options in Hindi, from the grade's Hindi bank.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/[\u0900-\u097F]/)
  await expect(page.getByRole('radio').first()).toHaveAccessibleName(/[\u0900-\u097F]/)
  await page.getByRole('button', { name: 'अगला' }).click()
  await expect(page.getByText('आगे बढ़ने से पहले कृपया एक उत्तर चुनें।').first()).toBeVisible()
  await page.getByRole('radio').first().check()
  await expect(page.getByTestId('save-status')).toHaveText('सहेजा गया', { timeout: 15_000 })
  await checkScreen(page, 'test runner in Hindi')

  // The confirmation says how many answers are missing, in Hindi.
  await page.getByRole('button', { name: 'परीक्षण जमा करें' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'परीक्षण जमा करें?' })
  await expect(confirm).toBeVisible({ timeout: 20_000 })
  await expect(confirm).toContainText(/\d+ प्रश्नों के उत्तर अभी बाकी हैं।/)
  await checkScreen(page, 'submit confirmation in Hindi')
  await confirm.getByRole('button', { name: 'अभी जमा करें' }).click()

  // The results.
  await expect(page).toHaveURL(/\/results\/[\w-]+$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'आपके करियर परिणाम' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('region', { name: 'आपकी रूपरेखा' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'अब आप आगे क्या करना चाहेंगे?' })).toBeVisible()
  expect(await page.title()).toBe('आपके करियर परिणाम | Disha')
  await checkScreen(page, 'results in Hindi')

  await page.getByRole('button', { name: 'माता-पिता के साथ साझा करें' }).click()
  const share = page.getByRole('dialog', { name: 'माता-पिता के साथ साझा करें' })
  await expect(share.getByText(/यह लिंक .+ तक काम करेगा।/)).toBeVisible({ timeout: 20_000 })
  await checkScreen(page, 'share dialog in Hindi')
  await share.getByRole('button', { name: 'हो गया' }).click()

  // The history.
  await page.goto('/history')
  await expect(page.getByRole('heading', { level: 1, name: 'पिछले परीक्षण' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'कक्षा 10' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'आपकी प्रगति' })).toBeVisible()
  await checkScreen(page, 'history in Hindi')
})
