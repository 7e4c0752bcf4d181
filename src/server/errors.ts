// One application error type with a stable code, and one table from code to HTTP status.

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  PAYMENT_NOT_VERIFIED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  CROSS_SITE: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_FOUND: 404,
  LINK_EXPIRED: 410,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  GRADE_COMPLETED: 409,
  ALREADY_PURCHASED: 409,
  PAYMENTS_OFF: 409,
  LAST_ADMIN: 409,
  TEST_WINDOW_CLOSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  PAYMENT_GATEWAY_UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export class AppError extends Error {
  readonly code: ErrorCode
  readonly issues?: { field: string; message: string }[]
  readonly headers?: Record<string, string>

  constructor(
    code: ErrorCode,
    message: string,
    extra: { issues?: { field: string; message: string }[]; headers?: Record<string, string> } = {},
  ) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.issues = extra.issues
    this.headers = extra.headers
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

export const notFound = (what = 'That page') => new AppError('NOT_FOUND', `${what} was not found.`)
