// Results built by the real engine from a patterned answer sheet, as the server stores them at submit
// (services/test-taking.ts), for the report's layout tests that must hold for whatever the catalogue and the notes of a
// grade say, and for the report bench.
import type { CurrentStream, Grade, Locale } from '../../shared/constants'
import type { TestResults } from '../../shared/schemas/results'
import { getBank, optionTexts } from '../assessment/question-bank'
import { assess } from '../assessment/recommend'
import { storedResultOf } from '../services/results'
import { contentIn, inLanguage } from '../services/result-language'

/** A full, deterministic answer sheet for a grade; `seed` varies the pattern (and so the profile and the matches). */
export function patternAnswers(grade: Grade, seed: number): Record<string, string> {
  const answers: Record<string, string> = {}
  getBank(grade).forEach((item, i) => {
    if (item.type === 'rating_scale') answers[item.id] = String(((i * 7 + seed * 3) % 5) + 1)
    else {
      const options = optionTexts(item)
      answers[item.id] = options[(i + seed) % options.length] as string
    }
  })
  return answers
}

export function engineResults(
  grade: Grade,
  seed: number,
  options: { currentStream?: CurrentStream; timeSpentSeconds?: number; studentName?: string; locale?: Locale } = {},
): TestResults {
  const locale = options.locale ?? 'en'
  const answers = patternAnswers(grade, seed)
  const timeSpent = options.timeSpentSeconds ?? 1200
  const result = assess({
    grade,
    answers,
    timeSpentSeconds: timeSpent,
    ...(options.currentStream ? { currentStream: options.currentStream } : {}),
  })
  return {
    test: {
      id: `engine-${grade}-${seed}`,
      userId: null,
      studentName: options.studentName ?? 'Asha Rao',
      grade,
      answers,
      timeSpent,
      completedAt: '2026-11-20T10:00:00.000Z',
      score: { analytical: 50, creative: 50, leadership: 50 },
      currentStream: options.currentStream ?? null,
    },
    // Said in the reader's language as toTestResults says a stored result; English keeps the stored text.
    ...(locale === 'en' ? storedResultOf(result) : contentIn(inLanguage(storedResultOf(result), locale, timeSpent), locale)),
  }
}
