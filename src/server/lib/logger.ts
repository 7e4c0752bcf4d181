// Log options shared by the server and its helpers: secrets never reach a log line.
// pino's `redact` removes known paths; the serializers scrub what paths cannot reach, such as the parameters a
// database driver copies into an error's message (an INSERT into users names the password hash).
import pino, { type LoggerOptions } from 'pino'
import { redactUrl } from './redact-url'

const SECRET_KEYS = new Set([
  'password',
  'newpassword',
  'currentpassword',
  'passwordhash',
  'password_hash',
  'token',
  'tokenhash',
  'idhash',
  'cookie',
  'set-cookie',
  'authorization',
  'params',
  'razorpay_signature',
])
const REDACTED = '[redacted]'

/** Hides secrets inside free text: driver "params:" lists, argon2 hashes, tokens in query strings, bearer values. */
export function scrubText(text: string): string {
  return text
    .replace(/\bparams: [^\n]*/g, `params: ${REDACTED}`)
    .replace(/\$argon2(?:id|i|d)\$[^\s,"']+/g, REDACTED)
    .replace(/([?&](?:token|key|signature)=)[^&\s"']+/gi, `$1${REDACTED}`)
    .replace(/(Bearer\s+)[^\s"']+/gi, `$1${REDACTED}`)
    .replace(/(disha_session=)[^;\s"']+/g, `$1${REDACTED}`)
}

/** A copy of value with secret keys replaced and every string scrubbed; cycles and depth are bounded. */
export function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object') return value
  if (depth > 8 || seen.has(value)) return '[…]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1, seen))
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : scrub(v, depth + 1, seen)
  }
  return out
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.passwordHash',
        '*.token',
      ],
      censor: REDACTED,
    },
    serializers: {
      err: (err: Error) => scrub(pino.stdSerializers.err(err)) as pino.SerializedError,
      req: (req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: req.method,
        url: redactUrl(scrubText(req.url ?? '')),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  }
}
