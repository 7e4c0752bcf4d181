// Generated bad input against every endpoint (fast-check), driven by the shared zod schemas: malformed JSON, wrong
// types, missing and extra fields, huge strings and bodies, control and unicode characters, SQL- and HTML-looking
// strings, extreme numbers, wrong id shapes and content types. Every answer must be a documented status with a JSON
// { message }, never a 5xx; whatever the shared schema refuses the server refuses; and a refused request changes
// nothing in the database. Requests go through inject (no sockets), to keep the run short.
import fc from 'fast-check'
import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveAttemptBodySchema, startAttemptBodySchema } from '../../src/shared/schemas/attempts'
import { togglePaymentsBodySchema } from '../../src/shared/schemas/admin'
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  linkCheckBodySchema,
  resetPasswordBodySchema,
} from '../../src/shared/schemas/auth'
import { counsellingRequestBodySchema } from '../../src/shared/schemas/counselling'
import { createOrderBodySchema, grantGradeBodySchema, verifyPaymentBodySchema } from '../../src/shared/schemas/payments'
import { submitTestBodySchema } from '../../src/shared/schemas/tests'
import {
  acceptInvitationBodySchema,
  createClassBodySchema,
  buySeatsBodySchema,
  createSchoolBodySchema,
  grantSeatsBodySchema,
  firstPasswordBodySchema,
  importClassListBodySchema,
  invitationCheckBodySchema,
  inviteCounsellorBodySchema,
  joinClassBodySchema,
  schoolLoginBodySchema,
  testWindowBodySchema,
  extraTimeBodySchema,
} from '../../src/shared/schemas/schools'
import { createTestApp, registerAdmin, registerUser, type TestApp } from '../support/app'
import { createClass, createSchool, importList } from '../support/schools'
import { startMailCatcher, type MailCatcher } from '../support/smtp'

const DOCUMENTED = new Set([200, 201, 302, 400, 401, 402, 403, 404, 409, 413, 415, 429])
const RUNS_PER_ENDPOINT = 75

let t: TestApp
let student: { cookie: string; password: string }
let adminCookie: string
let counsellorCookie: string
let smtp: MailCatcher
const ids = { attempt: '', test: '', user: '', school: '', schoolCode: '', schoolClass: '', joinCode: '', slipStudent: '' }
let requests = 0

type Caller = 'anon' | 'student' | 'admin' | 'counsellor'

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  schema?: z.ZodType
  body?: () => Record<string, unknown>
  /** Callers that make sense: a signed-out visitor, a student, an admin, a school's counsellor. */
  as: Caller[]
}

