import type { ErrorCode } from '../../shared/error-codes'
import type { ErrorBody } from '../../shared/schemas/common'
import { matchesSchema, type ResponseCheck } from './wire-check'
import { errorBodyWire, errorMessageWire } from './wire-schemas.generated'

/**
 * A non-OK answer from the API. `message` follows docs/product.md ("Every page"): the body's `message` when the body is JSON
 * carrying one, otherwise the raw response text, otherwise the HTTP status text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  /** The API's stable machine word (src/shared/error-codes.ts), when the body carried one. */
  readonly code: string | undefined
  /** Validation problems by field (docs/product.md, "The API"), when the body carried them; empty otherwise. */
  readonly issues: NonNullable<ErrorBody['issues']>

  constructor(message: string, status: number, code?: string, issues: ErrorBody['issues'] = []) {
    super(message)
    this.status = status
    this.code = code
    this.issues = issues
  }
}

/** A 2xx answer whose body does not match the shared schema: a bug or a version skew, never the user's fault. */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError'
  constructor(path: string) {
    super(`The server sent an unexpected answer for ${path}. Please reload the page and try again.`)
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  const json = parseJson(text)
  if (json !== undefined) {
    // errorBodySchema, checked without loading zod (wire-check.ts).
    if (matchesSchema(errorBodyWire, json)) {
      const body = json as ErrorBody
      return new ApiError(body.message, response.status, body.code, body.issues)
    }
    // A body with a usable message but a malformed extra field still gives the user the server's sentence.
    if (matchesSchema(errorMessageWire, json)) return new ApiError((json as Pick<ErrorBody, 'message'>).message, response.status)
  }
  if (text.trim() !== '') return new ApiError(text, response.status)
  // HTTP/2 answers carry no reason phrase, so the status text can be empty too.
  return new ApiError(response.statusText || `Request failed with status ${response.status}`, response.status)
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface RequestOptions<T> {
  body?: unknown
  /** A shared zod schema, or its zod-free check (wire-check.ts). */
  schema?: ResponseCheck<T>
  signal?: AbortSignal
}

/** The one fetch wrapper of the client: cookies always, JSON only when there is a body. */
export async function request<T = unknown>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { body, schema, signal } = options
  const headers: Record<string, string> = { Accept: 'application/json' }
  const init: RequestInit = { method, credentials: 'include', headers }
  if (signal) init.signal = signal
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(body)
  }

  const response = await fetch(path, init)
  if (!response.ok) throw await toApiError(response)

  const data = parseJson(await response.text())
  if (!schema) return data as T
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new UnexpectedResponseError(path)
  return parsed.data
}

export const api = {
  get: <T = unknown>(path: string, schema?: ResponseCheck<T>, signal?: AbortSignal) =>
    request<T>('GET', path, { schema, signal }),
  post: <T = unknown>(path: string, body?: unknown, schema?: ResponseCheck<T>) => request<T>('POST', path, { body, schema }),
  put: <T = unknown>(path: string, body?: unknown, schema?: ResponseCheck<T>) => request<T>('PUT', path, { body, schema }),
  patch: <T = unknown>(path: string, body?: unknown, schema?: ResponseCheck<T>) =>
    request<T>('PATCH', path, { body, schema }),
  delete: <T = unknown>(path: string, schema?: ResponseCheck<T>) => request<T>('DELETE', path, { schema }),
}

/**
 * Whether an error is the API's answer with one of these codes. Screens tell errors apart by their code, never by
 * their sentence, which is for people and may be reworded.
 */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && error.code !== undefined && (codes as string[]).includes(error.code)
}

/** The server's sentence for an API failure, or the screen's own fallback for anything else (offline, bugs). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback
}
