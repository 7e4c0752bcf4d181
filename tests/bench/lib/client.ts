// What a student's browser does, as plain fetch calls: sign up, switch payments off as an admin, answer.
export interface Question {
  id: string
  questionType: 'rating_scale' | 'multiple_choice'
  options: string[]
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; ip?: string } = {},
): Promise<{ status: number; body: unknown; cookie?: string }> {
  const headers: Record<string, string> = {}
  if (options.cookie) headers.cookie = options.cookie
  if (options.ip) headers['x-forwarded-for'] = options.ip
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await res.text()
  // Disha's session cookie (it also sets a signed-in hint), or the first cookie (the Express peer's connect.sid).
  const cookies = res.headers.getSetCookie()
  const session = cookies.find((c) => c.startsWith('disha_session=')) ?? cookies[0]
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    cookie: session ? session.split(';')[0] : undefined,
  }
}

export async function expectStatus(
  base: string,
  method: string,
  path: string,
  expected: number[],
  options: { cookie?: string; body?: unknown; ip?: string } = {},
) {
  const res = await call(base, method, path, options)
  if (!expected.includes(res.status)) {
    const message = (res.body as { message?: string } | null)?.message ?? ''
    throw new HttpError(res.status, `${method} ${path}: ${res.status} ${message}`)
  }
  return res
}

export async function register(base: string, email: string, ip?: string): Promise<string> {
  const res = await expectStatus(base, 'POST', '/api/register', [201], {
    body: { email, password: 'bench-pass-1', firstName: 'Bench' },
    ip,
  })
  if (!res.cookie) throw new Error('register answered without a session cookie')
  return res.cookie
}

export const BENCH_ADMIN = 'bench-admin@bench.test'

/**
 * Payments are on by default. Until mock purchases exist, the bench switches them off through the admin API
 * (the server must be started with ADMIN_EMAILS=BENCH_ADMIN), as a school would before exam day.
 */
export async function switchPaymentsOff(base: string): Promise<void> {
  const cookie = await register(base, BENCH_ADMIN, '10.255.255.254')
  await expectStatus(base, 'POST', '/api/admin/toggle-payments', [200], { cookie, body: { enabled: false } })
}

/** A valid answer for each question: the middle of a rating scale, the first option of a choice. */
export function answerFor(q: Question): string {
  return q.questionType === 'rating_scale' ? '3' : (q.options[0] ?? '')
}
