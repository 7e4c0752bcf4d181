// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Attempt } from '../../../shared/schemas/attempts'
import type { Question } from '../../../shared/schemas/questions'
import { removeToast, useToast } from '../../hooks/use-toast'
import { needAreas } from '../../i18n/i18n'
import { createQueryClient } from '../../lib/query-client'
import { aTest, json, mockApi } from '../../testing/render-app'
import { loadSubmitConfirmation } from './components/load-submit-confirmation'
import { attemptStorageKey } from './local-attempt-store'
import { SAVE_DEBOUNCE_MS } from './save-queue'
import { useAttemptRunner } from './use-attempt-runner'
import { anAttempt, ATTEMPT_ID } from '../../testing/attempts'

const SAVE = `PUT /api/attempts/${ATTEMPT_ID}/answers`

const questions: Question[] = [
  { id: 'q1', questionText: 'Which club would you join?', questionType: 'multiple_choice', options: ['Science', 'Drama'], section: 'Interests' },
  { id: 'q2', questionText: 'What comes next: 2, 4, 8, ...?', questionType: 'multiple_choice', options: ['10', '16'], section: 'Logical Reasoning' },
]


/** What the server answers a save: the revision it now holds and its clock. */
const saved = (init: RequestInit) => {
  const body = JSON.parse(String(init.body)) as { revision: number }
  return json({ revision: body.revision, remainingSeconds: 1700, savedAt: '2026-03-05T10:05:00.000Z' })
}
const submitted = () => json(aTest('t1', 10), 201)
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'))

function renderRunner(attempt: Attempt) {
  const onFinished = vi.fn<(testId: string | null) => void>()
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  const view = renderHook(
    () => ({
      runner: useAttemptRunner({ grade: 10, attempt, receivedAt: Date.now(), questions, onFinished }),
      toasts: useToast().toasts,
    }),
    { wrapper },
  )
  const toastTitles = () => view.result.current.toasts.map((toast) => toast.title)
  return { ...view, onFinished, toastTitles }
}

type FetchMock = ReturnType<typeof mockApi>
const bodiesOf = (fetchMock: FetchMock, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown)
const saves = (fetchMock: FetchMock) => bodiesOf(fetchMock, 'PUT', `/api/attempts/${ATTEMPT_ID}/answers`)
const submissions = (fetchMock: FetchMock) => bodiesOf(fetchMock, 'POST', '/api/tests')
const storedCopy = () => JSON.parse(window.localStorage.getItem(attemptStorageKey(ATTEMPT_ID)) ?? 'null') as unknown

