import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, URL-safe: for session ids, reset tokens and share tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Only this digest is stored, so a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
