// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aUser, json, mockApi, renderApp, signedOut } from '../../../testing/render-app'
import { fieldDescribedBy } from '../../../testing/fields'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the confirmation page behind the link mailed to an ADMIN_EMAILS address', () => {
  it('says at once that a used or expired link cannot be used, and offers a new link, without asking for a password', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/user': signedOut, 'POST /api/auth/confirm-email/check': () => json({ usable: false }) })
    renderApp('/confirm-email?token=old')
    await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })
    expect(screen.getByRole('link', { name: 'Get a new link' }).getAttribute('href')).toBe('/forgot-password')
    expect(screen.queryByLabelText(/New Password/)).toBeNull()
    const check = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/confirm-email/check'))
    expect(JSON.parse(String(check?.[1]?.body))).toEqual({ token: 'old' })
  })

  it('checks the password fields in order, then sets the password with the token and opens the admin area', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const fetchMock = mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/confirm-email/check': () => json({ usable: true }),
      'POST /api/auth/confirm-email': () => json(aUser({ isAdmin: true })),
    })
    const user = userEvent.setup()
    renderApp('/confirm-email?token=tok123')
    await screen.findByRole('heading', { level: 1, name: 'Confirm your address' })
    const submit = screen.getByRole('button', { name: 'Set Password and Confirm' })
    await user.click(submit)
    expect(fieldDescribedBy(screen.getByText('Please fill in both password fields'))).toBe(screen.getByLabelText(/^New Password/))
    await user.type(screen.getByLabelText(/^New Password/), 'abc')
    await user.type(screen.getByLabelText('Confirm New Password'), 'abc')
    await user.click(submit)
    expect(fieldDescribedBy(screen.getByText('Password must be at least 6 characters long'))).toBe(screen.getByLabelText(/^New Password/))
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/auth/confirm-email'))).toBe(false)

    await user.clear(screen.getByLabelText(/^New Password/))
    await user.clear(screen.getByLabelText('Confirm New Password'))
    await user.type(screen.getByLabelText(/^New Password/), 'principal-pw')
    await user.type(screen.getByLabelText('Confirm New Password'), 'principal-pw')
    await user.click(submit)
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/admin'))
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/confirm-email'))
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ token: 'tok123', newPassword: 'principal-pw' })
  })

  it('shows the server’s refusal next to the form', async () => {
    mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/confirm-email/check': () => json({ usable: true }),
      'POST /api/auth/confirm-email': () => json({ message: 'This confirmation link is invalid, has been used or has expired.' }, 400),
    })
    const user = userEvent.setup()
    renderApp('/confirm-email?token=tok123')
    await screen.findByRole('heading', { level: 1, name: 'Confirm your address' })
    await user.type(screen.getByLabelText(/^New Password/), 'principal-pw')
    await user.type(screen.getByLabelText('Confirm New Password'), 'principal-pw')
    await user.click(screen.getByRole('button', { name: 'Set Password and Confirm' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/has been used or has expired/)
  })
})

describe('the home page of an account waiting for its admin confirmation', () => {
  it('says to open the mailed link, and says nothing once the account is confirmed', async () => {
    mockApi({ 'GET /api/auth/user': () => json(aUser({ adminConfirmationPending: true })), 'GET /api/tests/history': () => json([]) })
    renderApp('/')
    const notice = await screen.findByRole('heading', { name: 'Check your e-mail to get admin access' })
    expect(notice.closest('section')?.textContent).toMatch(/asha@example.com is on Disha’s admin list/)
    cleanup()
    mockApi({ 'GET /api/auth/user': () => json(aUser()), 'GET /api/tests/history': () => json([]) })
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Discover Your Career Path' })
    expect(screen.queryByRole('heading', { name: 'Check your e-mail to get admin access' })).toBeNull()
  })
})
