// @vitest-environment happy-dom
// Paying: the grade payment button on the instructions page, the pricing page's plans, and the profile's purchases,
// in mock mode and through a stand-in for Razorpay's checkout.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PurchaseRecord } from '../../../shared/schemas/payments'
import { removeToast } from '../../hooks/use-toast'
import { aGradeAccess, aPricing, aUser, json, mockApi, renderApp } from '../../testing/render-app'
import { findToastRegion } from '../../testing/toasts'
import { expectVisible } from '../../testing/visible'

const PRICING = aPricing()
const CHECKOUT_SCRIPT = 'script[src="https://checkout.razorpay.com/v1/checkout.js"]'
const NO_PLAN = { hasSubscription: false, planType: null, expiresAt: null }
const REAL_ORDER = { mockMode: false, keyId: 'rzp_test_key', amount: 5000, currency: 'INR', orderId: 'order_ABC123' }
const SIGNED = { razorpay_order_id: 'order_ABC123', razorpay_payment_id: 'pay_XYZ789', razorpay_signature: 'a'.repeat(64) }

/** A stand-in for checkout.js's window.Razorpay: records its options; the test pays or closes it. */
let opened: { options: Record<string, unknown> & { handler: (r: typeof SIGNED) => void; modal: { ondismiss: () => void } } }[] = []
class FakeCheckout {
  constructor(readonly options: (typeof opened)[number]['options']) {}
  open() {
    opened.push({ options: this.options })
  }
}

beforeEach(() => {
  opened = []
})
afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.unstubAllGlobals()
  delete window.Razorpay
})

const calls = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.filter(([input, init = {}]) => `${init.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}` === key)

function gradeApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  let purchased = false
  const fetchMock = mockApi({
    'GET /api/auth/user': () => json(aUser()),
    'GET /api/grade-access': () => json(aGradeAccess(purchased ? { 9: { action: 'start', coveredBy: 'grade' } } : {}, true)),
    'GET /api/pricing': () => json(PRICING),
    'GET /api/subscription/status': () => json(NO_PLAN),
    'GET /api/purchases': () => json([]),
    'POST /api/payment/create-order': () => {
      purchased = true
      return json({ mockMode: true, keyId: '', amount: 5000, currency: 'INR', orderId: 'order_mock_1' })
    },
    ...overrides,
  })
  return { fetchMock, markPurchased: () => (purchased = true) }
}

describe('grade payment button', () => {
  it('mock mode: Processing..., then the development-mode success and Start Assessment', async () => {
    const { fetchMock } = gradeApi()
    const user = userEvent.setup()
    renderApp('/instructions/9')
    await user.click(await screen.findByRole('button', { name: 'Pay ₹50.00 and Unlock' }))
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Payment Successful (Development Mode)'))
    expectVisible(toasts.getByText('You can now start your assessment!'))
    expect((await screen.findByRole('link', { name: 'Start Assessment' })).getAttribute('href')).toBe('/test/9')
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
    const [order] = calls(fetchMock, 'POST /api/payment/create-order')
    expect(JSON.parse(String(order?.[1]?.body))).toEqual({ grade: 9 })
    // Mock mode opens no checkout, so its script is never asked for.
    expect(document.querySelector(CHECKOUT_SCRIPT)).toBeNull()
  })

  it('real mode: opens the checkout with the order, description, placeholder prefill and blue theme; verifies on payment', async () => {
    window.Razorpay = FakeCheckout as unknown as typeof window.Razorpay
    let verified = false
    const { fetchMock, markPurchased } = gradeApi({
      'POST /api/payment/create-order': () => json(REAL_ORDER),
      'POST /api/payment/verify': () => {
        verified = true
        markPurchased()
        return json({ success: true })
      },
    })
    const user = userEvent.setup()
    renderApp('/instructions/9')
    await user.click(await screen.findByRole('button', { name: 'Pay ₹50.00 and Unlock' }))
    await waitFor(() => expect(opened).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Processing...' }).hasAttribute('disabled')).toBe(true)
    const { options } = opened[0] as (typeof opened)[number]
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 5000,
      currency: 'INR',
      order_id: 'order_ABC123',
      description: 'Grade 9 Career Assessment',
      prefill: { name: 'Student', email: 'student@example.com' },
      theme: { color: '#1d4ed8' },
    })
    act(() => options.handler(SIGNED))
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Payment Successful'))
    expect(verified).toBe(true)
    expect(JSON.parse(String(calls(fetchMock, 'POST /api/payment/verify')[0]?.[1]?.body))).toEqual(SIGNED)
    expect((await screen.findByRole('link', { name: 'Start Assessment' })).getAttribute('href')).toBe('/test/9')
  })

  it('closing the checkout returns the button to idle; a failed verification says to contact support', async () => {
    window.Razorpay = FakeCheckout as unknown as typeof window.Razorpay
    gradeApi({
      'POST /api/payment/create-order': () => json(REAL_ORDER),
      'POST /api/payment/verify': () => json({ message: 'This payment could not be verified.' }, 400),
    })
    const user = userEvent.setup()
    renderApp('/instructions/9')
    await user.click(await screen.findByRole('button', { name: 'Pay ₹50.00 and Unlock' }))
    await waitFor(() => expect(opened).toHaveLength(1))
    act(() => opened[0]?.options.modal.ondismiss())
    const idle = await screen.findByRole('button', { name: 'Pay ₹50.00 and Unlock' })
    expect(idle.hasAttribute('disabled')).toBe(false)

    await user.click(idle)
    await waitFor(() => expect(opened).toHaveLength(2))
    act(() => opened[1]?.options.handler(SIGNED))
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Payment Verification Failed'))
    expectVisible(toasts.getByText('Please contact support if money was deducted.'))
    expect(screen.queryByRole('link', { name: 'Start Assessment' })).toBeNull()
  })

  it("an order failure says 'Payment Error'; a checkout script that cannot load says 'Payment Gateway Error'", async () => {
    let fail = true
    gradeApi({
      'POST /api/payment/create-order': () => (fail ? json({ message: 'Something went wrong on our side.' }, 500) : json(REAL_ORDER)),
    })
    const user = userEvent.setup()
    renderApp('/instructions/9')
    await user.click(await screen.findByRole('button', { name: 'Pay ₹50.00 and Unlock' }))
    let toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Payment Error'))
    expectVisible(toasts.getByText('Failed to initiate payment. Please try again.'))

    fail = false
    await user.click(await screen.findByRole('button', { name: 'Pay ₹50.00 and Unlock' }))
    toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Payment Gateway Error', {}, { timeout: 5000 }))
    expectVisible(toasts.getByText('Payment system is loading. Please try again in a moment.'))
    const script = document.querySelector(CHECKOUT_SCRIPT)
    expect(script).toBeNull() // removed after the failure, so the next try loads it afresh
  })
})