const validAnswers = () => ({})
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/healthz', as: ['anon'] },
  { method: 'GET', path: '/api/auth/user', as: ['anon', 'student'] },
  { method: 'POST', path: '/api/register', schema: registerBodySchema, body: () => ({ email: `fuzz${Math.random()}@example.com`, password: 'secret123', firstName: 'Fuzz', lastName: 'Z' }), as: ['anon'] },
  { method: 'POST', path: '/api/login', schema: loginBodySchema, body: () => ({ email: 'fuzz-login@example.com', password: 'secret123' }), as: ['anon'] },
  { method: 'POST', path: '/api/logout', as: ['anon'] },
  { method: 'GET', path: '/api/login', as: ['anon'] },
  { method: 'GET', path: '/api/logout', as: ['anon'] },
  { method: 'POST', path: '/api/auth/forgot-password', schema: forgotPasswordBodySchema, body: () => ({ email: 'fuzz-forgot@example.com' }), as: ['anon'] },
  { method: 'POST', path: '/api/auth/reset-password', schema: resetPasswordBodySchema, body: () => ({ token: 'abc', newPassword: 'secret456' }), as: ['anon'] },
  { method: 'GET', path: '/api/auth/confirm-email?token=:id', as: ['anon'] },
  { method: 'POST', path: '/api/reset-links/check', schema: linkCheckBodySchema, body: () => ({ token: 'abc' }), as: ['anon'] },
  { method: 'POST', path: '/api/auth/change-password', schema: changePasswordBodySchema, body: () => ({ currentPassword: 'not-it', newPassword: 'secret456' }), as: ['anon', 'student'] },
  { method: 'GET', path: '/api/account/export', as: ['anon', 'student'] },
  { method: 'DELETE', path: '/api/account', schema: deleteAccountBodySchema, body: () => ({ password: 'not-it' }), as: ['anon', 'student'] },
  { method: 'GET', path: '/api/system/payment-settings', as: ['anon'] },
  { method: 'GET', path: '/api/test-purchase/status/:grade', as: ['anon', 'student'] },
  { method: 'GET', path: '/api/grade-access', as: ['anon', 'student'] },
  { method: 'GET', path: '/api/questions/:grade', as: ['anon', 'student'] },
  { method: 'POST', path: '/api/attempts', schema: startAttemptBodySchema, body: () => ({ grade: 9, studentName: 'Fuzz' }), as: ['anon', 'student'] },
  { method: 'GET', path: '/api/attempts/current/:grade', as: ['anon', 'student'] },
  { method: 'PUT', path: '/api/attempts/:id/answers', schema: saveAttemptBodySchema, body: () => ({ answers: validAnswers(), position: 0, revision: 1 }), as: ['anon', 'student'] },
  { method: 'POST', path: '/api/tests', schema: submitTestBodySchema, body: () => ({ grade: 10, studentName: 'Fuzz', answers: {}, score: {}, timeSpent: 10, attemptId: ids.attempt }), as: ['anon', 'student'] },
  { method: 'GET', path: '/api/tests/history', as: ['anon', 'student'] },
  { method: 'GET', path: '/api/tests/:id/results', as: ['anon', 'student', 'admin'] },
  { method: 'POST', path: '/api/counselling-requests', schema: counsellingRequestBodySchema, body: () => ({ testId: ids.test, contactName: 'Parent', phone: '9876543210', preferredTime: 'Weekend', message: 'hi' }), as: ['anon', 'student'] },
  { method: 'POST', path: '/api/admin/toggle-payments', schema: togglePaymentsBodySchema, body: () => ({ enabled: false }), as: ['anon', 'student', 'admin'] },
  { method: 'GET', path: '/api/admin/counselling-requests', as: ['anon', 'student', 'admin'] },
  { method: 'GET', path: '/api/admin/users', as: ['anon', 'student', 'admin'] },
  { method: 'GET', path: '/api/admin/tests', as: ['anon', 'student', 'admin'] },
  { method: 'DELETE', path: '/api/admin/tests/:id', as: ['anon', 'student', 'admin'] },
  { method: 'GET', path: '/api/admin/tests/:id', as: ['anon', 'student', 'admin'] },
  { method: 'GET', path: '/api/admin/users?q=:id', as: ['anon', 'student', 'counsellor', 'admin'] },
  { method: 'GET', path: '/api/admin/users?role=student&before=:id', as: ['anon', 'student', 'admin'] },
  { method: 'GET', path: '/api/admin/users?grade=:id&to=2026-01-01', as: ['anon', 'student', 'admin'] },
  { method: 'GET', path: '/api/admin/tests?q=:id', as: ['anon', 'student', 'counsellor', 'admin'] },
  { method: 'GET', path: '/api/admin/tests?schoolId=:id&from=2025-01-01', as: ['anon', 'student', 'admin'] },
  { method: 'GET', path: '/api/admin/tests?from=:id&to=2026-01-01&limit=5', as: ['anon', 'student', 'admin'] },
  { method: 'POST', path: '/api/admin/users/:id/make-admin', as: ['anon', 'student', 'admin'] },
  { method: 'GET', path: '/api/pricing', as: ['anon'] },
  { method: 'GET', path: '/api/subscription/status', as: ['anon', 'student'] },
  { method: 'GET', path: '/api/purchases', as: ['anon', 'student'] },
  { method: 'POST', path: '/api/payment/create-order', schema: createOrderBodySchema, body: () => ({ planType: 'basic' }), as: ['anon', 'student'] },
  {
    method: 'POST',
    path: '/api/payment/verify',
    schema: verifyPaymentBodySchema,
    body: () => ({ razorpay_order_id: 'order_fuzz', razorpay_payment_id: 'pay_fuzz', razorpay_signature: 'ab'.repeat(32) }),
    as: ['anon', 'student'],
  },
  { method: 'POST', path: '/api/payment/webhook', body: () => ({ event: 'payment.captured', payload: {} }), as: ['anon'] },
  { method: 'GET', path: '/api/admin/orders', as: ['anon', 'student', 'admin'] },
  { method: 'GET', path: '/api/admin/retest-report?minDays=:id', as: ['anon', 'student', 'admin'] },
  { method: 'POST', path: '/api/admin/users/:id/grant-grade', schema: grantGradeBodySchema, body: () => ({ grade: 9, note: 'fuzz' }), as: ['anon', 'student', 'admin'] },
  { method: 'GET', path: '/api/reports/:id/download', as: ['anon', 'student', 'admin'] },
  { method: 'GET', path: '/api/reports/:id/share-url', as: ['anon', 'student', 'admin'] },
  { method: 'DELETE', path: '/api/reports/:id/share', as: ['anon', 'student', 'admin'] },
  { method: 'GET', path: '/api/shared/:id', as: ['anon'] },
  { method: 'GET', path: '/api/admin/schools', as: ['anon', 'student', 'counsellor', 'admin'] },
  { method: 'POST', path: '/api/admin/schools', schema: createSchoolBodySchema, body: () => ({ name: `Fuzz School ${Math.random()}` }), as: ['anon', 'student', 'counsellor', 'admin'] },
  { method: 'POST', path: '/api/admin/schools/:id/counsellors', schema: inviteCounsellorBodySchema, body: () => ({ email: `fuzz${Math.random()}@example.com`, firstName: 'Fuzz', lastName: null }), as: ['anon', 'student', 'counsellor', 'admin'] },
  { method: 'POST', path: '/api/invitations/check', schema: invitationCheckBodySchema, body: () => ({ token: 'abc' }), as: ['anon'] },
  { method: 'POST', path: '/api/invitations/accept', schema: acceptInvitationBodySchema, body: () => ({ token: 'abc', newPassword: 'secret456' }), as: ['anon'] },
  { method: 'POST', path: '/api/school-login', schema: schoolLoginBodySchema, body: () => ({ schoolCode: ids.schoolCode, username: 'fuzz1', password: 'secret123' }), as: ['anon'] },
  { method: 'POST', path: '/api/auth/first-password', schema: firstPasswordBodySchema, body: () => ({ newPassword: 'secret456' }), as: ['anon', 'student'] },
  { method: 'POST', path: '/api/account/join-class', schema: joinClassBodySchema, body: () => ({ joinCode: ids.joinCode }), as: ['anon', 'student', 'counsellor'] },
  { method: 'GET', path: '/api/school', as: ['anon', 'student', 'admin', 'counsellor'] },
  { method: 'POST', path: '/api/school/classes', schema: createClassBodySchema, body: () => ({ name: `Fuzz ${Math.random()}`, grade: 9, board: 'cbse' }), as: ['anon', 'student', 'admin', 'counsellor'] },
  { method: 'GET', path: '/api/school/classes/:id', as: ['anon', 'student', 'counsellor'] },
  { method: 'POST', path: '/api/school/classes/:id/students/import', schema: importClassListBodySchema, body: () => ({ csv: `Fuzz Student,${Math.floor(Math.random() * 1e9)}` }), as: ['anon', 'student', 'counsellor'] },
  { method: 'POST', path: '/api/school/students/:id/reset-password', as: ['anon', 'student', 'counsellor'] },
  { method: 'GET', path: '/api/school/students/:id/export', as: ['anon', 'student', 'counsellor'] },
  { method: 'DELETE', path: '/api/school/students/:id', as: ['anon', 'student', 'counsellor'] },
  { method: 'GET', path: '/api/school/report', as: ['anon', 'student', 'admin', 'counsellor'] },
  { method: 'GET', path: '/api/school/report.csv', as: ['anon', 'student', 'admin', 'counsellor'] },
  { method: 'GET', path: '/api/school/report.pdf', as: ['anon', 'student', 'admin', 'counsellor'] },
  { method: 'GET', path: '/api/school/retest-report?minDays=:id', as: ['anon', 'student', 'admin', 'counsellor'] },
  { method: 'GET', path: '/api/school/classes/:id/report', as: ['anon', 'student', 'counsellor'] },
  { method: 'GET', path: '/api/school/classes/:id/report.csv', as: ['anon', 'student', 'counsellor'] },
  { method: 'GET', path: '/api/school/classes/:id/report.pdf', as: ['anon', 'student', 'counsellor'] },
  { method: 'PUT', path: '/api/school/classes/:id/test-window', schema: testWindowBodySchema, body: () => ({ open: true }), as: ['anon', 'student', 'counsellor'] },
  { method: 'PUT', path: '/api/school/students/:id/extra-time', schema: extraTimeBodySchema, body: () => ({ timeFactor: 1.5 }), as: ['anon', 'student', 'counsellor'] },
  { method: 'POST', path: '/api/school/seats/orders', schema: buySeatsBodySchema, body: () => ({ seats: 2 }), as: ['anon', 'student', 'admin', 'counsellor'] },
  { method: 'POST', path: '/api/admin/schools/:id/seats', schema: grantSeatsBodySchema, body: () => ({ seats: 2, note: 'fuzz' }), as: ['anon', 'student', 'counsellor', 'admin'] },
]

