// @vitest-environment happy-dom
// The language switch: it changes the page's language at once, remembers the choice in the browser, keeps it on a
// signed-in account, and an account's choice wins over the browser's; an account that never chose is asked for its
// results in the screen's language and is never written to.
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeToast } from '../../hooks/use-toast'
import { currentLocale, switchLocale } from '../../i18n/i18n'
import { LOCALE_STORAGE_KEY } from '../../i18n/locale'
import type { TestResults } from '../../../shared/schemas/results'
import { aGradeAccess, aTest, aUser, json, mockApi, renderApp, aProfile } from '../../testing/render-app'
import { expectVisible } from '../../testing/visible'

afterEach(async () => {
  cleanup()
  act(() => removeToast())
  await act(() => switchLocale('en'))
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
  document.cookie = 'disha_locale=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

const calls = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.filter(([input, init = {}]) => `${init.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}` === key)

describe('the language switch', () => {
  it('is a labelled control in the header that offers each language by its own name and lang', async () => {
    mockApi({}, { signedInHint: false })
    renderApp('/')
    const banner = await screen.findByRole('banner')
    const select = await screen.findByRole('combobox', { name: 'Language' })
    expect(banner.contains(select)).toBe(true)
    const options = [...select.querySelectorAll('option')].map((o) => [o.value, o.lang, o.textContent])
    expect(options).toEqual([
      ['en', 'en', 'English'],
      ['hi', 'hi', 'हिन्दी'],
    ])
    expect((select as HTMLSelectElement).value).toBe('en')
  })

  it('for a visitor, shows the page in Hindi at once and remembers it in the browser, with no call to the account', async () => {
    const fetchMock = mockApi({}, { signedInHint: false })
    const user = userEvent.setup()
    renderApp('/')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'hi')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'अपने लिए उपयुक्त करियर पथ खोजिए' }))
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveProperty('value', 'hi')
    expect(document.documentElement.lang).toBe('hi')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi')
    expect(document.cookie).toContain('disha_locale=hi')
    expect(fetchMock).not.toHaveBeenCalled()
    // And back.
    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'en')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Discover the career path that suits you' }))
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en')
  })

  it("the landing page's offer of the other language, written in that language, switches too", async () => {
    mockApi({}, { signedInHint: false })
    const user = userEvent.setup()
    renderApp('/')
    const offer = await screen.findByRole('button', { name: 'हिन्दी में पढ़ें' })
    expect(offer.lang).toBe('hi')
    await user.click(offer)
    const back = await screen.findByRole('button', { name: 'Read in English' })
    expect(back.lang).toBe('en')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi')
    await user.click(back)
    expect((await screen.findByRole('button', { name: 'हिन्दी में पढ़ें' })).lang).toBe('hi')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en')
  })

  it('for a signed-in student, keeps the choice on the account too', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/grade-access': () => json(aGradeAccess()),
      'PUT /api/account/locale': (init) => json(aUser({ locale: JSON.parse(String(init.body)).locale })),
    })
    const user = userEvent.setup()
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Discover Your Career Path' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'अपना करियर पथ खोजिए' }))
    await waitFor(() => expect(calls(fetchMock, 'PUT /api/account/locale')).toHaveLength(1))
    expect(JSON.parse(String(calls(fetchMock, 'PUT /api/account/locale')[0]?.[1]?.body))).toEqual({ locale: 'hi' })
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi')
    // The answer's user, with its language, is the session's now: the page stays in Hindi.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(currentLocale()).toBe('hi')
  })

  const TEST_ID = '5d0a4a5e-0a8e-4c43-9d5b-1b7e6c2d9f10'
  /** The server names a result's career and the history's best family in the account's language. */
  const SAID = { en: { career: 'Law', family: 'Law and public policy' }, hi: { career: 'विधि (Law)', family: 'विधि और सार्वजनिक नीति' } }

  /** A signed-in student's server: the results and the history in the account's language, which PUT changes. */
  function serverInAccountLanguage() {
    let accountLocale: 'en' | 'hi' = 'en'
    const results = (): TestResults => ({
      test: aTest(TEST_ID, 10),
      recommendations: [
        { id: 'law', careerField: SAID[accountLocale].career, description: 'About law.', matchPercentage: 80, band: 'Good fit', nextSteps: [], reasons: [], skills: [], pathways: [], exams: [] },
      ],
      stream: null,
      profile: aProfile({ workStyle: {}, aptitude: {} }),
      lowConfidence: false,
      notes: [],
    })
    return mockApi({
      'GET /api/auth/user': () => json(aUser({ locale: accountLocale })),
      'GET /api/grade-access': () => json(aGradeAccess()),
      [`GET /api/tests/${TEST_ID}/results`]: () => json(results()),
      'GET /api/tests/history': () => json([aTest(TEST_ID, 10, { bestFamily: { label: SAID[accountLocale].family, band: 'Good fit' } })]),
      'PUT /api/account/locale': (init) => {
        accountLocale = JSON.parse(String(init.body)).locale
        return json(aUser({ locale: accountLocale }))
      },
    })
  }

  it.each([
    ['results', `/results/${TEST_ID}`, `GET /api/tests/${TEST_ID}/results`, SAID.en.career, SAID.hi.career],
    ['history', '/history', 'GET /api/tests/history', SAID.en.family, SAID.hi.family],
  ])("fetches the %s again once the account keeps the choice: the server says them in the account's language", async (_, path, call, english, hindi) => {
    const fetchMock = serverInAccountLanguage()
    const user = userEvent.setup()
    renderApp(path)
    expect((await screen.findAllByText(new RegExp(`^${english}`), {}, { timeout: 10_000 })).length).toBeGreaterThan(0)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi')
    expect((await screen.findAllByText(new RegExp(`^${hindi.replace(/[()]/g, '\\$&')}`), {}, { timeout: 10_000 })).length).toBeGreaterThan(0)
    expect(screen.queryAllByText(new RegExp(`^${english}`))).toEqual([])
    expect(calls(fetchMock, 'PUT /api/account/locale')).toHaveLength(1)
    expect(calls(fetchMock, call)).toHaveLength(2)
  }, 30_000)

  /**
   * The server's rule for an account that never chose (decision 059): a result, the history, the report and the share
   * texts in the language the screen sends (`lang`), and PUT fails here, so the account keeps none.
   */
  function serverInScreenLanguage() {
    const said = (url: URL) => SAID[url.searchParams.get('lang') === 'hi' ? 'hi' : 'en']
    return mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/grade-access': () => json(aGradeAccess()),
      [`GET /api/tests/${TEST_ID}/results`]: (_, url) =>
        json({
          test: aTest(TEST_ID, 10),
          recommendations: [{ id: 'law', careerField: said(url).career, description: 'About law.', matchPercentage: 80, band: 'Good fit', nextSteps: [], reasons: [], skills: [], pathways: [], exams: [] }],
          stream: null,
          profile: aProfile({ workStyle: {}, aptitude: {} }),
          lowConfidence: false,
          notes: [],
        } satisfies TestResults),
      'GET /api/tests/history': (_, url) => json([aTest(TEST_ID, 10, { bestFamily: { label: said(url).family, band: 'Good fit' } })]),
      [`GET /api/reports/${TEST_ID}/share-url`]: () =>
        json({ shareUrl: 'https://disha.example/shared/x', expiresAt: '2027-03-05T10:00:00.000Z', whatsappUrl: 'https://wa.me/?text=x', gmailUrl: 'https://mail.google.com/mail/?view=cm' }),
      'PUT /api/account/locale': () => json({ message: 'Something failed', code: 'INTERNAL' }, 500),
    })
  }

  const langOf = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
    calls(fetchMock, key).map(([input]) => new URL(String(input), 'http://x').searchParams.get('lang'))

  it("an account that never chose reads its results and share texts in the screen's language, and the account is not written", async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi')
    await act(() => switchLocale('hi'))
    const fetchMock = serverInScreenLanguage()
    const user = userEvent.setup()
    renderApp(`/results/${TEST_ID}`)
    expect((await screen.findAllByText(/^विधि \(Law\)/, {}, { timeout: 10_000 })).length).toBeGreaterThan(0)
    expect(langOf(fetchMock, `GET /api/tests/${TEST_ID}/results`)).toEqual(['hi'])
    await user.click(screen.getByRole('button', { name: 'माता-पिता के साथ साझा करें' }))
    await waitFor(() => expect(langOf(fetchMock, `GET /api/reports/${TEST_ID}/share-url`)).toEqual(['hi']))
    // Signing in on a Hindi screen makes no choice for the account.
    expect(calls(fetchMock, 'PUT /api/account/locale')).toHaveLength(0)
  }, 30_000)

  it("an account that never chose gets its results again in the screen's new language, even when the account could not keep it", async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi')
    await act(() => switchLocale('hi'))
    const fetchMock = serverInScreenLanguage()
    const user = userEvent.setup()
    renderApp('/history')
    expect((await screen.findAllByText(/^विधि और सार्वजनिक नीति/, {}, { timeout: 10_000 })).length).toBeGreaterThan(0)
    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'en')
    expect((await screen.findAllByText(/^Law and public policy/, {}, { timeout: 10_000 })).length).toBeGreaterThan(0)
    expect(calls(fetchMock, 'PUT /api/account/locale')).toHaveLength(1)
    expect(langOf(fetchMock, 'GET /api/tests/history')).toEqual(['hi', 'en'])
  }, 30_000)

  it("says so when the account could not keep the choice, and the page keeps it", async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/grade-access': () => json(aGradeAccess()),
      'PUT /api/account/locale': () => json({ message: 'Something failed', code: 'INTERNAL' }, 500),
    })
    const user = userEvent.setup()
    renderApp('/')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'hi')
    const region = await screen.findByRole('region', { name: /सूचनाएँ/ }, { timeout: 5000 })
    await waitFor(() => expect(region.textContent).toContain('भाषा सहेजी नहीं गई'))
    expectVisible(screen.getByRole('heading', { level: 1, name: 'अपना करियर पथ खोजिए' }))
  })

  it("the account's language wins over the browser's, and the browser remembers it", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN'])
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en')
    const fetchMock = mockApi({ 'GET /api/auth/user': () => json(aUser({ locale: 'hi' })), 'GET /api/grade-access': () => json(aGradeAccess()) })
    renderApp('/')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'अपना करियर पथ खोजिए' }))
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi')
    expect(document.documentElement.lang).toBe('hi')
    expect(calls(fetchMock, 'PUT /api/account/locale')).toHaveLength(0)
  })

  it('an account that never chose keeps the language of the browser', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi')
    await act(() => switchLocale('hi'))
    mockApi({ 'GET /api/auth/user': () => json(aUser()), 'GET /api/grade-access': () => json(aGradeAccess()) })
    renderApp('/')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'अपना करियर पथ खोजिए' }))
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi')
  })
})
