// A stored test as the API answers it: the test in lists, and its results, the result computed at submission.
import { qualityNotesOf, type TestResults } from '../../shared/schemas/results'
import type { Test } from '../../shared/schemas/tests'
import type { RecommendationResult } from '../assessment/recommend'
import type { TestRow } from '../db/tests-repository'

/** What is stored with a test at submission: the results without the test itself. */
export type StoredResult = Omit<TestResults, 'test'>

/** The engine's answer as it is stored with the test (and as the results API serves it). */
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
  }
}

/** The results of a test, or undefined when it has no stored result. */
export function toTestResults(row: TestRow): TestResults | undefined {
  if (!row.result) return undefined
  return { test: toApiTest(row), ...(row.result as StoredResult) }
}

/** A test as the API lists it (history, the admin's list): its scores, best family and response-quality note. */
export function toApiTest(row: TestRow): Test {
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
    ...bestFamilyOf(row.result),
    ...qualityNotesOfStored(row.result, row.timeSpent),
  }
}

/**
 * The stored result's leading family, and the family tied with it, read defensively: results stored before families
 * have none.
 */
function bestFamilyOf(result: unknown): { bestFamily?: { label: string; band: string; tiedWith?: string } } {
  const families = (result as { families?: ({ label?: unknown; band?: unknown; tiedWithPrevious?: unknown } | null)[] } | null)?.families
  const [first, second] = Array.isArray(families) ? families : []
  if (typeof first?.label !== 'string' || typeof first.band !== 'string') return {}
  const tiedWith = second?.tiedWithPrevious === true && typeof second.label === 'string' ? { tiedWith: second.label } : {}
  return { bestFamily: { label: first.label, band: first.band, ...tiedWith } }
}

/** The stored result's response-quality note, read defensively: a result without a profile has none. */
function qualityNotesOfStored(result: unknown, timeSpent: number): { qualityNotes?: string[] } {
  const stored = result as Partial<StoredResult> | null
  if (!stored?.profile?.quality) return {}
  const notes = qualityNotesOf({ test: { timeSpent }, lowConfidence: stored.lowConfidence === true, profile: stored.profile })
  return notes.length > 0 ? { qualityNotes: notes } : {}
}
