import type { QueryClient } from '@tanstack/react-query'
import { askCurrentAttemptEarly } from '../features/attempts/api/get-current-attempt'
import { getQuestionsQueryOptions } from '../features/attempts/api/get-questions'
import { getUserQueryOptions } from '../features/auth/api/get-user'
import { hasSignedInHint } from '../features/auth/signed-in-hint'
import { preferredLocale } from '../i18n/locale'
import { getGradeAccessQueryOptions } from '../features/tests/api/get-grade-access'
import { parseGradeParam } from '../hooks/use-grade-param'

/**
 * On the first page of a visit, starts the API calls the page will make at once, instead of after its code has
 * loaded and the session has answered: on a phone over mobile data each of those steps is a round trip
 * (docs/benchmarks.md, front end). The page's queries then find the answers in the cache (or in flight). Only with
 * the sign-in hint: a signed-out visitor asks nothing (decision 011). Later navigations fetch as they always did.
 */
export function startFirstLoadRequests(queryClient: QueryClient, pathname: string): void {
  if (!hasSignedInHint()) return
  void queryClient.prefetchQuery(getUserQueryOptions())
  const test = /^\/test\/([^/]+)\/?$/.exec(pathname)
  const grade = test ? parseGradeParam(test[1]) : null
  if (grade === null) return
  // The test page's gates and content (routes/test.tsx), all at once.
  void queryClient.prefetchQuery(getGradeAccessQueryOptions())
  // In the language this browser shows first (an account's own choice, when it differs, asks again).
  void queryClient.prefetchQuery(getQuestionsQueryOptions(grade, {}, preferredLocale()))
  // Not through the cache: the attempt's countdown must never come from an earlier visit's copy.
  askCurrentAttemptEarly(grade)
}
