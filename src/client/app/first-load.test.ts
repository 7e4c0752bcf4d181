// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCurrentAttemptQueryOptions } from '../features/attempts/api/get-current-attempt'
import { createQueryClient } from '../lib/query-client'
import { aGradeAccess, json, mockApi } from '../testing/render-app'
import { startFirstLoadRequests } from './first-load'

afterEach(() => vi.unstubAllGlobals())

const called = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname).sort()

describe('first-load requests', () => {
  it('a signed-out visitor asks nothing', () => {
    const fetchMock = mockApi({}, { signedInHint: false })
    startFirstLoadRequests(createQueryClient(), '/test/10')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("on /test/:grade, asks the session and the test page's three calls at once", () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(null),
      'GET /api/grade-access': () => json(aGradeAccess()),
      'GET /api/questions/10': () => json([]),
      'GET /api/attempts/current/10': () => json(null),
    })
    startFirstLoadRequests(createQueryClient(), '/test/10')
    expect(called(fetchMock)).toEqual(['/api/attempts/current/10', '/api/auth/user', '/api/grade-access', '/api/questions/10'])
  })

  it("the page takes the early attempt once; a later visit asks again (the countdown never comes from a cache)", async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(null),
      'GET /api/grade-access': () => json(aGradeAccess()),
      'GET /api/questions/9': () => json([]),
      'GET /api/attempts/current/9': () => json(null),
    })
    const queryClient = createQueryClient()
    startFirstLoadRequests(queryClient, '/test/9/')
    const attemptCalls = () => called(fetchMock).filter((p) => p === '/api/attempts/current/9').length
    expect(attemptCalls()).toBe(1)
    await queryClient.fetchQuery(getCurrentAttemptQueryOptions(9))
    expect(attemptCalls()).toBe(1)
    await queryClient.fetchQuery({ ...getCurrentAttemptQueryOptions(9), staleTime: 0 })
    expect(attemptCalls()).toBe(2)
  })

  it('other pages ask only for the session; a grade outside 8-12 is not asked about', () => {
    const fetchMock = mockApi({ 'GET /api/auth/user': () => json(null) })
    startFirstLoadRequests(createQueryClient(), '/results/abc')
    startFirstLoadRequests(createQueryClient(), '/test/7')
    expect(called(fetchMock)).toEqual(['/api/auth/user', '/api/auth/user'])
  })
})