/** A real id for the path's kind of id. */
function realIdOf(path: string): string {
  if (path.includes('/schools/')) return ids.school
  if (path.includes('/classes/')) return ids.schoolClass
  if (path.includes('/students/')) return ids.slipStudent
  return path.includes('attempts') ? ids.attempt : path.includes('users') ? ids.user : ids.test
}

// Values that have no business in a field.
const hostileString = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1' --",
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '\u0000',
    'a\u0000b',
    '\u202e\u200b\ufeff',
    '\ud800',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ सिद्धार्थ',
    '../../etc/passwd',
    '%00',
    '${7*7}{{7*7}}',
    '   ',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
)
const extremeNumber = fc.constantFrom(0, -1, -0, 1.5, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 1e-300, 99999999999, 8.0000001)
const anyValue = fc.oneof(
  hostileString,
  extremeNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxKeys: 4 }),
)
const idShape = fc.oneof(
  fc.constantFrom('', 'null', 'undefined', '-1', '0', '12', '7', '13', '8.5', '1e1', '9'.repeat(60), '00000000-0000-0000-0000-000000000000', 'x'.repeat(300), '%00', '%zz', '..%2F..', "1'--"),
  fc.uuid(),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constant('REAL'),
)

type Payload = { kind: string; contentType?: string; raw?: string; json?: unknown }

