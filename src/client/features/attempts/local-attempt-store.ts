import type { Question } from '../../../shared/schemas/questions'
import type { Answers } from '../../../shared/schemas/tests'
import { matchesSchema, type JsonSchema } from '../../lib/wire-check'
import { answersWire } from '../../lib/wire-schemas.generated'

/** What this device knows of an attempt: the answers, the question on screen and the revision of that state. */
export interface AttemptSnapshot {
  answers: Answers
  position: number
  revision: number
}

// The stored copy is checked as an API answer is (answersSchema, without zod: lib/wire-check.ts).
const snapshotSchema: JsonSchema = {
  type: 'object',
  properties: {
    answers: answersWire,
    position: { type: 'integer', minimum: 0 },
    revision: { type: 'integer', minimum: 0 },
  },
  required: ['answers', 'position', 'revision'],
}

const KEY_PREFIX = 'disha:attempt:'
export const attemptStorageKey = (attemptId: string) => `${KEY_PREFIX}${attemptId}`

/**
 * The copy of an attempt kept on the device, written synchronously on every change, so an answer survives a
 * reload, a crash or a dead network. localStorage can be missing or full (private browsing): then it is skipped.
 */
export const localAttemptStore = {
  read(attemptId: string): AttemptSnapshot | null {
    try {
      const raw = window.localStorage.getItem(attemptStorageKey(attemptId))
      if (!raw) return null
      const stored = JSON.parse(raw) as unknown
      if (!matchesSchema(snapshotSchema, stored)) return null
      const { answers, position, revision } = stored as AttemptSnapshot
      return { answers, position, revision }
    } catch {
      return null
    }
  },
  write(attemptId: string, snapshot: AttemptSnapshot): void {
    try {
      window.localStorage.setItem(attemptStorageKey(attemptId), JSON.stringify(snapshot))
    } catch {
      // No storage: the server copy is all there is.
    }
  },
  /** Forgets a submitted attempt: the test holds its answers now. */
  remove(attemptId: string): void {
    try {
      window.localStorage.removeItem(attemptStorageKey(attemptId))
    } catch {
      // Nothing to remove.
    }
  },
}

export type LocalAttemptStore = typeof localAttemptStore

/** Keeps only answers the questions accept (a copy from an older question set must not block every save). */
function sanitizeAnswers(answers: Answers, questions: readonly Question[]): Answers {
  const byId = new Map(questions.map((q) => [q.id, q]))
  const clean: Answers = {}
  for (const [id, value] of Object.entries(answers)) {
    const question = byId.get(id)
    if (!question) continue
    if (question.questionType === 'rating_scale' ? ratingValues(question).includes(value) : question.options.includes(value)) {
      clean[id] = value
    }
  }
  return clean
}

/** A rating question's answer values: '1' for its first label up to '5' for its last. */
export function ratingValues(question: Pick<Question, 'options'>): string[] {
  return question.options.map((_, index) => String(index + 1))
}

/**
 * Where to resume (the merge rule): the server's attempt, unless this device holds a HIGHER revision of the same
 * attempt (answers given offline, or saved locally just before a reload); then the local copy wins and must be pushed.
 */
export function resumeSnapshot(
  server: AttemptSnapshot,
  local: AttemptSnapshot | null,
  questions: readonly Question[],
): { snapshot: AttemptSnapshot; push: boolean } {
  const useLocal = local !== null && local.revision > server.revision
  const chosen = useLocal ? local : server
  const lastIndex = Math.max(0, questions.length - 1)
  return {
    snapshot: {
      answers: sanitizeAnswers(chosen.answers, questions),
      position: Math.min(Math.max(0, chosen.position), lastIndex),
      revision: chosen.revision,
    },
    push: useLocal,
  }
}
