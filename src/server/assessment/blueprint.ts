// How the 30 items of every grade are spent. docs/assessment.md ("The blueprint") explains the trade.
import type { RiasecType, Section } from '../../shared/schemas/items'

export interface BlueprintRow {
  section: Section
  /** Items of this section, in this order, at these positions (1-based, inclusive). */
  from: number
  to: number
  kinds: string
}

export const BLUEPRINT: readonly BlueprintRow[] = [
  { section: 'Interests', from: 1, to: 6, kinds: 'forced choice, 6 options, one per RIASEC type' },
  { section: 'Interests', from: 7, to: 18, kinds: 'rating 1..5, two per RIASEC type: one "enjoy" and one reverse-keyed "dislike"' },
  { section: 'Work Style', from: 19, to: 21, kinds: 'forced choice, 5 options, one per work-style trait' },
  { section: 'Logical Reasoning', from: 22, to: 24, kinds: 'knowledge, difficulty 1, 2, 3' },
  { section: 'Numerical Aptitude', from: 25, to: 27, kinds: 'knowledge, difficulty 1, 2, 3' },
  { section: 'Science', from: 28, to: 30, kinds: 'knowledge, difficulty 1, 2, 3' },
]

/**
 * The 12 interest ratings (positions 7-18) in order: each type once keyed "enjoy" (+1) and once keyed "dislike"
 * (-1), alternating so that neither key runs in a block. Balanced keys cancel a tendency to agree with everything,
 * and each type's pair is a consistency check.
 */
export const INTEREST_RATING_KEYS: readonly (readonly [RiasecType, 1 | -1])[] = [
  ['realistic', 1],
  ['investigative', -1],
  ['artistic', 1],
  ['social', -1],
  ['enterprising', 1],
  ['conventional', -1],
  ['realistic', -1],
  ['investigative', 1],
  ['artistic', -1],
  ['social', 1],
  ['enterprising', -1],
  ['conventional', 1],
]

/** Knowledge difficulty pattern of each aptitude section (easy, medium, hard). */
export const KNOWLEDGE_DIFFICULTIES = [1, 2, 3] as const