describe('pricing page', () => {
  function pricingApi(overrides: Parameters<typeof mockApi>[0] = {}) {
    return mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/grade-access': () => json(aGradeAccess({}, true)),
      'GET /api/pricing': () => json(PRICING),
      'GET /api/subscription/status': () => json(NO_PLAN),
      ...overrides,
    })
  }

  it('shows the three ways to pay side by side, at the prices the server charges, with what each gives; no checkout script in mock mode', async () => {
    pricingApi({ 'GET /api/pricing': () => json(aPricing({ gradeTest: 7500 })) })
    renderApp('/pricing')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' }))
    const regions = await screen.findAllByRole('region')
    expect(regions.map((r) => r.getAttribute('aria-labelledby'))).toEqual(['plan-grade-test-title', 'plan-basic-title', 'plan-premium-title'])
    const single = within(screen.getByRole('region', { name: 'Single grade test' }))
    expectVisible(single.getByText('₹75.00'))
    expect(single.getByRole('link', { name: 'Choose a Grade' }).getAttribute('href')).toBe('/')
    const basic = within(screen.getByRole('region', { name: 'Basic' }))
    expectVisible(basic.getByText('₹99.00'))
    for (const f of PRICING.basic.features) expectVisible(basic.getByText(f))
    const premium = within(screen.getByRole('region', { name: 'Premium' }))
    expectVisible(premium.getByText('₹499.00'))
    expectVisible(premium.getByText('/year'))
    for (const f of PRICING.premium.features) expectVisible(premium.getByText(f))
    // Only what the product gives.
    expect(screen.queryByText(/personality analysis|Priority support|Advanced career insights/)).toBeNull()
    expect(screen.queryByRole('status', { name: /active/ })).toBeNull()
    expectVisible(screen.getByText(/test mode: a purchase is recorded at once and nothing is charged/))
    expect(document.querySelector(CHECKOUT_SCRIPT)).toBeNull()
  })

  it('Choose Plan → order → checkout → verify → home; a banner names the active plan', async () => {
    window.Razorpay = FakeCheckout as unknown as typeof window.Razorpay
    const fetchMock = pricingApi({
      'POST /api/payment/create-order': () => json({ ...REAL_ORDER, amount: 49900 }),
      'POST /api/payment/verify': () => json({ success: true }),
      'GET /api/pricing': () => json(aPricing({ mockMode: false })),
    })
    const user = userEvent.setup()
    const { router } = renderApp('/pricing')
    const premium = within(await screen.findByRole('region', { name: 'Premium' }))
    await user.click(premium.getByRole('button', { name: 'Choose Plan' }))
    await waitFor(() => expect(opened).toHaveLength(1))
    expect(opened[0]?.options).toMatchObject({ amount: 49900, description: 'Disha Premium Plan', theme: { color: '#1d4ed8' } })
    expect(JSON.parse(String(calls(fetchMock, 'POST /api/payment/create-order')[0]?.[1]?.body))).toEqual({ planType: 'premium' })
    act(() => opened[0]?.options.handler(SIGNED))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expectVisible(await (await findToastRegion()).findByText('Your Premium plan is active.'))
  })

  it('says so when the order or the verification fails, in the plan words', async () => {
    window.Razorpay = FakeCheckout as unknown as typeof window.Razorpay
    let orderFails = true
    pricingApi({
      'GET /api/pricing': () => json(aPricing({ mockMode: false })),
      'POST /api/payment/create-order': () => (orderFails ? json({ message: 'nope' }, 500) : json(REAL_ORDER)),
      'POST /api/payment/verify': () => json({ message: 'bad signature' }, 400),
    })
    const user = userEvent.setup()
    renderApp('/pricing')
    const basic = within(await screen.findByRole('region', { name: 'Basic' }))
    await user.click(basic.getByRole('button', { name: 'Choose Plan' }))
    let toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Failed to create payment order. Please try again.'))
    orderFails = false
    await user.click(basic.getByRole('button', { name: 'Choose Plan' }))
    await waitFor(() => expect(opened).toHaveLength(1))
    act(() => opened[0]?.options.handler(SIGNED))
    toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Payment Verification Failed'))
    expectVisible(toasts.getByText('Payment verification failed. Please contact support.'))
  })

  it('marks an active premium plan as held: its card is the current plan, Basic and the single test are included', async () => {
    pricingApi({ 'GET /api/subscription/status': () => json({ hasSubscription: true, planType: 'premium', expiresAt: '2027-03-05T10:00:00.000Z' }) })
    renderApp('/pricing')
    expectVisible(await screen.findByText('You have an active Premium plan until 5 Mar 2027.'))
    const premium = within(screen.getByRole('region', { name: 'Premium' }))
    expect(premium.getByRole('button', { name: 'Current Plan' }).hasAttribute('disabled')).toBe(true)
    expectVisible(premium.getByText('Your plan until 5 Mar 2027.'))
    const basic = within(screen.getByRole('region', { name: 'Basic' }))
    expect(basic.getByRole('button', { name: 'Included in Premium' }).hasAttribute('disabled')).toBe(true)
    expect(basic.queryByRole('button', { name: 'Choose Plan' })).toBeNull()
    const single = within(screen.getByRole('region', { name: 'Single grade test' }))
    expectVisible(single.getByText('Every grade is included in your Premium plan.'))
    expect(single.queryByRole('link')).toBeNull()
  })

  it('marks an unused basic plan as held and still offers Premium; names the grades bought on their own', async () => {
    pricingApi({
      'GET /api/subscription/status': () => json({ hasSubscription: true, planType: 'basic', expiresAt: null }),
      'GET /api/grade-access': () => json(aGradeAccess({ 8: { action: 'start', coveredBy: 'grade' }, 11: { action: 'start', coveredBy: 'grade' } }, true)),
    })
    renderApp('/pricing')
    const basic = within(await screen.findByRole('region', { name: 'Basic' }))
    expect((await basic.findByRole('button', { name: 'Current Plan' })).hasAttribute('disabled')).toBe(true)
    expect(within(screen.getByRole('region', { name: 'Premium' })).getByRole('button', { name: 'Choose Plan' }).hasAttribute('disabled')).toBe(false)
    expectVisible(await within(screen.getByRole('region', { name: 'Single grade test' })).findByText('You have bought Grades 8 and 11.'))
  })
})

