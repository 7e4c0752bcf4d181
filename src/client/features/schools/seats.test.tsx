// @vitest-environment happy-dom
// Seats (docs/decisions/050-seats.md) on screen: the counsellor's seats used and left and the 'Buy seats' form (mock
// mode, as the checkout does), the admin granting seats to a school, and the instructions saying the test is on the
// school's seat, or that the seats are all used.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CounsellorSchool, School } from '../../../shared/schemas/schools'
import { removeToast } from '../../hooks/use-toast'
import { aGradeAccess, aPricing, aUser, json, mockApi, renderApp } from '../../testing/render-app'
import { aCounsellorSchool, COUNSELLOR } from '../../testing/schools'
import { fieldDescribedBy } from '../../testing/fields'
import { findToastRegion } from '../../testing/toasts'
import { expectVisible } from '../../testing/visible'

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.unstubAllGlobals()
})

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) => {
  const call = fetchMock.mock.calls.find(([input, init = {}]) => `${init.method ?? 'GET'} ${String(input)}` === key)
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined
}

/** Lazy routes and their catalogues load slowly on a busy machine. */
const SLOW = { timeout: 5000 }

const figure = (panel: HTMLElement, label: string) => within(panel).getByText(label).nextElementSibling?.textContent

describe("the counsellor's seats", () => {
  it('shows seats used and left, and buys more in mock mode: the order, then the new figures', async () => {
    const user = userEvent.setup()
    let school: CounsellorSchool = aCounsellorSchool()
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      'GET /api/school': () => json(school),
      'POST /api/school/seats/orders': () => {
        school = aCounsellorSchool({}, { seats: { bought: 40, granted: 10, used: 12, left: 38 } })
        return json({ mockMode: true, keyId: '', amount: 40000, currency: 'INR', orderId: 'order_mock_1' })
      },
    })
    renderApp('/school')
    const panel = await screen.findByRole('region', { name: 'Seats' }, SLOW)
    expect(figure(panel, 'Used')).toBe('12')
    expect(figure(panel, 'Left')).toBe('28')
    expect(figure(panel, 'Bought')).toBe('30')
    expect(figure(panel, 'Granted by Disha')).toBe('10')
    expectVisible(within(panel).getByText(/A seat is used when the student starts the test, even if they never finish it/))
    expectVisible(within(panel).getByText('Payments are in mock mode: the seats are added at once and nothing is charged.'))

    const count = within(panel).getByLabelText('Number of seats')
    expect(fieldDescribedBy(within(panel).getByText('From 1 to 1000, at ₹40.00 a seat.'))).toBe(count)
    await user.clear(count)
    await user.type(count, '10')
    await user.click(within(panel).getByRole('button', { name: 'Buy 10 seats for ₹400.00' }))
    expectVisible((await findToastRegion()).getByText('10 more students can now take the test on a seat.'))
    expect(bodyOf(fetchMock, 'POST /api/school/seats/orders')).toEqual({ seats: 10 })
    await vi.waitFor(() => expect(figure(panel, 'Left')).toBe('38'))
  })

  it('says a number out of range beside the field and orders nothing; with no seat left it says students pay', async () => {
    const user = userEvent.setup()
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      'GET /api/school': () => json(aCounsellorSchool({}, { seats: { bought: 0, granted: 5, used: 5, left: 0 } })),
    })
    renderApp('/school')
    const panel = await screen.findByRole('region', { name: 'Seats' }, SLOW)
    expectVisible(within(panel).getByText('No seats left: until you buy more, each student pays for the test themselves.'))
    const count = within(panel).getByLabelText('Number of seats')
    await user.clear(count)
    await user.type(count, '1001')
    await user.click(within(panel).getByRole('button', { name: 'Buy seats' }))
    expect(fieldDescribedBy(within(panel).getByText('Enter a whole number of seats from 1 to 1000.'))).toBe(count)
    expect(document.activeElement).toBe(count)
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/seats/orders'))).toBe(false)
  })
})

