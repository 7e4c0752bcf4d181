// What a student's browser does, as plain fetch calls: sign up, switch payments off as an admin, answer.
export interface Question {
  id: string
  questionType: 'rating_scale' | 'multiple_choice'
  options: string[]
}

class HttpError extends Error {
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

/**
 * Payments are on by default, and without gateway keys the server is in mock mode: a student buys a grade's test
 * in one call, as on exam day with no admin step. The questions route then checks the purchase on every request,
 * which is the cost a paying school's students meet.
 */
export async function buyGrade(base: string, cookie: string, grade: number, ip?: string): Promise<void> {
  await expectStatus(base, 'POST', '/api/payment/create-order', [200], { cookie, body: { grade }, ip })
}

/** Grades 11 and 12 name the stream they study when they start the test. */
export function streamFor(grade: number): { currentStream?: string } {
  return grade >= 11 ? { currentStream: 'science-pcm' } : {}
}

/** The questions of a test started with streamFor(grade): grades 11-12 draw their knowledge items for that stream. */
export function questionsPath(grade: number): string {
  const { currentStream } = streamFor(grade)
  return `/api/questions/${grade}${currentStream ? `?stream=${currentStream}` : ''}`
}

/** A valid answer for each question: the middle of a rating scale, the first option of a choice. */
export function answerFor(q: Question): string {
  return q.questionType === 'rating_scale' ? '3' : (q.options[0] ?? '')
}
