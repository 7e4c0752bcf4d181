import { queryOptions, useQuery } from '@tanstack/react-query'
import { MAX_QUESTIONS, type Board, type CurrentStream, type Grade } from '../../../../shared/constants'
import type { Question } from '../../../../shared/schemas/questions'
import { api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { questionListWire } from '../../../lib/wire-schemas.generated'

/** questionListSchema, checked without zod (lib/wire-check.ts). */
const questionListCheck = wireCheck<Question[]>(questionListWire)

/**
 * Which questions to ask for: those drawn for a board ('none': items both boards teach) and a stream, as an attempt
 * records them. Empty: the student's own board and no stream, as the server draws them by default.
 */
export interface QuestionsChoice {
  board?: Board | 'none'
  stream?: CurrentStream
}

/** GET /api/questions/:grade: the grade's questions, in order; at most the first 30 are used. */
export async function getQuestions(grade: Grade, choice: QuestionsChoice = {}, signal?: AbortSignal) {
  const query = new URLSearchParams({ ...(choice.board ? { board: choice.board } : {}), ...(choice.stream ? { stream: choice.stream } : {}) }).toString()
  const questions = await api.get(`/api/questions/${grade}${query ? `?${query}` : ''}`, questionListCheck, signal)
  return questions.slice(0, MAX_QUESTIONS)
}

export const questionsQueryKey = (grade: Grade, choice: QuestionsChoice = {}) => ['questions', grade, choice.board ?? null, choice.stream ?? null] as const

export function getQuestionsQueryOptions(grade: Grade, choice: QuestionsChoice = {}) {
  return queryOptions({
    queryKey: questionsQueryKey(grade, choice),
    queryFn: ({ signal }) => getQuestions(grade, choice, signal),
  })
}

/**
 * The questions of an attempt: those of its board and stream. Without an attempt, or when the attempt's are what the
 * server gives by default (the student's own board, no stream), the plain call, which a first visit has already made.
 */
export function attemptQuestionsChoice(
  attempt: { board?: Board | null; currentStream?: CurrentStream | null } | undefined,
  userBoard: Board | null,
): QuestionsChoice {
  if (!attempt) return {}
  const board = attempt.board ?? null
  if (board === userBoard && !attempt.currentStream) return {}
  return { board: board ?? 'none', ...(attempt.currentStream ? { stream: attempt.currentStream } : {}) }
}

export function useQuestions(grade: Grade, options: { enabled?: boolean; choice?: QuestionsChoice } = {}) {
  const { choice, ...rest } = options
  return useQuery({ ...getQuestionsQueryOptions(grade, choice), ...rest })
}