describe('Admin → Schools: granting seats', () => {
  it("shows each school's seats and grants more with a note", async () => {
    const user = userEvent.setup()
    const base: School = { id: 's1', name: 'DAV Public School', code: 'HCDX7F', createdAt: '2026-03-01T00:00:00.000Z', counsellors: [], classCount: 1, studentCount: 40, seats: { bought: 0, granted: 0, used: 0, left: 0 } }
    let schools = [base]
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(aUser({ id: 'a1', firstName: 'Meena', isAdmin: true })),
      'GET /api/admin/schools': () => json(schools),
      'POST /api/admin/schools/s1/seats': () => {
        schools = [{ ...base, seats: { bought: 0, granted: 40, used: 0, left: 40 } }]
        return json({ message: '40 seats granted. The school has 40 left.', seats: schools[0]!.seats }, 201)
      },
    })
    renderApp('/admin/schools')
    const card = await screen.findByRole('article', { name: 'DAV Public School' })
    expectVisible(within(card).getByText('0 used, 0 left (0 bought, 0 granted)'))
    await user.click(within(card).getByRole('button', { name: 'Grant Seats' }))
    await user.click(within(card).getByRole('button', { name: 'Grant' }))
    expect(fieldDescribedBy(within(card).getByText('Seats must be a whole number from 1 to 1000'))).toBe(within(card).getByLabelText('Seats to grant'))
    expect(fieldDescribedBy(within(card).getByText('Note is required'))).toBe(within(card).getByLabelText('Note'))
    await user.type(within(card).getByLabelText('Seats to grant'), '40')
    await user.type(within(card).getByLabelText('Note'), 'Pilot term')
    await user.click(within(card).getByRole('button', { name: 'Grant' }))
    expectVisible((await findToastRegion()).getByText('40 seats granted. The school has 40 left.'))
    expect(bodyOf(fetchMock, 'POST /api/admin/schools/s1/seats')).toEqual({ seats: 40, note: 'Pilot term' })
    expectVisible(await within(card).findByText('0 used, 40 left (0 bought, 40 granted)'))
  })
})

describe("the instructions on the school's seat", () => {
  const student = aUser({ role: 'student', school: { name: 'DAV Public School', code: 'HCDX7F' } })

  it('says the test is on the seat and that starting uses it, and offers Start', async () => {
    mockApi({
      'GET /api/auth/user': () => json(student),
      'GET /api/grade-access': () => json(aGradeAccess({ 9: { action: 'start', coveredBy: 'seat', seat: 'available' } }, true)),
      'GET /api/pricing': () => json(aPricing()),
    })
    renderApp('/instructions/9')
    expectVisible(
      await screen.findByText(
        "Your school pays for this test: you take it on one of your school's seats. The seat is used as soon as you start, even if you do not finish.",
      ),
    )
    expect(screen.getByRole('link', { name: 'Start Assessment' }).getAttribute('href')).toBe('/test/9')
  })

  it("puts the seat on the home page's grade cards", async () => {
    mockApi({
      'GET /api/auth/user': () => json(student),
      'GET /api/grade-access': () => json(aGradeAccess({ 9: { action: 'start', coveredBy: 'seat', seat: 'available' }, 10: { seat: 'all-used' } }, true)),
      'GET /api/pricing': () => json(aPricing()),
      'GET /api/subscription/status': () => json({ hasSubscription: false, planType: null, expiresAt: null }),
    })
    renderApp('/')
    const nine = await screen.findByRole('link', { name: /Grade 9/ })
    expectVisible(await within(nine).findByText("Free for you: on your school's seat"))
    expectVisible(within(screen.getByRole('link', { name: /Grade 10/ })).getByText("Your school's seats are all used"))
    expect(within(screen.getByRole('link', { name: /Grade 8/ })).queryByText(/seat/)).toBeNull()
  })

  it('says when the seats are all used, beside the price', async () => {
    mockApi({
      'GET /api/auth/user': () => json(student),
      'GET /api/grade-access': () => json(aGradeAccess({ 9: { seat: 'all-used' } }, true)),
      'GET /api/pricing': () => json(aPricing()),
    })
    renderApp('/instructions/9')
    expectVisible(await screen.findByText("Your school's seats are all used: ask your counsellor, or pay for the test yourself."))
    expectVisible(screen.getByRole('button', { name: 'Pay ₹50.00 and Unlock' }))
  })
})
