// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeToast } from '../../hooks/use-toast'
import { aGradeAccess, aPricing, aUser, json, mockApi, renderApp } from '../../testing/render-app'
import { findToastRegion } from '../../testing/toasts'
import { expectVisible } from '../../testing/visible'

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.unstubAllGlobals()
})

const ADMIN = aUser({ isAdmin: true })

/** A server whose payment setting the toggle really changes; real payment keys unless `mockMode`. */
function settingsApi(initial: boolean, pricing = aPricing({ mockMode: false })) {
  let enabled = initial
  const fetchMock = mockApi({
    'GET /api/auth/user': () => json(ADMIN),
    'GET /api/system/payment-settings': () => json({ paymentsEnabled: enabled }),
    'GET /api/pricing': () => json(pricing),
    'POST /api/admin/toggle-payments': (init) => {
      enabled = (JSON.parse(String(init.body)) as { enabled: boolean }).enabled
      return json({
        message: enabled ? 'Payment system enabled. Each grade test now costs ₹50.00.' : 'Payment system disabled. All tests are now free.',
        paymentsEnabled: enabled,
      })
    },
  })
  return fetchMock
}

const status = (label: string) => screen.getByText(label).nextElementSibling?.textContent
/** The paragraphs under 'Impact': what payments mean now, then what the switch would change. */
const impact = () => [...(screen.getByText('Impact').parentElement?.querySelectorAll('p') ?? [])].map((p) => p.textContent)

describe('/admin/settings', () => {
  it("sends a non-admin home with 'Access Denied'", async () => {
    mockApi({ 'GET /api/auth/user': () => json(aUser()), 'GET /api/grade-access': () => json(aGradeAccess()) })
    const { router } = renderApp('/admin/settings')
    const toasts = await findToastRegion()
    expect((await toasts.findByText('Access Denied')).nextElementSibling?.textContent).toBe('Admin access required')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('shows the state, the impact and the warning', async () => {
    settingsApi(true)
    renderApp('/admin/settings')
    const toggle = await screen.findByRole('switch', { name: 'Require payment for grade tests' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('System Settings')
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(status('Status')).toBe('Enabled')
    expect(status('Payment Gateway')).toBe('Active')
    expect(status('Test Access')).toBe('Payment Required')
    expect(impact()).toEqual([
      'Payments are on: users pay ₹50.00 per grade test, and the payment gateway is active.',
      'Disabling payments makes every grade test free.',
    ])
    expect(screen.getByText(/this change affects all users immediately/).textContent).toBe('Warning: this change affects all users immediately.')
    expect(screen.getByRole('button', { name: 'Disable Payments' }).hasAttribute('disabled')).toBe(false)
    expect(screen.getByRole('link', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin')
  })

  it('says mock mode when the server has no gateway keys, at the price it charges, and points to the steps for real keys', async () => {
    settingsApi(true, aPricing({ gradeTest: 7500, mockMode: true }))
    renderApp('/admin/settings')
    await screen.findByRole('switch', { name: 'Require payment for grade tests' })
    expect(status('Payment Gateway')).toBe('Mock mode')
    expect(screen.queryByText('Active')).toBeNull()
    expect(screen.getByText('Require payment for grade tests').nextElementSibling?.textContent).toBe('Students pay ₹75.00 for each grade test while this is on.')
    expect(impact()[0]).toBe('Payments are on in mock mode: each grade test is priced at ₹75.00, and a purchase is recorded at once without charging anything.')
    const mock = screen.getByRole('region', { name: 'Mock mode: no payment gateway keys' })
    expect(mock.querySelector('p')?.textContent?.replace(/\s+/g, ' ')).toBe(
      "This server was started without Razorpay keys, so no money is taken. Real payments need the Razorpay API keys (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET) and a restart; the README's section “Switching to real Razorpay payments” gives every step, the webhook included.",
    )
  })

  it('switches payments off with the switch and on with the button, refreshing the settings each time', async () => {
    const fetchMock = settingsApi(true)
    const user = userEvent.setup()
    renderApp('/admin/settings')
    const toggle = await screen.findByRole('switch', { name: 'Require payment for grade tests' })
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false))

    await user.click(toggle)
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Payment system disabled. All tests are now free.'))
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(status('Status')).toBe('Disabled')
    expect(status('Payment Gateway')).toBe('Inactive')
    expect(status('Test Access')).toBe('Free Access')
    expect(impact()).toEqual(['Payments are off: all tests are free, and no payment is asked for.', 'Enabling payments makes each grade test cost ₹50.00, paid through the payment gateway.'])

    await user.click(screen.getByRole('button', { name: 'Enable Payments' }))
    expectVisible(await toasts.findByText('Payment system enabled. Each grade test now costs ₹50.00.'))
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(status('Status')).toBe('Enabled')
    expect(screen.queryByRole('button', { name: 'Enable Payments' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Disable Payments' }).hasAttribute('disabled')).toBe(false)

    const posts = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/admin/toggle-payments')
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ enabled: false }, { enabled: true }])
    const reads = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/system/payment-settings')
    expect(reads).toHaveLength(3)
  })

  it("shows the server's message when the toggle fails, or 'Failed to toggle payment system'", async () => {
    let answer: () => Response = () => json({ message: 'Admin access required' }, 403)
    mockApi({
      'GET /api/auth/user': () => json(ADMIN),
      'GET /api/system/payment-settings': () => json({ paymentsEnabled: false }),
      'GET /api/pricing': () => json(aPricing({ mockMode: false })),
      'POST /api/admin/toggle-payments': () => answer(),
    })
    const user = userEvent.setup()
    renderApp('/admin/settings')
    const button = await screen.findByRole('button', { name: 'Enable Payments' })
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    await user.click(button)
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Admin access required'))

    answer = () => {
      throw new TypeError('Failed to fetch')
    }
    await user.click(screen.getByRole('button', { name: 'Enable Payments' }))
    expectVisible(await toasts.findByText('Failed to toggle payment system'))
    expect(status('Status')).toBe('Disabled')
  })
})
