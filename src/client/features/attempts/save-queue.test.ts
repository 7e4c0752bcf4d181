// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SaveAttemptBody } from '../../../shared/schemas/attempts'
import type { Question } from '../../../shared/schemas/questions'
import { ApiError } from '../../lib/api-client'
import { localAttemptStore, resumeSnapshot, type AttemptSnapshot } from './local-attempt-store'
import { AttemptSaveQueue, backoffDelay, SAVE_DEBOUNCE_MS, type SaveResult, type SaveStatus } from './save-queue'

type Send = (attemptId: string, body: SaveAttemptBody) => Promise<SaveResult>

const ok = (body: SaveAttemptBody): SaveResult => ({ revision: body.revision, remainingSeconds: 1000 })

function setup(
  overrides: { send?: Send; online?: () => boolean; snapshot?: AttemptSnapshot; serverRevision?: number } = {},
) {
  const events = new EventTarget()
  const send = vi.fn<Send>(overrides.send ?? (async (_id, body) => ok(body)))
  const sendOnExit = vi.fn<(attemptId: string, body: SaveAttemptBody) => void>()
  const write = vi.fn<(attemptId: string, snapshot: AttemptSnapshot) => void>()
  const statuses: SaveStatus[] = []
  const onSaved = vi.fn<(result: SaveResult) => void>()
  const onClosed = vi.fn<(error: ApiError) => void>()
  let online = true
  const queue = new AttemptSaveQueue({
    attemptId: 'a1',
    snapshot: overrides.snapshot ?? { answers: {}, position: 0, revision: 0 },
    serverRevision: overrides.serverRevision ?? 0,
    send,
    sendOnExit,
    store: { write },
    onStatusChange: (s) => statuses.push(s),
    onSaved,
    onClosed,
    isOnline: overrides.online ?? (() => online),
    events,
  })
  return {
    queue,
    send,
    sendOnExit,
    write,
    statuses,
    onSaved,
    onClosed,
    goOffline: () => {
      online = false
      events.dispatchEvent(new Event('offline'))
    },
    goOnline: () => {
      online = true
      events.dispatchEvent(new Event('online'))
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  window.localStorage.clear()
})

describe('AttemptSaveQueue', () => {
  it('writes every change to the device at once, with a revision that grows by one', () => {
    const { queue, write, send } = setup()
    queue.update({ q1: '3' }, 0)
    queue.update({ q1: '3' }, 1)
    queue.update({ q1: '3', q2: 'Yes' }, 1)
    expect(write.mock.calls.map(([, snapshot]) => snapshot.revision)).toEqual([1, 2, 3])
    expect(write).toHaveBeenLastCalledWith('a1', { answers: { q1: '3', q2: 'Yes' }, position: 1, revision: 3 })
    expect(send).not.toHaveBeenCalled()
    queue.dispose()
  })

  it('debounces: one save, at most 2 s after the last change, with the full map and the newest revision', async () => {
    const { queue, send, statuses } = setup()
    queue.update({ q1: '1' }, 0)
    await vi.advanceTimersByTimeAsync(1000)
    queue.update({ q1: '1', q2: '2' }, 1)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1)
    expect(send).not.toHaveBeenCalled()
    expect(SAVE_DEBOUNCE_MS).toBeLessThanOrEqual(2000)
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith('a1', { answers: { q1: '1', q2: '2' }, position: 1, revision: 2 })
    expect(statuses).toEqual(['saving', 'saved'])
    expect(queue.dirty).toBe(false)
    queue.dispose()
  })

  it('sends one request at a time and follows up with the change made meanwhile', async () => {
    let release: (value: SaveResult) => void = () => undefined
    const { queue, send } = setup({
      send: (_id, body) =>
        new Promise<SaveResult>((resolve) => {
          release = () => resolve(ok(body))
        }),
    })
    queue.update({ q1: '1' }, 0)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(send).toHaveBeenCalledTimes(1)
    queue.update({ q1: '2' }, 0)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(send).toHaveBeenCalledTimes(1)
    release(ok({ answers: {}, position: 0, revision: 1 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1]?.[1]).toEqual({ answers: { q1: '2' }, position: 0, revision: 2 })
    release(ok({ answers: {}, position: 0, revision: 2 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(queue.saveStatus).toBe('saved')
    queue.dispose()
  })

  it('retries a failed save with back-off: 1 s, 2 s, 4 s ... capped at 30 s', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ])
    let failures = 3
    const { queue, send, statuses } = setup({
      send: async (_id, body) => {
        if (failures-- > 0) throw new ApiError('The service is unavailable.', 503)
        return ok(body)
      },
    })
    queue.update({ q1: '4' }, 0)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(send).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(3999)
    expect(send).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenCalledTimes(4)
    // A server error is not 'offline': the answers are still on their way.
    expect(statuses).toEqual(['saving', 'saved'])
    queue.dispose()
  })

  it('offline: keeps the queue, says so, and sends everything when the network returns', async () => {
    const { queue, send, statuses, goOffline, goOnline } = setup()
    goOffline()
    queue.update({ q1: '1' }, 1)
    queue.update({ q1: '1', q2: '5' }, 2)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).not.toHaveBeenCalled()
    expect(queue.saveStatus).toBe('offline')
    goOnline()
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith('a1', { answers: { q1: '1', q2: '5' }, position: 2, revision: 2 })
    expect(statuses).toEqual(['offline', 'saving', 'saved'])
    queue.dispose()
  })

  it('a network error (fetch TypeError) counts as offline and retries on the online event', async () => {
    let down = true
    const { queue, send, goOnline } = setup({
      send: async (_id, body) => {
        if (down) throw new TypeError('Failed to fetch')
        return ok(body)
      },
    })
    queue.update({ q1: '2' }, 0)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(queue.saveStatus).toBe('offline')
    down = false
    goOnline()
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledTimes(2)
    expect(queue.saveStatus).toBe('saved')
    queue.dispose()
  })

  it('stops and reports a 409 (time is up), without retrying', async () => {
    const { queue, send, onClosed } = setup({
      send: async () => {
        throw new ApiError('Time is up for this test.', 409, 'CONFLICT')
      },
    })
    queue.update({ q1: '2' }, 0)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(onClosed.mock.calls[0]?.[0].message).toBe('Time is up for this test.')
    queue.update({ q1: '3' }, 0)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('resynchronises the clock from every accepted save', async () => {
    const { queue, onSaved } = setup({ send: async (_id, body) => ({ revision: body.revision, remainingSeconds: 777 }) })
    queue.update({ q1: '1' }, 0)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(onSaved).toHaveBeenCalledWith({ revision: 1, remainingSeconds: 777 })
    queue.dispose()
  })

  it('continues above a higher revision stored by another tab, and sends again', async () => {
    const { queue, send } = setup({
      send: async (_id, body) => ({ revision: Math.max(body.revision, 9), remainingSeconds: 100 }),
    })
    queue.update({ q1: '1' }, 0)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await vi.advanceTimersByTimeAsync(0)
    expect(send.mock.calls.map(([, body]) => body.revision)).toEqual([1, 10])
    expect(queue.dirty).toBe(false)
    queue.dispose()
  })

  it('on hiding the page, hands the unsaved state to a keepalive request', () => {
    const { queue, sendOnExit } = setup()
    queue.flushOnExit()
    expect(sendOnExit).not.toHaveBeenCalled()
    queue.update({ q1: '5' }, 3)
    queue.flushOnExit()
    expect(sendOnExit).toHaveBeenCalledWith('a1', { answers: { q1: '5' }, position: 3, revision: 1 })
    queue.dispose()
  })

  it('holds saves while paused for a submission and resumes after a failed one', async () => {
    const { queue, send } = setup()
    queue.update({ q1: '1' }, 0)
    queue.pause()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(send).not.toHaveBeenCalled()
    queue.resume()
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledTimes(1)
    queue.dispose()
  })
})

describe('resuming an attempt (the merge rule)', () => {
  const questions: Question[] = [
    { id: 'q1', questionText: 'Rate', questionType: 'rating_scale', options: ['Not at all', 'A little', 'Neutral', 'Quite a bit', 'Very much'], section: 'Interests' },
    { id: 'q2', questionText: 'Pick', questionType: 'multiple_choice', options: ['Yes', 'No'], section: 'Science' },
  ]

  it("takes the server's attempt when the device has nothing newer", () => {
    const server = { answers: { q1: '2' }, position: 1, revision: 5 }
    expect(resumeSnapshot(server, null, questions)).toEqual({ snapshot: server, push: false })
    expect(resumeSnapshot(server, { answers: { q1: '4' }, position: 0, revision: 5 }, questions)).toEqual({
      snapshot: server,
      push: false,
    })
  })

  it('takes the local copy when its revision is higher, and asks to push it', () => {
    const local = { answers: { q1: '4', q2: 'No' }, position: 1, revision: 7 }
    expect(resumeSnapshot({ answers: { q1: '2' }, position: 0, revision: 5 }, local, questions)).toEqual({
      snapshot: local,
      push: true,
    })
  })

  it('drops answers the questions do not accept and keeps the position in range', () => {
    const local = { answers: { q1: '9', q2: 'Maybe', gone: '1' }, position: 40, revision: 3 }
    expect(resumeSnapshot({ answers: {}, position: 0, revision: 0 }, local, questions).snapshot).toEqual({
      answers: {},
      position: 1,
      revision: 3,
    })
  })

  it('reads back what was written for the same attempt id only', () => {
    localAttemptStore.write('a1', { answers: { q1: '3' }, position: 1, revision: 4 })
    expect(localAttemptStore.read('a1')).toEqual({ answers: { q1: '3' }, position: 1, revision: 4 })
    expect(localAttemptStore.read('a2')).toBeNull()
    localAttemptStore.remove('a1')
    expect(localAttemptStore.read('a1')).toBeNull()
  })
})
