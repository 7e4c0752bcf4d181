import { queryOptions, useQuery, type Query } from '@tanstack/react-query'
import { MAX_QUESTIONS, type Board, type CurrentStream, type Grade, type Locale } from '../../../../shared/constants'
import type { Question } from '../../../../shared/schemas/questions'
import { useI18n } from '../../../i18n/i18n'
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

/**
 * GET /api/questions/:grade: the grade's questions, in order, worded in `locale` (their answer values are the same in
 * every language: docs/decisions/049-questions-in-hindi.md); at most the first 30 are used.
 */
export async function getQuestions(grade: Grade, choice: QuestionsChoice, locale: Locale, signal?: AbortSignal) {
  const query = new URLSearchParams({
    ...(choice.board ? { board: choice.board } : {}),
    ...(choice.stream ? { stream: choice.stream } : {}),
    ...(locale === 'en' ? {} : { lang: locale }),
  }).toString()
  const questions = await api.get(`/api/questions/${grade}${query ? `?${query}` : ''}`, questionListCheck, signal)
  return questions.slice(0, MAX_QUESTIONS)
}

export const questionsQueryKey = (grade: Grade, choice: QuestionsChoice, locale: Locale) =>
  ['questions', grade, choice.board ?? null, choice.stream ?? null, locale] as const

export function getQuestionsQueryOptions(grade: Grade, choice: QuestionsChoice, locale: Locale) {
  return queryOptions({
    queryKey: questionsQueryKey(grade, choice, locale),
    queryFn: ({ signal }) => getQuestions(grade, choice, locale, signal),
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

type QuestionsKey = ReturnType<typeof questionsQueryKey>

/** The same grade, board and stream in another language: its questions are the same ones, worded differently. */
function sameQuestionsIn(previous: readonly unknown[], next: QuestionsKey): boolean {
  return next.slice(0, 4).every((part, index) => previous[index] === part)
}

/**
 * The questions of a grade in the interface's language. When the language changes, the questions already shown stay
 * until their words in the new language arrive (never another board's or stream's), so a test in progress goes on.
 */
export function useQuestions(grade: Grade, options: { enabled?: boolean; choice?: QuestionsChoice } = {}) {
  const { choice = {}, ...rest } = options
  const { locale } = useI18n()
  const query = getQuestionsQueryOptions(grade, choice, locale)
  return useQuery({
    ...query,
    placeholderData: (previous: Question[] | undefined, previousQuery: Query<Question[], Error, Question[], QuestionsKey> | undefined) =>
      previousQuery && sameQuestionsIn(previousQuery.queryKey, query.queryKey) ? previous : undefined,
    ...rest,
  })
}
