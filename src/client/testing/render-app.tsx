import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { GRADES } from '../../shared/constants'
import type { GradeAccess, GradeAccessList } from '../../shared/schemas/access'
import type { User } from '../../shared/schemas/auth'
import type { TestResults } from '../../shared/schemas/results'
import type { Test } from '../../shared/schemas/tests'
import { routes } from '../app/router'
import { createQueryClient } from '../lib/query-client'

/** Answers one API call; `url` carries the query string (the key matches the path alone). */
type Handler = (init: RequestInit, url: URL) => Response | Promise<Response>

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A completed test as GET /api/tests/history returns it. */
export const aTest = (id: string, grade: number, overrides: Partial<Test> = {}): Test => ({
  id,
  userId: 'u1',
  studentName: 'Asha Rao',
  grade,
  answers: { '1': 'A', '2': '4' },
  timeSpent: 725,
  completedAt: '2026-03-05T10:00:00.000Z',
  score: { analytical: 70, creative: 55, leadership: 40 },
  ...overrides,
})

/** A result's profile: every question answered, an investigative lead, no response-quality finding. */
export const aProfile = (overrides: Partial<TestResults['profile']> = {}): TestResults['profile'] => ({
  riasec: { realistic: 40, investigative: 80, artistic: 20, social: 30, enterprising: 60, conventional: 50 },
  workStyle: { analytical: 70, creative: 55, leadership: 40, teamwork: 60, persistence: 65 },
  aptitude: { logical: 67, numerical: 50, science: 100 },
  answered: 30,
  total: 30,
  quality: { differentiation: 10, consistency: 0.2, acquiescence: 0.3, lowConfidence: false, reasons: [] },
  ...overrides,
})

/**
 * GET /api/grade-access as the server answers it: with payments off every grade is free to start, with payments on
 * every grade must be bought, unless a grade's entry says otherwise.
 */
export const aGradeAccess = (grades: Partial<Record<number, Partial<GradeAccess>>> = {}, paymentsEnabled = false): GradeAccessList => ({
  paymentsEnabled,
  grades: GRADES.map((grade) => ({
    grade,
    action: paymentsEnabled ? 'pay' : 'start',
    coveredBy: paymentsEnabled ? null : 'free',
    spendsBasicPlan: false,
    seat: null,
    lastTestId: null,
    completedCount: 0,
    ...grades[grade],
  })),
})

/** A grade completed once: no retake (`completed`), or one a premium plan allows (`retake`). */
export const completedGrade = (testId: string, action: 'completed' | 'retake' = 'completed', coveredBy: GradeAccess['coveredBy'] = 'free'): Partial<GradeAccess> => ({
  action,
  coveredBy: action === 'retake' ? 'premium' : coveredBy,
  lastTestId: testId,
  completedCount: 1,
})

/** GET /api/pricing as the server answers it with its default prices (paise), in mock mode unless told otherwise. */
export const aPricing = (overrides: { gradeTest?: number; basic?: number; premium?: number; mockMode?: boolean } = {}) => ({
  gradeTest: { name: 'Single grade test', description: 'One assessment for the grade you choose now.', price: overrides.gradeTest ?? 5000, features: ['One assessment of one grade'] },
  basic: { name: 'Basic', description: 'One assessment of any grade, chosen when you start it.', price: overrides.basic ?? 9900, features: ['One assessment of any grade, 8 to 12'] },
  premium: { name: 'Premium', description: 'Every grade for a year.', price: overrides.premium ?? 49900, features: ['All grade-level assessments, 8 to 12', 'Unlimited retakes: earlier results stay in your history'] },
  currency: 'INR',
  mockMode: overrides.mockMode ?? true,
})

export const signedOut = () => json({ message: 'Please log in.' }, 401)

export const aUser = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  isAdmin: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  role: 'student',
  ...overrides,
})

/**
 * Replaces fetch with a table of 'METHOD /path' handlers; an unlisted call fails the test loudly.
 * Returns the mock, whose calls show what the app sent.
 */
export function mockApi(handlers: Record<string, Handler>, options: { signedInHint?: boolean } = {}) {
  // As after a sign-in, the script-readable hint cookie is there, so the app asks who is signed in; a test of a
  // first visit passes signedInHint: false (features/auth/signed-in-hint.ts).
  // A date in the past, not Max-Age=0: happy-dom may still count a cookie that expires "now" within the same millisecond.
  document.cookie =
    options.signedInHint === false ? 'disha_signed_in=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT' : 'disha_signed_in=1; Path=/'
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init.method ?? 'GET'} ${url.pathname}`
    const handler = handlers[key]
    if (!handler) throw new Error(`Unexpected API call: ${key}`)
    return handler(init, url)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The whole app (real routes, real providers) at `path`, in memory; `queryClient` to start with a first load's cache. */
export function renderApp(path: string, { queryClient = createQueryClient() }: { queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}
