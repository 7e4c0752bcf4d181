// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeToast } from '../../hooks/use-toast'
import { aUser, json, mockApi, renderApp } from '../../testing/render-app'
import { findToastRegion } from '../../testing/toasts'
import { expectVisible } from '../../testing/visible'

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
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'My Profile' }))
    expectVisible(screen.getByText('Not provided'))
    expectVisible(screen.getByText('Administrator'))
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
    expectVisible(await (await findToastRegion()).findByText(message))
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
    expectVisible(await (await findToastRegion()).findByText('Current password is incorrect'))

    answer = json({ message: 'Password changed' })
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    expectVisible(await (await findToastRegion()).findByText('Password Changed'))
    expect((screen.getByLabelText('Current Password') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('New Password') as HTMLInputElement).value).toBe('')
  })

  it('names the school board, and sends only a board the server knows', async () => {
    const calls: unknown[] = []
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/purchases': () => json([]),
      'PUT /api/account/board': (init) => {
        const body = JSON.parse(String(init.body)) as { board: string }
        calls.push(body)
        return json(aUser({ board: body.board as 'icse' }))
      },
    })
    const user = userEvent.setup()
    renderApp('/profile')
    const board = await screen.findByLabelText('School board')
    expect((board as HTMLSelectElement).value).toBe('')
    expect((screen.getByRole('button', { name: 'Save Board' }) as HTMLButtonElement).disabled).toBe(true)
    await user.selectOptions(board, 'icse')
    await user.click(screen.getByRole('button', { name: 'Save Board' }))
    expectVisible(await (await findToastRegion()).findByText('Your next test follows the ICSE / ISC syllabus.'))
    expect(calls).toEqual([{ board: 'icse' }])
    expect((screen.getByLabelText('School board') as HTMLSelectElement).value).toBe('icse')
  })

  it("shows a class's board instead of a choice", async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser({ board: 'state', schoolClass: { name: '9 B', grade: 9, board: 'state' } })),
      'GET /api/purchases': () => json([]),
      'GET /api/account/class': () => json(null),
    })
    renderApp('/profile')
    expectVisible(await screen.findByText(/the board of your class 9 B/))
    expect(screen.queryByLabelText('School board')).toBeNull()
  })
})
