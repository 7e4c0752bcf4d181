import { hash, randomBytes, randomInt } from 'node:crypto'

/** 32 random bytes, URL-safe: for session ids, reset tokens and share tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Only this digest is stored, so a leaked table gives no usable token. (crypto.hash: one call, no Hash object.) */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex')
}

/** A code of `length` characters drawn uniformly from `alphabet` (school and class codes, one-time passwords). */
export function randomCode(alphabet: string, length: number): string {
  let code = ''
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)]
  return code
}
