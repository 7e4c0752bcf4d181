// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aGradeAccess, aTest, aUser, completedGrade, json, mockApi, renderApp, signedOut } from '../testing/render-app'
import { STRONG_FIT_WITHHELD_NOTE } from '../../shared/schemas/results'
import { expectVisible } from '../testing/visible'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})


describe('routes by session state (docs/product.md, Routes and the session)', () => {
  it('shows an accessible loading state while the session loads', async () => {
    mockApi({ 'GET /api/auth/user': () => new Promise<Response>(() => {}) })
    renderApp('/profile')
    expect((await screen.findByRole('status')).textContent).toContain('Loading...')
  })

  it('offers a retry when the session cannot be loaded', async () => {
    let answer = json({ message: 'The service is unavailable. Please try again shortly.' }, 503)
    mockApi({ 'GET /api/auth/user': () => answer })
    const user = userEvent.setup()
    renderApp('/')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The service is unavailable. Please try again shortly.')
    answer = signedOut()
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('button', { name: 'Login to Start Assessment' })).toHaveProperty('disabled', false)
  })

  it.each(['/profile', '/history', '/pricing', '/admin', '/test/9', '/nowhere'])(
    'signed out, %s is Page Not Found',
    async (path) => {
      mockApi({ 'GET /api/auth/user': signedOut })
      renderApp(path)
      expectVisible(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }))
      expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/')
    },
  )

  it.each(['/forgot-password', '/reset-password?token=x', '/instructions/7'])(
    'signed in, %s is Page Not Found',
    async (path) => {
      mockApi({ 'GET /api/auth/user': () => json(aUser()) })
      renderApp(path)
      expectVisible(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }))
    },
  )

  it('a first visit (no signed-in hint cookie) shows the landing page without asking the server anything', async () => {
    const fetchMock = mockApi({}, { signedInHint: false })
    renderApp('/')
    expect(await screen.findByRole('button', { name: 'Login to Start Assessment' })).toHaveProperty('disabled', false)
    expect(screen.queryByRole('status')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('a hint whose session has ended is forgotten after one 401', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/user': signedOut })
    renderApp('/')
    expect(await screen.findByRole('button', { name: 'Login to Start Assessment' })).toHaveProperty('disabled', false)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(document.cookie).not.toContain('disha_signed_in=1')
  })

  it('signed out, the header offers Login/Register', async () => {
    mockApi({ 'GET /api/auth/user': signedOut })
    renderApp('/')
    const header = within(await screen.findByRole('banner'))
    expect((await header.findByRole('link', { name: 'Login/Register' })).getAttribute('href')).toBe('/?showAuth=true')
    expect(header.getByRole('link', { name: /Disha/ }).getAttribute('href')).toBe('/')
  })
})

describe('home (signed in)', () => {
  it('shows each grade as the server allows it: results for a completed grade, instructions for the others', async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/grade-access': () => json(aGradeAccess({ 9: completedGrade('t9') })),
    })
    renderApp('/')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Discover Your Career Path' }))
    // Each fact with the line under it.
    expect(['30 minutes', '30+ questions', 'Grade specific'].map((fact) => screen.getByText(fact).nextElementSibling?.textContent)).toEqual([
      'to complete',
      'interests, aptitude and more',
      'written for your class',
    ])
    const results = await screen.findByRole('link', { name: 'View Results', description: 'Grade 9' })
    expect(results.getAttribute('href')).toBe('/results/t9')
    expect(screen.getByText('Completed').previousElementSibling?.textContent).toBe('Grade 9')
    // A completed grade without a plan that allows retakes offers no second sitting.
    expect(screen.queryByRole('link', { name: 'Take it again' })).toBeNull()
    expect(screen.getByRole('link', { name: /Grade 8/ }).getAttribute('href')).toBe('/instructions/8')
    expect(screen.getByRole('link', { name: /Grade 10/ }).textContent).toContain('Science, Commerce or Arts choice')
    expect(screen.getByRole('heading', { name: 'Why Choose Disha' }).tagName).toBe('H2')
  })

  it('offers a premium student Take it again on a completed grade, beside its results, saying the earlier result is kept', async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/grade-access': () => json(aGradeAccess({ 10: completedGrade('t10', 'retake') }, true)),
    })
    renderApp('/')
    const again = await screen.findByRole('link', { name: 'Take it again', description: 'Grade 10' })
    expect(again.getAttribute('href')).toBe('/instructions/10')
    expect(screen.getByRole('link', { name: 'View Results', description: 'Grade 10' }).getAttribute('href')).toBe('/results/t10')
    // Right under the two links.
    expect(again.parentElement?.nextElementSibling?.textContent).toBe('Your earlier result is kept in your test history.')
  })

  it('opens the account menu with admin links only for admins, and confirms logout', async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser({ isAdmin: true })),
      'GET /api/grade-access': () => json(aGradeAccess()),
    })
    const user = userEvent.setup()
    renderApp('/')
    await user.click(await screen.findByRole('button', { name: 'Open account menu' }))
    const menu = within(await screen.findByRole('menu'))
    expect(menu.getByText('Asha Rao').nextElementSibling?.textContent).toBe('asha@example.com')
    expect(menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['My Profile', '/profile'],
      ['Test History', '/history'],
      ['Pricing & Plans', '/pricing'],
      ['Admin Panel', '/admin'],
      ['Logout', null],
    ])
    await user.click(menu.getByRole('menuitem', { name: 'Logout' }))
    const dialog = within(await screen.findByRole('alertdialog'))
    expect(dialog.getByRole('heading').textContent).toBe('Confirm Logout')
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})

