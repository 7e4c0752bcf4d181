// @vitest-environment happy-dom
// The counsellor's live view of a class: each student not started, on question N of the test, finished, and gone
// quiet, in words and shapes (not colour alone); asked again every few seconds while on screen.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LIVE_PROGRESS_REFRESH_SECONDS } from '../../../shared/schools'
import { removeToast } from '../../hooks/use-toast'
import { json, mockApi, renderApp } from '../../testing/render-app'
import { aLive, CLASS_ID, COUNSELLOR } from '../../testing/schools'
import { expectVisible } from '../../testing/visible'

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const LIVE_URL = `GET /api/school/classes/${CLASS_ID}/live`
const liveCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input, init = {}]) => `${init.method ?? 'GET'} ${String(input)}` === LIVE_URL).length

describe('the live view of a class', () => {
  it('says where each student is in words, who has gone quiet, and the counts', async () => {
    mockApi({ 'GET /api/auth/user': () => json(COUNSELLOR), [LIVE_URL]: () => json(aLive()) })
    renderApp(`/school/classes/${CLASS_ID}/live`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Live Progress' }, { timeout: 5000 }))
    expect(document.title).toContain('Live Progress: Class 9 A')
    const state = (name: string) => within(screen.getByRole('article', { name })).getByTestId('live-state').textContent
    expect(state('Asha Verma')).toBe('Not started')
    expect(state('Bela Rao')).toBe('On question 12 of 30')
    expectVisible(within(screen.getByRole('article', { name: 'Bela Rao' })).getByText('11 answered · last save under a minute ago'))
    expect(state('Chetan')).toBe('On question 4 of 30')
    const chetan = screen.getByRole('article', { name: 'Chetan' })
    expectVisible(within(chetan).getByText('Gone quiet'))
    expectVisible(within(chetan).getByText('3 answered · last save 5 minutes ago'))
    expect(within(screen.getByRole('article', { name: 'Bela Rao' })).queryByText('Gone quiet')).toBeNull()
    expect(state('Dia')).toBe('Finished')

    const summary = screen.getByRole('region', { name: 'The Class Now' })
    const count = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent
    expect([count('Not started'), count('On the test'), count('Gone quiet'), count('Finished')]).toEqual(['1', '1', '1', '1'])
    expect(within(summary).getByRole('status').textContent).toBe('Gone quiet: Chetan.')
    expectVisible(screen.getByText(/no answer saved for 3 minutes/))
    // The window can be closed from here at the end of the period.
    expect(within(screen.getByRole('region', { name: 'Test Window' })).getByRole('button', { name: 'Close Test Window' })).toHaveProperty('disabled', false)
    expect(screen.getByRole('link', { name: 'Class 9 A' }).getAttribute('href')).toBe(`/school/classes/${CLASS_ID}`)
  })

  it(`asks again every ${LIVE_PROGRESS_REFRESH_SECONDS} seconds and shows the new state`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let view = aLive()
    const fetchMock = mockApi({ 'GET /api/auth/user': () => json(COUNSELLOR), [LIVE_URL]: () => json(view) })
    renderApp(`/school/classes/${CLASS_ID}/live`)
    await screen.findByRole('article', { name: 'Asha Verma' }, { timeout: 5000 })
    const before = liveCalls(fetchMock)
    view = aLive({
      asOf: '2026-03-05T10:20:05.000Z',
      students: view.students.map((s) => (s.id === 'u1' ? { ...s, state: 'on-question', question: 1, questionCount: 30, answered: 0, lastSavedAt: '2026-03-05T10:20:03.000Z' } : s)),
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_PROGRESS_REFRESH_SECONDS * 1000)
    })
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Asha Verma' })).getByTestId('live-state').textContent).toBe('On question 1 of 30'))
    expect(liveCalls(fetchMock)).toBe(before + 1)
  })

  it('keeps the last view and says so when a refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let fail = false
    mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      [LIVE_URL]: () => (fail ? json({ message: 'The database is unreachable.' }, 503) : json(aLive())),
    })
    renderApp(`/school/classes/${CLASS_ID}/live`)
    await screen.findByRole('article', { name: 'Asha Verma' }, { timeout: 5000 })
    fail = true
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_PROGRESS_REFRESH_SECONDS * 1000)
    })
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not refresh\. The database is unreachable\. Showing the class as it was at \d/)
    expectVisible(screen.getByRole('article', { name: 'Bela Rao' }))
  })

  it('says the server’s answer for a class not found', async () => {
    mockApi({ 'GET /api/auth/user': () => json(COUNSELLOR), [LIVE_URL]: () => json({ message: 'That class was not found.', code: 'NOT_FOUND' }, 404) })
    renderApp(`/school/classes/${CLASS_ID}/live`)
    expectVisible(await screen.findByText('That class was not found.', undefined, { timeout: 5000 }))
  })
})