/** Lets time pass on the fake clock, with every request and render it sets off. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeAll(() => needAreas(['test']))

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.useRealTimers()
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

describe('useAttemptRunner', () => {
  it('keeps an answer on the device at once and saves the full answers once the debounce is over', async () => {
    const fetchMock = mockApi({ [SAVE]: saved })
    const { result } = renderRunner(anAttempt({ remainingSeconds: 1750 }))
    expect(result.current.runner.saveStatus).toBe('saved')

    act(() => result.current.runner.choose('q1', 'Science'))
    expect(result.current.runner.answers).toEqual({ q1: 'Science' })
    expect(result.current.runner.saveStatus).toBe('saving')
    expect(storedCopy()).toEqual({ answers: { q1: 'Science' }, position: 0, revision: 1 })

    await wait(SAVE_DEBOUNCE_MS - 1)
    expect(saves(fetchMock)).toHaveLength(0)
    await wait(1)
    expect(saves(fetchMock)).toEqual([{ answers: { q1: 'Science' }, position: 0, revision: 1 }])
    expect(result.current.runner.saveStatus).toBe('saved')
    // The server's clock, as the save answered it, is what the countdown counts from now.
    expect(result.current.runner.clock.remainingSeconds).toBe(1700)
  })

  it('retries a save that failed, with every answer given meanwhile, and loses none', async () => {
    let answer: (init: RequestInit) => Response | Promise<Response> = networkDown
    const fetchMock = mockApi({ [SAVE]: (init) => answer(init) })
    const { result } = renderRunner(anAttempt())

    act(() => result.current.runner.choose('q1', 'Drama'))
    await wait(SAVE_DEBOUNCE_MS)
    expect(saves(fetchMock)).toHaveLength(1)
    expect(result.current.runner.saveStatus).toBe('offline')

    answer = saved
    act(() => result.current.runner.next())
    act(() => result.current.runner.choose('q2', '16'))
    expect(result.current.runner.answers).toEqual({ q1: 'Drama', q2: '16' })
    expect(storedCopy()).toEqual({ answers: { q1: 'Drama', q2: '16' }, position: 1, revision: 3 })

    // The first retry waits a second (then 2 s, 4 s ...) and carries everything given since.
    await wait(999)
    expect(saves(fetchMock)).toHaveLength(1)
    await wait(1)
    expect(saves(fetchMock)).toEqual([
      { answers: { q1: 'Drama' }, position: 0, revision: 1 },
      { answers: { q1: 'Drama', q2: '16' }, position: 1, revision: 3 },
    ])
    expect(result.current.runner.saveStatus).toBe('saved')
    expect(result.current.runner.answers).toEqual({ q1: 'Drama', q2: '16' })
  })

  it('submits once when the time runs out, however often the countdown says so', async () => {
    const fetchMock = mockApi({ [SAVE]: saved, 'POST /api/tests': submitted })
    const { result, onFinished, toastTitles } = renderRunner(anAttempt({ answers: { q1: 'Science' }, revision: 2, remainingSeconds: 0 }))

    // The countdown calls expire on each of its ticks at 00:00, a quarter second apart, until the page changes.
    for (let tick = 0; tick < 4; tick += 1) {
      act(() => result.current.runner.expire())
      await wait(250)
    }
    expect(submissions(fetchMock)).toEqual([
      expect.objectContaining({ grade: 10, studentName: 'Asha Rao', answers: { q1: 'Science' }, score: {}, attemptId: ATTEMPT_ID }),
    ])
    expect(toastTitles()).toContain("Time's Up")
    expect(onFinished).toHaveBeenCalledOnce()
    expect(onFinished).toHaveBeenCalledWith('t1')
    expect(storedCopy()).toBeNull()
  })

  it('submits once more when the network returns, if the time ran out while it was down', async () => {
    let answer: () => Response | Promise<Response> = networkDown
    const fetchMock = mockApi({ [SAVE]: saved, 'POST /api/tests': () => answer() })
    const { result, onFinished, toastTitles } = renderRunner(anAttempt({ answers: { q1: 'Science' }, revision: 2, remainingSeconds: 0 }))

    act(() => result.current.runner.expire())
    await wait(250)
    expect(submissions(fetchMock)).toHaveLength(1)
    expect(toastTitles()).toContain('Error')
    expect(result.current.runner.submitting).toBe(false)
    act(() => result.current.runner.expire())
    await wait(250)
    expect(submissions(fetchMock)).toHaveLength(1)

    answer = submitted
    act(() => void window.dispatchEvent(new Event('online')))
    await wait(250)
    expect(submissions(fetchMock)).toHaveLength(2)
    expect(onFinished).toHaveBeenCalledExactlyOnceWith('t1')
  })

  it('submits exactly once on a double click of Finish', async () => {
    const fetchMock = mockApi({ [SAVE]: saved, 'POST /api/tests': submitted })
    const { result, onFinished } = renderRunner(anAttempt({ answers: { q1: 'Science', q2: '16' }, position: 1, revision: 4 }))
    expect(result.current.runner.isLast).toBe(true)

    // Both presses arrive before React renders again: only the synchronous guard can tell them apart.
    const { next } = result.current.runner
    act(() => {
      next()
      next()
    })
    expect(result.current.runner.submitting).toBe(true)
    act(() => result.current.runner.requestSubmit())
    await wait(250)
    expect(submissions(fetchMock)).toHaveLength(1)
    expect(onFinished).toHaveBeenCalledExactlyOnceWith('t1')
  })

  it('asks once before submitting with unanswered questions, and a double click of Submit Now submits once', async () => {
    const fetchMock = mockApi({ [SAVE]: saved, 'POST /api/tests': submitted })
    const { result, onFinished } = renderRunner(anAttempt({ answers: { q1: 'Science' } }))

    const { requestSubmit } = result.current.runner
    act(() => {
      requestSubmit()
      requestSubmit()
    })
    // The confirmation's code arrives once for both presses.
    await act(() => loadSubmitConfirmation())
    expect(result.current.runner.Confirmation).not.toBeNull()
    expect(result.current.runner.confirmOpen).toBe(true)
    expect(result.current.runner.unanswered).toBe(1)
    expect(submissions(fetchMock)).toHaveLength(0)

    const { submit } = result.current.runner
    act(() => {
      submit()
      submit()
    })
    expect(result.current.runner.confirmOpen).toBe(false)
    await wait(250)
    expect(submissions(fetchMock)).toHaveLength(1)
    expect(onFinished).toHaveBeenCalledExactlyOnceWith('t1')
  })
})
