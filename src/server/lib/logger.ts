// Log options shared by the server and its helpers: secrets never reach a log line.
// pino's `redact` removes known paths; every other logged object and message is scrubbed before it is written, and
// the serializers scrub what they make, such as the parameters a database driver copies into an error's message (an
// INSERT into users names the password hash). Links that carry a token (a password reset, a share link) count as
// secrets wherever they appear.
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
function scrubText(text: string): string {
  return text
    .replace(/\bparams: [^\n]*/g, `params: ${REDACTED}`)
    .replace(/\$argon2(?:id|i|d)\$[^\s,"']+/g, REDACTED)
    .replace(/([?&](?:token|key|signature)=)[^&\s"']+/gi, `$1${REDACTED}`)
    .replace(/(Bearer\s+)[^\s"']+/gi, `$1${REDACTED}`)
    .replace(/(disha_session=)[^;\s"']+/g, `$1${REDACTED}`)
    .replace(/(\/shared\/)[A-Za-z0-9_-]{20,}/g, `$1${REDACTED}`)
}

/** Keys whose values a serializer makes (and scrubs) itself; scrubbing them first would hand it a copy, not the original. */
const SERIALIZED_KEYS = new Set(['req', 'res', 'err'])

/** Every logged object, before it is written. */
function scrubLogged(object: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries(object)) {
    if (SERIALIZED_KEYS.has(key)) continue
    const clean = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : scrub(value)
    if (clean !== value) {
      out ??= { ...object }
      out[key] = clean
    }
  }
  return out ?? object
}

/** A copy of value with secret keys replaced and every string scrubbed; cycles and depth are bounded. */
function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
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
    formatters: { log: scrubLogged },
    hooks: {
      // Messages too: a line such as `mail sent to ${link}` would otherwise carry the link's token.
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as Parameters<typeof method>)
      },
    },
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
