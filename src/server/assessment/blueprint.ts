// How the 30 items of every grade are spent. docs/assessment.md explains the choice.
import type { Section } from './item-schema'

export interface BlueprintRow {
  section: Section
  /** Items of this section, in this order, at these positions (1-based, inclusive). */
  from: number
  to: number
  kinds: string
}

export const BLUEPRINT: readonly BlueprintRow[] = [
  { section: 'Interests', from: 1, to: 6, kinds: 'forced choice, 6 options, one per RIASEC type' },
  { section: 'Interests', from: 7, to: 12, kinds: 'rating 1..5, one item per RIASEC type (R, I, A, S, E, C in that order)' },
  { section: 'Work Style', from: 13, to: 17, kinds: 'rating 1..5: analytical, creative, leadership, teamwork, persistence' },
  { section: 'Work Style', from: 18, to: 18, kinds: 'forced choice, 5 options, one per work-style trait' },
  { section: 'Logical Reasoning', from: 19, to: 22, kinds: 'knowledge, difficulty 1, 2, 2, 3' },
  { section: 'Numerical Aptitude', from: 23, to: 26, kinds: 'knowledge, difficulty 1, 2, 2, 3' },
  { section: 'Science', from: 27, to: 30, kinds: 'knowledge, difficulty 1, 2, 2, 3' },
]