function payloadFor(endpoint: Endpoint): fc.Arbitrary<Payload> {
  const base = endpoint.body?.() ?? {}
  const keys = Object.keys(base)
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('anything')
  const withField = (k: string, v: unknown) => ({ ...endpoint.body?.(), [k]: v })
  return fc.oneof(
    fc.constant<Payload>({ kind: 'valid', json: base }),
    fc.string({ maxLength: 30 }).map((s): Payload => ({ kind: 'malformed', contentType: 'application/json', raw: `{"${s}` })),
    fc.constantFrom('{', '[1,', '{"a":}', 'nul', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000').map((raw): Payload => ({ kind: 'malformed', contentType: 'application/json', raw })),
    fc.tuple(key, anyValue).map(([k, v]): Payload => ({ kind: 'wrong type', json: withField(k, v) })),
    fc.subarray(keys).map((drop): Payload => ({ kind: 'missing', json: Object.fromEntries(Object.entries(endpoint.body?.() ?? {}).filter(([k]) => !drop.includes(k))) })),
    fc.tuple(fc.string({ maxLength: 12 }), anyValue).map(([k, v]): Payload => ({ kind: 'extra', json: { ...endpoint.body?.(), [k]: v } })),
    fc.tuple(key, hostileString).map(([k, v]): Payload => ({ kind: 'hostile string', json: withField(k, v) })),
    fc.tuple(key, extremeNumber).map(([k, v]): Payload => ({ kind: 'extreme number', json: withField(k, v) })),
    fc.tuple(key, fc.integer({ min: 300, max: 60_000 })).map(([k, n]): Payload => ({ kind: 'long string', json: withField(k, 'é'.repeat(n)) })),
    anyValue.map((v): Payload => ({ kind: 'not an object', json: v })),
    fc
      .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'image/png'), fc.string({ maxLength: 40 }))
      .map(([contentType, raw]): Payload => ({ kind: 'content type', contentType, raw })),
  )
}

