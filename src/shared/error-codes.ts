// The API's error codes, each with the HTTP status it is answered with. Every error answer is {message, code, issues?}:
// the server raises errors only by these codes (src/server/errors.ts), and the client tells errors apart by them,
// never by their sentences, which are for people and may be reworded.

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
  // A class's test window is closed: its students cannot start the class grade's test now.
  TEST_WINDOW_CLOSED: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  PAYMENT_GATEWAY_UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS
