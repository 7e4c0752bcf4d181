import type { ErrorCode } from '../../shared/error-codes'
import { ApiError } from '../lib/api-client'
import { currentI18n, type I18n } from './i18n'
import type { MessageId } from './messages'

/** Failures whose code alone says what the student needs to know, in the catalogue's words. */
const BY_CODE: Partial<Record<ErrorCode, MessageId>> = {
  INVALID_CREDENTIALS: 'error.invalidCredentials',
  EMAIL_TAKEN: 'error.emailTaken',
  RATE_LIMITED: 'error.rateLimited',
}

/**
 * An API failure as the page says it. In English: the server's own sentence, else the screen's
 * fallback. The server writes its sentences in English only, so in Hindi: the catalogue's sentence for the failure's
 * code when it has one, else the screen's fallback.
 */
export function apiErrorText(error: unknown, fallback: MessageId, i18n: I18n = currentI18n()): string {
  if (!(error instanceof ApiError)) return i18n.t(fallback)
  if (i18n.locale === 'en') return error.message || i18n.t(fallback)
  const byCode = error.code === undefined ? undefined : BY_CODE[error.code as ErrorCode]
  return i18n.t(byCode ?? fallback)
}

/** The server's objection to one field, as the page says it: its own sentence in English, a general one in Hindi. */
export function fieldIssueText(message: string, i18n: I18n = currentI18n()): string {
  return i18n.locale === 'en' ? message : i18n.t('error.fieldInvalid')
}
