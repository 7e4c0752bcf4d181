// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { removeToast } from '../../../hooks/use-toast'
import { aUser, json, mockApi, renderApp, signedOut } from '../../../testing/render-app'
import { findToastRegion } from '../../../testing/toasts'
import { expectVisible } from '../../../testing/visible'

let reload: ReturnType<typeof vi.fn<() => void>>

beforeEach(() => {
  reload = vi.fn<() => void>()
  vi.spyOn(window.location, 'reload').mockImplementation(reload)
})

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** The text a screen reader reads after a field's name: its aria-describedby elements, in order. */
function accessibleDescription(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
}

async function openForm() {
  const user = userEvent.setup()
  renderApp('/')
  await user.click(await screen.findByRole('button', { name: 'Login to Start Assessment' }))
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login')
  return user
}

describe('login / register form', () => {
  it('clears the fields when switching between Login and Create Account', async () => {
    mockApi({ 'GET /api/auth/user': signedOut })
    const user = await openForm()
    await user.type(screen.getByLabelText('Email'), 'asha@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot-password')

    await user.click(screen.getByRole('button', { name: 'Need an account? Create Account' }))

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create Account')
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email')
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('')
    // The names, filled in by the browser as given and family name.
    expect(screen.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name')
    expect(screen.getByLabelText(/Last name/).getAttribute('autocomplete')).toBe('family-name')
    expect(screen.queryByRole('link', { name: 'Forgot Password?' })).toBeNull()

    await user.type(screen.getByLabelText('First name'), 'Asha')
    await user.click(screen.getByRole('button', { name: 'Already have an account? Login' }))
    await user.click(screen.getByRole('button', { name: 'Need an account? Create Account' }))
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('')
  })

  it("says 'First name is required' next to the field when it is blank after trimming, without calling the API", async () => {
    const fetchMock = mockApi({ 'GET /api/auth/user': signedOut })
    const user = await openForm()
    await user.click(screen.getByRole('button', { name: 'Need an account? Create Account' }))
    await user.type(screen.getByLabelText('First name'), '   ')
    await user.type(screen.getByLabelText('Email'), 'asha@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    const firstName = screen.getByLabelText('First name')
    expect(firstName.getAttribute('aria-invalid')).toBe('true')
    expect(accessibleDescription(firstName)).toContain('First name is required')
    expect(document.activeElement).toBe(firstName)
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/user'])
  })

  it('says the password rule under the field before anything is typed', async () => {
    mockApi({ 'GET /api/auth/user': signedOut })
    const user = await openForm()
    expect(screen.queryByText('At least 6 characters.')).toBeNull() // logging in has no rule to meet
    await user.click(screen.getByRole('button', { name: 'Need an account? Create Account' }))
    expect(accessibleDescription(screen.getByLabelText('Password'))).toBe('At least 6 characters.')
  })

  it('checks an empty form in field order: every problem next to its field, focus on the first (First name)', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/user': signedOut })
    const user = await openForm()
    await user.click(screen.getByRole('button', { name: 'Need an account? Create Account' }))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(document.activeElement).toBe(screen.getByLabelText('First name'))
    expect(accessibleDescription(screen.getByLabelText('First name'))).toBe('First name is required')
    expect(accessibleDescription(screen.getByLabelText('Email'))).toBe('Email is required')
    expect(accessibleDescription(screen.getByLabelText('Password'))).toContain('Password is required')
    // A short password is refused on the field, not by a toast after the server refuses it.
    await user.type(screen.getByLabelText('First name'), 'Asha')
    await user.type(screen.getByLabelText('Email'), 'asha@example.com')
    await user.type(screen.getByLabelText('Password'), 'abc')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(document.activeElement).toBe(screen.getByLabelText('Password'))
    expect(accessibleDescription(screen.getByLabelText('Password'))).toContain('Password must be at least 6 characters long')
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/user'])
    expect(screen.queryByRole('region', { name: /Notifications/ })?.textContent ?? '').not.toContain('Error')
  })

  it("puts the server's refusal of a field next to that field (an e-mail already taken)", async () => {
    mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/register': () => json({ message: 'An account with this email already exists.', code: 'EMAIL_TAKEN' }, 409),
    })
    const user = await openForm()
    await user.click(screen.getByRole('button', { name: 'Need an account? Create Account' }))
    await user.type(screen.getByLabelText('First name'), 'Asha')
    await user.type(screen.getByLabelText('Email'), 'asha@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await waitFor(() => expect(accessibleDescription(screen.getByLabelText('Email'))).toBe('An account with this email already exists.'))
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    // The switch to Login stays in view: nothing covers it.
    expect(screen.getByRole('button', { name: 'Already have an account? Login' }).hasAttribute('disabled')).toBe(false)
  })

  it('registers with trimmed names and reloads after the success toast', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/register': () => json(aUser({ lastName: null }), 201),
    })
    const user = await openForm()
    await user.click(screen.getByRole('button', { name: 'Need an account? Create Account' }))
    await user.type(screen.getByLabelText('First name'), '  Asha ')
    await user.type(screen.getByLabelText('Email'), 'asha@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    const toasts = await findToastRegion()
    expect((await toasts.findByText('Registration Successful')).nextElementSibling?.textContent).toBe("Welcome! You're now logged in.")
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'asha@example.com',
      password: 'secret1',
      firstName: 'Asha',
      lastName: null,
      // The language the form was shown in, which the account keeps.
      locale: 'en',
    })
  })

  it("shows 'Login Failed' with the server's message", async () => {
    mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/login': () => json({ message: 'Invalid email or password' }, 401),
    })
    const user = await openForm()
    await user.type(screen.getByLabelText('Email'), 'asha@example.com')
    await user.type(screen.getByLabelText('Password'), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Login' }))

    // In the form, above its button: a toast at the foot of a phone's screen would cover the buttons below.
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Login FailedInvalid email or password')
    expect(reload).not.toHaveBeenCalled()
  })

  it('returns to the marketing view with Back to Info', async () => {
    mockApi({ 'GET /api/auth/user': signedOut })
    const user = await openForm()
    await user.click(screen.getByRole('button', { name: 'Back to Info' }))
    // The form is gone and the landing page's call to action is back.
    expect(screen.queryByRole('heading', { level: 1, name: 'Login' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Login to Start Assessment' }).hasAttribute('disabled')).toBe(false)
  })
})

describe('?showAuth=true', () => {
  it('opens the form directly and removes the query without adding a history entry', async () => {
    mockApi({ 'GET /api/auth/user': signedOut })
    const { router } = renderApp('/?showAuth=true')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Login' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(router.state.location.pathname).toBe('/')
    expect(router.state.historyAction).toBe('REPLACE')
  })
})
