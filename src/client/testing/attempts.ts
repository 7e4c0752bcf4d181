// An open attempt as the server answers POST /api/attempts: the test page's and the runner's tests start from it.
import type { Attempt } from '../../shared/schemas/attempts'

export const ATTEMPT_ID = '0b7c1f0e-6a3e-4b8e-9a55-2f1d6c1e9a01'

/** A grade 10 attempt just started: nothing answered, 30 minutes left. */
export function anAttempt(overrides: Partial<Attempt> = {}): Attempt {
  return {
    id: ATTEMPT_ID,
    grade: 10,
    studentName: 'Asha Rao',
    answers: {},
    position: 0,
    revision: 0,
    startedAt: '2026-03-05T10:00:00.000Z',
    deadlineAt: '2026-03-05T10:30:00.000Z',
    remainingSeconds: 1800,
    status: 'open',
    testId: null,
    ...overrides,
  }
}
