// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { removeToast } from '../../hooks/use-toast'
import { aUser, json, mockApi, renderApp } from '../../testing/render-app'
import { findToastRegion } from '../../testing/toasts'
import { expectVisible } from '../../testing/visible'

const WRONG_PASSWORD = 'That password is not correct, so nothing was deleted.'
const DELETED = 'Your account and all its data have been deleted.'

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>
let clicked: HTMLAnchorElement[]

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
  // The download link is clicked by code; record it instead of letting happy-dom follow a blob: address.
  clicked = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this)
  })
})

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

async function openProfile() {
  const user = userEvent.setup()
  renderApp('/profile')
  expectVisible(await screen.findByRole('heading', { level: 2, name: 'Your Data' }))
  return user
}

async function openDeleteDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete My Account' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Account?' })
  return within(dialog)
}

describe('profile: your data', () => {
  it('downloads the export as disha-my-data.json and says so', async () => {
    const exported = { user: aUser(), tests: [], attempts: [], counsellingRequests: [] }
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/account/export': () => json(exported),
    })
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:disha-test')
    const user = await openProfile()

    await user.click(screen.getByRole('button', { name: 'Download My Data' }))
    expectVisible(await (await findToastRegion()).findByText('Data Downloaded'))

    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/account/export')
    expect(call?.[1]).toMatchObject({ method: 'GET', credentials: 'include' })
    expect(clicked).toHaveLength(1)
    expect(clicked[0]?.download).toBe('disha-my-data.json')
    expect(clicked[0]?.getAttribute('href')).toBe('blob:disha-test')
    expect(clicked[0]?.isConnected).toBe(false)
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob
    expect(JSON.parse(await blob.text())).toEqual(exported)
  })

  it('shows the server message when the download fails', async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/account/export': () => json({ message: 'Too many downloads. Please wait a minute.' }, 429),
    })
    const user = await openProfile()
    await user.click(screen.getByRole('button', { name: 'Download My Data' }))
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Download Failed'))
    expectVisible(toasts.getByText('Too many downloads. Please wait a minute.'))
    expect(clicked).toHaveLength(0)
  })

  it('asks for the password, keeps the dialog open on a wrong one, and goes home after deleting', async () => {
    let answer = json({ code: 'BAD_REQUEST', message: WRONG_PASSWORD }, 400)
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'DELETE /api/account': () => answer,
    })
    const user = await openProfile()
    let dialog = await openDeleteDialog(user)
    expectVisible(dialog.getByText(/cannot be undone/i))
    const password = dialog.getByLabelText('Password')
    expect(document.activeElement).toBe(password)

    // Empty: refused here, nothing sent.
    await user.click(dialog.getByRole('button', { name: 'Delete Permanently' }))
    expect(dialog.getByRole('alert').textContent).toBe('Please enter your password to confirm.')
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)

    // Wrong: the server's sentence, in the dialog, which stays open.
    await user.type(password, 'not-my-password')
    await user.click(dialog.getByRole('button', { name: 'Delete Permanently' }))
    expect((await dialog.findByRole('alert')).textContent).toBe(WRONG_PASSWORD)
    expectVisible(screen.getByRole('alertdialog', { name: 'Delete Account?' }))
    expect(assign).not.toHaveBeenCalled()
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ password: 'not-my-password' })

    // Cancel closes it and forgets what was typed.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    dialog = await openDeleteDialog(user)
    expect((dialog.getByLabelText('Password') as HTMLInputElement).value).toBe('')
    expect(dialog.queryByRole('alert')).toBeNull()

    // Right: the server's message as a toast, then a full load of the landing page.
    answer = json({ message: DELETED })
    await user.type(dialog.getByLabelText('Password'), 'my-password')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
    expectVisible(await (await findToastRegion()).findByText(DELETED))
  })
})
