import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Grade } from '../../../../shared/constants'
import type { Attempt, StartAttemptBody } from '../../../../shared/schemas/attempts'
import { api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { attemptWire } from '../../../lib/wire-schemas.generated'
import type { MutationConfig } from '../../../lib/query-client'
import { currentAttemptQueryKey } from './get-current-attempt'

/** POST /api/attempts: starts the grade's attempt, or answers the one already open (another tab or device). */
export function startAttempt(input: StartAttemptBody) {
  return api.post('/api/attempts', input, attemptCheck)
}

/** attemptSchema, checked without zod (lib/wire-check.ts). */
const attemptCheck = wireCheck<Attempt>(attemptWire)

export function useStartAttempt(config: MutationConfig<typeof startAttempt> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    ...config,
    mutationFn: startAttempt,
    onSuccess: (attempt, ...rest) => {
      queryClient.setQueryData(currentAttemptQueryKey(attempt.grade as Grade), attempt)
      return config.onSuccess?.(attempt, ...rest)
    },
  })
}
