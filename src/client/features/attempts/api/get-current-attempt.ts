import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Grade } from '../../../../shared/constants'
import type { Attempt } from '../../../../shared/schemas/attempts'
import { ApiError, api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { currentAttemptWire } from '../../../lib/wire-schemas.generated'

// The test page's answers are checked against the shared schemas without loading zod (lib/wire-check.ts).
const currentAttemptCheck = wireCheck<Attempt | null>(currentAttemptWire)

/**
 * GET /api/attempts/current/:grade: the open attempt of this grade, or null when there is none (decision 014).
 * When its time and grace have run out the server finalises it first and answers it as 'submitted' with its testId.
 */
export async function getCurrentAttempt(grade: Grade, signal?: AbortSignal): Promise<Attempt | null> {
  try {
    return await api.get(`/api/attempts/current/${grade}`, currentAttemptCheck, signal)
  } catch (error) {
    // A server from before decision 014 (during a deploy) says "none" with 404.
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

let early: { grade: Grade; answer: Promise<Attempt | null> } | undefined

/**
 * Asks for the attempt while the test page's code is still loading (app/first-load.ts). The page's query takes this
 * answer once, instead of asking again; any later visit asks afresh, as below.
 */
export function askCurrentAttemptEarly(grade: Grade): void {
  const answer = getCurrentAttempt(grade)
  answer.catch(() => undefined) // the page's query reports it
  early = { grade, answer }
}

function takeEarlyAnswer(grade: Grade): Promise<Attempt | null> | undefined {
  if (early?.grade !== grade) return undefined
  const { answer } = early
  early = undefined
  return answer
}

export const currentAttemptQueryKey = (grade: Grade) => ['attempts', 'current', grade] as const

export function getCurrentAttemptQueryOptions(grade: Grade) {
  return queryOptions({
    queryKey: currentAttemptQueryKey(grade),
    queryFn: ({ signal }) => takeEarlyAnswer(grade) ?? getCurrentAttempt(grade, signal),
    // Its remainingSeconds is only true at the moment it was fetched: never serve it from the cache to a new visit
    // of the test page, which would restart the countdown from an old value.
    gcTime: 0,
  })
}

export function useCurrentAttempt(grade: Grade) {
  return useQuery(getCurrentAttemptQueryOptions(grade))
}
