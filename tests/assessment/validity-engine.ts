// The one place the validity study touches the engine: answers in, what the student is told out.
// Keeping it to this adapter means the study measures the engine through its public entry point only.
import { CAREERS } from '../../src/server/assessment/careers'
import type { Grade } from '../../src/server/assessment/item-schema'
import { recommend } from '../../src/server/assessment/recommend'

export interface EngineView {
  /** Career ids, best first (at least the top 5). */
  ranked: string[]
  /** Match percentage of each ranked career, same order. */
  percentages: number[]
  /** The family the result leads with. */
  bestFamily: string
  /** The student is told the result is less certain (any response-quality or flat-profile flag). */
  flagged: boolean
  /** Grades 9-10: 'science' | 'commerce' | 'humanities'. */
  stream?: string
}

const FAMILY = new Map(CAREERS.map((c) => [c.id, c.family]))

export function assessForValidity(grade: Grade, answers: Record<string, string>, _timeSpentSeconds: number): EngineView {
  const result = recommend(grade, answers, { count: 10 })
  const ranked = result.recommendations.map((r) => r.id)
  const label = result.stream?.stream
  const stream = label === undefined ? undefined : label.startsWith('Science') ? 'science' : label === 'Commerce' ? 'commerce' : 'humanities'
  return {
    ranked,
    percentages: result.recommendations.map((r) => r.matchPercentage),
    // Today's engine has no families: its result leads with the family of its #1 career.
    bestFamily: FAMILY.get(ranked[0]!) ?? 'unknown',
    flagged: result.lowConfidence,
    ...(stream ? { stream } : {}),
  }
}
