// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeToast } from '../../../hooks/use-toast'
import { json, mockApi, renderApp, signedOut } from '../../../testing/render-app'
import { findToastRegion } from '../../../testing/toasts'
import { validateNewPassword } from '../../../lib/new-password'
import { expectVisible } from '../../../testing/visible'

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.unstubAllGlobals()
})

describe('validateNewPassword (docs/product.md, Messages)', () => {
  it('checks both fields, then the match, then the length', () => {
    expect(validateNewPassword('', '')?.message).toBe('Please fill in both password fields')
    expect(validateNewPassword('secret1', '')?.message).toBe('Please fill in both password fields')
    expect(validateNewPassword('abc', 'abd')?.message).toBe('Passwords do not match')
    expect(validateNewPassword('abc', 'abc')?.message).toBe('Password must be at least 6 characters long')
    expect(validateNewPassword('secret', 'secret')).toBeNull()
  })
})

async function openResetForm(path = '/reset-password?token=tok123') {
  const user = userEvent.setup()
  renderApp(path)
  expectVisible(await screen.findByRole('heading', { level: 1, name: 'Reset Password' }))
  // The form shows once the server has said the link can be used.
  await screen.findByLabelText('New Password')
  return user
}

const usable = () => json({ usable: true })

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  if (password) await user.type(screen.getByLabelText('New Password'), password)
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Reset Password' }))
}

describe('reset password page', () => {
  it.each([
    ['', '', 'Please fill in both password fields'],
    ['secret1', 'secret2', 'Passwords do not match'],
    ['abc', 'abc', 'Password must be at least 6 characters long'],
  ])('with %j and %j says %j and calls nothing', async (password, confirm, message) => {
    const fetchMock = mockApi({ 'GET /api/auth/user': signedOut, 'POST /api/reset-links/check': usable })
    const user = await openResetForm()
    await submit(user, password, confirm)
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText(message))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('sends the token and shows the success screen with Go to Login', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/reset-links/check': usable,
      'POST /api/auth/reset-password': () => json({ message: 'Password updated' }),
    })
    const user = await openResetForm()
    await submit(user, 'secret1', 'secret1')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' }))
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/?showAuth=true')
    const [, init] = fetchMock.mock.calls[2] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({ token: 'tok123', newPassword: 'secret1' })
  })

  it('treats a rejected token as a failure', async () => {
    mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/reset-links/check': usable,
      'POST /api/auth/reset-password': () => json({ message: 'This link has expired.' }, 400),
    })
    const user = await openResetForm()
    await submit(user, 'secret1', 'secret1')
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Failed to reset password. The link may be expired or invalid.'))
    expect(screen.queryByRole('heading', { name: 'Password Reset Successful' })).toBeNull()
  })

  it('a used or expired link says so as the page opens, with no form, and offers a new link', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/user': signedOut, 'POST /api/reset-links/check': () => json({ usable: false }) })
    renderApp('/reset-password?token=used-token')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Reset Link Used or Expired' }))
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toBe(
      'This password reset link has already been used or has expired: each link works once, for a limited time. Ask for a new one and open the newest e-mail.',
    )
    expect(screen.queryByLabelText('New Password')).toBeNull()
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/forgot-password')
    // The token goes in the body, never in an address.
    const check = fetchMock.mock.calls.find(([url]) => String(url) === '/api/reset-links/check')
    expect(JSON.parse(String(check?.[1]?.body))).toEqual({ token: 'used-token' })
  })

  it('shows the form when the check itself fails (offline, too many tries): the reset then says what is wrong', async () => {
    mockApi({ 'GET /api/auth/user': signedOut, 'POST /api/reset-links/check': () => json({ message: 'Too many attempts.' }, 429) })
    renderApp('/reset-password?token=tok123')
    expect(await screen.findByLabelText('New Password')).toHaveProperty('disabled', false)
  })

  it("without a token shows 'Invalid Reset Link' with a way to ask for a new one", async () => {
    mockApi({ 'GET /api/auth/user': signedOut })
    renderApp('/reset-password')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' }))
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/forgot-password')
  })
})
