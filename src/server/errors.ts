// One application error type with a stable code; the code's HTTP status comes from the one table
// (src/shared/error-codes.ts), which the client reads too. Every error answer the server sends is an AppError's body.
import type { FastifyReply } from 'fastify'
import { ERROR_STATUS, type ErrorCode } from '../shared/error-codes'

export { ERROR_STATUS, type ErrorCode }

export interface ErrorIssue {
  field: string
  message: string
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly issues?: ErrorIssue[]
  readonly headers?: Record<string, string>

  constructor(code: ErrorCode, message: string, extra: { issues?: ErrorIssue[]; headers?: Record<string, string> } = {}) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.issues = extra.issues
    this.headers = extra.headers
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }

  /** The answer's body: {message, code, issues?}. */
  get body(): { message: string; code: ErrorCode; issues?: ErrorIssue[] } {
    return { message: this.message, code: this.code, issues: this.issues }
  }
}

/** Sends an error's answer: its status from the table, its headers (Retry-After), and its body. */
export function sendError(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers)
  return reply.status(error.status).send(error.body)
}

export const notFound = (what = 'That page') => new AppError('NOT_FOUND', `${what} was not found.`)

/** An address that matches no route or page. */
export const nothingHere = () => new AppError('NOT_FOUND', 'There is nothing at this address.')

export const notLoggedIn = () => new AppError('UNAUTHENTICATED', 'Please log in to continue.')
