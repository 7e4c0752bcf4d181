// @vitest-environment happy-dom
// Every screen converted to the catalogues, shown in Hindi: no word in Latin script that a Hindi-medium student or
// parent would need to read, besides names (the student's own, Disha, CBSE, Razorpay). Text marked as English (the
// language switch's "English") is left out. A message missing in Hindi would show its key, which is Latin; a message
// react-intl cannot format logs an error, which fails the test too.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { switchLocale } from '../i18n/i18n'
import { expectAllHindi, testInHindi } from '../testing/hindi'
import { latinOnScreen } from '../testing/latin-words'
import { aGradeAccess, aPricing, aUser, completedGrade, json, mockApi, renderApp, signedOut } from '../testing/render-app'
import { prerenderLanding } from './prerender'
import { PublicLanding } from './public-landing'
import { fieldDescribedBy } from '../testing/fields'
import { expectVisible } from '../testing/visible'


testInHindi()

const signedInApi = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/auth/user': () => json(aUser()),
    'GET /api/grade-access': () => json(aGradeAccess()),
    'GET /api/pricing': () => json(aPricing()),
    'GET /api/subscription/status': () => json({ hasSubscription: false, planType: null, expiresAt: null }),
    ...overrides,
  })

describe('in Hindi', () => {
  it('the landing page, its login and register forms and their errors', async () => {
    mockApi({}, { signedInHint: false })
    const user = userEvent.setup()
    renderApp('/')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'अपने लिए उपयुक्त करियर पथ खोजिए' }))
    await expectAllHindi()
    expect(document.title).toBe('कक्षा 8 से 12 के लिए करियर मार्गदर्शन | Disha')
    await user.click(screen.getByRole('button', { name: 'मूल्यांकन शुरू करने के लिए लॉग इन करें' }))
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'लॉग इन' }))
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }))
    expect(fieldDescribedBy(await screen.findByText('ईमेल लिखना आवश्यक है'))).toBe(screen.getByLabelText('ईमेल'))
    await expectAllHindi()
    await user.click(screen.getByRole('button', { name: 'खाता नहीं है? खाता बनाएँ' }))
    await user.type(screen.getByLabelText('पासवर्ड'), 'abc')
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }))
    expect(fieldDescribedBy(await screen.findByText('पहला नाम लिखना आवश्यक है'))).toBe(screen.getByLabelText(/^पहला नाम/))
    expect(fieldDescribedBy(screen.getByText('पासवर्ड में कम से कम 6 अक्षर होने चाहिए'))).toBe(screen.getByLabelText('पासवर्ड'))
    await expectAllHindi()
  })

  it('a refused login says why in Hindi, not in the server’s English', async () => {
    mockApi({ 'POST /api/login': () => json({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, 401) }, { signedInHint: false })
    const user = userEvent.setup()
    renderApp('/?showAuth=true')
    await user.type(await screen.findByLabelText('ईमेल'), 'asha@example.com')
    await user.type(screen.getByLabelText('पासवर्ड'), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }))
    const alert = await screen.findByRole('alert')
    expectVisible(within(alert).getByText('लॉग इन नहीं हो सका'))
    expect(alert.textContent).toContain('ईमेल या पासवर्ड गलत है')
    await expectAllHindi()
  })

  it('a registration in Hindi asks the server to keep Hindi as the account’s language', async () => {
    const fetchMock = mockApi({ 'POST /api/register': () => json(aUser({ locale: 'hi' }), 201) }, { signedInHint: false })
    vi.spyOn(window.location, 'reload').mockImplementation(() => {})
    const user = userEvent.setup()
    renderApp('/?showAuth=true')
    await user.click(await screen.findByRole('button', { name: 'खाता नहीं है? खाता बनाएँ' }))
    await user.type(screen.getByLabelText(/^पहला नाम/), 'अनन्या')
    await user.type(screen.getByLabelText('ईमेल'), 'ananya@example.com')
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }))
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/register'))).toBe(true))
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/register')) as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toMatchObject({ firstName: 'अनन्या', locale: 'hi' })
  })

  it('the landing page drawn in Hindi at build time hydrates as it was drawn', async () => {
    mockApi({}, { signedInHint: false })
    for (const view of ['info', 'login'] as const) {
      const { html, lang, title, description } = prerenderLanding(view, 'hi')
      expect(lang).toBe('hi')
      expect([...latinOnScreenOf(html), ...latin(title), ...latin(description)]).toEqual([])
      // The build draws each language in turn and shows English again after; the landing entry starts in the
      // document's language before it hydrates (landing-hydrate.tsx).
      await act(() => switchLocale('hi'))
      const container = document.createElement('div')
      container.innerHTML = html
      document.body.append(container)
      const before = container.innerHTML
      const complaints: unknown[] = []
      let root: Root | undefined
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <PublicLanding initialShowForm={view === 'login'} />
          </StrictMode>,
          { onRecoverableError: (error) => complaints.push(error) },
        )
      })
      expect(complaints).toEqual([])
      expect(container.innerHTML).toBe(before)
      act(() => root?.unmount())
      container.remove()
    }
  })

  it('forgot password: the form, its error and the check-your-email screen', async () => {
    mockApi({ 'GET /api/auth/user': signedOut, 'POST /api/auth/forgot-password': () => json({ message: 'If the account exists, we sent a link.' }) })
    const user = userEvent.setup()
    renderApp('/forgot-password')
    await user.click(await screen.findByRole('button', { name: 'पासवर्ड बदलने का लिंक भेजें' }))
    expect(fieldDescribedBy(await screen.findByText('कृपया अपना ईमेल पता लिखें', { selector: 'p' }))).toBe(screen.getByLabelText('ईमेल'))
    await expectAllHindi()
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलने का लिंक भेजें' }))
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'अपना ईमेल देखें' }))
    expectVisible(screen.getByText(/60 मिनट तक काम करेगा/))
    await expectAllHindi()
  })

  it('reset password: the form and its errors, a missing link and a used one', async () => {
    mockApi({ 'GET /api/auth/user': signedOut, 'POST /api/reset-links/check': () => json({ usable: true }) })
    const user = userEvent.setup()
    const view = renderApp('/reset-password?token=abc')
    await user.type(await screen.findByLabelText('नया पासवर्ड'), 'secret1')
    await user.type(screen.getByLabelText('नया पासवर्ड दोबारा लिखें'), 'secret2')
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड बनाएँ' }))
    expect(fieldDescribedBy(await screen.findByText('दोनों पासवर्ड एक जैसे नहीं हैं', { selector: 'p' }))).toBe(screen.getByLabelText('नया पासवर्ड दोबारा लिखें'))
    await expectAllHindi()
    view.unmount()
    renderApp('/reset-password')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'पासवर्ड बदलने का लिंक सही नहीं है' }))
    await expectAllHindi()
    cleanup()
    mockApi({ 'GET /api/auth/user': signedOut, 'POST /api/reset-links/check': () => json({ usable: false }) })
    renderApp('/reset-password?token=old')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'लिंक पहले ही उपयोग हो चुका है या उसकी अवधि समाप्त हो गई है' }))
    await expectAllHindi()
  })

  it('home: the grade cards, completed and retaken grades, and the admin notice', async () => {
    signedInApi({
      'GET /api/auth/user': () => json(aUser({ adminConfirmationPending: true })),
      'GET /api/grade-access': () => json(aGradeAccess({ 9: completedGrade('t9', 'retake'), 10: completedGrade('t10') })),
    })
    renderApp('/')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'अपना करियर पथ खोजिए' }))
    expectVisible(await screen.findByText('आपका पहले का परिणाम ‘पिछले परीक्षण’ में सहेजा रहेगा।'))
    expectVisible(screen.getByText('आयु 13-14 वर्ष'))
    await expectAllHindi()
  })

  it('instructions: to start, to pay, to take again, and a grade already completed', async () => {
    signedInApi({
      'GET /api/grade-access': () =>
        json(aGradeAccess({ 9: { action: 'start', coveredBy: 'grade' }, 11: { ...completedGrade('t11', 'retake'), completedCount: 2 }, 12: completedGrade('t12', 'completed', 'basic') }, true)),
    })
    const cases = [
      ['/instructions/9', 'मूल्यांकन शुरू करें'],
      ['/instructions/10', '₹50.00 देकर खोलें'],
      ['/instructions/11', 'फिर से दें'],
    ] as const
    for (const [path, action] of cases) {
      renderApp(path)
      // Grade 10 is not bought: its action is the payment; the others lead to the test.
      const grade = path.slice('/instructions/'.length)
      if (grade === '10') expect(await screen.findByRole('button', { name: action }), path).toHaveProperty('disabled', false)
      else expect((await screen.findByRole('link', { name: action })).getAttribute('href'), path).toBe(`/test/${grade}`)
      await expectAllHindi()
      cleanup()
    }
    renderApp('/instructions/11')
    expectVisible(await screen.findByText(/आप कक्षा 11 का मूल्यांकन 2 बार पूरा कर चुके हैं।/))
    cleanup()
    renderApp('/instructions/12')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'परीक्षण पहले ही पूरा हो चुका है' }))
    expectVisible(screen.getByText(/वह कक्षा 12 के लिए उपयोग हो चुका है/))
    await expectAllHindi()
  })

  it('pricing: the plans, a held premium plan with its date, and grades bought', async () => {
    signedInApi({
      'GET /api/subscription/status': () => json({ hasSubscription: true, planType: 'premium', expiresAt: '2027-03-05T10:00:00.000Z' }),
    })
    const view = renderApp('/pricing')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'अपनी योजना चुनें' }))
    expectVisible(await screen.findByText('आपकी प्रीमियम योजना 5 मार्च 2027 तक चालू है।'))
    await expectAllHindi()
    view.unmount()
    signedInApi({ 'GET /api/grade-access': () => json(aGradeAccess({ 8: { action: 'start', coveredBy: 'grade' }, 11: { action: 'start', coveredBy: 'grade' } }, true)) })
    renderApp('/pricing')
    const single = within(await screen.findByRole('region', { name: 'एक कक्षा का परीक्षण' }))
    expectVisible(await single.findByText('आपने कक्षा 8 और 11 के परीक्षण खरीदे हैं।'))
    await expectAllHindi()
  })

  it('page not found, signed out and signed in', async () => {
    mockApi({}, { signedInHint: false })
    const view = renderApp('/no-such-page')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' }))
    expect(screen.getByRole('link', { name: 'लॉग इन करें' }).getAttribute('href')).toBe('/?showAuth=true')
    await expectAllHindi()
    view.unmount()
    signedInApi()
    renderApp('/no-such-page')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' }))
    await expectAllHindi()
  })

  it('the account menu and the logout dialog', async () => {
    signedInApi()
    const user = userEvent.setup()
    renderApp('/')
    await user.click(await screen.findByRole('button', { name: 'खाते का मेनू खोलें' }))
    expect((await screen.findByRole('menuitem', { name: 'शुल्क और योजनाएँ' })).getAttribute('href')).toBe('/pricing')
    await expectAllHindi()
    await user.click(screen.getByRole('menuitem', { name: 'लॉग आउट' }))
    expectVisible(await screen.findByRole('alertdialog', { name: 'लॉग आउट की पुष्टि करें' }))
    await expectAllHindi()
  })
})

/** The Latin words of a pre-rendered page's markup, as a reader meets them. */
function latinOnScreenOf(html: string): string[] {
  const holder = document.createElement('div')
  holder.innerHTML = html
  return latinOnScreen(holder).filter((found) => !found.includes('document title'))
}
const latin = (text: string) => latinOnScreen(Object.assign(document.createElement('div'), { textContent: text })).filter((found) => !found.includes('document title'))