async function snapshot(): Promise<string> {
  const tables = ['users', 'sessions', 'password_resets', 'email_confirmations', 'tests', 'test_attempts', 'counselling_requests', 'settings', 'orders', 'entitlements', 'payment_events', 'report_shares', 'schools', 'classes', 'counsellor_invitations', 'audit_log']
  const parts = tables.map((table) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${table} x)`)
  const result = (await t.database.db.execute(`SELECT ${parts.join(' || ')} AS digest` as never)) as unknown as { rows: { digest: string }[] }
  return result.rows[0]?.digest ?? ''
}

function cookieFor(caller: Caller) {
  return { anon: undefined, student: student.cookie, admin: adminCookie, counsellor: counsellorCookie }[caller]
}

beforeAll(async () => {
  smtp = await startMailCatcher()
  t = await createTestApp({ SMTP_URL: smtp.url })
  const admin = await registerAdmin(t)
  adminCookie = admin.client.cookie as string
  await admin.client.post('/api/admin/toggle-payments', { enabled: false })
  const s = await registerUser(t.app)
  student = { cookie: s.client.cookie as string, password: s.password }
  ids.user = s.user.id
  // A completed grade 10 test and an open grade 9 attempt, so real ids are in play too.
  const questions = (await s.client.get('/api/questions/10')).json() as { id: string; questionType: string; options: string[] }[]
  const answers = Object.fromEntries(questions.map((q) => [q.id, q.questionType === 'rating_scale' ? '3' : (q.options[0] as string)]))
  const a10 = (await s.client.post('/api/attempts', { grade: 10, studentName: 'Fuzz' })).json() as { id: string }
  ids.test = ((await s.client.post('/api/tests', { grade: 10, studentName: 'Fuzz', answers, score: {}, timeSpent: 1, attemptId: a10.id })).json() as { id: string }).id
  ids.attempt = ((await s.client.post('/api/attempts', { grade: 9, studentName: 'Fuzz' })).json() as { id: string }).id
  // A school with its counsellor, a class and a student on a slip.
  const school = await createSchool(t, admin.client, smtp)
  counsellorCookie = school.counsellor.cookie as string
  Object.assign(ids, { school: school.id, schoolCode: school.code })
  const schoolClass = await createClass(school.counsellor, { name: 'Fuzz 9', grade: 9 })
  Object.assign(ids, { schoolClass: schoolClass.id, joinCode: schoolClass.joinCode })
  ids.slipStudent = ((await importList(school.counsellor, schoolClass.id, 'Fuzz One,1')) as { studentId: string }[])[0]?.studentId as string
})

afterAll(async () => {
  // The figure docs/reliability.md quotes.
  console.info(`bad-input suite: ${requests} requests, 0 answered with a 5xx`)
  await smtp.close()
})

describe('generated bad input', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}: documented 4xx with { message }, never 5xx, nothing changed when refused`, async () => {
      let before = await snapshot()
      let n = 0
      await fc.assert(
        fc.asyncProperty(payloadFor(endpoint), idShape, fc.constantFrom(...endpoint.as), fc.integer({ min: 1, max: 250 }), async (payload, id, caller, host) => {
          n += 1
          const realId = realIdOf(endpoint.path)
          const url = endpoint.path.replace(':id', id === 'REAL' ? realId : id).replace(':grade', id === 'REAL' ? '9' : id)
          const sendsBody = endpoint.method !== 'GET'
          const cookie = cookieFor(caller)
          const headers: Record<string, string> = { ...(cookie ? { cookie } : {}) }
          let body: string | undefined
          if (sendsBody) {
            body = payload.raw ?? JSON.stringify(payload.json) ?? 'null'
            headers['content-type'] = payload.contentType ?? 'application/json'
          }
          const res = await t.app.inject({ method: endpoint.method, url, headers, remoteAddress: `198.18.7.${host}`, ...(body === undefined ? {} : { payload: body }) })
          requests += 1
          const context = `${endpoint.method} ${url} as ${caller}, ${payload.kind}: ${body?.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`
          expect(res.statusCode, context).toBeLessThan(500)
          expect(DOCUMENTED.has(res.statusCode), context).toBe(true)
          if (res.statusCode >= 400) {
            expect(typeof res.json().message, context).toBe('string')
            expect(res.json().message.length, context).toBeGreaterThan(0)
          }
          // What the shared schema refuses, the server refuses.
          if (sendsBody && endpoint.schema && payload.raw === undefined && !endpoint.schema.safeParse(payload.json).success) {
            expect(res.statusCode, context).toBeGreaterThanOrEqual(400)
          }
          const after = await snapshot()
          if (res.statusCode >= 400) expect(after, `a refused request changed the database: ${context}`).toBe(before)
          before = after
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      )
      expect(n).toBe(RUNS_PER_ENDPOINT)
    })
  }

  it('refuses bodies over 100 KB with 413 on every endpoint that takes one', async () => {
    const huge = JSON.stringify({ filler: 'x'.repeat(110 * 1024) })
    for (const endpoint of ENDPOINTS.filter((e) => e.method !== 'GET')) {
      const cookie = cookieFor(endpoint.as.at(-1) ?? 'anon')
      const url = endpoint.path.replace(':id', ids.attempt)
      const before = await snapshot()
      const res = await t.app.inject({ method: endpoint.method, url, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: huge })
      requests += 1
      expect(res.statusCode, `${endpoint.method} ${url}`).toBe(413)
      expect(res.json().message).toBe('The request is too large.')
      expect(await snapshot()).toBe(before)
    }
  })
})
