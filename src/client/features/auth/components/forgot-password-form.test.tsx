// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeToast } from '../../../hooks/use-toast'
import { json, mockApi, renderApp, signedOut } from '../../../testing/render-app'
import { findToastRegion } from '../../../testing/toasts'
import { expectVisible } from '../../../testing/visible'

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.unstubAllGlobals()
})

describe('forgot password page', () => {
  it('asks for the e-mail address first', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/user': signedOut })
    const user = userEvent.setup()
    renderApp('/forgot-password')
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }))
    expectVisible(await (await findToastRegion()).findByText('Please enter your email address'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("confirms neutrally, and 'Try Again' returns to the form", async () => {
    mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/forgot-password': () => json({ message: 'If the account exists, we sent a link.' }),
    })
    const user = userEvent.setup()
    renderApp('/forgot-password')
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))

    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' }))
    expectVisible(await (await findToastRegion()).findByText('Reset Link Sent'))
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/?showAuth=true')

    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forgot Password')
  })

  it('says so when the request fails', async () => {
    mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/auth/forgot-password': () => json({ message: 'Too many requests' }, 429),
    })
    const user = userEvent.setup()
    renderApp('/forgot-password')
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expectVisible(await (await findToastRegion()).findByText('Failed to send reset link. Please try again.'))
  })
})
