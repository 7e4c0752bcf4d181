// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeToast } from '../../hooks/use-toast'
import { aUser, json, mockApi, renderApp } from '../../testing/render-app'
import { findToastRegion } from '../../testing/toasts'

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.unstubAllGlobals()
})

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  if (current) await user.type(screen.getByLabelText('Current Password'), current)
  if (next) await user.type(screen.getByLabelText('New Password'), next)
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Change Password' }))
}

describe('profile', () => {
  it("shows the account, with 'Not provided' for an empty last name and the admin badge", async () => {
    mockApi({ 'GET /api/auth/user': () => json(aUser({ lastName: null, isAdmin: true })), 'GET /api/purchases': () => json([]) })
    renderApp('/profile')
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeDefined()
    expect(screen.getByText('Not provided')).toBeDefined()
    expect(screen.getByText('Administrator')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Admin Panel' }).getAttribute('href')).toBe('/admin')
  })

  it.each([
    ['', 'secret1', 'secret1', 'Please fill in all password fields'],
    ['old-pass', 'secret1', 'secret2', 'New passwords do not match'],
    ['old-pass', 'abc', 'abc', 'New password must be at least 6 characters long'],
  ])('validates the change-password form (%j, %j, %j)', async (current, next, confirm, message) => {
    const fetchMock = mockApi({ 'GET /api/auth/user': () => json(aUser()), 'GET /api/purchases': () => json([]) })
    const user = userEvent.setup()
    renderApp('/profile')
    await screen.findByRole('heading', { level: 1, name: 'My Profile' })
    await fill(user, current, next, confirm)
    expect(await (await findToastRegion()).findByText(message)).toBeDefined()
    // Only the loads: the form refused before any change-password call.
    expect(fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`).filter((c) => !c.startsWith('GET'))).toEqual([])
  })

  it("shows the server's message on failure and clears the fields on success", async () => {
    let answer = json({ message: 'Current password is incorrect' }, 400)
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/purchases': () => json([]),
      'POST /api/auth/change-password': () => answer,
    })
    const user = userEvent.setup()
    renderApp('/profile')
    await screen.findByRole('heading', { level: 1, name: 'My Profile' })
    await fill(user, 'wrong-pass', 'secret1', 'secret1')
    expect(await (await findToastRegion()).findByText('Current password is incorrect')).toBeDefined()

    answer = json({ message: 'Password changed' })
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    expect(await (await findToastRegion()).findByText('Password Changed')).toBeDefined()
    expect((screen.getByLabelText('Current Password') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('New Password') as HTMLInputElement).value).toBe('')
  })
})
