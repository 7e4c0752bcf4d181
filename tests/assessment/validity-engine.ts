// The one place the validity study touches the engine: its documented entry point, `assess`.
// Keeping it to this adapter means the study measures the engine only through what a student is told.
import type { Grade } from '../../src/shared/schemas/items'
import { assess } from '../../src/server/assessment/recommend'

export interface EngineView {
  /** Career ids, best first (at least the top 5). */
  ranked: string[]
  /** Match percentage of each ranked career, same order. */
  percentages: number[]
  /** The family the result leads with. */
  bestFamily: string
  /** A second family the result names as tied with the best ("(tied with …)" in the summary), if any. */
  tiedFamily?: string
  /** The student is told the result is less certain (any response-quality or flat-profile flag). */
  flagged: boolean
  /** The codes of the response-quality flags (`quality.flags`), such as 'flat' or 'inconsistent'. */
  flags: string[]
  /** Grades 9-10: 'science' | 'commerce' | 'humanities'. */
  stream?: string
}

export function assessForValidity(grade: Grade, answers: Record<string, string>, timeSpentSeconds: number): EngineView {
  const result = assess({ grade, answers, timeSpentSeconds }, { count: 10 })
  const label = result.stream?.stream
  const stream = label === undefined ? undefined : label.startsWith('Science') ? 'science' : label === 'Commerce' ? 'commerce' : 'humanities'
  return {
    ranked: result.recommendations.map((r) => r.id),
    percentages: result.recommendations.map((r) => r.matchPercentage),
    bestFamily: result.families[0]?.id ?? 'none',
    ...(result.families[1]?.tiedWithPrevious ? { tiedFamily: result.families[1].id } : {}),
    flagged: result.lowConfidence,
    flags: result.quality.flags.map((f) => f.code),
    ...(stream ? { stream } : {}),
  }
}