describe('profile purchases', () => {
  it('lists what was bought, when, for how much and its state', async () => {
    const purchases: PurchaseRecord[] = [
      { id: 'p1', description: 'Grade 9 career assessment', createdAt: '2026-03-04T08:15:00.000Z', amount: 5000, currency: 'INR', status: 'paid', method: 'razorpay' },
      { id: 'p2', description: 'Premium plan (1 year)', createdAt: '2026-03-03T08:15:00.000Z', amount: 49900, currency: 'INR', status: 'pending', method: 'razorpay' },
      { id: 'p3', description: 'Grade 8 career assessment (granted by support)', createdAt: '2026-03-02T08:15:00.000Z', amount: 0, currency: 'INR', status: 'granted', method: 'admin' },
    ]
    mockApi({ 'GET /api/auth/user': () => json(aUser()), 'GET /api/purchases': () => json(purchases) })
    renderApp('/profile')
    const section = within(await screen.findByRole('region', { name: 'Purchases' }))
    const items = await section.findAllByRole('listitem')
    expect(items).toHaveLength(3)
    expectVisible(within(items[0] as HTMLElement).getByText('Grade 9 career assessment'))
    expectVisible(within(items[0] as HTMLElement).getByText('4 Mar 2026'))
    expectVisible(within(items[0] as HTMLElement).getByText('₹50.00'))
    expectVisible(within(items[0] as HTMLElement).getByText('Paid'))
    expectVisible(within(items[1] as HTMLElement).getByText('Not paid'))
    expectVisible(within(items[2] as HTMLElement).getByText('Granted by support'))
  })
})
