// A stored test as the API answers it: the test in lists, and its results, the result computed at submission.
import type { Locale } from '../../shared/constants'
import { qualityNotesOf, type TestResults } from '../../shared/schemas/results'
import type { Test } from '../../shared/schemas/tests'
import type { About, StoredSentence } from '../assessment/messages'
import type { RecommendationResult } from '../assessment/recommend'
import type { TestRow } from '../db/tests-repository'
import { contentIn, familyNameIn, inLanguage } from './result-language'

/**
 * What is stored with a test at submission: the results without the test itself, and the engine's sentences as
 * descriptors beside their English text (the notes' here, the others' in the objects that hold them).
 */
export type StoredResult = Omit<TestResults, 'test'> & { messages?: { notes: StoredSentence[] } }

/** The engine's answer as it is stored with the test, its sentences' descriptors included (result-language.ts). */
export function storedResultOf(result: RecommendationResult): StoredResult {
  return {
    recommendations: result.recommendations,
    families: result.families,
    clusters: result.clusters,
    stream: result.stream ?? null,
    profile: {
      riasec: result.profile.riasec,
      workStyle: result.profile.workStyle,
      aptitude: result.profile.aptitude,
      answered: result.profile.answered,
      total: result.profile.total,
      quality: result.profile.quality,
    },
    lowConfidence: result.lowConfidence,
    notes: result.notes,
    messages: result.messages,
  }
}

/**
 * The results of a test in the reader's language, or undefined when it has no stored result. With `about`, the
 * engine's sentences speak about the student (the parents' page), where the language has them so (messages.ts).
 */
export function toTestResults(row: TestRow, locale: Locale = 'en', about?: About): TestResults | undefined {
  if (!row.result) return undefined
  return { test: toApiTestIn(row, locale), ...contentIn(inLanguage(row.result as StoredResult, locale, row.timeSpent, about), locale) }
}

/** A test as the API lists it (history, the admin's list): its scores, best family and response-quality note. */
export function toApiTest(row: TestRow): Test {
  return toApiTestIn(row, 'en')
}

/** `toApiTest` with the response-quality note in the reader's language. */
export function toApiTestIn(row: TestRow, locale: Locale): Test {
  const score = row.score as Test['score']
  return {
    id: row.id,
    userId: row.userId,
    studentName: row.studentName,
    grade: row.grade,
    answers: row.answers,
    timeSpent: row.timeSpent,
    completedAt: row.completedAt.toISOString(),
    score: { ...score, analytical: score.analytical ?? 0, creative: score.creative ?? 0, leadership: score.leadership ?? 0 },
    currentStream: row.currentStream ?? null,
    board: row.board ?? null,
    ...bestFamilyOf(row.result, locale),
    ...qualityNotesOfStored(row.result, row.timeSpent, locale),
  }
}

/**
 * The stored result's leading family, and the family tied with it, named in the reader's language, read
 * defensively: results stored before families have none.
 */
function bestFamilyOf(result: unknown, locale: Locale): { bestFamily?: { label: string; band: string; tiedWith?: string } } {
  type StoredFamily = { id?: unknown; label?: unknown; band?: unknown; tiedWithPrevious?: unknown } | null
  const families = (result as { families?: StoredFamily[] } | null)?.families
  const [first, second] = Array.isArray(families) ? families : []
  const name = (family: NonNullable<StoredFamily> & { label: string }) => (typeof family.id === 'string' ? familyNameIn(family.id, family.label, locale) : family.label)
  if (typeof first?.label !== 'string' || typeof first.band !== 'string') return {}
  const tiedWith = second?.tiedWithPrevious === true && typeof second.label === 'string' ? { tiedWith: name({ ...second, label: second.label }) } : {}
  return { bestFamily: { label: name({ ...first, label: first.label }), band: first.band, ...tiedWith } }
}

/** The stored result's response-quality note, read defensively: a result without a profile has none. */
function qualityNotesOfStored(result: unknown, timeSpent: number, locale: Locale): { qualityNotes?: string[] } {
  const stored = result as Partial<StoredResult> | null
  if (!stored?.profile?.quality) return {}
  const quality = inLanguage(stored.profile.quality, locale, timeSpent)
  const notes = qualityNotesOf({ test: { timeSpent }, lowConfidence: stored.lowConfidence === true, profile: { quality } }, locale)
  return notes.length > 0 ? { qualityNotes: notes } : {}
}