describe('account menu loaded on first use', () => {
  it('shows a stand-in avatar button, and opens the real menu from the keyboard with focus inside it', async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/grade-access': () => json(aGradeAccess()),
    })
    const user = userEvent.setup()
    renderApp('/')
    const button = await screen.findByRole('button', { name: 'Open account menu' })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
    button.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    // Back on the (now real) trigger, which opens and closes the menu as before.
    const trigger = screen.getByRole('button', { name: 'Open account menu' })
    expect(document.activeElement).toBe(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('history', () => {
  it('greets by first name and lists each test with a progress summary', async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/tests/history': () =>
        json([
          aTest('t10', 10),
          aTest('t9', 9, {
            currentStream: null,
            qualityNotes: ['Your interest scores are very even.', STRONG_FIT_WITHHELD_NOTE],
            bestFamily: { label: 'Business and finance', band: 'Good fit', tiedWith: 'Law, government and defence' },
          }),
          aTest('t12', 12, { currentStream: 'science-pcb', bestFamily: { label: 'Health and medicine', band: 'Strong fit' } }),
        ]),
    })
    renderApp('/history')
    expectVisible(await screen.findByText('Welcome back, Asha!'))
    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(3)
    // The stream studied and the leading family show where the test has them (grade 11-12, assessment v2).
    const grade12 = within(cards.find((c) => within(c).queryByRole('heading', { name: 'Grade 12' }))!)
    expect(grade12.getByText('Best family').nextElementSibling?.textContent).toBe('Health and medicine (Strong fit)')
    expect(grade12.getByText('Stream').nextElementSibling?.textContent).toBe('Science: Physics, Chemistry, Biology (PCB)')
    expect(within(cards[0]!).queryByText('Best family')).toBeNull()
    // A family tied with the best is named, as the results summary names it.
    const grade9 = within(cards.find((c) => within(c).queryByRole('heading', { name: 'Grade 9' }))!)
    expect(grade9.getByText('Best family').nextElementSibling?.textContent).toBe('Business and finance (Good fit), tied with Law, government and defence')
    // The response-quality note shows on the test that has one, and only there.
    // The closing sentence that no fit is called strong is shown but not counted as a reason.
    expect(grade9.getByText(/^Read with care/).textContent).toBe('Read with care (1 reason): Grade 9, completed 5 Mar 2026')
    expect(grade9.getByText('Your interest scores are very even.').closest('details')).not.toBeNull()
    expect(grade9.getByText(STRONG_FIT_WITHHELD_NOTE).closest('details')).not.toBeNull()
    expect(screen.getAllByText('Answer quality')).toHaveLength(1)
    const first = within(cards[0]!)
    // The newest test first.
    expect(first.getByRole('heading').textContent).toBe('Grade 10')
    expect(first.getByRole('heading').nextElementSibling?.textContent).toBe('Time taken: 12m 5s')
    expect(first.getByText('Completed').nextElementSibling?.textContent).toBe('5 Mar 2026')
    expect(first.getByRole('link', { name: /View Results/ }).getAttribute('href')).toBe('/results/t10')
    const progress = within(screen.getByRole('region', { name: 'Your Progress' }))
    expect(progress.getByText('Total time invested').nextElementSibling?.textContent).toBe('36 minutes')
  })

  it("says 'under 1 minute' for a total under half a minute, not '0 minutes'", async () => {
    mockApi({ 'GET /api/auth/user': () => json(aUser()), 'GET /api/tests/history': () => json([aTest('t10', 10, { timeSpent: 25 })]) })
    renderApp('/history')
    const progress = within(await screen.findByRole('region', { name: 'Your Progress' }))
    expect(progress.getByText('Total time invested').nextElementSibling?.textContent).toBe('under 1 minute')
    expect(within(screen.getByRole('article')).getByRole('heading').nextElementSibling?.textContent).toBe('Time taken: 0m 25s')
  })

  it('keeps every sitting of a grade taken again, and says which is the latest', async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/tests/history': () =>
        json([aTest('t10b', 10, { completedAt: '2026-04-05T10:00:00.000Z' }), aTest('t9', 9), aTest('t10a', 10, { completedAt: '2026-03-01T10:00:00.000Z' })]),
    })
    renderApp('/history')
    const cards = await screen.findAllByRole('article')
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual(['Grade 10(sitting 2 of 2, latest)', 'Grade 9', 'Grade 10(sitting 1 of 2)'])
    expect(within(cards[2]!).getByRole('link', { name: /View Results/ }).getAttribute('href')).toBe('/results/t10a')
  })

  it("shows 'No Tests Yet' when there are none", async () => {
    mockApi({ 'GET /api/auth/user': () => json(aUser()), 'GET /api/tests/history': () => json([]) })
    renderApp('/history')
    expect((await screen.findByRole('heading', { name: 'No Tests Yet' })).tagName).toBe('H2')
  })
})

describe('privacy notice', () => {
  it('is linked from every page footer and shows docs/privacy.md, signed in or out', async () => {
    mockApi({ 'GET /api/auth/user': () => signedOut() })
    const user = userEvent.setup()
    renderApp('/')
    await user.click(await screen.findByRole('link', { name: 'Privacy: what we keep about students' }))
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Privacy at Disha' }))
    expect(screen.getByRole('heading', { level: 2, name: 'How long' }).nextElementSibling?.textContent).toMatch(/^Account, tests and counselling requests: as long as the account exists\./)
    expect(document.body.textContent).toContain('Digital Personal Data Protection Act, 2023')
    cleanup()
    mockApi({ 'GET /api/auth/user': () => json(aUser()) })
    renderApp('/privacy')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Privacy at Disha' }))
  })
})
