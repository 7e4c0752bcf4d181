// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../../../shared/schemas/auth'
import type { CounsellingRequest } from '../../../shared/schemas/counselling'
import type { AdminOrder } from '../../../shared/schemas/payments'
import type { Test } from '../../../shared/schemas/tests'
import { removeToast } from '../../hooks/use-toast'
import { aGradeAccess, aTest, aUser, json, mockApi, renderApp } from '../../testing/render-app'
import { cellTexts, textOf } from '../../testing/texts'
import { findToastRegion } from '../../testing/toasts'
import { expectVisible } from '../../testing/visible'

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.unstubAllGlobals()
})

const ADMIN = aUser({ id: 'a1', firstName: 'Meena', lastName: 'Iyer', email: 'meena@example.com', isAdmin: true })
const STUDENT = aUser({ id: 'u2', firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com' })
const TEST_ID = '5d0a4a5e-0a8e-4c43-9d5b-1b7e6c2d9f10'
const REQUEST: CounsellingRequest = {
  id: 'c1',
  userId: 'u2',
  testId: TEST_ID,
  contactName: 'Lakshmi Kumar',
  phone: '9876543210',
  preferredTime: 'Weekend',
  message: 'Please call after 6 pm.',
  createdAt: '2026-03-06T09:30:00.000Z',
}

const ORDER: AdminOrder = {
  id: 'o1',
  description: 'Grade 9 career assessment',
  createdAt: '2026-03-04T08:15:00.000Z',
  amount: 5000,
  currency: 'INR',
  status: 'paid',
  method: 'razorpay',
  userId: 'u2',
  userEmail: 'ravi@example.com',
  gatewayOrderId: 'order_Q1w2E3r4T5y6U7',
  paidVia: 'webhook',
  paidAt: '2026-03-04T08:16:00.000Z',
  flag: null,
}

/** GET /api/admin/users as the server answers it: the accounts (admins only for role=admin), a page of `limit`, the count. */
function usersPage(users: User[], url: URL) {
  const rows = url.searchParams.get('role') === 'admin' ? users.filter((u) => u.isAdmin) : users
  return json({ users: rows.slice(0, Number(url.searchParams.get('limit') ?? 50)), next: null, total: rows.length })
}

/** GET /api/admin/tests as the server answers it: a page of `limit`, and the count. */
function testsPage(tests: Test[], url: URL) {
  return json({ tests: tests.slice(0, Number(url.searchParams.get('limit') ?? 50)), next: null, total: tests.length })
}

function adminApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': () => json(ADMIN),
    'GET /api/admin/users': (_init, url) => usersPage([ADMIN, STUDENT], url),
    'GET /api/admin/schools': () => json([]),
    'GET /api/admin/tests': (_init, url) =>
      testsPage([
        aTest(TEST_ID, 9, {
          userId: 'u2',
          studentName: 'Ravi Kumar',
          qualityNotes: ['Your interest scores are very even.'],
          bestFamily: { label: 'Health and medicine', band: 'Good fit', tiedWith: 'Science and research' },
        }),
        aTest('7c1f9a52-3b3e-4d0e-8a55-0d9f7a1e2b44', 8, { userId: null, studentName: 'Guest Student' }),
      ], url),
    'GET /api/admin/counselling-requests': () => json([REQUEST]),
    'GET /api/admin/orders': () => json([ORDER]),
    ...overrides,
  })
}

const calls = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.filter(([input, init = {}]) => `${init.method ?? 'GET'} ${String(input)}` === key)

describe('/admin access', () => {
  it("sends a non-admin home with 'Access Denied', replacing the admin address", async () => {
    mockApi({ 'GET /api/auth/user': () => json(STUDENT), 'GET /api/grade-access': () => json(aGradeAccess()) })
    const { router } = renderApp('/admin')
    const toasts = await findToastRegion()
    expect((await toasts.findByText('Access Denied')).nextElementSibling?.textContent).toBe('Admin access required')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(router.state.historyAction).toBe('REPLACE')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Discover Your Career Path' }))
  })

  it("asks the server again on the way in, showing 'Checking Access...' meanwhile", async () => {
    let release: (() => void) | undefined
    let sessionCalls = 0
    adminApi({
      'GET /api/auth/user': () => {
        sessionCalls += 1
        if (sessionCalls === 1) return json(ADMIN)
        return new Promise<Response>((resolve) => (release = () => resolve(json(ADMIN))))
      },
    })
    renderApp('/admin')
    expectVisible(await screen.findByText('Checking Access...'))
    expect(screen.queryByRole('link', { name: 'System Settings' })).toBeNull()
    await waitFor(() => expect(release).toBeDefined())
    release?.()
    expect((await screen.findByRole('link', { name: 'System Settings' })).getAttribute('href')).toBe('/admin/settings')
  })
})

