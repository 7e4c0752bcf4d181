// The environment, parsed once at start-up. A bad setting stops the process with a list of every problem.
import { isIP } from 'node:net'
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
  /** `production` makes the start refuse settings that are fine on a laptop but not for real students (mock payments). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
  /**
   * `mock` runs payments in mock mode on purpose (every order granted, nothing charged). Without keys that is the
   * default, except with NODE_ENV=production, where it must be asked for by name.
   */
  PAYMENTS_MODE: optionalString.pipe(z.enum(['mock', 'razorpay'], 'PAYMENTS_MODE must be mock or razorpay').optional()),
  /** The gateway's REST base URL; tests point it at a local server speaking Razorpay's API (decision 012). */
  RAZORPAY_API_URL: z.url('RAZORPAY_API_URL must be an absolute URL').default('https://api.razorpay.com'),
  /** Prices in paise (docs/product.md, "Paying"): a grade's test, the basic plan (one assessment) and the premium plan (a year). */
  PRICE_GRADE_TEST: z.coerce.number().int().min(100).max(10_000_000).default(5000),
  PRICE_BASIC_PLAN: z.coerce.number().int().min(100).max(10_000_000).default(9900),
  PRICE_PREMIUM_PLAN: z.coerce.number().int().min(100).max(10_000_000).default(49900),
  /** The price of one seat a school buys for its students, in paise (docs/decisions/050-seats.md). */
  SEAT_PRICE: z.coerce.number().int().min(100).max(10_000_000).default(4000),
  /** How long a new share link to a report works, in days (a year by default). */
  SHARE_LINK_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** How often the reconciliation job asks the gateway about unpaid orders. */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** Bearer token that opens GET /metrics; without it /metrics answers 404 (not reachable from outside). */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Test-only: a shorter time limit for new attempts, so a test can watch the timer run out. Never set in production. */
  DISHA_TEST_ATTEMPT_SECONDS: z.coerce.number().int().min(5).max(1800).optional(),
  /**
   * Which X-Forwarded-* to believe: false (none, the default), true or 1 (exactly one proxy hop), a hop count, or a
   * comma list of the proxies' addresses and CIDR ranges. Never "every hop": that lets a client pick its own address.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): false | number | string[] => {
      const value = (v ?? '').trim().toLowerCase()
      if (value === '' || value === 'false' || value === '0') return false
      if (value === 'true') return 1
      if (/^\d+$/.test(value)) return Number(value)
      const list = value.split(',').map((e) => e.trim()).filter(Boolean)
      const bad = list.find((e) => !isAddressOrCidr(e))
      if (bad !== undefined || list.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY must be false, true, a number of proxy hops, or a comma list of proxy addresses or CIDR ranges (not "${bad ?? v}")`,
        })
        return z.NEVER
      }
      return list
    }),
})

export type Config = z.output<typeof configSchema>

/**
 * Real payments need both keys; with neither the server is in mock mode. One without the other is a mistake, and so
 * is mock mode in production unless it was asked for: a deployment that forgot its keys would give every test away.
 */
function checkGatewayKeys(config: Config, ctx: z.RefinementCtx) {
  const keys = Boolean(config.RAZORPAY_KEY_ID) && Boolean(config.RAZORPAY_KEY_SECRET)
  if (Boolean(config.RAZORPAY_KEY_ID) !== Boolean(config.RAZORPAY_KEY_SECRET)) {
    ctx.addIssue({ code: 'custom', path: ['RAZORPAY_KEY_SECRET'], message: 'Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (mock mode)' })
  } else if (config.PAYMENTS_MODE === 'razorpay' && !keys) {
    ctx.addIssue({ code: 'custom', path: ['PAYMENTS_MODE'], message: 'PAYMENTS_MODE=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET' })
  } else if (config.PAYMENTS_MODE === 'mock' && keys) {
    ctx.addIssue({ code: 'custom', path: ['PAYMENTS_MODE'], message: 'PAYMENTS_MODE=mock with Razorpay keys set: remove the keys, or PAYMENTS_MODE' })
  } else if (config.NODE_ENV === 'production' && !keys && config.PAYMENTS_MODE !== 'mock') {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS_MODE'],
      message:
        'NODE_ENV=production without Razorpay keys would grant every purchase without charging (mock mode). Set ' +
        'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for real payments, or PAYMENTS_MODE=mock to run without charging on purpose',
    })
  }
}

/** Whether orders go to the gateway; without keys the server is in mock mode (purchases recorded at once). */
export function paymentsMockMode(config: Config): boolean {
  return !config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/')
  const kind = isIP(address)
  if (kind === 0 || extra !== undefined) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128)
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.superRefine(checkGatewayKeys).safeParse(env)
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
