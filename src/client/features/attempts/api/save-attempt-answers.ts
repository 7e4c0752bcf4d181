import type { z } from 'zod'
import type { SaveAttemptBody, saveAttemptResponseSchema } from '../../../../shared/schemas/attempts'
import { api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { saveAttemptResponseWire } from '../../../lib/wire-schemas.generated'

/** saveAttemptResponseSchema, checked without zod (lib/wire-check.ts). */
const saveResponseCheck = wireCheck<z.infer<typeof saveAttemptResponseSchema>>(saveAttemptResponseWire)

const pathOf = (attemptId: string) => `/api/attempts/${encodeURIComponent(attemptId)}/answers`

/**
 * PUT /api/attempts/:id/answers: the full answer map so far, the position and a revision that only grows.
 * The server keeps the highest revision, so a late, older save never overwrites a newer one. The save queue
 * (../save-queue.ts) calls this and owns the retries, so there is no query hook here.
 */
export function saveAttemptAnswers(attemptId: string, body: SaveAttemptBody) {
  return api.put(pathOf(attemptId), body, saveResponseCheck)
}

/**
 * The same save as the page is hidden or closed: `keepalive` lets the request outlive the page.
 * Nobody waits for the answer; if it is lost, the copy in localStorage is pushed on the next visit.
 */
export function saveAttemptAnswersOnExit(attemptId: string, body: SaveAttemptBody): void {
  try {
    void fetch(pathOf(attemptId), {
      method: 'PUT',
      credentials: 'include',
      keepalive: true,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined)
  } catch {
    // A browser without keepalive support, or a body over its 64 KB budget: the local copy remains.
  }
}