describe('/admin dashboard', () => {
  it('shows the counts, users, tests and counselling requests, and links to the settings and home', async () => {
    adminApi()
    renderApp('/admin')
    expect((await screen.findByRole('link', { name: 'System Settings' })).getAttribute('href')).toBe('/admin/settings')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Dashboard')

    const overview = within(screen.getByRole('region', { name: 'Overview' }))
    await waitFor(() => expect(overview.getByText('Total Users').nextElementSibling?.textContent).toBe('2'))
    expect(overview.getByText('Total Tests').nextElementSibling?.textContent).toBe('2')
    expect(overview.getByText('Admin Users').nextElementSibling?.textContent).toBe('1')

    const users = within(await screen.findByRole('table', { name: 'Users' }))
    expect(cellTexts(users.getByRole('row', { name: /Ravi Kumar/ }))).toEqual([
      'Ravi Kumar',
      'ravi@example.com',
      'User',
      '—',
      '5 Jan 2026',
      'Make Admin for Ravi KumarGrant Grade to Ravi Kumar',
    ])
    expect(screen.getByText(/^Showing .* users$/).textContent).toBe('Showing 2 of 2 users')
    // An admin cannot be made admin again; the grade can still be granted.
    const meena = users.getByRole('row', { name: /Meena Iyer/ })
    expect(cellTexts(meena)).toEqual(['Meena Iyer', 'meena@example.com', 'Admin', '—', '5 Jan 2026', 'Remove Admin for Meena IyerGrant Grade to Meena Iyer'])
    expect(within(meena).getAllByRole('button').map((button) => button.textContent)).toEqual(['Remove Admin for Meena Iyer', 'Grant Grade to Meena Iyer'])

    const orders = within(await screen.findByRole('table', { name: 'Orders' }))
    expect(cellTexts(orders.getByRole('row', { name: /Grade 9 career assessment/ }))).toEqual([
      'Grade 9 career assessment',
      'ravi@example.com',
      '₹50.00',
      'Paid (webhook)',
      '4 Mar 2026, 8:15 am',
      'order_Q1w2E3r4T5y6U7',
    ])

    const tests = within(await screen.findByRole('table', { name: 'Tests' }))
    const ravisTest = within(tests.getByRole('row', { name: /Ravi Kumar/ }))
    expect(ravisTest.getByText('5d0a4a5e…').getAttribute('title')).toBe(TEST_ID)
    expect(ravisTest.getByText(TEST_ID).className).toContain('sr-only')
    // The full id and the user id are read out (sr-only) beside what is shown; the reasons fold out of the note.
    expect(cellTexts(tests.getByRole('row', { name: /Ravi Kumar/ }))).toEqual([
      'Ravi Kumar',
      `5d0a4a5e…${TEST_ID}`,
      '9',
      '—',
      'Health and medicine (Good fit), tied with Science and research',
      'Read with care (1 reason): Ravi Kumar, Grade 9Your interest scores are very even.',
      '5 Mar 2026',
      'u2u2',
      'View answers of Ravi Kumar, Grade 9Reset Test for Ravi Kumar, Grade 9',
    ])
    expect(ravisTest.getByRole('link', { name: 'View answers of Ravi Kumar, Grade 9' }).getAttribute('href')).toBe(`/admin/tests/${TEST_ID}`)
    expect(screen.getByText(/^Showing .* tests$/).textContent).toBe('Showing 2 of 2 tests')
    expect(ravisTest.getByText('Your interest scores are very even.').closest('details')).not.toBeNull()
    const guest = cellTexts(tests.getByRole('row', { name: /Guest Student/ }))
    expect(guest.slice(2)).toEqual(['8', '—', '—', '—', '5 Mar 2026', 'Anonymous', 'View answers of Guest Student, Grade 8Reset Test for Guest Student, Grade 8'])

    const requests = within(await screen.findByRole('list', { name: 'Counselling Requests' }))
    const card = within(requests.getByRole('article', { name: 'Lakshmi Kumar' }))
    expect(card.getByRole('link', { name: '98765 43210' }).getAttribute('href')).toBe('tel:+919876543210')
    expect(card.getByText('Preferred time').nextElementSibling?.textContent).toBe('Weekend')
    expect(card.getByText('Message').nextElementSibling?.textContent).toBe('Please call after 6 pm.')
    expect(card.getByRole('link', { name: /View Test Results/ }).getAttribute('href')).toBe(`/results/${TEST_ID}`)

    expect(screen.getByRole('link', { name: 'System Settings' }).getAttribute('href')).toBe('/admin/settings')
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
  })

  it('shows each row as a card on a narrow screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    adminApi()
    renderApp('/admin')
    const users = within(await screen.findByRole('list', { name: 'Users' }))
    const ravi = within(users.getByRole('article', { name: 'Ravi Kumar' }))
    expect(ravi.getByText('Email').nextElementSibling?.textContent).toBe('ravi@example.com')
    expect(ravi.getAllByRole('button').map((button) => button.textContent)).toEqual(['Make Admin for Ravi Kumar', 'Grant Grade to Ravi Kumar'])
    const tests = within(await screen.findByRole('list', { name: 'Tests' }))
    expect(within(tests.getByRole('article', { name: 'Guest Student' })).getByText('User ID').nextElementSibling?.textContent).toBe('Anonymous')
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('measures the retest study only when asked, for the gap chosen', async () => {
    const user = userEvent.setup()
    const goal = (what: string, goal: number, measured: number, met: boolean | null) => ({ what, goal, measured, low: 62.4, high: 79.4, met })
    const fetchMock = adminApi({
      'GET /api/admin/retest-report': () =>
        json({
          minDays: 7,
          pairs: 42,
          truncated: false,
          medianDaysApart: 8,
          goals: [
            goal('the same #1 career family on a retake', 75, 71.4, false),
            goal('the same #1 career on a retake', 50, 52.4, true),
            goal('top-5 careers that survive a retake', 70, 60.5, false),
          ],
          careful: {
            pairs: 35,
            goals: [
              goal('the same #1 career family on a retake', 75, 77.1, true),
              goal('the same #1 career on a retake', 50, 57.1, true),
              goal('top-5 careers that survive a retake', 70, 63.4, false),
            ],
          },
          note: 'Both sittings assessed with the engine as it is now.',
        }),
    })
    renderApp('/admin')
    const section = within(await screen.findByRole('region', { name: 'Retest study' }))
    expect(calls(fetchMock, 'GET /api/admin/retest-report?minDays=7')).toHaveLength(0)
    await user.click(section.getByRole('button', { name: 'Measure' }))
    expectVisible(await section.findByText(/took a grade twice, a median of 8 days apart\./))
    expect(calls(fetchMock, 'GET /api/admin/retest-report?minDays=7')).toHaveLength(1)
    const goals = within(section.getByRole('table', { name: 'Retake goals' }))
    expect(cellTexts(goals.getByRole('row', { name: /The same #1 career family on a retake/ }))).toEqual([
      'The same #1 career family on a retake',
      '71.4 % (95 % interval 62.4 to 79.4 %)',
      '75 % or more',
      'Not met',
    ])
    expect(cellTexts(goals.getByRole('row', { name: /The same #1 career on a retake/ })).at(-1)).toBe('Met')
    // The same goals over the pairs with no quality note at either sitting, in their own table.
    const careful = within(section.getByRole('region', { name: 'Without a “read with care” note' }))
    expect(textOf(careful.getByText(/of the 42 had no such note at either sitting/))).toMatch(
      /^35 of the 42 had no such note at either sitting \(careless, rushed or very even answers bring one\)\./,
    )
    expect(cellTexts(careful.getByRole('row', { name: /The same #1 career family on a retake/ }))).toEqual([
      'The same #1 career family on a retake',
      '77.1 % (95 % interval 62.4 to 79.4 %)',
      '75 % or more',
      'Met',
    ])
    expect(section.getAllByRole('table')).toHaveLength(2)
    await user.selectOptions(section.getByLabelText('Pairs of sittings'), 'Any gap')
    await waitFor(() => expect(calls(fetchMock, 'GET /api/admin/retest-report?minDays=0')).toHaveLength(1))
  })

  it('makes a user an admin, then refreshes the users', async () => {
    let students = [STUDENT]
    const fetchMock = adminApi({
      'GET /api/admin/users': (_init, url) => usersPage([ADMIN, ...students], url),
      'POST /api/admin/users/u2/make-admin': () => {
        students = [{ ...STUDENT, isAdmin: true }]
        return json({ message: 'User granted admin access' })
      },
    })
    const user = userEvent.setup()
    renderApp('/admin')
    const users = within(await screen.findByRole('table', { name: 'Users' }))
    await user.click(users.getByRole('button', { name: 'Make Admin for Ravi Kumar' }))

    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('User granted admin access'))
    const ravi = users.getByRole('row', { name: /Ravi Kumar/ })
    expect(cellTexts(ravi)[2]).toBe('Admin')
    expect(within(ravi).queryByRole('button', { name: /Make Admin/ })).toBeNull()
    expect(calls(fetchMock, 'POST /api/admin/users/u2/make-admin')).toHaveLength(1)
    expect(calls(fetchMock, 'GET /api/admin/users')).toHaveLength(2)
    // Focus stays on the row whose button went away.
    expect(document.activeElement?.textContent).toBe('Ravi Kumar')
    const overview = within(screen.getByRole('region', { name: 'Overview' }))
    expect(overview.getByText('Admin Users').nextElementSibling?.textContent).toBe('2')
  })

  it('grants a grade by hand with a note, then refreshes the orders', async () => {
    const fetchMock = adminApi({ 'POST /api/admin/users/u2/grant-grade': () => json({ message: 'Grade 10 test granted' }) })
    const user = userEvent.setup()
    renderApp('/admin')
    await user.click(await screen.findByRole('button', { name: 'Grant Grade to Ravi Kumar' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Grant a grade test' }))
    await user.click(dialog.getByRole('button', { name: 'Grant' }))
    // The message is the grade field's own: marked invalid and described by it.
    const grade = dialog.getByLabelText('Grade')
    expect(grade.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(grade.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please choose the grade to grant.')
    await user.selectOptions(dialog.getByLabelText('Grade'), 'Grade 10')
    await user.type(dialog.getByLabelText(/Note/), 'Bank ref 4411')
    await user.click(dialog.getByRole('button', { name: 'Grant' }))
    expectVisible(await (await findToastRegion()).findByText('Grade 10 test granted'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [grant] = calls(fetchMock, 'POST /api/admin/users/u2/grant-grade')
    expect(JSON.parse(String(grant?.[1]?.body))).toEqual({ grade: 10, note: 'Bank ref 4411' })
    expect(calls(fetchMock, 'GET /api/admin/orders')).toHaveLength(2)
  })

  it("says 'Failed to grant admin access' when the grant fails", async () => {
    adminApi({ 'POST /api/admin/users/u2/make-admin': () => json({ message: 'That user was not found.' }, 404) })
    const user = userEvent.setup()
    renderApp('/admin')
    await user.click(await screen.findByRole('button', { name: 'Make Admin for Ravi Kumar' }))
    const toasts = await findToastRegion()
    expect((await toasts.findByText('Error')).nextElementSibling?.textContent).toBe('Failed to grant admin access')
    // Still a user: the button stays, ready for another try.
    expect(screen.getByRole('button', { name: 'Make Admin for Ravi Kumar' }).hasAttribute('disabled')).toBe(false)
  })

  it('resets a test after a confirmation, then refreshes the tests', async () => {
    let tests = [aTest(TEST_ID, 9, { userId: 'u2', studentName: 'Ravi Kumar' })]
    const fetchMock = adminApi({
      'GET /api/admin/tests': (_init, url) => testsPage(tests, url),
      [`DELETE /api/admin/tests/${TEST_ID}`]: () => {
        tests = []
        return json({ message: 'Test deleted successfully' })
      },
    })
    const user = userEvent.setup()
    renderApp('/admin')
    const reset = await screen.findByRole('button', { name: 'Reset Test for Ravi Kumar, Grade 9' })

    // Cancel first: nothing is deleted and focus returns to the button.
    await user.click(reset)
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Reset this test?' }))
    expect(textOf(dialog.getByText(/The student can then take the Grade 9 test again/))).toBe('The student can then take the Grade 9 test again. This cannot be undone.')
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(document.activeElement).toBe(reset)
    expect(calls(fetchMock, `DELETE /api/admin/tests/${TEST_ID}`)).toHaveLength(0)

    await user.click(reset)
    dialog = within(await screen.findByRole('alertdialog', { name: 'Reset this test?' }))
    await user.click(dialog.getByRole('button', { name: 'Reset Test' }))
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Test deleted successfully'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expectVisible(await screen.findByText('No tests have been completed yet.'))
    expect(calls(fetchMock, `DELETE /api/admin/tests/${TEST_ID}`)).toHaveLength(1)
    expect(calls(fetchMock, 'GET /api/admin/tests')).toHaveLength(2)
    // The counselling requests are refreshed too: one may have pointed at the deleted test.
    expect(calls(fetchMock, 'GET /api/admin/counselling-requests')).toHaveLength(2)
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Tests' }))
  })

  it("says 'Failed to delete test' when the reset fails", async () => {
    adminApi({ [`DELETE /api/admin/tests/${TEST_ID}`]: () => json({ message: 'Internal Server Error' }, 500) })
    const user = userEvent.setup()
    renderApp('/admin')
    await user.click(await screen.findByRole('button', { name: 'Reset Test for Ravi Kumar, Grade 9' }))
    const dialog = within(await screen.findByRole('alertdialog'))
    await user.click(dialog.getByRole('button', { name: 'Reset Test' }))
    const toasts = await findToastRegion()
    expect((await toasts.findByText('Error')).nextElementSibling?.textContent).toBe('Failed to delete test')
    // The test is still listed.
    const tests = within(screen.getByRole('table', { name: 'Tests' }))
    expect(cellTexts(tests.getByRole('row', { name: /Ravi Kumar/ }))[0]).toBe('Ravi Kumar')
  })

  it('shows an error with Retry when a list cannot be loaded', async () => {
    let refused = true
    adminApi({ 'GET /api/admin/users': (_init, url) => (refused ? json({ message: 'Admin access required' }, 403) : usersPage([ADMIN, STUDENT], url)) })
    const user = userEvent.setup()
    renderApp('/admin')
    const alert = within(await screen.findByRole('alert'))
    expect(alert.getByText('Admin access required').previousElementSibling?.textContent).toBe('Could not load the users')
    refused = false
    await user.click(alert.getByRole('button', { name: 'Retry' }))
    // The retry shows both users, each on a row below the header.
    expect(within(await screen.findByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(3)
  })

  it('removes an admin after a confirmation, and shows the server’s refusal for the last admin in the dialog', async () => {
    const OTHER = aUser({ id: 'a2', firstName: 'Kiran', lastName: 'Das', email: 'kiran@example.com', isAdmin: true })
    let users = [ADMIN, OTHER, STUDENT]
    const fetchMock = adminApi({
      'GET /api/admin/users': (_init, url) => usersPage(users, url),
      'POST /api/admin/users/a2/revoke-admin': () => {
        users = [ADMIN, { ...OTHER, isAdmin: false }, STUDENT]
        return json({ message: 'Admin access removed' })
      },
      'POST /api/admin/users/a1/revoke-admin': () =>
        json({ code: 'LAST_ADMIN', message: 'Disha needs at least one admin. Make someone else an admin before removing this one.' }, 409),
    })
    const user = userEvent.setup()
    renderApp('/admin')
    const table = within(await screen.findByRole('table', { name: 'Users' }))
    expect(within(table.getByRole('row', { name: /Ravi Kumar/ })).queryByRole('button', { name: /Remove Admin/ })).toBeNull()

    await user.click(table.getByRole('button', { name: 'Remove Admin for Kiran Das' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove admin access?' }))
    expectVisible(dialog.getByText(/Kiran Das \(kiran@example.com\) will no longer see the admin area/))
    await user.click(dialog.getByRole('button', { name: 'Remove Admin' }))
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(calls(fetchMock, 'POST /api/admin/users/a2/revoke-admin')).toHaveLength(1)
    await vi.waitFor(() => expectVisible(within(table.getByRole('row', { name: /Kiran Das/ })).getByText('User')))

    users = [ADMIN, STUDENT]
    await user.click(table.getByRole('button', { name: 'Remove Admin for Meena Iyer' }))
    const own = within(await screen.findByRole('alertdialog', { name: 'Remove admin access?' }))
    expectVisible(own.getByText(/You will no longer see the admin area/))
    await user.click(own.getByRole('button', { name: 'Remove Admin' }))
    expect((await own.findByRole('alert')).textContent).toBe('Disha needs at least one admin. Make someone else an admin before removing this one.')
  })
})
