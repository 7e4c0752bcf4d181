import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { submitTestBodySchema, Test } from '../../../../shared/schemas/tests'
import { api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { testWire } from '../../../lib/wire-schemas.generated'
import type { MutationConfig } from '../../../lib/query-client'

export type SubmitTestBody = z.input<typeof submitTestBodySchema>

/**
 * POST /api/tests: turns the attempt into a test. With `attemptId` it is idempotent (a second call, from a double
 * tap or another tab, answers the same test) and the server's clock decides timeSpent.
 */
export function submitTest(body: SubmitTestBody) {
  return api.post('/api/tests', body, testCheck)
}

/** testSchema, checked without zod (lib/wire-check.ts). */
const testCheck = wireCheck<Test>(testWire)

export function useSubmitTest(config: MutationConfig<typeof submitTest> = {}) {
  return useMutation({ ...config, mutationFn: submitTest })
}
