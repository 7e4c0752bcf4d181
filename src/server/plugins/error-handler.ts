// Every error answer of the app, from one place: an AppError is sent as it is; whatever else is thrown (a request zod
// refused, a body Fastify could not read, a database that went away, a bug) is first turned into the AppError it
// stands for, so each answer's status comes from the one code table (errors.ts) and its body is {message, code, issues?}.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, ERROR_STATUS, nothingHere, sendError, type ErrorCode } from '../errors'

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error)
    if (appError.code === 'DATABASE_UNAVAILABLE') request.log.error({ err: error }, 'database unavailable')
    else if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error')
    return sendError(reply, appError)
  })
})

/**
 * Errors the router raises before any handler (Fastify's `frameworkErrors`): a malformed address, or a path segment
 * too long to be any id.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? nothingHere() : new AppError('BAD_REQUEST', 'This address is not valid.'))
}

/**
 * The code a client error of Fastify or one of its plugins (a body it cannot read, a static file's range or
 * precondition) is answered with, by its HTTP status; a status without one of its own is a bad request.
 */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = Object.fromEntries(
  (['BAD_REQUEST', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'PRECONDITION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'RANGE_NOT_SATISFIABLE', 'RATE_LIMITED'] as const).map(
    (code) => [ERROR_STATUS[code], code],
  ),
)

/** What any thrown value stands for, as an AppError. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      field: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(error.validationContext ?? 'body'),
      message: v.message ?? 'Invalid value',
    }))
    return new AppError('VALIDATION', issues[0]?.message ?? 'Invalid request.', { issues })
  }
  const { statusCode: status, code, message } = error as { statusCode?: number; code?: string; message?: string }
  if (status && status >= 400 && status < 500) {
    const statusCode = CODE_OF_STATUS[status] ?? 'BAD_REQUEST'
    if (statusCode === 'PAYLOAD_TOO_LARGE') return new AppError(statusCode, 'The request is too large.')
    if (statusCode === 'UNSUPPORTED_MEDIA_TYPE') {
      return new AppError(
        statusCode,
        code === 'FST_CP_ERR_INVALID_CONTENT_ENCODING' ? 'Please send the request uncompressed, or compressed with gzip, deflate or br.' : 'Please send the request as JSON.',
      )
    }
    const invalidJson = code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
    return new AppError(statusCode, invalidJson ? 'The request body is not valid JSON.' : String(message ?? 'Invalid request.'))
  }
  if (isDatabaseUnavailable(error)) return new AppError('DATABASE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a minute.')
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.')
}

function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors; the cause says what really happened.
  const cause = (error as { cause?: unknown } | null)?.cause
  if (cause && cause !== error && isDatabaseUnavailable(cause)) return true
  const code = (error as { code?: string } | null)?.code
  const message = String((error as { message?: string } | null)?.message ?? '')
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ETIMEDOUT' ||
    code === '57P01' || // admin_shutdown
    code === '57P03' || // cannot_connect_now (starting up)
    code === '57014' || // query_canceled: statement_timeout
    code === '25P03' || // idle_in_transaction_session_timeout
    code === '08006' ||
    code === '08001' ||
    /PGlite is closed|Connection terminated|connect ECONNREFUSED|Cannot use a pool after calling end|Query read timeout|timeout exceeded when trying to connect|timeout expired/i.test(message)
  )
}
