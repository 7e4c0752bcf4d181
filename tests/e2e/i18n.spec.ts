// Hindi in a real browser at 360 px: the language switch on the landing page and on the signed-in home, axe on each
// screen in Hindi, nothing scrolling sideways with the longer Hindi strings, the choice kept in the browser and on the
// account, and a Hindi browser's first visit drawn in Hindi by the server.
import { checkScreen, expect, newEmail, registerViaApi, test } from './support/fixtures'

test('a visitor switches the landing page to Hindi, and the signed-in home stays in Hindi and keeps it on the account', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Discover the career path that suits you' })).toBeVisible()
  // The switch, the logo and Login/Register share the header at 360 px in English too.
  await checkScreen(page, 'landing in English', 'en')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi')
  await expect(page.getByRole('heading', { level: 1, name: 'अपने लिए उपयुक्त करियर पथ खोजिए' })).toBeVisible()
  await checkScreen(page, 'landing in Hindi')
  await page.getByRole('button', { name: 'मूल्यांकन शुरू करने के लिए लॉग इन करें' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible()
  await checkScreen(page, 'login form in Hindi')

  // The browser remembers: the server now sends the landing page drawn in Hindi.
  const again = await page.request.get('/')
  expect(await again.text()).toContain('<html lang="hi">')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'अपने लिए उपयुक्त करियर पथ खोजिए' })).toBeVisible()

  // Signed in, the home page is in Hindi from its first render.
  await registerViaApi(page, { email: newEmail(), password: 'hindi-pass-1', firstName: 'Meera' })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'अपना करियर पथ खोजिए' })).toBeVisible()
  await expect(page.getByRole('link', { name: /कक्षा 10/ })).toBeVisible()
  await checkScreen(page, 'home in Hindi')

  // Chosen while signed in, the language is kept on the account.
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/account/locale') && res.request().method() === 'PUT')
  await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en')
  expect((await saved).status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Your Career Path' })).toBeVisible()
  const back = page.waitForResponse((res) => res.url().endsWith('/api/account/locale') && res.request().method() === 'PUT')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi')
  expect((await back).status()).toBe(200)
  expect(((await (await page.request.get('/api/auth/user')).json()) as { locale?: string }).locale).toBe('hi')

  for (const [path, heading] of [
    ['/instructions/10', 'कक्षा 10 के मूल्यांकन के निर्देश'],
    ['/pricing', 'अपनी योजना चुनें'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await checkScreen(page, `${path} in Hindi`)
  }
})

test.describe('a browser whose first language is Hindi', () => {
  test.use({ locale: 'hi-IN' })

  test('gets the landing page in Hindi on its first visit', async ({ page }) => {
    const response = await page.goto('/')
    expect(await response?.text()).toContain('<html lang="hi">')
    await expect(page.getByRole('heading', { level: 1, name: 'अपने लिए उपयुक्त करियर पथ खोजिए' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Read in English' })).toBeVisible()
    await checkScreen(page, 'first visit in Hindi')
  })
})
