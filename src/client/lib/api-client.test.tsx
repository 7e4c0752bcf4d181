// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userSchema } from '../../shared/schemas/auth'
import { api, ApiError, apiErrorMessage, hasErrorCode, toApiError, UnexpectedResponseError } from './api-client'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('toApiError (docs/product.md, Every page)', () => {
  it("uses the JSON body's message and code", async () => {
    const response = new Response(JSON.stringify({ message: 'Grade already completed', code: 'CONFLICT' }), {
      status: 409,
      statusText: 'Conflict',
      headers: { 'Content-Type': 'application/json' },
    })
    const error = await toApiError(response)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('Grade already completed')
    expect(error.status).toBe(409)
    expect(error.code).toBe('CONFLICT')
  })

  it('uses the raw text when the body is not JSON', async () => {
    const error = await toApiError(new Response('Bad gateway from proxy', { status: 502, statusText: 'Bad Gateway' }))
    expect(error.message).toBe('Bad gateway from proxy')
    expect(error.status).toBe(502)
    expect(error.code).toBeUndefined()
  })

  it('uses the raw text when the JSON has no message', async () => {
    const error = await toApiError(new Response('{"error":"nope"}', { status: 400, statusText: 'Bad Request' }))
    expect(error.message).toBe('{"error":"nope"}')
  })

  it('uses the status text when the body is empty', async () => {
    const error = await toApiError(new Response(null, { status: 503, statusText: 'Service Unavailable' }))
    expect(error.message).toBe('Service Unavailable')
    expect(error.status).toBe(503)
  })

  it('still says something when there is no status text either (HTTP/2)', async () => {
    const error = await toApiError(new Response('', { status: 500 }))
    expect(error.message).toBe('Request failed with status 500')
  })
})

describe('request', () => {
  it('sends cookies, and JSON with its content type only when there is a body', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)

    await api.post('/api/logout')
    await api.post('/api/login', { email: 'a@b.in', password: 'secret1' })

    const [, withoutBody] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(withoutBody.credentials).toBe('include')
    expect(withoutBody.body).toBeUndefined()
    expect(withoutBody.headers).not.toHaveProperty('Content-Type')

    const [, withBody] = fetchMock.mock.calls[1] as unknown as [string, RequestInit]
    expect(withBody.credentials).toBe('include')
    expect(withBody.body).toBe('{"email":"a@b.in","password":"secret1"}')
    expect(withBody.headers).toHaveProperty('Content-Type', 'application/json')
  })

  it('throws ApiError for any non-OK answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Invalid email or password"}', { status: 401 })))
    const failure = api.post('/api/login', { email: 'a@b.in', password: 'x' })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' })
  })

  it('validates a successful answer with the shared schema', async () => {
    const user = { id: '1', firstName: 'A', lastName: null, email: 'a@b.in', isAdmin: false, createdAt: '2026-01-01', role: 'student' }
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(user), { status: 200 })))
    await expect(api.get('/api/auth/user', userSchema)).resolves.toEqual(user)

    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ id: 1 }), { status: 200 })))
    await expect(api.get('/api/auth/user', userSchema)).rejects.toBeInstanceOf(UnexpectedResponseError)
  })
})

describe('apiErrorMessage', () => {
  it("prefers the server's sentence and falls back for anything else", () => {
    expect(apiErrorMessage(new ApiError('Email already registered', 409), 'fallback')).toBe('Email already registered')
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback')
  })
})

describe('hasErrorCode', () => {
  it("tells an API error by its code, never by its sentence or its status", async () => {
    const taken = await toApiError(new Response(JSON.stringify({ message: 'An account with this email already exists.', code: 'EMAIL_TAKEN' }), { status: 409 }))
    expect(hasErrorCode(taken, 'EMAIL_TAKEN')).toBe(true)
    expect(hasErrorCode(taken, 'CONFLICT', 'GRADE_COMPLETED')).toBe(false)
    expect(hasErrorCode(taken, 'GRADE_COMPLETED', 'EMAIL_TAKEN')).toBe(true)
    // A sentence that happens to read like a code, an answer without a code, and an error that is no answer at all.
    expect(hasErrorCode(new ApiError('EMAIL_TAKEN', 409), 'EMAIL_TAKEN')).toBe(false)
    expect(hasErrorCode(new Error('EMAIL_TAKEN'), 'EMAIL_TAKEN')).toBe(false)
  })
})
