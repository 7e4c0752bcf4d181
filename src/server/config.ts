// The environment, parsed once at start-up. A bad setting stops the process with a list of every problem.
import { z } from 'zod'

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))

const emailList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email('ADMIN_EMAILS must be a comma-separated list of e-mail addresses')))

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://').optional(),
  ),
  PUBLIC_URL: optionalString.pipe(z.url('PUBLIC_URL must be an absolute URL such as https://disha.example').optional()),
  SMTP_URL: optionalString.pipe(
    z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  ),
  MAIL_FROM: z.string().default('Disha <no-reply@disha.local>'),
  ADMIN_EMAILS: emailList,
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Test-only: a shorter time limit for new attempts, so a test can watch the timer run out. Never set in production. */
  DISHA_TEST_ATTEMPT_SECONDS: z.coerce.number().int().min(5).max(1800).optional(),
  /** Trust X-Forwarded-* from one proxy hop (set when behind a reverse proxy that terminates HTTPS). */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
})

export type Config = z.output<typeof configSchema>

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return result.data
}

/** The absolute base URL for links in e-mails and share links. */
export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '')
}
