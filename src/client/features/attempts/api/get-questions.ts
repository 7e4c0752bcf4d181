import { queryOptions, useQuery } from '@tanstack/react-query'
import { MAX_QUESTIONS, type Grade } from '../../../../shared/constants'
import type { Question } from '../../../../shared/schemas/questions'
import { api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { questionListWire } from '../../../lib/wire-schemas.generated'

/** questionListSchema, checked without zod (lib/wire-check.ts). */
const questionListCheck = wireCheck<Question[]>(questionListWire)

/** GET /api/questions/:grade: the grade's questions, in order; at most the first 30 are used (SPEC.md section 4). */
export async function getQuestions(grade: Grade, signal?: AbortSignal) {
  const questions = await api.get(`/api/questions/${grade}`, questionListCheck, signal)
  return questions.slice(0, MAX_QUESTIONS)
}

export const questionsQueryKey = (grade: Grade) => ['questions', grade] as const

export function getQuestionsQueryOptions(grade: Grade) {
  return queryOptions({
    queryKey: questionsQueryKey(grade),
    queryFn: ({ signal }) => getQuestions(grade, signal),
  })
}

export function useQuestions(grade: Grade, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getQuestionsQueryOptions(grade), ...options })
}
